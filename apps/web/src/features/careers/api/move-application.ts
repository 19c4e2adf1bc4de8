import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@intranet/shared/api/endpoint';
import { CAREERS_API } from '@intranet/shared/careers/careers.contract';
import { call } from '../../../lib/api-client';

export const moveApplication = (input: EndpointInput<typeof CAREERS_API.move>) => call(CAREERS_API.move, input);
export function useMoveApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveApplication,
    onSuccess: () => client.invalidateQueries({ queryKey: ['careers'] }),
  });
}
