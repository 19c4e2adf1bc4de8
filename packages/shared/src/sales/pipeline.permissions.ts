import type { PermissionMap } from '../access/permission';

/**
 * The lead pipeline (docs/sales.md): the sales team (vendas, and marketing reading) works the lists;
 * managers assign and keep the settings; every employee registers leads on the external home and
 * follows theirs.
 */
export const PIPELINE_PERMISSIONS = {
  'pipeline.list': { level: 'read', area: 'sales' },
  'pipeline.move': { level: 'write', area: 'sales' },
  'pipeline.assign': { level: 'manage', area: 'sales' },
  'pipeline.export': { level: 'read', area: 'sales' },
  'pipeline.settings': { level: 'manage', area: 'sales' },
  'external-lead.register': { level: 'read', area: 'intranet' },
  'external-lead.mine': { level: 'read', area: 'intranet' },
  'pricing.list': { level: 'read', area: 'sales' },
  'pricing.create': { level: 'write', area: 'sales' },
  'pricing.edit': { level: 'write', area: 'sales' },
  'pricing.delete': { level: 'manage', area: 'sales' },
  'coverage.list': { level: 'read', area: 'sales' },
  'coverage.create': { level: 'write', area: 'sales' },
  'coverage.edit': { level: 'write', area: 'sales' },
  'coverage.delete': { level: 'manage', area: 'sales' },
  /** Areas by the hundred from a spreadsheet: managers. */
  'coverage.import': { level: 'manage', area: 'sales' },
  'sellers.list': { level: 'read', area: 'sales' },
  'sellers.manage': { level: 'manage', area: 'sales' },
  'blocklist.list': { level: 'read', area: 'sales' },
  'blocklist.create': { level: 'write', area: 'sales' },
  'blocklist.edit': { level: 'write', area: 'sales' },
  'blocklist.delete': { level: 'manage', area: 'sales' },
} as const satisfies PermissionMap<'pipeline' | 'external-lead' | 'pricing' | 'coverage' | 'blocklist' | 'sellers'>;
