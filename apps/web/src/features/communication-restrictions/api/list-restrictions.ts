import { queryOptions, useQuery } from '@tanstack/react-query';
import { COMMUNICATION_RESTRICTIONS_API as API } from '@intranet/shared/communication-restrictions/communication-restrictions.contract';
import { call } from '../../../lib/api-client';

export function listRestrictions(signal?: AbortSignal) {
  return call(API.list, {}, { signal }).then((answer) => answer.relacionamento_preferencias_cliente);
}

export const restrictionsListQuery = () =>
  queryOptions({ queryKey: ['communication-restrictions', 'list'], queryFn: ({ signal }) => listRestrictions(signal) });

export function useRestrictions() {
  return useQuery(restrictionsListQuery());
}
