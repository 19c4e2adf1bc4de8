import { addDays, dayParts } from '../calendar/days';
import { formatDate } from '../format/dates';
import { formatMoney } from '../format/money';

/**
 * The blocking rules' engine (docs/customer-accounts.md, "Blocking rules"): what a rule does to one
 * contract on a reference day in São Paulo. The server's simulation query (blocking-simulation.sql.ts)
 * answers the same for every contract of a provider at once; a test holds the two to the same result.
 */

/** The kinds of exception criterion, in the order they are tried (the first that matches excludes). */
export const CRITERION_KINDS = ['promessa_pagamento', 'marcador', 'tipo_contrato', 'valor_abaixo'] as const;
export type CriterionKind = (typeof CRITERION_KINDS)[number];

export const CRITERION_KIND_LABEL: Record<CriterionKind, string> = {
  promessa_pagamento: 'Promessa de pagamento',
  marcador: 'Marcador do contrato',
  tipo_contrato: 'Tipo de contrato',
  valor_abaixo: 'Valor vencido abaixo de',
};

export const CONTRACT_KINDS = ['residencial', 'empresarial'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** The contract markers the screens offer (a criterion may name any other the ERP sends). */
export const CONTRACT_MARKERS = ['servico_essencial', 'orgao_publico', 'vip'] as const;

export const CONTRACT_MARKER_LABEL: Record<string, string> = {
  servico_essencial: 'serviço essencial',
  orgao_publico: 'órgão público',
  vip: 'VIP',
};

export const markerLabel = (marker: string): string => CONTRACT_MARKER_LABEL[marker] ?? marker;

/** What a rule does to a contract: reduce its speed, block it, or nothing. */
export const BLOCKING_ACTIONS = ['reduzir', 'bloquear'] as const;
export type BlockingAction = (typeof BLOCKING_ACTIONS)[number];

export const BLOCKING_ACTION_LABEL: Record<BlockingAction, string> = { reduzir: 'Reduzir', bloquear: 'Bloquear' };

/** The thresholds of a rule: it acts from `dias_atraso` days overdue; it blocks from `dias_bloqueio` (from `dias_atraso` when null). */
export type EngineRule = { dias_atraso: number; dias_bloqueio: number | null };

/** An exception criterion of a rule; the field of its kind holds its parameter. */
export type EngineCriterion = {
  id: number;
  tipo: CriterionKind;
  ativo: boolean;
  tipo_contrato: ContractKind | null;
  marcador: string | null;
  /** Reais, as numeric(14,2) reads ('50.00') or a number. */
  valor_limite: string | number | null;
};

/** An open invoice of the contract (status `aberta`). */
export type EngineInvoice = { vencimento: string; valor: string | number };

/** What the engine reads of one contract. */
export type EngineContract = {
  /** A cancelled contract is never acted on. */
  status: 'ativo' | 'suspenso' | 'cancelado';
  tipo: ContractKind;
  marcadores: readonly string[];
  /** The contract's open invoices (paid and cancelled ones do not count). */
  faturas_abertas: readonly EngineInvoice[];
  /** The last day of the contract's promises to pay (the latest), or null. */
  promessa_ate: string | null;
};

export type EngineExclusion = { id_criterio: number; tipo: CriterionKind; motivo: string };

export type EngineResult = {
  /** Days since the oldest overdue open invoice's due date (0 when none is overdue). */
  dias_atraso: number;
  /** Sum of the open invoices due before the reference day, in reais (two decimals). */
  valor_vencido: number;
  faturas_vencidas: number;
  /** What the rule would do by the overdue days alone (null: not overdue enough). */
  prevista: BlockingAction | null;
  /** The exception that keeps it from acting, when one matches. */
  excecao: EngineExclusion | null;
  /** What the rule does: `prevista` unless an exception matched. */
  acao: BlockingAction | null;
};

/** Reais ('12.34', 12.34) in integer cents, as numeric(14,2) compares them. */
export function cents(value: string | number): number {
  if (typeof value === 'number') return Math.round(value * 100);
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return Math.round(Number(value) * 100);
  const whole = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -whole : whole;
}

/** Whole days from `from` to `to` (calendar days, 'YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): number {
  const a = dayParts(from);
  const b = dayParts(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}

/** The overdue-day threshold at which a rule blocks. */
export const blockingDays = (rule: EngineRule): number => rule.dias_bloqueio ?? rule.dias_atraso;

/** The action by the overdue days alone. */
export function actionFor(rule: EngineRule, overdueDays: number): BlockingAction | null {
  if (overdueDays < rule.dias_atraso) return null;
  return overdueDays >= blockingDays(rule) ? 'bloquear' : 'reduzir';
}

/** Why a criterion excludes a contract, in the words the simulation shows. */
export function exclusionReason(
  criterion: Pick<EngineCriterion, 'tipo' | 'tipo_contrato' | 'marcador' | 'valor_limite'>,
  facts: { promessa_ate: string | null; valor_vencido: number },
): string {
  switch (criterion.tipo) {
    case 'promessa_pagamento':
      return `Promessa de pagamento até ${formatDate(facts.promessa_ate)}`;
    case 'marcador':
      return `Contrato marcado como ${markerLabel(criterion.marcador ?? '')}`;
    case 'tipo_contrato':
      return `Contrato ${criterion.tipo_contrato ?? ''}`;
    case 'valor_abaixo':
      return `Valor vencido de ${formatMoney(facts.valor_vencido)} abaixo de ${formatMoney(
        cents(criterion.valor_limite ?? 0) / 100,
      )}`;
  }
}

/** The criterion's condition, as the SQL query writes it. */
function matches(criterion: EngineCriterion, contract: EngineContract, day: string, overdueCents: number): boolean {
  switch (criterion.tipo) {
    case 'promessa_pagamento':
      return contract.promessa_ate !== null && contract.promessa_ate >= day;
    case 'marcador':
      return criterion.marcador !== null && contract.marcadores.includes(criterion.marcador);
    case 'tipo_contrato':
      return criterion.tipo_contrato === contract.tipo;
    case 'valor_abaixo':
      return criterion.valor_limite !== null && overdueCents < cents(criterion.valor_limite);
  }
}

/** The criteria in the order they are tried: by kind (CRITERION_KINDS), then by id. Inactive ones are left out. */
export function criteriaInOrder(criteria: readonly EngineCriterion[]): EngineCriterion[] {
  return criteria
    .filter((c) => c.ativo)
    .sort((a, b) => CRITERION_KINDS.indexOf(a.tipo) - CRITERION_KINDS.indexOf(b.tipo) || a.id - b.id);
}

/**
 * What `rule` does to `contract` on `day` (São Paulo): an invoice is overdue when open and due before
 * `day`; the contract (unless cancelled) is as late as its oldest overdue invoice. From `dias_atraso` days the rule acts
 * (reduces when `dias_bloqueio` is later, else blocks), unless an active criterion matches; the first
 * that matches (by kind, then id) is the one named.
 */
export function evaluateContract(
  rule: EngineRule,
  criteria: readonly EngineCriterion[],
  contract: EngineContract,
  day: string,
): EngineResult {
  let oldest: string | null = null;
  let overdueCents = 0;
  let count = 0;
  for (const invoice of contract.faturas_abertas) {
    if (invoice.vencimento >= day) continue;
    count++;
    overdueCents += cents(invoice.valor);
    if (oldest === null || invoice.vencimento < oldest) oldest = invoice.vencimento;
  }
  const overdueDays = oldest === null ? 0 : daysBetween(oldest, day);
  const prevista = contract.status === 'cancelado' ? null : actionFor(rule, overdueDays);
  const valor_vencido = overdueCents / 100;
  const base = { dias_atraso: overdueDays, valor_vencido, faturas_vencidas: count, prevista };
  if (prevista === null) return { ...base, excecao: null, acao: null };
  const hit = criteriaInOrder(criteria).find((c) => matches(c, contract, day, overdueCents));
  if (!hit) return { ...base, excecao: null, acao: prevista };
  return {
    ...base,
    excecao: {
      id_criterio: hit.id,
      tipo: hit.tipo,
      motivo: exclusionReason(hit, { promessa_ate: contract.promessa_ate, valor_vencido }),
    },
    acao: null,
  };
}

/** The latest due date that is `dias` days overdue on `day`: invoices due on it or before are. */
export const dueOnOrBefore = (day: string, dias: number): string => addDays(day, -dias);
