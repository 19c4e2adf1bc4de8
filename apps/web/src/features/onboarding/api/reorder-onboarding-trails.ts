import type { OnboardingTrilhaItem, OnboardingTrilhaOrdem } from '@intranet/shared/onboarding/onboarding.schemas';
import { api } from '../../../lib/api-client';
import { onboardingRole } from '../../../lib/onboarding-role';

export function reorderOnboardingTrails(body: OnboardingTrilhaOrdem): Promise<OnboardingTrilhaItem[]> {
  return api<OnboardingTrilhaItem[]>('/v1/rh/onboarding/trilha/ordem', { method: 'PUT', body, role: onboardingRole() });
}
