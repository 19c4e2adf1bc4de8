import { useQuery } from '@tanstack/react-query';
import { CAMPAIGN_RESULTS_API } from '@intranet/shared/campaign-results/campaign-results.contract';
import { call } from '../../../lib/api-client';

/** The periods already entered for a campaign on a channel of a provider. */
export function listChannelResults(
  channelId: number,
  query: { idCampaign: number; idEmpresa: number },
  signal?: AbortSignal,
) {
  return call(CAMPAIGN_RESULTS_API.ofChannel, { params: { channelId }, query }, { signal }).then(
    (answer) => answer.vendas_campanha_resultado,
  );
}

export function useChannelResults(channelId: number | undefined, idCampaign: number, idEmpresa: number | undefined) {
  return useQuery({
    queryKey: ['campaign-results', 'channel', channelId, idCampaign, idEmpresa],
    queryFn: ({ signal }) => listChannelResults(channelId!, { idCampaign, idEmpresa: idEmpresa! }, signal),
    enabled: !!channelId && !!idEmpresa,
  });
}
