import { sql, type SQL } from 'drizzle-orm';
import { TIME_ZONE } from '@intranet/shared/calendar/days';
import type { LeadStatus } from '@intranet/shared/leads/leads.rules';
import {
  type LeadKind,
  type LeadReason,
  SALES_LIST_FILTERS,
  SALES_LISTS,
  type SalesList,
  type SalesListFilter,
} from '@intranet/shared/sales/pipeline.rules';
import type { PipelineListFilter } from '@intranet/shared/sales/pipeline.schemas';
import type { Db } from '../../db/client';
import { OPEN_LEAD_STATUS_LIST } from '../../db/schema';
import { escapeLike, sqlRows } from '../../db/sql';

/** A lead with the names the lists show. */
export type PipelineRow = {
  id: number;
  nome: string;
  telefone: string;
  cpf: string;
  email: string | null;
  cep: string | null;
  logradouro: string | null;
  numero: string | null;
  bairro: string | null;
  cidade: string | null;
  uf: string | null;
  id_empresa: number;
  empresa_nome: string;
  id_campanha: number | null;
  campanha_nome: string | null;
  id_canal: number | null;
  canal_nome: string | null;
  origem: 'importacao' | 'link' | 'roleta' | 'manual';
  tipo: LeadKind;
  status: LeadStatus;
  motivo: LeadReason | null;
  motivo_texto: string | null;
  viabilidade: 'viavel' | 'sem_cobertura' | 'inviavel' | null;
  id_vendedor: number | null;
  vendedor_nome: string | null;
  id_indicador: number | null;
  indicador_nome: string | null;
  id_plano: number | null;
  plano_nome: string | null;
  prazo: Date | string | null;
  primeiro_contato_em: Date | string | null;
  tentativas: number;
  valor_venda: string | number | null;
  bonus_indicacao: string | number | null;
  created_at: Date | string;
  status_em: Date | string;
};

const person = (alias: string) => sql.raw(`nullif(btrim(concat_ws(' ', ${alias}.nome, ${alias}.sobrenome)), '')`);

const SELECT = sql`
  select l.id, l.nome, l.telefone, l.cpf, l.email, l.cep, l.logradouro, l.numero, l.bairro, l.cidade, l.uf,
    l.id_empresa, e.nome as empresa_nome, l.id_campanha, c.nome as campanha_nome, l.id_canal, ca.nome as canal_nome,
    l.origem, l.tipo, l.status, l.motivo, l.motivo_texto, l.viabilidade,
    l.id_vendedor, ${person('v')} as vendedor_nome, l.id_indicador, ${person('i')} as indicador_nome,
    l.id_plano, p.nome as plano_nome, l.prazo, l.primeiro_contato_em, l.tentativas, l.valor_venda, l.bonus_indicacao,
    l.created_at, l.status_em
  from vendas_lead l
  join rh_empresa e on e.id = l.id_empresa
  left join vendas_campanha c on c.id = l.id_campanha
  left join vendas_canal ca on ca.id = l.id_canal
  left join rh_usuario v on v.id = l.id_vendedor
  left join rh_usuario i on i.id = l.id_indicador
  left join vendas_plano p on p.id = l.id_plano`;

/** The overdue condition at `now` (the server's clock, never the database's). */
export const overdueAt = (now: Date): SQL =>
  sql`(l.status = 'novo' and l.primeiro_contato_em is null and l.motivo is null and l.prazo < ${now.toISOString()}::timestamptz)`;

/** A list's own condition. */
export function listCondition(filter: SalesListFilter, now: Date): SQL {
  if ('overdue' in filter) return overdueAt(now);
  if ('kind' in filter) return sql`(l.tipo = ${filter.kind} and l.motivo is null)`;
  return sql`l.motivo = ${filter.reason}`;
}

type CommonFilter = Omit<PipelineListFilter, 'lista' | 'offset' | 'limit'>;

