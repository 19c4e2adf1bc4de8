import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMUNICATION_SCALE_API as API } from '@intranet/shared/communication-scale/communication-scale.contract';
import type { ScaleInput } from '@intranet/shared/communication-scale/communication-scale.schemas';
import { call } from '../../../lib/api-client';
import { SCALE_KEY } from './keys';

export function createCampaign(object: ScaleInput) {
  return call(API.create, { body: { object } }).then((answer) => answer.insert_campanha_comunicacao_one);
}

export function useCreateCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: () => client.invalidateQueries({ queryKey: SCALE_KEY }),
  });
}
