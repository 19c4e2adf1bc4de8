import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMUNICATION_SCALE_API as API } from '@intranet/shared/communication-scale/communication-scale.contract';
import type { RuleInput } from '@intranet/shared/communication-scale/communication-scale.schemas';
import { call } from '../../../lib/api-client';
import { SCALE_KEY } from './keys';

export function createRules(objects: RuleInput[]) {
  return call(API.createRules, { body: { objects } }).then((answer) => answer.insert_campanha_regras);
}

export function useCreateRules() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createRules, onSuccess: () => client.invalidateQueries({ queryKey: SCALE_KEY }) });
}
