/** The sales levels a partner may hold: registers leads and sales, or only sees them. Never a manager. */
export const PARTNER_SALES_LEVELS = ['solicitante', 'leitor'] as const;
export type PartnerSalesLevel = (typeof PARTNER_SALES_LEVELS)[number];

export const PARTNER_SALES_LEVEL_LABELS: Record<PartnerSalesLevel, string> = {
  solicitante: 'Vendedor: cadastra leads e vendas',
  leitor: 'Consulta: vê os leads e as vendas',
};

/** The module of the partners' only staff role. */
export const PARTNER_MODULE = 'vendas';
/** The employees' role module: whoever holds it is an employee, not a partner. */
export const EMPLOYEE_MODULE = 'pagina_inicial';

/** Whether roles (direct and from profiles) are a partner's: a staff account that holds no employee role. */
export const isPartnerRoles = (roles: readonly string[]) => !roles.some((r) => r.startsWith(`${EMPLOYEE_MODULE}:`));
