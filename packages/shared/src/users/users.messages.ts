/** Texts of the users and access screens (ours where the spec shows none). */
export const USERS_MSG = {
  invited: 'Usuário convidado com sucesso! A senha temporária foi enviada por e-mail.',
  inviteFailed: 'Erro ao convidar usuário',
  saved: 'Dados atualizados com sucesso!',
  saveFailed: 'Ops! Parece que algo errado aconteceu. Revise os dados e tente novamente!',
  emailTaken: 'Já existe um usuário com este e-mail.',
  notGrantable: 'Você não pode conceder papéis deste módulo.',
  candidateBaseRoleOnly:
    'Esta é uma conta de candidato, criada no site de vagas: ela só pode ter o acesso básico. Papéis e perfis da equipe são dados a contas de colaboradores.',
  disabled: 'Acesso desabilitado. As sessões do usuário foram encerradas.',
  enabled: 'Acesso habilitado.',
  resetDemanded: 'Redefinição de senha exigida. As sessões do usuário foram encerradas.',
  confirmDisable: 'Deseja realmente desabilitar o acesso deste usuário?',
  confirmReset: 'Deseja exigir que este usuário redefina a senha?',
  superadminProfileKept: "O perfil 'Super Admin' não pode ser removido por esta tela.",
  listFailed: 'Erro ao carregar lista de usuários',
  /** The invitation e-mail. */
  inviteSubject: 'Seu acesso à intranet',
  inviteBody: (nome: string, email: string, password: string, signInUrl: string) =>
    `Olá, ${nome}!\n\nSeu acesso à intranet foi criado.\nEndereço: ${signInUrl}\nE-mail: ${email}\nSenha temporária: ${password}\n\nNo primeiro acesso você deverá cadastrar uma nova senha.`,
} as const;
