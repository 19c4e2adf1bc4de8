import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@intranet/shared/api/endpoint';
import { RESUME_API } from '@intranet/shared/resume/resume.contract';
import { call } from '../../../lib/api-client';

export const removeCertificate = (input: EndpointInput<typeof RESUME_API.removeCertificate>) =>
  call(RESUME_API.removeCertificate, input);
export function useRemoveCertificate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeCertificate,
    onSuccess: () => client.invalidateQueries({ queryKey: ['resume'] }),
  });
}
