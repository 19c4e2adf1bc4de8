import { ONBOARDING_API } from '@intranet/shared/onboarding/onboarding.contract';
import type { OnboardingTrilhaUnlink } from '@intranet/shared/onboarding/onboarding.schemas';
import { call } from '../../../lib/api-client';

/** Unlinks one trail (and-filter on id_onboarding and id_trilha); the later trails move up. */
export function unlinkOnboardingTrail({ id_onboarding, id_trilha }: OnboardingTrilhaUnlink) {
  return call(ONBOARDING_API.unlinkTrail, { body: { and: [{ id_onboarding }, { id_trilha }] } });
}
