import { useQuery } from '@tanstack/react-query';
import { providerFlag } from '@intranet/shared/campaign-results/campaign-results.rules';
import { RESULT_CHANNEL_NAMES } from '@intranet/shared/sales/channel.schemas';
import { SALES_API } from '@intranet/shared/sales/sales.contract';
import { call } from '../../../lib/api-client';

/** The paid-media channels (Facebook, Google) a provider has (spec §7: `nome` in Facebook/Google and the provider flag). */
export function listResultChannels(providerName: string, signal?: AbortSignal) {
  const flag = providerFlag(providerName);
  if (!flag) return Promise.resolve([]);
  return call(
    SALES_API.listChannels,
    { body: { filtro: { nome: [...RESULT_CHANNEL_NAMES], [flag]: true } } },
    { signal },
  ).then((answer) => answer.vendas_canal);
}

export function useResultChannels(providerName: string | undefined) {
  return useQuery({
    queryKey: ['campaign-results', 'channels', providerName],
    queryFn: ({ signal }) => listResultChannels(providerName!, signal),
    enabled: !!providerName,
    staleTime: 60_000,
  });
}
