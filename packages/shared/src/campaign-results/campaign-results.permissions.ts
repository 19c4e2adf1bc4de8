import type { PermissionMap } from '../access/permission';

/** Paid-media results of campaigns and the results report (marketing spec §6: marketing, vendas). */
export const CAMPAIGN_RESULTS_PERMISSIONS = {
  'campaign-result.list': { level: 'read', area: 'sales' },
  'campaign-result.create': { level: 'write', area: 'sales' },
  'campaign-result.edit': { level: 'write', area: 'sales' },
  'results-report.view': { level: 'read', area: 'sales' },
} as const satisfies PermissionMap<'campaign-result' | 'results-report'>;
