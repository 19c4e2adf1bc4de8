import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMUNICATION_SCALE_API as API } from '@intranet/shared/communication-scale/communication-scale.contract';
import { call } from '../../../lib/api-client';
import { SCALE_KEY } from './keys';

/** The campaign and its rules. */
export function deleteCampaign(id: number) {
  return call(API.remove, { params: { id } });
}

export function useDeleteCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCampaign,
    onSuccess: () => client.invalidateQueries({ queryKey: SCALE_KEY }),
  });
}