/** The filters every list takes: provider, seller, status, period (São Paulo days), search. */
function commonConditions(filter: Partial<CommonFilter>): SQL[] {
  const conditions: SQL[] = [];
  if (filter.id_empresa !== undefined) conditions.push(sql`l.id_empresa = ${filter.id_empresa}`);
  if (filter.id_vendedor !== undefined) conditions.push(sql`l.id_vendedor = ${filter.id_vendedor}`);
  if (filter.sem_vendedor === true) conditions.push(sql`l.id_vendedor is null`);
  if (filter.status !== undefined) conditions.push(sql`l.status = ${filter.status}`);
  if (filter.de) conditions.push(sql`l.created_at >= (${filter.de}::date)::timestamp at time zone ${TIME_ZONE}`);
  if (filter.ate) conditions.push(sql`l.created_at < ((${filter.ate}::date + 1)::timestamp at time zone ${TIME_ZONE})`);
  if (filter.busca) {
    const digits = filter.busca.replace(/\D/g, '');
    const like = `%${escapeLike(filter.busca)}%`;
    const parts = [sql`l.nome ilike ${like}`];
    if (digits.length >= 3) {
      parts.push(sql`l.cpf like ${`${escapeLike(digits)}%`}`);
      parts.push(sql`l.telefone like ${`%${escapeLike(digits)}%`}`);
    }
    conditions.push(sql`(${sql.join(parts, sql` or `)})`);
  }
  return conditions;
}

const and = (conditions: SQL[]): SQL => (conditions.length ? sql.join(conditions, sql` and `) : sql`true`);

/** One page of a list, newest first (the overdue list: the oldest deadline first), and how many match. */
export async function page(
  db: Db,
  filter: PipelineListFilter,
  now: Date,
): Promise<{ rows: PipelineRow[]; total: number }> {
  const listFilter = SALES_LIST_FILTERS[filter.lista];
  const where = and([listCondition(listFilter, now), ...commonConditions(filter)]);
  const order = 'overdue' in listFilter ? sql`l.prazo asc, l.id asc` : sql`l.created_at desc, l.id desc`;
  const [rows, [count]] = await Promise.all([
    sqlRows<PipelineRow>(
      db,
      sql`${SELECT} where ${where} order by ${order} limit ${filter.limit} offset ${filter.offset}`,
    ),
    sqlRows<{ total: number }>(db, sql`select count(*)::int as total from vendas_lead l where ${where}`),
  ]);
  return { rows, total: count.total };
}

/** The ten lists' counts under the common filters, in one pass. */
export async function counts(db: Db, filter: Partial<CommonFilter>, now: Date): Promise<Record<SalesList, number>> {
  const columns = SALES_LISTS.map(
    (list) =>
      sql`count(*) filter (where ${listCondition(SALES_LIST_FILTERS[list], now)})::int as ${sql.identifier(list)}`,
  );
  const [row] = await sqlRows<Record<SalesList, number>>(
    db,
    sql`select ${sql.join(columns, sql`, `)} from vendas_lead l where ${and(commonConditions(filter))}`,
  );
  return row;
}

export async function leadById(db: Db, id: number): Promise<PipelineRow | undefined> {
  const [row] = await sqlRows<PipelineRow>(db, sql`${SELECT} where l.id = ${id}`);
  return row;
}

export type LockedLead = {
  id: number;
  id_empresa: number;
  id_pessoa: number | null;
  status: LeadStatus;
  motivo: LeadReason | null;
  status_em: Date | string;
  tentativas: number;
  id_vendedor: number | null;
  id_indicador: number | null;
  primeiro_contato_em: Date | string | null;
};

export async function lockLead(db: Db, id: number): Promise<LockedLead | undefined> {
  const [row] = await sqlRows<LockedLead>(
    db,
    sql`select id, id_empresa, id_pessoa, status, motivo, status_em, tentativas, id_vendedor, id_indicador,
          primeiro_contato_em
        from vendas_lead where id = ${id} for update`,
  );
  return row;
}

export type MoveTarget = { status: LeadStatus; motivo: LeadReason | null; texto: string | null };

/**
 * Moves the leads to a status and reason, each with one status change row (who, when, the text and the
 * seconds it spent in the previous status). A sold lead, or one already there, is left as it is. The
 * first move to a worked status stamps the first contact. Answers the ids moved.
 */
