/** Texts of the HR reports that the web and the server show. */
export const HR_REPORTS_MSG = {
  home: 'Relatórios de RH',
  noData: 'Nenhum dado para os filtros escolhidos. Mude a empresa, o departamento ou o período.',
  truncated: (max: string) => `A exportação traz as primeiras ${max} linhas; filtre para exportar o restante.`,
  departmentNeedsCompany: 'Escolha uma empresa para filtrar por departamento.',
} as const;
