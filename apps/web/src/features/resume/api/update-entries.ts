import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Endpoint, EndpointInput } from '@intranet/shared/api/endpoint';
import { RESUME_API } from '@intranet/shared/resume/resume.contract';
import { call } from '../../../lib/api-client';

function useUpdate<E extends Endpoint>(endpoint: E) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<E>) => call(endpoint, input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['resume'] }),
  });
}

export const useUpdateEducation = () => useUpdate(RESUME_API.updateEducation);
export const useUpdateExperience = () => useUpdate(RESUME_API.updateExperience);
export const useUpdateCertificate = () => useUpdate(RESUME_API.updateCertificate);
