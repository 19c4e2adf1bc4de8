/** Texts of the access profile screens (ours: the spec shows none). */
export const ACCESS_PROFILES_MSG = {
  title: 'PERFIS DE ACESSO',
  add: 'NOVO PERFIL',
  created: 'Perfil cadastrado com sucesso!',
  edited: 'Perfil atualizado com sucesso!',
  deleted: 'Perfil excluído com sucesso',
  createFailed: 'Erro ao cadastrar perfil',
  editFailed: 'Erro ao atualizar perfil',
  deleteFailed: 'Erro ao excluir perfil',
  confirmDelete: 'Deseja realmente excluir o perfil?',
  nameTaken: 'Já existe um perfil com este nome.',
  superadminKept: "O perfil 'Super Admin' não pode ser excluído nem alterado.",
  heldByCandidates:
    'Este perfil é de contas de candidatos, que só podem ter o acesso básico: ele não pode receber papéis da equipe.',
  inUse: (n: number) => `O perfil está aplicado a ${n} usuário(s) e não pode ser excluído.`,
  nextSignIn: 'As alterações valem para os usuários do perfil a partir do próximo acesso.',
} as const;
