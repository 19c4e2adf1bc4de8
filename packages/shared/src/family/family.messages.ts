import { FAMILY_LIMITS } from './family.rules';

/** Texts of the family screens that the web and the server show. */
export const FAMILY_MSG = {
  listTitle: 'Família',
  ownListTitle: 'Minha família',
  registerTitle: 'Família - Novo Dependente',
  editTitle: 'Família - Editar Dependente',
  add: 'NOVO DEPENDENTE',
  notFound: 'Dependente não encontrado.',
  unknownEmployee: 'Escolha um colaborador ativo.',
  cpfInvalid: 'CPF inválido.',
  cpfRequiredForIr: 'Informe o CPF: a Receita o exige de todo dependente no Imposto de Renda.',
  cpfTaken: 'Este colaborador já tem um dependente com este CPF.',
  birthInFuture: 'A data de nascimento não pode ser futura.',
  nameMax: `Utilize no máximo ${FAMILY_LIMITS.nome} caracteres.`,
  created: 'Dependente cadastrado com sucesso!',
  edited: 'Dependente atualizado com sucesso!',
  deleted: 'Dependente excluído com sucesso!',
  createFailed: 'Não foi possível cadastrar o dependente.',
  editFailed: 'Não foi possível atualizar o dependente.',
  deleteFailed: 'Não foi possível excluir o dependente.',
  deleteTitle: 'Excluir Dependente?',
  deleteConfirm: 'O dependente será excluído. Esta ação não pode ser desfeita.',
  empty: 'Nenhum dependente cadastrado. Clique em NOVO DEPENDENTE para incluir cônjuge, filhos ou outros dependentes.',
  emptyFiltered: 'Nenhum dependente encontrado com estes filtros.',
  listFailed: 'Não foi possível carregar os dependentes.',
} as const;
