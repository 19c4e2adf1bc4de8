/** The texts of the user's companies (`/companies`). */
export const USER_COMPANIES_MSG = {
  personRequired: 'Selecione a pessoa.',
  companiesRequired: 'Selecione ao menos uma empresa.',
  tooMany: 'Selecione no máximo 20 empresas.',
  personNotFound: 'Pessoa não encontrada.',
  notStaff: 'Somente colaboradores e parceiros têm empresas.',
  companyUnknown: 'Empresa não encontrada ou inativa.',
  mainCompany: 'A empresa do cadastro da pessoa não pode ser retirada (altere-a no cadastro).',
  saved: 'Empresas atualizadas com sucesso!',
  saveFailed: 'Não foi possível salvar as empresas.',
} as const;
