import type { PermissionMap } from '../access/permission';

/**
 * The company calendar: every employee (area intranet) reads it and keeps their own settings and feed
 * address. The feed itself (`/cal/<token>.ics`) is public: the secret in its address is the credential.
 * What the calendar holds besides holidays and colleagues' dates follows other areas' reading rules
 * (onboarding.list, event.list).
 */
export const COMPANY_CALENDAR_PERMISSIONS = {
  'company-calendar.list': { level: 'read', area: 'intranet' },
  'company-calendar.settings': { level: 'read', area: 'intranet' },
  'company-calendar.feed': { level: 'public' },
} as const satisfies PermissionMap<'company-calendar'>;
