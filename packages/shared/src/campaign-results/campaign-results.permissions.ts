import type { PermissionMap } from '../access/permission';

/** Paid-media results of campaigns and the results report (marketing spec §6: marketing, vendas). */
export const CAMPAIGN_RESULTS_PERMISSIONS = {
  'campaignResult.list': { level: 'read', area: 'sales' },
  'campaignResult.create': { level: 'write', area: 'sales' },
  'campaignResult.edit': { level: 'write', area: 'sales' },
  'resultsReport.view': { level: 'read', area: 'sales' },
} as const satisfies PermissionMap<'campaignResult' | 'resultsReport'>;
