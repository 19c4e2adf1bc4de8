import { areaRole } from '@intranet/shared/auth/roles';
import { session, useSession } from './session';

/**
 * Role sent by the HR onboarding screens (onboarding, trails, contents, report): the onboarding
 * module's role, or the HR module's when the user holds none in onboarding.
 */
export function onboardingRoleOf(roles: readonly string[]): string {
  return areaRole(roles, ['onboarding', 'rh']);
}

export function onboardingRole(): string {
  return onboardingRoleOf(session.get().user?.roles ?? []);
}

export function useOnboardingRole(): string {
  return onboardingRoleOf(useSession().user?.roles ?? []);
}
