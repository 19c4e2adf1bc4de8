/** Texts of the onboarding report. */
export const ONBOARDING_REPORT_MSG = {
  ownDepartment: 'Exibindo os colaboradores do seu departamento.',
} as const;
