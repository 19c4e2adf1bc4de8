import type { PermissionMap } from '../access/permission';

/** The sales reports (docs/sales-reports.md): read by the sales area's readers (vendas, marketing) and up. */
export const SALES_REPORTS_PERMISSIONS = {
  'sales-report.view': { level: 'read', area: 'sales' },
} as const satisfies PermissionMap<'sales-report'>;
