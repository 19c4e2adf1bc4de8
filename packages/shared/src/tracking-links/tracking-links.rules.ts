import type { ProviderFlag } from '../providers/provider-flags';

/** Provider flags of campaigns and channels (`vendas_campanha.bitcom` …): the one list of the providers. */
export { PROVIDER_FLAGS, providerFlagOf, type ProviderFlag } from '../providers/provider-flags';

/** Each provider's site: a link without a destination leads to its home page. */
export const PROVIDER_HOME_PAGES: Record<ProviderFlag, string> = {
  bitcom: 'https://www.bitcom.com.br/',
  razao: 'https://www.razaoinfo.com.br/',
  vetorial: 'https://www.vetorial.net/',
};

/** The short public address of a link: `/t/{codigo}`. */
export const TRACKING_PATH = '/t/';

/** The query parameters a followed link carries to its destination, and the lead form sends back. */
export const TRACKING_QUERY = ['chn', 'cmp', 'dst', 'lnk'] as const;
export type TrackingQueryKey = (typeof TRACKING_QUERY)[number];
