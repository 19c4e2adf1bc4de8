import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SPONSORSHIP_API as API } from '@intranet/shared/sponsorship/sponsorship.contract';
import type { SponsorshipListBody } from '@intranet/shared/sponsorship/sponsorship.schemas';
import { call } from '../../../lib/api-client';

export type RequestFilter = NonNullable<SponsorshipListBody['filtro']>;

export function listRequests(filtro: RequestFilter, signal?: AbortSignal) {
  return call(API.list, { body: { filtro } }, { signal });
}

/** A page of requests, paged and filtered in SQL. */
export function useRequests(filtro: RequestFilter) {
  return useQuery({
    queryKey: ['sponsorship', 'list', filtro],
    queryFn: ({ signal }) => listRequests(filtro, signal),
    placeholderData: keepPreviousData,
  });
}
