import { foldText } from '../format/text';
import type { LeadStatus } from '../leads/leads.rules';

/*
 * The lead pipeline (docs/sales.md): kinds, reasons, the ten lists as filters of one table, the SLA
 * deadline and what makes a lead overdue. The server's queries and the screens read these.
 */

/** A lead's kind: a new customer, or an existing customer's plan change. */
export const LEAD_KINDS = ['novo', 'upgrade', 'downgrade'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  novo: 'Novo cliente',
  upgrade: 'Upgrade',
  downgrade: 'Downgrade',
};

/** Why a lead was set aside (its status is then `perdido`): each reason is a list. */
export const LEAD_REASONS = ['excluido', 'inativado', 'inviavel', 'sem_cobertura', 'errado', 'bloqueado'] as const;
export type LeadReason = (typeof LEAD_REASONS)[number];
export const LEAD_REASON_LABELS: Record<LeadReason, string> = {
  excluido: 'Excluído',
  inativado: 'Inativado',
  inviavel: 'Inviável',
  sem_cobertura: 'Sem cobertura',
  errado: 'Dados errados',
  bloqueado: 'Lista de bloqueio',
};
/** Reasons a person must explain in a text when moving a lead there. */
export const REASONS_NEEDING_TEXT: readonly LeadReason[] = ['excluido', 'inviavel'];

/** The status a lead set aside with a reason holds. */
export const SET_ASIDE_STATUS: LeadStatus = 'perdido';

/** The result of a lead's address check. */
export const FEASIBILITY_RESULTS = ['viavel', 'sem_cobertura', 'inviavel'] as const;
export type FeasibilityResult = (typeof FEASIBILITY_RESULTS)[number];
export const FEASIBILITY_LABELS: Record<FeasibilityResult, string> = {
  viavel: 'Viável',
  sem_cobertura: 'Sem cobertura',
  inviavel: 'Inviável',
};

/** The ten lists of `/sales/internal/…`, by their route segment. */
export const SALES_LISTS = [
  'leads',
  'upgrade',
  'downgrade',
  'overdue',
  'excluded',
  'inactivated',
  'unfeasible',
  'without-coverage',
  'wrong',
  'blocklist',
] as const;
export type SalesList = (typeof SALES_LISTS)[number];

/**
 * What each list shows: leads of a kind not set aside, leads set aside for a reason, or the overdue
 * (computed at the query's instant from the deadline).
 */
export type SalesListFilter = { kind: LeadKind } | { reason: LeadReason } | { overdue: true };
export const SALES_LIST_FILTERS: Record<SalesList, SalesListFilter> = {
  leads: { kind: 'novo' },
  upgrade: { kind: 'upgrade' },
  downgrade: { kind: 'downgrade' },
  overdue: { overdue: true },
  excluded: { reason: 'excluido' },
  inactivated: { reason: 'inativado' },
  unfeasible: { reason: 'inviavel' },
  'without-coverage': { reason: 'sem_cobertura' },
  wrong: { reason: 'errado' },
  blocklist: { reason: 'bloqueado' },
};
export const SALES_LIST_LABELS: Record<SalesList, string> = {
  leads: 'Leads',
  upgrade: 'Upgrade',
  downgrade: 'Downgrade',
  overdue: 'Atrasados',
  excluded: 'Excluídos',
  inactivated: 'Inativados',
  unfeasible: 'Inviáveis',
  'without-coverage': 'Sem cobertura',
  wrong: 'Dados errados',
  blocklist: 'Lista de bloqueio',
};

/** The per-provider settings' defaults (vendas_config). */
export const SALES_SETTINGS_DEFAULTS = {
  sla_novo_horas: 4,
  sla_upgrade_horas: 24,
  sla_downgrade_horas: 8,
  tentativas_max: 5,
  bonus_indicacao: '0.00',
} as const;

export interface SlaSettings {
  sla_novo_horas: number;
  sla_upgrade_horas: number;
  sla_downgrade_horas: number;
}

/** The SLA in hours of a kind. */
export function slaHoursOf(settings: SlaSettings, kind: LeadKind): number {
  if (kind === 'upgrade') return settings.sla_upgrade_horas;
  if (kind === 'downgrade') return settings.sla_downgrade_horas;
  return settings.sla_novo_horas;
}

/** A lead's first-contact deadline: its creation plus the SLA of its kind, in hours of the clock. */
export function deadlineOf(createdAt: Date, settings: SlaSettings, kind: LeadKind): Date {
  return new Date(createdAt.getTime() + slaHoursOf(settings, kind) * 3_600_000);
}

export interface OverdueFacts {
  status: LeadStatus;
  motivo: LeadReason | null;
  prazo: Date | string | null;
  primeiro_contato_em: Date | string | null;
}

/** Overdue: still new, never contacted, not set aside, and past its deadline at `now`. */
export function isOverdue(lead: OverdueFacts, now: Date): boolean {
  if (lead.status !== 'novo' || lead.motivo !== null || lead.primeiro_contato_em !== null || !lead.prazo) return false;
  return new Date(lead.prazo).getTime() < now.getTime();
}

/** Statuses a person may move a lead to by hand (a sale goes through the sale's own fields). */
export const MOVABLE_STATUSES: readonly LeadStatus[] = ['novo', 'em_contato', 'proposta', 'vendido', 'perdido'];

/** The key coverage names are matched by: lowercase, no accents, single spaces, no dots. */
export function coverageKey(name: string): string {
  return foldText(name).replace(/\./g, '').replace(/\s+/g, ' ');
}

/** Blocklist kinds: a CPF, a mobile or landline, an address (CEP and number). */
export const BLOCKLIST_KINDS = ['cpf', 'telefone', 'endereco'] as const;
export type BlocklistKind = (typeof BLOCKLIST_KINDS)[number];
export const BLOCKLIST_KIND_LABELS: Record<BlocklistKind, string> = {
  cpf: 'CPF',
  telefone: 'Telefone',
  endereco: 'Endereço (CEP e número)',
};
