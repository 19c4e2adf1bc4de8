import { queryOptions, useQuery } from '@tanstack/react-query';
import { COMMUNICATION_SCALE_API as API } from '@intranet/shared/communication-scale/communication-scale.contract';
import { call } from '../../../lib/api-client';
import { ruleKey } from './keys';

export function getRule(id: number, signal?: AbortSignal) {
  return call(API.getRule, { params: { id } }, { signal }).then((answer) => answer.campanha_regras[0] ?? null);
}

export const ruleQuery = (id: number) =>
  queryOptions({ queryKey: ruleKey(id), queryFn: ({ signal }) => getRule(id, signal) });

export function useRule(id: number | undefined) {
  return useQuery({ ...ruleQuery(id ?? 0), enabled: id !== undefined });
}
