import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@intranet/shared/api/endpoint';
import { RESUME_API } from '@intranet/shared/resume/resume.contract';
import { call } from '../../../lib/api-client';

export const removeExperience = (input: EndpointInput<typeof RESUME_API.removeExperience>) =>
  call(RESUME_API.removeExperience, input);
export function useRemoveExperience() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeExperience,
    onSuccess: () => client.invalidateQueries({ queryKey: ['resume'] }),
  });
}
