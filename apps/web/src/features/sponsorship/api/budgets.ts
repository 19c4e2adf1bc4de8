import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SPONSORSHIP_API as API } from '@intranet/shared/sponsorship/sponsorship.contract';
import type { BudgetInput } from '@intranet/shared/sponsorship/sponsorship.schemas';
import { call } from '../../../lib/api-client';

/** Each provider's sponsorship budget for a year, what was committed and what is left. */
export function useBudgets(ano: number) {
  return useQuery({
    queryKey: ['sponsorship', 'budgets', ano],
    queryFn: ({ signal }) =>
      call(API.budgets, { query: { ano } }, { signal }).then((a) => a.marketing_patrocinio_orcamento),
  });
}

export function useSetBudget() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BudgetInput) => call(API.setBudget, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['sponsorship'] }),
  });
}
