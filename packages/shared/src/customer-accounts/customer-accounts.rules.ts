import { dayParts } from '../calendar/days';
import { formatMoney } from '../format/money';

export const CONTRACT_STATUSES = ['ativo', 'suspenso', 'cancelado'] as const;
export const CONTRACT_KINDS = ['residencial', 'empresarial'] as const;
export const PLAN_TECHNOLOGIES = ['fibra', 'radio'] as const;
export const INVOICE_STATUSES = ['aberta', 'paga', 'cancelada'] as const;
export const CONNECTION_STATUSES = ['online', 'offline', 'reduzido', 'bloqueado'] as const;
export const SERVICE_ORDER_TYPES = [
  'instalacao',
  'reparo',
  'visita_tecnica',
  'mudanca_endereco',
  'retirada_equipamento',
  'troca_plano',
] as const;
export const SERVICE_ORDER_STATUSES = ['aberta', 'agendada', 'em_execucao', 'concluida', 'cancelada'] as const;
export const SERVICE_ORDER_ORIGINS = ['erp', 'painel', 'backoffice'] as const;

export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** What a screen shows of an invoice: 'vencida' is an open invoice past its due day (never stored). */
export type InvoiceSituation = InvoiceStatus | 'vencida';

const dayNumber = (day: string) => {
  const p = dayParts(day);
  return Date.UTC(p.year, p.month - 1, p.day) / 86_400_000;
};

/** Calendar days from one day to another ('YYYY-MM-DD'), negative when `to` is before `from`. */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/**
 * Days an invoice is overdue on a São Paulo day (`today()` of calendar/days): 0 until its due day
 * has passed, and always 0 for an invoice that is not open. Due on the 10th, on the 11th: 1 day.
 */
export function overdueDays(invoice: { vencimento: string; status: InvoiceStatus }, day: string): number {
  if (invoice.status !== 'aberta') return 0;
  return Math.max(0, daysBetween(invoice.vencimento, day));
}

/** An invoice's situation on a São Paulo day. */
export function invoiceSituation(
  invoice: { vencimento: string; status: InvoiceStatus },
  day: string,
): InvoiceSituation {
  return overdueDays(invoice, day) > 0 ? 'vencida' : invoice.status;
}

/** An amount as stored (numeric, read as '89.90') or as a number, in reais: 'R$ 89,90'. */
export function formatAmount(value: string | number): string {
  return formatMoney(typeof value === 'number' ? value : Number(value));
}

/** Cents of an amount in reais, exactly ('89.9' → 8990), without floating-point drift. */
export function centsOf(value: string | number): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`not an amount: ${value}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The first name of a customer, the only part of their name public screens show ('MARIA da silva' → 'Maria'). */
export function firstName(nome: string): string {
  const first = nome.trim().split(/\s+/)[0] ?? '';
  return first.charAt(0).toLocaleUpperCase('pt-BR') + first.slice(1).toLocaleLowerCase('pt-BR');
}

/** A speed as plans name it: 300 → '300 Mega', 1000 → '1 Giga'. */
export function speedLabel(mbps: number): string {
  return mbps >= 1000 && mbps % 1000 === 0 ? `${mbps / 1000} Giga` : `${mbps} Mega`;
}
