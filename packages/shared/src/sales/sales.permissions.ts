import type { PermissionMap } from '../access/permission';

/** Sales campaigns and channels (marketing spec §6): readers list, requesters write, managers delete. */
export const SALES_PERMISSIONS = {
  'campaign.list': { level: 'read', area: 'sales' },
  'campaign.create': { level: 'write', area: 'sales' },
  'campaign.edit': { level: 'write', area: 'sales' },
  'campaign.delete': { level: 'manage', area: 'sales' },
  'channel.list': { level: 'read', area: 'sales' },
  'channel.create': { level: 'write', area: 'sales' },
  'channel.edit': { level: 'write', area: 'sales' },
  'channel.delete': { level: 'manage', area: 'sales' },
} as const satisfies PermissionMap<'campaign' | 'channel'>;
