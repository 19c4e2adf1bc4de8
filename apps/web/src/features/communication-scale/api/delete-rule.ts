import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMUNICATION_SCALE_API as API } from '@intranet/shared/communication-scale/communication-scale.contract';
import { call } from '../../../lib/api-client';
import { SCALE_KEY } from './keys';

export function deleteRule(id: number) {
  return call(API.removeRule, { params: { id } });
}

export function useDeleteRule() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteRule, onSuccess: () => client.invalidateQueries({ queryKey: SCALE_KEY }) });
}
