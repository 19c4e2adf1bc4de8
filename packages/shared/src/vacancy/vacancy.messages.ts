/** Texts of the vacancy report (spec §8, Vacancy). */
export const VACANCY_MSG = {
  listFailed: 'Erro ao carregar lista de vagas',
} as const;
