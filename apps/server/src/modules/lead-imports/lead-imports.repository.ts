import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { ParticipantState } from '@intranet/shared/lead-imports/lead-imports.schemas';
import type { Db } from '../../db/client';
import {
  OPEN_LEAD_STATUS_LIST,
  arquivo,
  empresa,
  vendasCampanha,
  vendasCanal,
  vendasLeadImportacao,
} from '../../db/schema';
import { escapeLike, sqlRows } from '../../db/sql';

/** An import with the names the list shows. */
export type LeadImportRow = {
  id: number;
  created_at: Date | string;
  id_arquivo: string | null;
  nome_arquivo: string;
  arquivo_criado_em: Date | string | null;
  id_empresa: number;
  empresa: string;
  id_canal: number;
  canal: string;
  id_campanha: number;
  campanha: string;
  id_usuario: number | null;
  usuario: string | null;
  registros: number;
  leads_criados: number;
};

/** A line of an import with what the file list needs to tell whether it can become a lead. */
export type ParticipantRow = {
  id: number;
  id_importacao_evento: number;
  linha: number;
  nome: string;
  telefone: string;
  cpf: string;
  cliente: boolean;
  codlead: string | null;
  lead: boolean;
  problema: string | null;
  repetido_na_linha: number | null;
  lead_aberta: boolean;
};

/** A line ready to be written: the import's reading checked it. */
export type NewParticipant = {
  linha: number;
  nome: string;
  telefone: string;
  cpf: string;
  cliente: boolean;
  problema: string | null;
};

/**
 * Lines written by one statement: 500 rows travel as one JSON parameter, whatever the driver (on the
 * embedded database a statement holds the event loop while it runs: about 10 ms for 500 lines).
 */
export const PARTICIPANT_BATCH = 500;
/** Lines turned into leads by one statement. */
export const LEAD_BATCH = 1_000;

const IMPORT_COLUMNS = sql`
  i.id, i.created_at, i.id_arquivo, i.nome_arquivo, a.created_at as arquivo_criado_em,
  i.id_empresa, e.nome as empresa, i.id_canal, cn.nome as canal, i.id_campanha, cp.nome as campanha,
  i.id_usuario, nullif(trim(concat_ws(' ', u.nome, u.sobrenome)), '') as usuario, i.registros, i.leads_criados`;

const IMPORT_FROM = sql`
  from vendas_lead_importacao i
  join rh_empresa e on e.id = i.id_empresa
  join vendas_canal cn on cn.id = i.id_canal
  join vendas_campanha cp on cp.id = i.id_campanha
  left join arquivo a on a.id = i.id_arquivo
  left join rh_usuario u on u.id = i.id_usuario`;

/** `p.<column>` of a participant's open-lead test: another line's lead, or one from elsewhere, still open. */
const OPEN_LEAD = sql`exists (
  select 1 from vendas_lead l
  where l.id_empresa = i.id_empresa and l.cpf = p.cpf and l.status in ${OPEN_LEAD_STATUS_LIST} and l.id_participante is distinct from p.id)`;

function stateFilter(state: ParticipantState): SQL {
  switch (state) {
    case 'prontas':
      return sql`and not p.lead and p.problema is null and not ${OPEN_LEAD}`;
    case 'problemas':
      return sql`and not p.lead and (p.problema is not null or ${OPEN_LEAD})`;
    case 'criadas':
      return sql`and p.lead`;
    default:
      return sql``;
  }
}

function participantSearch(busca: string | undefined): SQL {
  if (!busca) return sql``;
  const digits = busca.replace(/\D/g, '');
  const byName = sql`p.nome ilike ${`%${escapeLike(busca)}%`}`;
  if (!digits) return sql`and ${byName}`;
  const byDigits = `%${digits}%`;
  return sql`and (${byName} or p.cpf like ${byDigits} or p.telefone like ${byDigits})`;
}

