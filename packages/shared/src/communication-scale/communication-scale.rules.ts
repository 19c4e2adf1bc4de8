import { COMMUNICATION_SCALE_MSG as MSG, RULE_TEXT_MAX } from './communication-scale.messages';
import { unknownPlaceholders } from './message-placeholders';
import { type Criterion, type Envio, TEMPO_MAX, TEMPO_MIN, dateEnabled, envioAllowed, tempoMode } from './rule-matrix';
import type { Shift } from './shifts';

/** A rule as a form holds it or a call sends it, before it is checked: any field may be missing. */
export type RuleDraft = {
  criterio?: Criterion | null;
  envio?: Envio | null;
  tempo?: number | null;
  /** 'YYYY-MM-DD'. */
  data_especifica?: string | null;
  turno?: Shift | null;
  ativo?: boolean;
  whatsapp?: boolean;
  template_whatsapp?: string | null;
  email?: boolean;
  titulo_email?: string | null;
  mensagem_email?: string | null;
  sms?: boolean;
  mensagem_sms?: string | null;
};
export type RuleField = Exclude<keyof RuleDraft, 'ativo'>;

/** A rule as it is stored: what `normalizeRule` makes of a draft without problems. */
export type RuleValues = {
  criterio: Criterion;
  envio: Envio;
  tempo: number | null;
  data_especifica: string | null;
  turno: Shift;
  ativo: boolean;
  whatsapp: boolean;
  template_whatsapp: string | null;
  email: boolean;
  titulo_email: string | null;
  mensagem_email: string | null;
  sms: boolean;
  mensagem_sms: string | null;
};

/** Why a rule cannot be saved: under a field, or (`field: null`) about the rule as a whole. */
export type RuleProblem = { field: RuleField | null; message: string };

/** The text a person reads in an HTML message (tags and entities of spaces left out). */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
}

/** Whether 'YYYY-MM-DD' names a day of the calendar. */
export function isIsoDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** 'dd/mm/yyyy' → 'YYYY-MM-DD'; anything else as typed, so that the rule check names it invalid. */
export function isoDayOf(ptBr: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(ptBr.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : ptBr.trim();
}

const filled = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== '';

const CHANNEL_TEXTS = [
  { channel: 'whatsapp', field: 'template_whatsapp' },
  { channel: 'email', field: 'titulo_email' },
  { channel: 'email', field: 'mensagem_email' },
  { channel: 'sms', field: 'mensagem_sms' },
] as const;

/**
 * Every reason a rule cannot be saved (marketing spec §5), at most one per field, in form order:
 * criterion, envio and shift required; an envio the criterion allows; the tempo the envio asks for;
 * the date for a rule on a specific date only; at least one channel, each active one with its
 * message; texts within their length and naming only known placeholders. The rule form and the
 * server both ask this function.
 */
export function ruleProblems(rule: RuleDraft): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const add = (field: RuleField | null, message: string) => {
    if (!problems.some((p) => p.field === field)) problems.push({ field, message });
  };
  const { criterio, envio, tempo, data_especifica: date, turno } = rule;

  if (!criterio) add('criterio', MSG.required);
  if (!envio) add('envio', MSG.required);
  else if (criterio && !envioAllowed(criterio, envio)) add('envio', MSG.envioNotAllowed(criterio, envio));

  if (envio) {
    const mode = tempoMode(envio);
    const empty = tempo === null || tempo === undefined;
    if (mode === 'days') {
      if (empty) add('tempo', MSG.required);
      else if (!Number.isInteger(tempo)) add('tempo', MSG.tempoWhole);
      else if (tempo < TEMPO_MIN) add('tempo', MSG.tempoMin);
      else if (tempo > TEMPO_MAX) add('tempo', MSG.tempoMax);
    } else if (!empty && !(mode === 'zero' && tempo === 0)) {
      add('tempo', MSG.tempoNotUsed(envio));
    }
  }

  if (dateEnabled(criterio)) {
    if (!filled(date)) add('data_especifica', MSG.required);
    else if (!isIsoDay(date)) add('data_especifica', MSG.invalidDate);
  } else if (criterio && filled(date)) {
    add('data_especifica', MSG.dateNotUsed);
  }

  if (!turno) add('turno', MSG.required);

  for (const { channel, field } of CHANNEL_TEXTS) {
    const text = rule[field];
    const content = field === 'mensagem_email' && filled(text) ? htmlText(text) : text;
    if (rule[channel] && !filled(content)) add(field, MSG.required);
    if (!filled(text)) continue;
    if (text.trim().length > RULE_TEXT_MAX[field]) add(field, MSG.tooLong(RULE_TEXT_MAX[field]));
    const unknown = unknownPlaceholders(text);
    if (unknown.length) add(field, MSG.unknownPlaceholders(unknown));
  }
  if (!rule.whatsapp && !rule.email && !rule.sms) add(null, MSG.oneChannel);

  return problems;
}

const text = (value: string | null | undefined) => (filled(value) ? value.trim() : null);

/**
 * A draft without problems as it is stored: tempo null when the envio takes none, the date only on a
 * specific date, empty texts as null, flags defaulted (active, channels off).
 */
export function normalizeRule(rule: RuleDraft): RuleValues {
  const envio = rule.envio as Envio;
  return {
    criterio: rule.criterio as Criterion,
    envio,
    tempo: tempoMode(envio) === 'days' ? (rule.tempo ?? null) : null,
    data_especifica: dateEnabled(rule.criterio) ? (rule.data_especifica ?? null) : null,
    turno: rule.turno as Shift,
    ativo: rule.ativo ?? true,
    whatsapp: rule.whatsapp ?? false,
    template_whatsapp: text(rule.template_whatsapp),
    email: rule.email ?? false,
    titulo_email: text(rule.titulo_email),
    mensagem_email: text(rule.mensagem_email),
    sms: rule.sms ?? false,
    mensagem_sms: text(rule.mensagem_sms),
  };
}