export async function moveLeads(
  db: Db,
  ids: number[],
  target: MoveTarget,
  actorId: number | null,
  now: Date,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const at = now.toISOString();
  const rows = await sqlRows<{ id: number }>(
    db,
    sql`
    with alvo as (
      select id, status, motivo, status_em from vendas_lead
      where id in ${sql`(${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`}
        and status <> 'vendido'
        and not (status = ${target.status}::text and motivo is not distinct from ${target.motivo}::text)
      for update
    ), movido as (
      update vendas_lead l set status = ${target.status}::text, motivo = ${target.motivo}::text,
        motivo_texto = ${target.texto}::text, status_em = ${at}::timestamptz,
        primeiro_contato_em = case when ${target.status}::text in ('em_contato', 'proposta', 'vendido')
          then coalesce(l.primeiro_contato_em, ${at}::timestamptz) else l.primeiro_contato_em end
      from alvo where l.id = alvo.id
      returning l.id, alvo.status as de_status, alvo.motivo as de_motivo, alvo.status_em as desde
    )
    insert into vendas_lead_status (id_lead, de_status, para_status, de_motivo, para_motivo, texto, id_usuario,
      segundos_no_anterior, created_at)
    select m.id, m.de_status, ${target.status}::text, m.de_motivo, ${target.motivo}::text, ${target.texto}::text,
      ${actorId}::int, greatest(0, extract(epoch from (${at}::timestamptz - m.desde)))::int, ${at}::timestamptz
    from movido m
    returning id_lead as id`,
  );
  return rows.map((r) => r.id);
}

/** A contact attempt on a lead without a status change: one more attempt (unless answered), first contact stamped. */
export async function recordAttempt(
  db: Db,
  lead: LockedLead,
  answered: boolean,
  texto: string | null,
  actorId: number,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db.execute(sql`
    update vendas_lead set tentativas = tentativas + ${answered ? 0 : 1},
      primeiro_contato_em = coalesce(primeiro_contato_em, ${at}::timestamptz)
    where id = ${lead.id}`);
  await db.execute(sql`
    insert into vendas_lead_status (id_lead, de_status, para_status, de_motivo, para_motivo, texto, id_usuario, contato,
      created_at)
    values (${lead.id}, ${lead.status}, ${lead.status}, ${lead.motivo}, ${lead.motivo}, ${texto}, ${actorId}, true,
      ${at}::timestamptz)`);
}

/** Marks the contact flag on the latest change of a lead (a move made by an answered call). */
export async function markLatestAsContact(db: Db, leadId: number): Promise<void> {
  await db.execute(sql`
    update vendas_lead_status set contato = true
    where id = (select max(id) from vendas_lead_status where id_lead = ${leadId})`);
}

export async function statusHistory(db: Db, leadId: number) {
  return sqlRows<{
    id: number | string;
    de_status: LeadStatus | null;
    para_status: LeadStatus;
    de_motivo: LeadReason | null;
    para_motivo: LeadReason | null;
    texto: string | null;
    contato: boolean;
    segundos_no_anterior: number | null;
    usuario_nome: string | null;
    created_at: Date | string;
  }>(
    db,
    sql`select s.id, s.de_status, s.para_status, s.de_motivo, s.para_motivo, s.texto, s.contato, s.segundos_no_anterior,
          ${person('u')} as usuario_nome, s.created_at
        from vendas_lead_status s left join rh_usuario u on u.id = s.id_usuario
        where s.id_lead = ${leadId} order by s.created_at desc, s.id desc limit 100`,
  );
}

export async function saleOfLead(db: Db, leadId: number) {
  const [row] = await sqlRows<{
    id: number;
    plano_nome: string;
    valor_mensal: string;
    valor_instalacao: string;
    fidelidade_meses: number;
    status: string;
    vendida_em: Date | string;
  }>(
    db,
    sql`select id, plano_nome, valor_mensal, valor_instalacao, fidelidade_meses, status, vendida_em
        from vendas_venda where id_lead = ${leadId}`,
  );
  return row;
}

export type SettingsRow = {
  id_empresa: number;
  sla_novo_horas: number;
  sla_upgrade_horas: number;
  sla_downgrade_horas: number;
  tentativas_max: number;
  bonus_indicacao: string;
};

export async function settingsOf(db: Db, idEmpresa: number): Promise<SettingsRow | undefined> {
  const [row] = await sqlRows<SettingsRow>(
    db,
    sql`select id_empresa, sla_novo_horas, sla_upgrade_horas, sla_downgrade_horas, tentativas_max, bonus_indicacao
        from vendas_config where id_empresa = ${idEmpresa}`,
  );
  return row;
}

export async function saveSettings(db: Db, values: Omit<SettingsRow, 'bonus_indicacao'> & { bonus_indicacao: number }) {
  await db.execute(sql`
    insert into vendas_config (id_empresa, sla_novo_horas, sla_upgrade_horas, sla_downgrade_horas, tentativas_max,
      bonus_indicacao)
    values (${values.id_empresa}, ${values.sla_novo_horas}, ${values.sla_upgrade_horas}, ${values.sla_downgrade_horas},
      ${values.tentativas_max}, ${values.bonus_indicacao})
    on conflict (id_empresa) do update set sla_novo_horas = excluded.sla_novo_horas,
      sla_upgrade_horas = excluded.sla_upgrade_horas, sla_downgrade_horas = excluded.sla_downgrade_horas,
      tentativas_max = excluded.tentativas_max, bonus_indicacao = excluded.bonus_indicacao`);
}

export async function companyName(db: Db, id: number): Promise<string | undefined> {
  const [row] = await sqlRows<{ nome: string }>(db, sql`select nome from rh_empresa where id = ${id}`);
  return row?.nome;
}

/** A plan by id, with whether it is offered on `day`. */
export async function planById(db: Db, id: number, day: string) {
  const [row] = await sqlRows<{
    id: number;
    id_empresa: number;
    nome: string;
    download_mbps: number;
    valor_mensal: string;
    valor_instalacao: string;
    fidelidade_meses: number;
    ofertado: boolean;
  }>(
    db,
    sql`select id, id_empresa, nome, download_mbps, valor_mensal, valor_instalacao, fidelidade_meses,
          (ativo and vigencia_inicio <= ${day}::date and (vigencia_fim is null or vigencia_fim >= ${day}::date)) as ofertado
        from vendas_plano where id = ${id}`,
  );
  return row;
}

export async function offeredPlans(db: Db, idEmpresa: number, day: string) {
  return sqlRows<{
    id: number;
    nome: string;
    download_mbps: number;
    valor_mensal: string;
    valor_instalacao: string;
    fidelidade_meses: number;
  }>(
    db,
    sql`select id, nome, download_mbps, valor_mensal, valor_instalacao, fidelidade_meses from vendas_plano
        where id_empresa = ${idEmpresa} and ativo and vigencia_inicio <= ${day}::date
          and (vigencia_fim is null or vigencia_fim >= ${day}::date)
        order by valor_mensal, nome, id`,
  );
}

/** Records the sale of a lead with the plan's values as they are now (never recomputed). */
export async function insertSale(
  db: Db,
  values: {
    id_lead: number;
    sistema: number;
    id_pessoa: number | null;
    id_plano_venda: number;
    plano_nome: string;
    download_mbps: number;
    valor_mensal: string;
    valor_instalacao: string;
    fidelidade_meses: number;
    id_vendedor: number | null;
    vendida_em: Date;
  },
): Promise<void> {
  await db.execute(sql`
    insert into vendas_venda (id_lead, sistema, id_pessoa, id_plano_venda, plano_nome, download_mbps, valor_mensal,
      valor_instalacao, fidelidade_meses, id_vendedor, vendida_em, status_em)
    values (${values.id_lead}, ${values.sistema}, ${values.id_pessoa}, ${values.id_plano_venda}, ${values.plano_nome},
      ${values.download_mbps}, ${values.valor_mensal}, ${values.valor_instalacao}, ${values.fidelidade_meses},
      ${values.id_vendedor}, ${values.vendida_em.toISOString()}::timestamptz, ${values.vendida_em.toISOString()}::timestamptz)`);
}

/** The sold lead's plan, value and day (what results and ROAS read), and the referral bonus of the moment. */
export async function markSold(
  db: Db,
  leadId: number,
  values: {
    id_plano: number;
    valor_venda: string;
    data_venda: string;
    bonus: string | null;
    id_vendedor: number | null;
  },
): Promise<void> {
  await db.execute(sql`
    update vendas_lead set id_plano = ${values.id_plano}, valor_venda = ${values.valor_venda},
      data_venda = ${values.data_venda}::date, bonus_indicacao = ${values.bonus}::numeric,
      id_vendedor = coalesce(id_vendedor, ${values.id_vendedor}::int)
    where id = ${leadId}`);
}

/**
 * The next seller of a provider, round-robin: the active seller assigned longest ago (never first, then
 * by id), stamped after every other stamp of the provider so that the turn moves on even within one instant.
 */
export async function nextSeller(db: Db, idEmpresa: number): Promise<number | null> {
  const [row] = await sqlRows<{ id_usuario: number }>(
    db,
    sql`
    update vendas_vendedor set ultima_atribuicao = greatest(clock_timestamp(),
      (select max(ultima_atribuicao) from vendas_vendedor where id_empresa = ${idEmpresa}) + interval '1 microsecond')
    where id = (
      select id from vendas_vendedor where id_empresa = ${idEmpresa} and ativo
      order by ultima_atribuicao asc nulls first, id asc limit 1 for update)
    returning id_usuario`,
  );
  return row?.id_usuario ?? null;
}

export async function sellerActiveAt(db: Db, idUsuario: number, idEmpresa: number): Promise<boolean> {
  const [row] = await sqlRows<{ ok: boolean }>(
    db,
    sql`select exists(select 1 from vendas_vendedor where id_usuario = ${idUsuario} and id_empresa = ${idEmpresa}
          and ativo) as ok`,
  );
  return row.ok;
}

export async function assignLead(db: Db, leadId: number, idVendedor: number, now: Date): Promise<void> {
  await db.execute(sql`
    update vendas_lead set id_vendedor = ${idVendedor}, atribuido_em = ${now.toISOString()}::timestamptz
    where id = ${leadId}`);
}

export async function providersOfLeads(db: Db, ids: number[]): Promise<{ id: number; id_empresa: number }[]> {
  if (ids.length === 0) return [];
  return sqlRows(
    db,
    sql`select id, id_empresa from vendas_lead where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) order by id for update`,
  );
}

export async function sellers(db: Db, idEmpresa: number | undefined) {
  return sqlRows<{ id: number; nome: string; id_empresa: number; empresa: string; ativo: boolean }>(
    db,
    sql`select u.id, coalesce(${person('u')}, u.email, 'Usuário ' || u.id) as nome, s.id_empresa, e.nome as empresa,
          s.ativo
        from vendas_vendedor s join rh_usuario u on u.id = s.id_usuario join rh_empresa e on e.id = s.id_empresa
        where ${idEmpresa === undefined ? sql`true` : sql`s.id_empresa = ${idEmpresa}`}
        order by e.nome, nome, u.id`,
  );
}

/** Whether the person already has an open lead at the provider. */
export async function openLeadExists(db: Db, idEmpresa: number, cpf: string): Promise<boolean> {
  const [row] = await sqlRows<{ ok: boolean }>(
    db,
    sql`select exists(select 1 from vendas_lead where id_empresa = ${idEmpresa} and cpf = ${cpf}
          and status in ${OPEN_LEAD_STATUS_LIST}) as ok`,
  );
  return row.ok;
}

/** The active blocklist entry that names any of the values at the provider, if any. */
export async function blockedBy(
  db: Db,
  idEmpresa: number,
  values: { cpf: string; telefone: string; endereco: string },
): Promise<{ id: number; motivo: string } | undefined> {
  const [row] = await sqlRows<{ id: number; motivo: string }>(
    db,
    sql`select id, motivo from vendas_bloqueio
        where ativo and (id_empresa is null or id_empresa = ${idEmpresa})
          and ((tipo = 'cpf' and valor = ${values.cpf}) or (tipo = 'telefone' and valor = ${values.telefone})
            or (tipo = 'endereco' and valor = ${values.endereco}))
        order by id limit 1`,
  );
  return row;
}

/** The coverage area that serves an address at the provider: by CEP range, or by city, neighbourhood and street. */
export async function coverageOf(
  db: Db,
  idEmpresa: number,
  address: { cep: string; cidade?: string; bairro?: string; logradouro?: string },
): Promise<{ id: number; nome: string } | undefined> {
  const byName =
    address.cidade && address.bairro
      ? sql`or (c.bairro_chave is not null and vendas_chave(c.cidade) = vendas_chave(${address.cidade})
            and c.bairro_chave = vendas_chave(${address.bairro})
            and (c.logradouro_chave is null or c.logradouro_chave = vendas_chave(${address.logradouro ?? ''})))`
      : sql``;
  const [row] = await sqlRows<{ id: number; nome: string }>(
    db,
    sql`select c.id, coalesce(c.logradouro || ', ' || c.bairro, c.bairro,
          'CEP ' || c.cep_inicio || ' a ' || c.cep_fim) || ' — ' || c.cidade || '/' || c.uf as nome
        from vendas_cobertura c
        where c.id_empresa = ${idEmpresa} and c.ativo
          and ((c.cep_inicio is not null and ${address.cep} between c.cep_inicio and c.cep_fim) ${byName})
        order by c.cep_inicio is null, c.logradouro_chave is null, c.id limit 1`,
  );
  return row;
}

/** The street and neighbourhood known at a CEP: a customer's contract there, or an earlier lead's address. */
export async function knownAddress(db: Db, cep: string) {
  const [row] = await sqlRows<{ logradouro: string; bairro: string; cidade: string; uf: string }>(
    db,
    sql`select logradouro, bairro, cidade, uf from (
          (select rua as logradouro, bairro, cidade, uf, 1 as ordem from cliente_contrato
            where cep = ${cep} and rua is not null and bairro is not null and cidade is not null and uf is not null limit 1)
          union all
          (select logradouro, bairro, cidade, uf, 2 from vendas_lead
            where cep = ${cep} and logradouro is not null and bairro is not null and cidade is not null and uf is not null
            limit 1)
        ) k order by ordem limit 1`,
  );
  return row;
}

/** An existing customer of the provider by CPF and their newest active contract (upgrade and downgrade leads). */
export async function customerOf(db: Db, idEmpresa: number, cpf: string) {
  const [row] = await sqlRows<{ id_pessoa: number; id_contrato: number | null }>(
    db,
    sql`select p.id as id_pessoa, (select c.id from cliente_contrato c where c.id_pessoa = p.id and c.status = 'ativo'
          order by c.id desc limit 1) as id_contrato
        from relacionamento_dados_pessoas p where p.sistema = ${idEmpresa} and p.cpf = ${cpf}
        order by p.id limit 1`,
  );
  return row;
}

export type NewLead = {
  nome: string;
  telefone: string;
  cpf: string;
  email: string | null;
  cep: string;
  logradouro: string;
  numero: string;
  complemento: string | null;
  bairro: string;
  cidade: string;
  uf: string;
  id_empresa: number;
  tipo: LeadKind;
  status: LeadStatus;
  motivo: LeadReason | null;
  motivo_texto: string | null;
  viabilidade: 'viavel' | 'sem_cobertura';
  id_cobertura: number | null;
  id_vendedor: number | null;
  id_indicador: number;
  id_pessoa: number | null;
  id_contrato: number | null;
  id_plano: number | null;
  prazo: Date;
  now: Date;
};

export async function insertLead(db: Db, v: NewLead): Promise<number> {
  const at = v.now.toISOString();
  const [row] = await sqlRows<{ id: number }>(
    db,
    sql`insert into vendas_lead (nome, telefone, cpf, email, cep, logradouro, numero, complemento, bairro, cidade, uf,
          id_empresa, origem, tipo, status, motivo, motivo_texto, viabilidade, id_cobertura, id_vendedor, atribuido_em,
          id_indicador, id_pessoa, id_contrato, id_plano, prazo, status_em, created_at, updated_at)
        values (${v.nome}, ${v.telefone}, ${v.cpf}, ${v.email}, ${v.cep}, ${v.logradouro}, ${v.numero}, ${v.complemento},
          ${v.bairro}, ${v.cidade}, ${v.uf}, ${v.id_empresa}, 'manual', ${v.tipo}, ${v.status}, ${v.motivo}::text,
          ${v.motivo_texto}::text, ${v.viabilidade}, ${v.id_cobertura}::int, ${v.id_vendedor}::int,
          ${v.id_vendedor === null ? null : at}::timestamptz, ${v.id_indicador}, ${v.id_pessoa}::int,
          ${v.id_contrato}::int, ${v.id_plano}::int, ${v.prazo.toISOString()}::timestamptz, ${at}::timestamptz,
          ${at}::timestamptz, ${at}::timestamptz)
        returning id`,
  );
  await db.execute(sql`
    insert into vendas_lead_status (id_lead, de_status, para_status, para_motivo, id_usuario, created_at)
    values (${row.id}, null, ${v.status}, ${v.motivo}::text, ${v.id_indicador}, ${at}::timestamptz)`);
  return row.id;
}

/** The leads a person brought, newest first, with how many were sold and the bonus they earned. */
export async function leadsBroughtBy(db: Db, userId: number, limit: number, offset: number) {
  const where = sql`l.id_indicador = ${userId}`;
  const [rows, [summary]] = await Promise.all([
    sqlRows<PipelineRow>(
      db,
      sql`${SELECT} where ${where} order by l.created_at desc, l.id desc limit ${limit} offset ${offset}`,
    ),
    sqlRows<{ total: number; vendidos: number; bonus_total: string | null }>(
      db,
      sql`select count(*)::int as total, count(*) filter (where l.status = 'vendido')::int as vendidos,
            coalesce(sum(l.bonus_indicacao), 0) as bonus_total
          from vendas_lead l where ${where}`,
    ),
  ]);
  return { rows, ...summary };
}

/** The internal home of a seller at `now`: their open leads, due today (São Paulo) and overdue, the unassigned. */
export async function homeOf(db: Db, userId: number, now: Date, day: string) {
  const at = now.toISOString();
  const mine = sql`l.id_vendedor = ${userId} and l.motivo is null and l.status in ${OPEN_LEAD_STATUS_LIST}`;
  const [[summary], proximos] = await Promise.all([
    sqlRows<{
      meus_abertos: number;
      vencem_hoje: number;
      atrasados: number;
      sem_vendedor: number;
      tempo_medio: number | string | null;
    }>(
      db,
      sql`select
        (select count(*)::int from vendas_lead l where ${mine}) as meus_abertos,
        (select count(*)::int from vendas_lead l where ${mine} and l.status = 'novo' and l.primeiro_contato_em is null
           and l.prazo >= ${at}::timestamptz
           and l.prazo < ((${day}::date + 1)::timestamp at time zone ${TIME_ZONE})) as vencem_hoje,
        (select count(*)::int from vendas_lead l where l.id_vendedor = ${userId} and ${overdueAt(now)}) as atrasados,
        (select count(*)::int from vendas_lead l where l.id_vendedor is null and l.motivo is null
           and l.status in ${OPEN_LEAD_STATUS_LIST}) as sem_vendedor,
        (select round(avg(extract(epoch from (l.primeiro_contato_em - l.created_at)) / 60)::numeric, 1)
           from vendas_lead l where l.id_vendedor = ${userId} and l.primeiro_contato_em is not null
           and l.created_at >= ${at}::timestamptz - interval '30 days') as tempo_medio`,
    ),
    sqlRows<PipelineRow>(db, sql`${SELECT} where ${mine} order by l.prazo asc nulls last, l.id asc limit 10`),
  ]);
  return { summary, proximos };
}
