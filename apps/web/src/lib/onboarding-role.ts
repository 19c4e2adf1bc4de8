import { GUEST_ROLE, USER_ROLE, effectiveRole } from '@intranet/shared/auth/roles';
import { session, useSession } from './session';

/**
 * Role sent by the HR onboarding screens (onboarding, trails, contents, report): the onboarding
 * module's role, or the HR module's when the user holds none in onboarding.
 */
export function onboardingRoleOf(roles: readonly string[]): string {
  const role = effectiveRole(roles, 'onboarding');
  if (role !== USER_ROLE && role !== GUEST_ROLE) return role;
  const hr = effectiveRole(roles, 'rh');
  return hr === GUEST_ROLE ? role : hr;
}

export function onboardingRole(): string {
  return onboardingRoleOf(session.get().user?.roles ?? []);
}

export function useOnboardingRole(): string {
  return onboardingRoleOf(useSession().user?.roles ?? []);
}
