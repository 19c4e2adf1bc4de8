import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@intranet/shared/api/endpoint';
import { RESUME_API } from '@intranet/shared/resume/resume.contract';
import { call } from '../../../lib/api-client';

export const savePersonal = (input: EndpointInput<typeof RESUME_API.savePersonal>) =>
  call(RESUME_API.savePersonal, input);
export function useSavePersonal() {
  const client = useQueryClient();
  return useMutation({ mutationFn: savePersonal, onSuccess: () => client.invalidateQueries({ queryKey: ['resume'] }) });
}
