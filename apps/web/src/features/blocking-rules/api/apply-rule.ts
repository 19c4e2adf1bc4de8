import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BLOCKING_SIMULATION_API as API } from '@intranet/shared/blocking-rules/blocking-simulation.contract';
import { call } from '../../../lib/api-client';
import { ruleStateKey } from './get-rule-state';

/** "Aplicar regra": confirms a simulation; the application's progress is then read from the rule's state. */
export function useApplyRule(rule: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (simulation: number) => call(API.apply, { params: { id: simulation } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ruleStateKey(rule) }),
  });
}
