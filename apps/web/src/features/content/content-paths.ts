export const CONTENT_LIST_PATH = '/human-resources/content/list';
export const CONTENT_REGISTER_PATH = '/human-resources/content/register';
export const contentEditPath = (id: number) => `/human-resources/content/edit/${id}`;

/** Texts of the content screens. */
export const CONTENT_MSG = {
  created: 'Conteúdo cadastrado com sucesso!',
  createFailed: 'Erro ao cadastrar conteúdo',
  updated: 'Conteúdo atualizado com sucesso!',
  updateFailed: 'Erro ao atualizar conteúdo',
  loadFailed: 'Erro ao carregar dados do conteúdo',
  listFailed: 'Erro ao carregar lista de conteúdos',
  deleted: 'Conteúdo deletado com sucesso',
  deleteFailed: 'Erro ao deletar conteúdo',
  confirmDelete: 'Deseja realmente excluir o conteúdo?',
} as const;
