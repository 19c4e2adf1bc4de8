import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CAMPAIGN_RESULTS_API } from '@intranet/shared/campaign-results/campaign-results.contract';
import type { ResultUpdate } from '@intranet/shared/campaign-results/campaign-results.schemas';
import { call } from '../../../lib/api-client';

export function updateResult({ id, object }: { id: number; object: ResultUpdate }) {
  return call(CAMPAIGN_RESULTS_API.update, { params: { id_result: id }, body: { object } });
}

export function useUpdateResult() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateResult,
    onSuccess: () => client.invalidateQueries({ queryKey: ['campaign-results'] }),
  });
}
