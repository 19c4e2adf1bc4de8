/** Texts of the employee screens (ours where the spec shows none). */
export const EMPLOYEES_MSG = {
  title: 'FUNCIONÁRIOS',
  add: 'NOVO FUNCIONÁRIO',
  saved: 'Dados atualizados com sucesso!',
  registered: 'Funcionário cadastrado com sucesso! A senha temporária foi enviada por e-mail.',
  cpfInvalid: 'CPF inválido.',
  cpfTaken: 'Já existe um funcionário com este CPF.',
  maritalGender: 'Estado civil não corresponde ao gênero.',
  loadFailed: 'Erro ao carregar dados do funcionário',
  listFailed: 'Erro ao carregar lista de funcionários',
} as const;
