import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BLOCKING_SIMULATION_API as API } from '@intranet/shared/blocking-rules/blocking-simulation.contract';
import { call } from '../../../lib/api-client';
import { ruleStateKey } from './get-rule-state';

/** Runs the rule on a day (recorded with who ran it). */
export function useSimulateRule(rule: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data_referencia: string) => call(API.simulate, { params: { id: rule }, body: { data_referencia } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ruleStateKey(rule) }),
  });
}
