import { PERMISSIONS, roleCan, rolesCan } from '@intranet/shared/access/permissions';
import type { Actor } from '../../platform/auth/access';

// Transitional names of the area's rules, read from the shared permission map.
export const HR_READ = PERMISSIONS['onboarding.list'];
export const HR_WRITE = PERMISSIONS['onboarding.create'];
export const HR_MANAGE = PERMISSIONS['onboarding.edit'];
export const HR_SUPERADMIN = PERMISSIONS['onboarding.delete'];

/** The reading flow: any signed-in user, each on their own progress. */
export const SIGNED_IN = PERMISSIONS['session.any'];

/** rh/onboarding managers (and the superadmin) see and act on everyone's onboarding progress. */
export function isOnboardingManager(actor: Actor): boolean {
  return rolesCan(actor.roles, 'onboarding-report.allDepartments');
}

/** Whether the report must be held to the actor's own department (requesters and readers). */
export function reportLimitedToOwnDepartment(actor: Actor): boolean {
  return !roleCan(actor.role, 'onboarding-report.allDepartments');
}
