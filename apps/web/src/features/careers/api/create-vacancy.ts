import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@intranet/shared/api/endpoint';
import { CAREERS_API } from '@intranet/shared/careers/careers.contract';
import { call } from '../../../lib/api-client';

export const createVacancy = (input: EndpointInput<typeof CAREERS_API.create>) => call(CAREERS_API.create, input);
export function useCreateVacancy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createVacancy,
    onSuccess: () => client.invalidateQueries({ queryKey: ['careers'] }),
  });
}
