import { areaRole } from '@intranet/shared/auth/access-rule';
import { session, useSession } from './session';

/** Transitional: the role sent by the HR onboarding screens, until their calls go through the contract. */
export function onboardingRole(): string {
  return areaRole(session.get().user?.roles ?? [], 'onboarding');
}

export function useOnboardingRole(): string {
  return areaRole(useSession().user?.roles ?? [], 'onboarding');
}
