import { queryOptions, useQuery } from '@tanstack/react-query';
import { BLOCKING_RULE_API } from '@intranet/shared/blocking-rules/blocking-rules.contract';
import { BLOCKING_SIMULATION_API as API } from '@intranet/shared/blocking-rules/blocking-simulation.contract';
import { recordQuery } from '../../../components/crud/crud-api';
import { call } from '../../../lib/api-client';

export const ruleStateKey = (rule: number) => ['blocking-rules', 'state', rule] as const;

/** The rule, its latest simulation and applications; read again every 2 s while an application is under way. */
export const ruleStateQuery = (rule: number) =>
  queryOptions({
    queryKey: ruleStateKey(rule),
    queryFn: ({ signal }) => call(API.state, { params: { id: rule } }, { signal }),
    refetchInterval: (query) =>
      query.state.data?.aplicacoes.some((a) => a.status === 'pendente' || a.status === 'em_execucao' || a.pendentes > 0)
        ? 2000
        : false,
  });

export function useRuleState(rule: number) {
  return useQuery(ruleStateQuery(rule));
}

/** The rule as its list reads it (the criteria screens name it). */
export function useRule(rule: number) {
  return useQuery(recordQuery(BLOCKING_RULE_API, rule));
}
