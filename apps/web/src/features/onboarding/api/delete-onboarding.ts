import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ONBOARDING_API } from '@intranet/shared/onboarding/onboarding.contract';
import { call } from '../../../lib/api-client';

export function deleteOnboarding(id: number) {
  return call(ONBOARDING_API.delete, { params: { id } });
}

export function useDeleteOnboarding() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteOnboarding,
    onSuccess: () => client.invalidateQueries({ queryKey: ['onboarding'] }),
  });
}
