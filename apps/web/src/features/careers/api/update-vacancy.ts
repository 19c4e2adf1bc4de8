import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@intranet/shared/api/endpoint';
import { CAREERS_API } from '@intranet/shared/careers/careers.contract';
import { call } from '../../../lib/api-client';

export const updateVacancy = (input: EndpointInput<typeof CAREERS_API.update>) => call(CAREERS_API.update, input);
export function useUpdateVacancy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateVacancy,
    onSuccess: () => client.invalidateQueries({ queryKey: ['careers'] }),
  });
}
