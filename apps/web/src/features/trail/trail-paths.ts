export const TRAIL_LIST_PATH = '/human-resources/trail/list';
export const TRAIL_REGISTER_PATH = '/human-resources/trail/register';
export const trailEditPath = (id: number) => `/human-resources/trail/edit/${id}`;
export const trailSyncPath = (id: number) => `/human-resources/trail/sync/${id}`;

/** Texts of the trail screens. */
export const TRAIL_MSG = {
  created: 'Trilha cadastrada com sucesso!',
  createFailed: 'Erro ao cadastrar trilha',
  updated: 'Trilha atualizada com sucesso!',
  updateFailed: 'Erro ao atualizar trilha',
  loadFailed: 'Erro ao carregar dados da trilha',
  listFailed: 'Erro ao carregar trilhas',
  deleted: 'Trilha deletada com sucesso',
  deleteFailed: 'Erro ao deletar trilha',
  confirmDelete: 'Deseja realmente excluir a trilha?',
  contentsFailed: 'Erro ao carregar conteúdos',
  linked: 'Conteúdo(s) associado(s) com sucesso',
  linkFailed: 'Erro ao associar conteúdo(s)',
  unlinkFailed: 'Erro ao desassociar conteúdo',
  reordered: 'Ordem dos conteúdos atualizada com sucesso',
  reorderFailed: 'Erro ao atualizar a ordem dos conteúdos',
} as const;
