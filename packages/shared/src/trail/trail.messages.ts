import { quotedList } from '../onboarding/quoted-list';

/** Texts of the trail area, shown by the web and answered by the server. */
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
  unlinked: 'Conteúdo desassociado com sucesso',
  confirmUnlinkTitle: 'Desassociar conteúdo?',
  confirmUnlink: 'Deseja realmente desassociar o conteúdo?',
  unlinkFailed: 'Erro ao desassociar conteúdo',
  reordered: 'Ordem dos conteúdos atualizada com sucesso',
  reorderFailed: 'Erro ao atualizar a ordem dos conteúdos',
  unknownTrail: 'Trilha não encontrada.',
  nameTaken: 'Já existe uma trilha com este nome.',
  /** A trail in use is kept: deleting it would take earned progress away from employees. */
  inUse: (onboardings: readonly string[]) =>
    onboardings.length > 1
      ? `A trilha está vinculada aos onboardings ${quotedList(onboardings)} e não pode ser excluída.`
      : `A trilha está vinculada ao onboarding ${quotedList(onboardings)} e não pode ser excluída.`,
} as const;
