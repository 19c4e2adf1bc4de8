import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@intranet/shared/api/endpoint';
import { RESUME_API } from '@intranet/shared/resume/resume.contract';
import { call } from '../../../lib/api-client';

export const removeEducation = (input: EndpointInput<typeof RESUME_API.removeEducation>) =>
  call(RESUME_API.removeEducation, input);
export function useRemoveEducation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeEducation,
    onSuccess: () => client.invalidateQueries({ queryKey: ['resume'] }),
  });
}
