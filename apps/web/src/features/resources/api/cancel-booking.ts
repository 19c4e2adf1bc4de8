import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RESOURCE_BOOKING_API as API } from '@intranet/shared/resources/resources.contract';
import { call } from '../../../lib/api-client';

/** Cancels a booking (one's own, or anyone's for managers). */
export function useCancelBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(API.cancel, { params: { id: String(id) } }),
    onSettled: () => client.invalidateQueries({ queryKey: ['resources', 'bookings'] }),
  });
}
