import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { RESOURCE_BOOKING_API as API } from '@intranet/shared/resources/resources.contract';
import { call } from '../../../lib/api-client';

/** The bookings of the days `de`..`ate` ('YYYY-MM-DD', São Paulo) of one resource. */
export const bookingsQuery = (de: string, ate: string, idRecurso: number | undefined) =>
  queryOptions({
    queryKey: ['resources', 'bookings', de, ate, idRecurso],
    queryFn: ({ signal }) => call(API.list, { query: { de, ate, id_recurso: idRecurso } }, { signal }),
    enabled: idRecurso !== undefined,
    placeholderData: keepPreviousData,
  });

export function useBookings(de: string, ate: string, idRecurso: number | undefined) {
  return useQuery(bookingsQuery(de, ate, idRecurso));
}