/** The lead imports' queries, given a db or a transaction. */
/** A page of the imports, newest first, matching a search in the file, provider, channel or campaign name. */
export async function list(
  db: Db,
  { busca, limit, offset }: { busca?: string; limit: number; offset: number },
): Promise<{ rows: LeadImportRow[]; total: number }> {
  const pattern = busca ? `%${escapeLike(busca)}%` : null;
  const where = pattern
    ? sql`where i.nome_arquivo ilike ${pattern} or e.nome ilike ${pattern} or cn.nome ilike ${pattern} or cp.nome ilike ${pattern}`
    : sql``;
  const rows = await sqlRows<LeadImportRow>(
    db,
    sql`select ${IMPORT_COLUMNS} ${IMPORT_FROM} ${where} order by i.created_at desc, i.id desc limit ${limit} offset ${offset}`,
  );
  const [{ total }] = await sqlRows<{ total: number }>(db, sql`select count(*)::int as total ${IMPORT_FROM} ${where}`);
  return { rows, total };
}

export async function find(db: Db, id: number): Promise<LeadImportRow | null> {
  const [row] = await sqlRows<LeadImportRow>(db, sql`select ${IMPORT_COLUMNS} ${IMPORT_FROM} where i.id = ${id}`);
  return row ?? null;
}

/** The import row itself, locked until the transaction ends (one creation of leads at a time). */
export async function lock(db: Db, id: number): Promise<{ id: number; registros: number } | null> {
  const [row] = await sqlRows<{ id: number; registros: number }>(
    db,
    sql`select id, registros from vendas_lead_importacao where id = ${id} for update`,
  );
  return row ?? null;
}

export async function insert(db: Db, values: typeof vendasLeadImportacao.$inferInsert): Promise<number> {
  const [row] = await db.insert(vendasLeadImportacao).values(values).returning({ id: vendasLeadImportacao.id });
  return row.id;
}

/**
 * Claims the reading of an unread import for the reading `leitura`: when no reading holds it, or the
 * one that did has not reported for `leaseSeconds` (its server stopped). Answers whether it did.
 */
export async function claimReading(db: Db, id: number, leitura: string, leaseSeconds: number): Promise<boolean> {
  const rows = await sqlRows<{ id: number }>(
    db,
    sql`update vendas_lead_importacao set fase = 'lendo', percentual = 0, fase_em = now(), leitura = ${leitura}
        where id = ${id} and registros = 0 and (fase is null or fase_em <= now() - make_interval(secs => ${leaseSeconds}))
        returning id`,
  );
  return rows.length > 0;
}

/** How far the reading `leitura` is, if it still holds the import; answers whether it does. */
export async function reportReading(
  db: Db,
  id: number,
  leitura: string,
  fase: 'lendo' | 'gravando',
  percentual: number,
): Promise<boolean> {
  const rows = await sqlRows<{ id: number }>(
    db,
    sql`update vendas_lead_importacao set fase = ${fase}, percentual = ${percentual}, fase_em = now()
        where id = ${id} and leitura = ${leitura} and registros = 0
        returning id`,
  );
  return rows.length > 0;
}

/** An import's reading as the progress bar asks for it; `vivo` when it reported within `leaseSeconds`. */
export async function readingOf(
  db: Db,
  id: number,
  leaseSeconds: number,
): Promise<{ registros: number; fase: string | null; percentual: number; vivo: boolean } | null> {
  const [row] = await sqlRows<{ registros: number; fase: string | null; percentual: number; vivo: boolean }>(
    db,
    sql`select registros, fase, percentual, coalesce(fase_em > now() - make_interval(secs => ${leaseSeconds}), false) as vivo
        from vendas_lead_importacao where id = ${id}`,
  );
  return row ?? null;
}

/**
 * The reading `leitura` done, in its transaction: the import's count of lines, and its phase, seen
 * with the lines when the transaction commits. Answers false when another reading holds the import.
 */
export async function finishReading(db: Db, id: number, leitura: string, registros: number): Promise<boolean> {
  const rows = await sqlRows<{ id: number }>(
    db,
    sql`update vendas_lead_importacao set registros = ${registros}, fase = 'concluida', percentual = 100, fase_em = now()
        where id = ${id} and leitura = ${leitura} and registros = 0
        returning id`,
  );
  return rows.length > 0;
}

