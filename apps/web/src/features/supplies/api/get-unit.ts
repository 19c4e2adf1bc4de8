import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUPPLIES_API as API } from '@intranet/shared/supplies/supplies.contract';
import { call } from '../../../lib/api-client';

export const unitQuery = (codigo: string) =>
  queryOptions({
    queryKey: ['supplies', 'unit', codigo],
    queryFn: ({ signal }) => call(API.unit, { params: { codigo } }, { signal }),
    retry: false,
  });

/** A unit by its tag or serial, with its history. */
export function useUnit(codigo: string | null) {
  return useQuery({ ...unitQuery(codigo ?? ''), enabled: !!codigo });
}
