import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@intranet/shared/api/endpoint';
import { CAREERS_API } from '@intranet/shared/careers/careers.contract';
import { call } from '../../../lib/api-client';

export const applyToVacancy = (input: EndpointInput<typeof CAREERS_API.apply>) => call(CAREERS_API.apply, input);
export function useApply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyToVacancy,
    onSuccess: () => client.invalidateQueries({ queryKey: ['careers', 'mine'] }),
  });
}