/** An import whose lines were written at once (the demo data): read. */
export async function setRead(db: Db, id: number, registros: number): Promise<void> {
  await db
    .update(vendasLeadImportacao)
    .set({ registros, fase: 'concluida', percentual: 100, fase_em: sql`now()` })
    .where(eq(vendasLeadImportacao.id, id));
}

/** Removes an import the reading `leitura` failed to read (a failed reading leaves nothing behind). */
export async function removeUnread(db: Db, id: number, leitura: string): Promise<void> {
  await db
    .delete(vendasLeadImportacao)
    .where(
      and(
        eq(vendasLeadImportacao.id, id),
        eq(vendasLeadImportacao.registros, 0),
        eq(vendasLeadImportacao.leitura, leitura),
      ),
    );
}

export async function addLeadsCreated(db: Db, id: number, created: number): Promise<void> {
  await db.execute(sql`update vendas_lead_importacao set leads_criados = leads_criados + ${created} where id = ${id}`);
}

export async function provider(db: Db, id: number): Promise<{ id: number; nome: string } | null> {
  const [row] = await db.select({ id: empresa.id, nome: empresa.nome }).from(empresa).where(eq(empresa.id, id));
  return row ?? null;
}

export async function campaign(db: Db, id: number) {
  const [row] = await db.select().from(vendasCampanha).where(eq(vendasCampanha.id, id));
  return row ?? null;
}

export async function channel(db: Db, id: number) {
  const [row] = await db.select().from(vendasCanal).where(eq(vendasCanal.id, id));
  return row ?? null;
}

export async function file(
  db: Db,
  id: string,
): Promise<{ id: string; bucket: string; nome: string; chave: string } | null> {
  const [row] = await db
    .select({ id: arquivo.id, bucket: arquivo.bucket, nome: arquivo.nome, chave: arquivo.chave })
    .from(arquivo)
    .where(eq(arquivo.id, id));
  return row ?? null;
}

/** Of these CPFs, those of active customers of the provider (customer directory). */
export async function customersAmong(db: Db, sistema: number, cpfs: readonly string[]): Promise<Set<string>> {
  if (cpfs.length === 0) return new Set();
  const rows = await sqlRows<{ cpf: string }>(
    db,
    sql`select distinct c.cpf from relacionamento_dados_pessoas c
        where c.sistema = ${sistema} and c.ativo and c.cpf in (select jsonb_array_elements_text(${JSON.stringify(cpfs)}::jsonb))`,
  );
  return new Set(rows.map((r) => r.cpf));
}

/** Of these CPFs, those with an open lead of the provider. */
export async function openLeadsAmong(db: Db, idEmpresa: number, cpfs: readonly string[]): Promise<Set<string>> {
  if (cpfs.length === 0) return new Set();
  const rows = await sqlRows<{ cpf: string }>(
    db,
    sql`select distinct l.cpf from vendas_lead l
        where l.id_empresa = ${idEmpresa} and l.status in ${OPEN_LEAD_STATUS_LIST} and l.cpf in (select jsonb_array_elements_text(${JSON.stringify(cpfs)}::jsonb))`,
  );
  return new Set(rows.map((r) => r.cpf));
}

/** Writes lines of an import, `PARTICIPANT_BATCH` of them (the caller's transaction keeps them all or none). */
export async function insertParticipants(
  db: Db,
  idImportacao: number,
  lines: readonly NewParticipant[],
): Promise<void> {
  await db.execute(sql`
    insert into vendas_lead_participante (id_importacao_evento, linha, nome, telefone, cpf, cliente, problema)
    select ${idImportacao}::int, r.linha, r.nome, r.telefone, r.cpf, r.cliente, r.problema
    from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as r(linha int, nome text, telefone text, cpf text, cliente boolean, problema text)`);
}

