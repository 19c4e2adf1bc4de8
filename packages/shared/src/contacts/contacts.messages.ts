/** Texts of the employee directory that the web and the server show. */
export const CONTACTS_MSG = {
  title: 'Contatos',
  profileTitle: 'Perfil do colaborador',
  searchPlaceholder: 'Buscar por nome, departamento ou cargo',
  searchTooLong: 'Utilize no máximo 100 caracteres.',
  notFound: 'Colaborador não encontrado.',
  none: 'Nenhum colaborador encontrado',
  copyEmail: 'Copiar e-mail',
  emailCopied: 'E-mail copiado.',
  copyFailed: 'Não foi possível copiar o e-mail.',
  downloadVcard: 'Baixar vCard',
  vcardFailed: 'Não foi possível baixar o vCard.',
  editOwn: 'Editar ramal e telefone',
  extensionInvalid: 'Informe apenas números, até 8 dígitos.',
  saved: 'Contato atualizado.',
} as const;
