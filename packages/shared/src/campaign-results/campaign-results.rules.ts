import { CAMPAIGN_RESULTS_MSG } from './campaign-results.messages';

/** The provider flags of campaigns and channels, and a provider's flag by its name: the one list of the providers. */
export { PROVIDER_FLAGS, providerFlagOf as providerFlag, type ProviderFlag } from '../providers/provider-flags';

/** The required fields of a result and the names the message gives them, in the form's order. */
export const REQUIRED_RESULT_FIELDS = [
  { key: 'id_empresa', label: 'Provedor' },
  { key: 'periodo', label: 'Período' },
  { key: 'id_canal', label: 'Canal' },
] as const;
export type RequiredResultField = (typeof REQUIRED_RESULT_FIELDS)[number]['key'];

/** The names of the required fields left empty, in the form's order. */
export function missingResultFields(values: {
  id_empresa?: unknown;
  id_canal?: unknown;
  periodo_inicio?: unknown;
  periodo_fim?: unknown;
}): string[] {
  const empty = (v: unknown) => v === undefined || v === null || v === '';
  const missing: Record<RequiredResultField, boolean> = {
    id_empresa: empty(values.id_empresa),
    periodo: empty(values.periodo_inicio) || empty(values.periodo_fim),
    id_canal: empty(values.id_canal),
  };
  return REQUIRED_RESULT_FIELDS.filter((f) => missing[f.key]).map((f) => f.label);
}

/** 'Preencha os seguintes campos obrigatórios: Provedor, Canal' (spec §5). */
export function missingFieldsMessage(labels: readonly string[]): string {
  return `${CAMPAIGN_RESULTS_MSG.requiredPrefix}${labels.join(', ')}`;
}
