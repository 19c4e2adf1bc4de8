import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OnboardingDetalhe } from '@intranet/shared/onboarding/onboarding.schemas';
import { MSG } from '@intranet/shared/validation/messages';
import { ApiError, api } from '../../../lib/api-client';
import { onboardingRole } from '../../../lib/onboarding-role';

/** One onboarding with its trails (POST /v1/rh/trilha/onboarding/filtrado with filtro.id). */
export async function getOnboarding(id: number): Promise<OnboardingDetalhe> {
  const rows = await api<OnboardingDetalhe[]>('/v1/rh/trilha/onboarding/filtrado', { method: 'POST', body: { filtro: { id } }, role: onboardingRole() });
  if (!rows[0]) throw new ApiError(404, MSG.notFound);
  return rows[0];
}

export const getOnboardingQuery = (id: number) => queryOptions({ queryKey: ['onboarding', 'detail', id], queryFn: () => getOnboarding(id) });

export function useOnboarding(id: number) {
  return useQuery({ ...getOnboardingQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
