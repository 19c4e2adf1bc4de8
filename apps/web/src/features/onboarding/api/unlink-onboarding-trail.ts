import type { OnboardingTrilhaItem, OnboardingTrilhaUnlink } from '@intranet/shared/onboarding/onboarding.schemas';
import { api } from '../../../lib/api-client';
import { onboardingRole } from '../../../lib/onboarding-role';

/** Unlinks one trail (and-filter on id_onboarding and id_trilha); the later trails move up. */
export function unlinkOnboardingTrail({ id_onboarding, id_trilha }: OnboardingTrilhaUnlink): Promise<OnboardingTrilhaItem[]> {
  return api<OnboardingTrilhaItem[]>('/v1/rh/onboarding/trilha', {
    method: 'DELETE',
    body: { and: [{ id_onboarding }, { id_trilha }] },
    role: onboardingRole(),
  });
}
