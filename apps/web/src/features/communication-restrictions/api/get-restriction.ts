import { queryOptions, useQuery } from '@tanstack/react-query';
import { COMMUNICATION_RESTRICTIONS_API as API } from '@intranet/shared/communication-restrictions/communication-restrictions.contract';
import { call } from '../../../lib/api-client';

export function getRestriction(id: number, signal?: AbortSignal) {
  return call(API.get, { params: { id } }, { signal }).then((answer) => answer.relacionamento_preferencias_cliente[0]);
}

export const restrictionQuery = (id: number) =>
  queryOptions({
    queryKey: ['communication-restrictions', 'one', id],
    queryFn: ({ signal }) => getRestriction(id, signal),
  });

export function useRestriction(id: number) {
  return useQuery(restrictionQuery(id));
}
