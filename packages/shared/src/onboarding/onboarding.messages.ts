import { MSG } from '../validation/messages';

/** Texts of the onboarding area (spec §5 and §8 as written there; the others name the broken rule). */
export const ONBOARDING_MSG = {
  fillRequired: MSG.fillRequired,
  required: MSG.required,
  invalidData: MSG.invalidData,
  notFound: MSG.notFound,
  listFailed: 'Erro ao carregar lista de onboardings',
  deleteFailed: 'Erro ao deletar onboarding',
  deleted: 'Onboarding deletado com sucesso',
  statusFailed: 'Erro ao atualizar status do onboarding',
  statusUpdated: 'Status do onboarding atualizado com sucesso',
  confirmDelete: 'Deseja realmente excluir o onboarding?',
  createFailed: 'Erro ao cadastrar onboarding',
  trailsFailed: 'Erro ao carregar trilhas',
  loadFailed: 'Erro ao carregar dados do onboarding',
  updateFailed: 'Erro ao atualizar onboarding',
  updated: 'Onboarding atualizado com sucesso!',
  unlinked: 'Trilha desassociada com sucesso',
  confirmUnlinkTitle: 'Desassociar trilha?',
  confirmUnlink: 'Deseja realmente desassociar a trilha?',
  unlinkFailed: 'Erro ao desassociar trilha',
  linkFailed: 'Erro ao associar trilha(s)',
  linked: 'Trilha(s) associada(s) com sucesso',
  /** Not in the catalogue: the success counterparts of the texts above. */
  created: 'Onboarding cadastrado com sucesso!',
  reordered: 'Ordem das trilhas atualizada com sucesso',
  reorderFailed: 'Erro ao atualizar a ordem das trilhas',
  noTrailsTitle: 'Onboarding sem trilhas',
  noTrailsConfirm: 'O onboarding não tem trilhas vinculadas. Deseja salvar assim mesmo?',
  departmentOutsideCompany: 'O departamento selecionado não pertence ao provedor informado.',
  positionOutsideDepartment: 'O cargo selecionado não pertence ao departamento informado.',
} as const;
