/** The sales reports' pt-BR texts (docs/sales-reports.md). */
export const SALES_REPORTS_MSG = {
  invalidDay: 'Informe uma data válida.',
  periodOrder: 'A data final deve ser igual ou posterior à inicial.',
  periodTooLong: (days: number) => `Escolha um período de até ${days} dias.`,
  textTooLong: (max: number) => `Use no máximo ${max} caracteres.`,
  noData: 'Nenhum dado no período.',
  truncated: (max: string) => `A exportação traz as primeiras ${max} linhas; refine o filtro para ver as demais.`,
  campaignNotFound: 'Campanha não encontrada.',
} as const;
