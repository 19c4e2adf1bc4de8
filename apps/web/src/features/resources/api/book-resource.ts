import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RESOURCE_BOOKING_API as API } from '@intranet/shared/resources/resources.contract';
import type { BookingInput } from '@intranet/shared/resources/resources.schemas';
import { call } from '../../../lib/api-client';

/** Books a resource for the signed-in person; the calendar's days are read again. */
export function useBookResource() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (object: BookingInput) => call(API.book, { body: { object } }),
    onSettled: () => client.invalidateQueries({ queryKey: ['resources', 'bookings'] }),
  });
}
