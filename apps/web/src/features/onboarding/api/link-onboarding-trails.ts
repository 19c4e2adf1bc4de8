import { ONBOARDING_API } from '@intranet/shared/onboarding/onboarding.contract';
import type { OnboardingTrilhaLink } from '@intranet/shared/onboarding/onboarding.schemas';
import { call } from '../../../lib/api-client';

export function linkOnboardingTrails(body: OnboardingTrilhaLink) {
  return call(ONBOARDING_API.linkTrails, { body });
}
