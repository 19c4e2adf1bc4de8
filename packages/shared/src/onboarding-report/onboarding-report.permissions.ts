import type { PermissionMap } from '../access/permission';

/**
 * The onboarding report: every reader of the area sees it; only managers see every department
 * (requesters and readers see their own, spec §6).
 */
export const ONBOARDING_REPORT_PERMISSIONS = {
  'onboarding-report.view': { level: 'read', area: 'onboarding' },
  'onboarding-report.allDepartments': { level: 'manage', area: 'onboarding' },
} as const satisfies PermissionMap<'onboarding-report'>;
