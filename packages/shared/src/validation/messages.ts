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
  cnpj: 'Ops! Parece que seu cnpj é inválido!',
  cepNotFound: 'CEP não encontrado, tente novamente',
  selectCities: 'Selecione uma ou mais cidades',
  noResult: 'Nenhum resultado encontrado',
  saved: 'Dados atualizados com sucesso!',
  educationDates: 'A data de ingresso não pode ser maior que a data de conclusão!',
  experienceDates: 'A data de ingresso não pode ser maior que a data de saída!',
  restrictionTaken:
    'Já existe uma restrição cadastrada para esse cliente, atualize as preferências através da tabela de restrições!',
} as const;
