import { queryOptions, useQuery } from '@tanstack/react-query';
import { ONBOARDING_API } from '@intranet/shared/onboarding/onboarding.contract';
import { MSG } from '@intranet/shared/validation/messages';
import { ApiError, call } from '../../../lib/api-client';

/** One onboarding with its trails (the find call with filtro.id); not found when it answers none. */
export async function getOnboarding(id: number, signal?: AbortSignal) {
  const [found] = await call(ONBOARDING_API.find, { body: { filtro: { id } } }, { signal });
  if (!found) throw new ApiError(404, MSG.notFound);
  return found;
}

export const getOnboardingQuery = (id: number) =>
  queryOptions({ queryKey: ['onboarding', 'detail', id], queryFn: ({ signal }) => getOnboarding(id, signal) });

export function useOnboarding(id: number) {
  return useQuery({ ...getOnboardingQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
