import { useQuery } from '@tanstack/react-query';
import { COMPLIMENTS_API as API } from '@intranet/shared/compliments/compliments.contract';
import { call } from '../../../lib/api-client';

/** One compliment, for its edit form. */
export function useCompliment(id: number) {
  return useQuery({
    queryKey: ['compliments', 'one', id],
    queryFn: ({ signal }) => call(API.get, { params: { id } }, { signal }).then((r) => r.elogio),
    enabled: id > 0,
  });
}
