import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CAMPAIGN_RESULTS_API } from '@intranet/shared/campaign-results/campaign-results.contract';
import type { ResultInput } from '@intranet/shared/campaign-results/campaign-results.schemas';
import { call } from '../../../lib/api-client';

export function createResult(object: ResultInput) {
  return call(CAMPAIGN_RESULTS_API.create, { body: { object } });
}

export function useCreateResult() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createResult,
    onSuccess: () => client.invalidateQueries({ queryKey: ['campaign-results'] }),
  });
}
