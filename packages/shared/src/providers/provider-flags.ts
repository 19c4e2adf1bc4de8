import { foldText } from '../format/text';

/**
 * The provider companies of the group, once: their flags (campaigns' and channels' columns, tracking
 * links, the wheel's `sistema`) and the names the product shows. Every area that names a provider reads
 * these, so that all of them say 'RazãoInfo' the same way.
 */
export const PROVIDER_FLAGS = ['bitcom', 'razao', 'vetorial'] as const;
export type ProviderFlag = (typeof PROVIDER_FLAGS)[number];

/** The provider's name as the product shows it (the company's name in `rh_empresa`). */
export const PROVIDER_LABELS: Record<ProviderFlag, string> = {
  bitcom: 'Bitcom',
  razao: 'RazãoInfo',
  vetorial: 'Vetorial',
};

/** The flag of a provider company by its name ('RazãoInfo' → 'razao'); null for a company that is not a provider. */
export function providerFlagOf(companyName: string): ProviderFlag | null {
  const folded = foldText(companyName).replace(/\s+/g, '');
  return PROVIDER_FLAGS.find((flag) => folded.startsWith(flag)) ?? null;
}
