import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@intranet/shared/api/endpoint';
import { CAREERS_API } from '@intranet/shared/careers/careers.contract';
import { call } from '../../../lib/api-client';

export const exportMyData = (input: EndpointInput<typeof CAREERS_API.myData>) => call(CAREERS_API.myData, input);
export function useExportMyData() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: exportMyData,
    onSuccess: () => client.invalidateQueries({ queryKey: ['careers', 'mine'] }),
  });
}
