/** Texts of the HR reports that the web and the server show. */
export const HR_REPORTS_MSG = {
  home: 'Relatórios de RH',
  noData: 'Nenhum dado para os filtros escolhidos. Mude a empresa, o departamento ou o período.',
  truncated: (max: string) => `A exportação traz as primeiras ${max} linhas; filtre para exportar o restante.`,
  carRepairEmpty:
    'O relatório de manutenção de veículos mostrará os custos por veículo e por mês assim que a área de frota for cadastrada no sistema. Ainda não há veículos nem manutenções registrados.',
  departmentNeedsCompany: 'Escolha uma empresa para filtrar por departamento.',
} as const;
