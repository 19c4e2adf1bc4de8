import { ONBOARDING_API } from '@intranet/shared/onboarding/onboarding.contract';
import type { OnboardingTrilhaOrdem } from '@intranet/shared/onboarding/onboarding.schemas';
import { call } from '../../../lib/api-client';

export function reorderOnboardingTrails(body: OnboardingTrilhaOrdem) {
  return call(ONBOARDING_API.reorderTrails, { body });
}
