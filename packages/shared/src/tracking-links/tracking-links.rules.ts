/** Provider flags of campaigns and channels (`vendas_campanha.bitcom` …), one per provider company. */
export const PROVIDER_FLAGS = ['bitcom', 'razao', 'vetorial'] as const;
export type ProviderFlag = (typeof PROVIDER_FLAGS)[number];

/** The flag of a provider company by its name ('RazãoInfo' → 'razao'); null for a company that is not a provider. */
export function providerFlagOf(companyName: string): ProviderFlag | null {
  const plain = companyName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
  return PROVIDER_FLAGS.find((flag) => plain.startsWith(flag)) ?? null;
}

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
