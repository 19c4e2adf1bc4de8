import { type SQL, sql } from 'drizzle-orm';
import {
  CRITERION_COLUMN,
  criterionMatch,
  type Criterion,
  type Sending,
} from '@intranet/shared/communication-dispatch/criterion-dates';

/** A rule as the dispatcher reads it, with its campaign's provider. */
export type DispatchRule = {
  id: number;
  campanha_id: number;
  sistema: number;
  criterio: Criterion;
  envio: Sending;
  tempo: number | null;
  data_especifica: string | null;
  turno: 'M' | 'T' | 'N';
  email: boolean;
  whatsapp: boolean;
  sms: boolean;
  titulo_email: string | null;
  mensagem_email: string | null;
  mensagem_sms: string | null;
  template_whatsapp: string | null;
  /** The provider's name. */
  provedor: string | null;
};

/** Columns of the rule the dispatcher reads, `r` being campanha_regras and `c` campanha_comunicacao. */
export const DISPATCH_RULE_COLUMNS = sql`r.id, r.campanha_id, c.sistema, r.criterio, r.envio, r.tempo, to_char(r.data_especifica, 'YYYY-MM-DD') AS data_especifica,
  r.turno, r.email, r.whatsapp, r.sms, r.titulo_email, r.mensagem_email, r.mensagem_sms, r.template_whatsapp,
  (SELECT emp.nome FROM rh_empresa emp WHERE emp.id = c.sistema) AS provedor`;

/** An e-mail address that can be written to, a mobile number with area code. */
const HAS_EMAIL = sql`c.email LIKE '%_@_%'`;
const HAS_MOBILE = sql`length(c.celular) >= 10`;

/**
 * THE selection of the dispatcher, used both to plan a shift and to answer "Quem recebe": one row per
 * active customer of the rule's provider whose date matches the send day, with the address of each
 * channel the rule sends on, that the customer has and did not restrict (null otherwise). Customers
 * with no channel left are rows too (all three null), so that planning can page by customer id.
 * `ids` reads only the customers whose id is in (after, upTo]: planning walks a provider's ids in
 * windows of about a thousand customers, a bound no plan can exceed (the embedded database has no
 * statistics to choose one with). Null when the rule reaches nobody that day.
 */
export function recipientsQuery(rule: DispatchRule, day: string, ids?: { after: number; upTo: number }): SQL | null {
  const match = criterionMatch(rule, day);
  if (match.kind === 'nobody') return null;
  let dates: SQL = sql`TRUE`;
  if (rule.criterio !== 'data_especifica') {
    const column = sql.raw(`c.${CRITERION_COLUMN[rule.criterio]}`);
    if (match.kind === 'day') dates = sql`${column} = ${match.day}::date`;
    else if (match.kind === 'monthDay') {
      // The expressions of the (sistema, month, day) indexes of each date, so that they are used.
      const month = match.monthDays[0].month;
      const days = sql.join(
        match.monthDays.map((md) => sql`${md.day}`),
        sql`, `,
      );
      dates = sql`EXTRACT(MONTH FROM ${column}) = ${month} AND EXTRACT(DAY FROM ${column}) IN (${days}) AND ${column} <= ${match.until}::date`;
    }
  }
  const address = (enabled: boolean, allowed: SQL, has: SQL, value: SQL) =>
    enabled ? sql`CASE WHEN ${allowed} AND ${has} THEN ${value} END` : sql`NULL::text`;
  const window = ids ? sql`AND c.id > ${ids.after} AND c.id <= ${ids.upTo}` : sql``;
  return sql`SELECT c.id, c.codpessoa, c.nome_razaosocial, c.cpf,
      ${address(rule.email, sql`coalesce(p.email, true)`, HAS_EMAIL, sql`c.email`)} AS email,
      ${address(rule.whatsapp, sql`coalesce(p.whatsapp, true)`, HAS_MOBILE, sql`c.celular`)} AS whatsapp,
      ${address(rule.sms, sql`coalesce(p.sms, true)`, HAS_MOBILE, sql`c.celular`)} AS sms
    FROM relacionamento_dados_pessoas c
    LEFT JOIN relacionamento_preferencias_cliente p ON p.sistema = c.sistema AND p.cod_cliente = c.codpessoa
    WHERE c.sistema = ${rule.sistema} AND c.ativo AND ${dates} ${window}`;
}
