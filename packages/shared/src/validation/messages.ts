/** User-facing validation texts of the spec (000 §5, 001 §5, 002 §5), copied as written. */
export const MSG = {
  required: 'Campo obrigatório',
  requiredBanner: '* CAMPO DE PREENCHIMENTO OBRIGATÓRIO',
  requiredAlt: 'Esse campo deve ser preenchido.',
  requiredFile: 'Esse campo deve ser preenchido',
  fillRequired: 'Preencha todos os campos obrigatórios!',
  email: 'E-mail inválido',
  min2: 'Utilize no mínimo 2 caracteres.',
  code6: 'Utilize 6 digitos',
  phone: 'Número invalido',
  cep: 'CEP invalido',
  url: 'Link inválido',
  passwordPolicy:
    'A senha precisa ter 1 caracter maíusculo, 1 minúsculo e 1 caracter especial. Com no mínimo 8 caracteres.',
  passwordLength: 'Utilize no mínimo 8 caracteres.',
  /** Not in the spec: the one upper bound of every password field (PASSWORD_MAX). */
  passwordMax: 'Utilize no máximo 256 caracteres.',
  imageParams: 'A imagem não atende aos paramêtros',
  invalidData: 'Dados inválidos.',
  notFound: 'Dados não encontrados.',
  generic: 'Ops! Parece que algo errado aconteceu. Revise os dados e tente novamente!',
} as const;
