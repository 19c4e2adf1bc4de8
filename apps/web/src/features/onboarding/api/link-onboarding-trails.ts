import type { OnboardingTrilhaItem, OnboardingTrilhaLink } from '@intranet/shared/onboarding/onboarding.schemas';
import { api } from '../../../lib/api-client';
import { onboardingRole } from '../../../lib/onboarding-role';

export function linkOnboardingTrails(body: OnboardingTrilhaLink): Promise<OnboardingTrilhaItem[]> {
  return api<OnboardingTrilhaItem[]>('/v1/rh/company/onboarding/trilha', { method: 'POST', body, role: onboardingRole() });
}
