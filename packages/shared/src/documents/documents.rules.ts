import { addDays } from '../calendar/days';

/** The "A vencer" windows of the list: the expired ones, or those expiring within 30, 60 or 90 days. */
export const EXPIRY_WINDOWS = ['vencidos', '30', '60', '90'] as const;
export type ExpiryWindow = (typeof EXPIRY_WINDOWS)[number];

export const EXPIRY_WINDOW_LABELS: Record<ExpiryWindow, string> = {
  vencidos: 'Vencidos',
  '30': 'Vencem em até 30 dias',
  '60': 'Vencem em até 60 dias',
  '90': 'Vencem em até 90 dias',
};

/**
 * The expiry days a window covers, both ends included, counted from `today` (São Paulo's day):
 * expired is every day before today; 30 is today up to today + 30.
 */
export function expiryRange(window: ExpiryWindow, today: string): { from?: string; to: string } {
  if (window === 'vencidos') return { to: addDays(today, -1) };
  return { from: today, to: addDays(today, Number(window)) };
}

/** Whole days from `today` to `day` (negative when past). */
export function daysUntil(day: string, today: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** How close a document's expiry is, for its coloured badge. */
export type ExpiryStatus = {
  kind: 'sem_validade' | 'vencido' | 'vence_hoje' | '30' | '60' | '90' | 'valido';
  days?: number;
};

export function expiryStatus(dataValidade: string | null | undefined, today: string): ExpiryStatus {
  if (!dataValidade) return { kind: 'sem_validade' };
  const days = daysUntil(dataValidade, today);
  if (days < 0) return { kind: 'vencido', days };
  if (days === 0) return { kind: 'vence_hoje', days };
  if (days <= 30) return { kind: '30', days };
  if (days <= 60) return { kind: '60', days };
  if (days <= 90) return { kind: '90', days };
  return { kind: 'valido', days };
}

/** The badge's text and colour (antd preset colours) for an expiry status. */
export function expiryBadge(status: ExpiryStatus): { text: string; color: string } {
  const d = status.days ?? 0;
  switch (status.kind) {
    case 'sem_validade':
      return { text: 'Sem validade', color: 'default' };
    case 'vencido':
      return { text: -d === 1 ? 'Vencido há 1 dia' : `Vencido há ${-d} dias`, color: 'red' };
    case 'vence_hoje':
      return { text: 'Vence hoje', color: 'red' };
    case '30':
      return { text: d === 1 ? 'Vence em 1 dia' : `Vence em ${d} dias`, color: 'volcano' };
    case '60':
      return { text: `Vence em ${d} dias`, color: 'gold' };
    case '90':
      return { text: `Vence em ${d} dias`, color: 'blue' };
    default:
      return { text: 'Válido', color: 'green' };
  }
}

/** The day a document's warning window opens: `dias_alerta` days before it expires. */
export const warningOpensOn = (dataValidade: string, diasAlerta: number): string => addDays(dataValidade, -diasAlerta);

/** A document's dates as its form and the server check them. */
export type DocumentDates = { data_emissao?: string | null; data_validade?: string | null };

/**
 * What is wrong with a document's dates, field by field (none when right): the expiry date is
 * required when the category demands it, cannot precede the issue date, and the issue date cannot
 * be in the future.
 */
export function documentDateIssues(
  dates: DocumentDates,
  category: { exige_validade: boolean } | null | undefined,
  today: string,
): { field: 'data_emissao' | 'data_validade'; message: string }[] {
  const issues: { field: 'data_emissao' | 'data_validade'; message: string }[] = [];
  if (category?.exige_validade && !dates.data_validade)
    issues.push({ field: 'data_validade', message: 'Esta categoria exige a data de validade.' });
  if (dates.data_emissao && dates.data_emissao > today)
    issues.push({ field: 'data_emissao', message: 'A data de emissão não pode ser futura.' });
  if (dates.data_emissao && dates.data_validade && dates.data_validade < dates.data_emissao)
    issues.push({ field: 'data_validade', message: 'A validade não pode ser anterior à emissão.' });
  return issues;
}
