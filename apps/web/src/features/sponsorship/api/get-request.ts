import { useQuery } from '@tanstack/react-query';
import { SPONSORSHIP_API as API } from '@intranet/shared/sponsorship/sponsorship.contract';
import { call } from '../../../lib/api-client';

/** Everything about one request: each step's record, the budget, the link and the return. */
export function useRequest(id: number | undefined) {
  return useQuery({
    queryKey: ['sponsorship', 'detail', id],
    enabled: !!id,
    queryFn: ({ signal }) =>
      call(API.get, { params: { id: id! } }, { signal }).then((a) => a.marketing_patrocinio_by_pk),
  });
}
