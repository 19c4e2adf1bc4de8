import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@intranet/shared/api/endpoint';
import { RESUME_API } from '@intranet/shared/resume/resume.contract';
import { call } from '../../../lib/api-client';

export const createCertificate = (input: EndpointInput<typeof RESUME_API.createCertificate>) =>
  call(RESUME_API.createCertificate, input);
export function useCreateCertificate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCertificate,
    onSuccess: () => client.invalidateQueries({ queryKey: ['resume'] }),
  });
}
