import { queryOptions, useQuery } from '@tanstack/react-query';
import { PARTNERS_API as API } from '@intranet/shared/partners/partners.contract';
import { call } from '../../../lib/api-client';

export const partnerQuery = (id: number) =>
  queryOptions({
    queryKey: ['partners', id],
    queryFn: ({ signal }) => call(API.get, { params: { id } }, { signal }),
    retry: false,
  });

export function usePartner(id: number) {
  return useQuery(partnerQuery(id));
}
