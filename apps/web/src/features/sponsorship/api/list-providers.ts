import { useQuery } from '@tanstack/react-query';
import { SPONSORSHIP_PUBLIC_API as API } from '@intranet/shared/sponsorship/sponsorship-public.contract';
import { call } from '../../../lib/api-client';

/** The providers that sponsor (the public form's list). */
export function useProviders() {
  return useQuery({
    queryKey: ['sponsorship', 'providers'],
    queryFn: ({ signal }) => call(API.providers, {}, { signal }).then((a) => a.provedores),
    staleTime: 10 * 60_000,
  });
}