/** A page of an import's lines in spreadsheet order (or the one line `id`), with the line's duplicates and open lead. */
export async function participants(
  db: Db,
  filter: {
    idImportacao: number;
    id?: number;
    busca?: string;
    situacao: ParticipantState;
    limit: number;
    offset: number;
  },
): Promise<{ rows: ParticipantRow[]; total: number }> {
  const where = sql`
    from vendas_lead_participante p
    join vendas_lead_importacao i on i.id = p.id_importacao_evento
    where p.id_importacao_evento = ${filter.idImportacao}
    ${filter.id ? sql`and p.id = ${filter.id}` : sql``}
    ${participantSearch(filter.busca)}
    ${stateFilter(filter.situacao)}`;
  const rows = await sqlRows<ParticipantRow>(
    db,
    sql`select p.id, p.id_importacao_evento, p.linha, p.nome, p.telefone, p.cpf, p.cliente, p.codlead, p.lead, p.problema,
          case when p.cpf ~ '^[0-9]{11}$' then (
            select min(q.linha) from vendas_lead_participante q
            where q.id_importacao_evento = p.id_importacao_evento and q.cpf = p.cpf and q.linha < p.linha) end as repetido_na_linha,
          ${OPEN_LEAD} as lead_aberta
        ${where}
        order by p.linha, p.id
        limit ${filter.limit} offset ${filter.offset}`,
  );
  const [{ total }] = await sqlRows<{ total: number }>(db, sql`select count(*)::int as total ${where}`);
  return { rows, total };
}

/** A line's state before an edit or a lead: whether it exists in the import and already is a lead. */
export async function participantState(db: Db, idImportacao: number, id: number): Promise<{ lead: boolean } | null> {
  const [row] = await sqlRows<{ lead: boolean }>(
    db,
    sql`select lead from vendas_lead_participante where id = ${id} and id_importacao_evento = ${idImportacao} for update`,
  );
  return row ?? null;
}

/** A corrected line: its values, its problems and whether its (new) CPF is a customer of the import's provider. */
export async function updateParticipant(
  db: Db,
  line: { id: number; nome: string; telefone: string; cpf: string; problema: string | null },
): Promise<void> {
  await db.execute(sql`
    update vendas_lead_participante p set
      nome = ${line.nome}, telefone = ${line.telefone}, cpf = ${line.cpf}, problema = ${line.problema},
      cliente = exists (select 1 from relacionamento_dados_pessoas c where c.sistema = i.id_empresa and c.cpf = ${line.cpf} and c.ativo)
    from vendas_lead_importacao i
    where p.id = ${line.id} and i.id = p.id_importacao_evento`);
}

/**
 * Turns lines of an import into leads (origem 'importacao', the import's provider, campaign and
 * channel), in spreadsheet order: lines already leads or with a problem are skipped, and a CPF
 * with an open lead of the provider (another line of this call included) is left out by the
 * one-open-lead index. Marks the lines created with their lead's code; answers their ids.
 */
export async function createLeads(db: Db, idImportacao: number, ids: readonly number[]): Promise<number[]> {
  const rows = await sqlRows<{ id: number }>(
    db,
    sql`
      with created as (
        insert into vendas_lead (nome, telefone, cpf, id_empresa, id_campanha, id_canal, id_participante, origem)
        select p.nome, p.telefone, p.cpf, i.id_empresa, i.id_campanha, i.id_canal, p.id, 'importacao'
        from vendas_lead_participante p
        join vendas_lead_importacao i on i.id = p.id_importacao_evento
        where p.id_importacao_evento = ${idImportacao} and not p.lead and p.problema is null
          and p.id in (select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::int)
        order by p.linha
        on conflict (id_empresa, cpf) where status in ${OPEN_LEAD_STATUS_LIST} do nothing
        returning id, id_participante
      )
      update vendas_lead_participante p set lead = true, codlead = c.id::text
      from created c where p.id = c.id_participante
      returning p.id`,
  );
  return rows.map((r) => r.id);
}

/** Why lines were not turned into leads: their number, whether they are leads already and their problem. */
export async function refusedLines(
  db: Db,
  idImportacao: number,
  ids: readonly number[],
): Promise<{ id: number; linha: number; lead: boolean; problema: string | null }[]> {
  if (ids.length === 0) return [];
  return sqlRows(
    db,
    sql`select p.id, p.linha, p.lead, p.problema from vendas_lead_participante p
        where p.id_importacao_evento = ${idImportacao} and p.id in (select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::int)
        order by p.linha`,
  );
}
