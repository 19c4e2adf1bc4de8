import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@intranet/shared/api/endpoint';
import { RESUME_API } from '@intranet/shared/resume/resume.contract';
import { call } from '../../../lib/api-client';

export const createEducation = (input: EndpointInput<typeof RESUME_API.createEducation>) =>
  call(RESUME_API.createEducation, input);
export function useCreateEducation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createEducation,
    onSuccess: () => client.invalidateQueries({ queryKey: ['resume'] }),
  });
}
