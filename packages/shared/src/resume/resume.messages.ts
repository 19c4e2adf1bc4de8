/** Texts of the résumé (spec 002 §5, §8, and ours where the spec is silent). */
export const RESUME_MSG = {
  educationDates: 'A data de ingresso não pode ser maior que a data de conclusão!',
  experienceDates: 'A data de ingresso não pode ser maior que a data de saída!',
  certificateDates: 'A data de emissão não pode ser maior que a data de validade!',
  notFound: 'Dados não encontrados.',
  saved: 'Dados atualizados com sucesso!',
  failed: 'Ops! Parece que algo errado aconteceu. Revise os dados e tente novamente!',
  currentJobEnd: 'Um emprego atual não tem data de saída.',
  endRequired: 'Informe a data de saída ou marque Emprego atual.',
  educationEndRequired: 'Informe a data de conclusão de um curso concluído.',
  title: 'CURRÍCULO',
  empty: 'Nenhum dado encontrado',
} as const;

export const SITUACAO_LABELS = {
  CONCLUIDO: 'Concluído',
  EM_ANDAMENTO: 'Em andamento',
  INCOMPLETO: 'Incompleto',
} as const;
