import {
  AGE_BANDS,
  DISMISSAL_STATUS_LABELS,
  DISMISSAL_TYPE_LABELS,
  GENDER_LABELS,
  KINSHIP_LABELS,
} from '@intranet/shared/hr-reports/hr-reports.rules';

export const MONTH_NAMES = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
] as const;

export const genderLabel = (g: 'F' | 'M' | 'O' | null) => GENDER_LABELS[g ?? 'N'];
export const bandLabel = (key: string | null) => AGE_BANDS.find((b) => b.key === key)?.label ?? '';
export const dismissalTypeLabel = (t: keyof typeof DISMISSAL_TYPE_LABELS) => DISMISSAL_TYPE_LABELS[t];
export const dismissalStatusLabel = (s: keyof typeof DISMISSAL_STATUS_LABELS) => DISMISSAL_STATUS_LABELS[s];
export const kinshipLabel = (k: keyof typeof KINSHIP_LABELS) => KINSHIP_LABELS[k];

/** 'YYYY-MM' → 'Mar/2025'. */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-');
  return `${MONTH_NAMES[Number(m) - 1].slice(0, 3)}/${y}`;
}
