import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@intranet/shared/api/endpoint';
import { RESUME_API } from '@intranet/shared/resume/resume.contract';
import { call } from '../../../lib/api-client';

export const createExperience = (input: EndpointInput<typeof RESUME_API.createExperience>) =>
  call(RESUME_API.createExperience, input);
export function useCreateExperience() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createExperience,
    onSuccess: () => client.invalidateQueries({ queryKey: ['resume'] }),
  });
}
