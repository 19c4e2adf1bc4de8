import { BUCKETS } from '../files/files.rules';

/** Texts of employee documents and their categories that the web and the server show. */
export const DOCUMENTS_MSG = {
  title: 'Documentos',
  myTitle: 'Meus documentos',
  registerTitle: 'Documentos - Novo Documento',
  editTitle: 'Documentos - Editar Documento',
  add: 'NOVO DOCUMENTO',
  notFound: 'Documento não encontrado.',
  personNotFound: 'Colaborador não encontrado.',
  categoryNotFound: 'Categoria de documento não encontrada.',
  categoryInactive: 'Esta categoria está inativa: escolha outra.',
  fileNotFound: 'Envie o arquivo do documento.',
  fileType: BUCKETS.documentos.message,
  fileTooLarge: BUCKETS.documentos.tooLarge,
  created: 'Documento cadastrado com sucesso!',
  edited: 'Documento atualizado com sucesso!',
  deleted: 'Documento excluído com sucesso!',
  saveFailed: 'Não foi possível salvar o documento. Revise os dados e tente novamente.',
  deleteFailed: 'Não foi possível excluir o documento.',
  deleteTitle: 'Excluir documento?',
  deleteConfirm: 'O documento e o seu arquivo deixam de aparecer para o RH e para o colaborador.',
  listFailed: 'Não foi possível carregar os documentos.',
  downloadFailed: 'Não foi possível baixar o arquivo.',
  emptyHr: 'Nenhum documento encontrado. Cadastre um em NOVO DOCUMENTO ou ajuste os filtros.',
  emptyOwn: 'Você ainda não tem documentos. O RH os envia aqui quando registra os seus.',
  /** The expiry warning, to the employee and to HR. */
  warningOwn: (titulo: string, validade: string) => `Seu documento "${titulo}" vence em ${validade}.`,
  warningHr: (titulo: string, pessoa: string, validade: string) =>
    `O documento "${titulo}" de ${pessoa} vence em ${validade}.`,
  expiredOwn: (titulo: string, validade: string) => `Seu documento "${titulo}" venceu em ${validade}.`,
  expiredHr: (titulo: string, pessoa: string, validade: string) =>
    `O documento "${titulo}" de ${pessoa} venceu em ${validade}.`,
} as const;

/** The category screens' and server's texts. */
export const DOCUMENT_CATEGORY_MSG = {
  notFound: 'Categoria de documento não encontrada.',
  inUse: 'A categoria tem documentos e não pode ser excluída. Desative-a para que não seja mais escolhida.',
  taken: 'Já existe uma categoria de documento com este nome.',
} as const;
