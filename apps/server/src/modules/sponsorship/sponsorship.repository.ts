import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { SponsorshipListFilter } from '@intranet/shared/sponsorship/sponsorship.schemas';
import type { SponsorshipStatus } from '@intranet/shared/sponsorship/sponsorship.rules';
import type { Db } from '../../db/client';
import {
  arquivo,
  empresa,
  patrocinio,
  patrocinioJustificativa,
  patrocinioMidia,
  patrocinioNegociacao,
  patrocinioOrcamento,
  patrocinioPosEvento,
  patrocinioViabilidade,
  usuario,
  vendasCampanha,
  vendasCanal,
  vendasTrackingUrl,
} from '../../db/schema';
import { escapeLike, sqlRows } from '../../db/sql';

/** The statuses in which each step's list shows a request: the step to do, or done. */
const STEP_LIST_STATUSES: Record<NonNullable<SponsorshipListFilter['etapa']>, SponsorshipStatus[]> = {
  justification: ['em_justificativa', 'em_viabilidade', 'em_negociacao', 'aprovado', 'realizado'],
  viability: ['em_viabilidade', 'em_negociacao', 'aprovado', 'realizado'],
  negotiation: ['em_negociacao', 'aprovado', 'realizado'],
  postEvent: ['aprovado', 'realizado'],
};

export async function companies(db: Db) {
  return db
    .select({ id: empresa.id, nome: empresa.nome })
    .from(empresa)
    .where(eq(empresa.ativo, true))
    .orderBy(asc(empresa.nome));
}

export async function company(db: Db, id: number) {
  const [row] = await db.select({ id: empresa.id, nome: empresa.nome }).from(empresa).where(eq(empresa.id, id));
  return row;
}

export type NewRequest = Omit<typeof patrocinio.$inferInsert, 'id' | 'protocolo'>;

/** A new request under the next id, its protocol made from that id. */
export async function insertRequest(db: Db, values: NewRequest, protocolOf: (id: number) => string) {
  const [{ id }] = await sqlRows<{ id: number }>(
    db,
    sql`select nextval(pg_get_serial_sequence('marketing_patrocinio', 'id'))::integer as id`,
  );
  const protocolo = protocolOf(id);
  await db.insert(patrocinio).values({ ...values, id, protocolo });
  return { id, protocolo };
}

function listWhere(f: SponsorshipListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (f.status) conditions.push(eq(patrocinio.status, f.status));
  if (f.etapa) conditions.push(inArray(patrocinio.status, STEP_LIST_STATUSES[f.etapa]));
  if (f.id_empresa) conditions.push(eq(patrocinio.id_empresa, f.id_empresa));
  if (f.de) conditions.push(gte(patrocinio.data_evento, f.de));
  if (f.ate) conditions.push(lte(patrocinio.data_evento, f.ate));
  if (f.busca) {
    const like = `%${escapeLike(f.busca)}%`;
    conditions.push(
      or(ilike(patrocinio.evento, like), ilike(patrocinio.protocolo, like), ilike(patrocinio.organizador, like)),
    );
  }
  return and(...conditions);
}

/** A page of requests, newest first, with the viability's cost and the negotiated value. */
export async function list(db: Db, f: SponsorshipListFilter) {
  const where = listWhere(f);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: patrocinio.id,
        protocolo: patrocinio.protocolo,
        evento: patrocinio.evento,
        data_evento: patrocinio.data_evento,
        cidade: patrocinio.cidade,
        publico_esperado: patrocinio.publico_esperado,
        organizador: patrocinio.organizador,
        id_empresa: patrocinio.id_empresa,
        empresa_nome: empresa.nome,
        status: patrocinio.status,
        custo: patrocinioViabilidade.custo,
        valor: patrocinioNegociacao.valor,
        created_at: patrocinio.created_at,
      })
      .from(patrocinio)
      .innerJoin(empresa, eq(empresa.id, patrocinio.id_empresa))
      .leftJoin(patrocinioViabilidade, eq(patrocinioViabilidade.id_patrocinio, patrocinio.id))
      .leftJoin(patrocinioNegociacao, eq(patrocinioNegociacao.id_patrocinio, patrocinio.id))
      .where(where)
      .orderBy(desc(patrocinio.created_at), desc(patrocinio.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ total: count() }).from(patrocinio).where(where),
  ]);
  return { rows, total };
}

export async function findRequest(db: Db, id: number) {
  const [row] = await db
    .select({ request: patrocinio, empresa_nome: empresa.nome })
    .from(patrocinio)
    .innerJoin(empresa, eq(empresa.id, patrocinio.id_empresa))
    .where(eq(patrocinio.id, id));
  return row;
}

/** The request's status, its row locked until the transaction ends (steps take turns). */
export async function lockRequest(db: Db, id: number) {
  const [row] = await db
    .select({
      id: patrocinio.id,
      status: patrocinio.status,
      id_empresa: patrocinio.id_empresa,
      protocolo: patrocinio.protocolo,
      evento: patrocinio.evento,
      organizador: patrocinio.organizador,
      email: patrocinio.email,
    })
    .from(patrocinio)
    .where(eq(patrocinio.id, id))
    .for('update');
  return row;
}

export async function setStatus(db: Db, id: number, values: Partial<typeof patrocinio.$inferInsert>) {
  await db.update(patrocinio).set(values).where(eq(patrocinio.id, id));
}

const author = sql<string | null>`nullif(trim(concat_ws(' ', ${usuario.nome}, ${usuario.sobrenome})), '')`;

export async function justificationOf(db: Db, id: number) {
  const [row] = await db
    .select({ row: patrocinioJustificativa, usuario: author })
    .from(patrocinioJustificativa)
    .leftJoin(usuario, eq(usuario.id, patrocinioJustificativa.id_usuario))
    .where(eq(patrocinioJustificativa.id_patrocinio, id));
  return row;
}

export async function viabilityOf(db: Db, id: number) {
  const [row] = await db
    .select({ row: patrocinioViabilidade, usuario: author })
    .from(patrocinioViabilidade)
    .leftJoin(usuario, eq(usuario.id, patrocinioViabilidade.id_usuario))
    .where(eq(patrocinioViabilidade.id_patrocinio, id));
  return row;
}

export async function negotiationOf(db: Db, id: number) {
  const approver = sql<
    string | null
  >`(select nullif(trim(concat_ws(' ', u.nome, u.sobrenome)), '') from rh_usuario u where u.id = ${patrocinioNegociacao.aprovado_por})`;
  const [row] = await db
    .select({ row: patrocinioNegociacao, usuario: author, aprovador: approver })
    .from(patrocinioNegociacao)
    .leftJoin(usuario, eq(usuario.id, patrocinioNegociacao.id_usuario))
    .where(eq(patrocinioNegociacao.id_patrocinio, id));
  return row;
}

export async function postEventOf(db: Db, id: number) {
  const [row] = await db
    .select({ row: patrocinioPosEvento, usuario: author })
    .from(patrocinioPosEvento)
    .leftJoin(usuario, eq(usuario.id, patrocinioPosEvento.id_usuario))
    .where(eq(patrocinioPosEvento.id_patrocinio, id));
  return row;
}

export async function mediaOf(db: Db, idPosEvento: number) {
  return db
    .select({
      id: patrocinioMidia.id,
      tipo: patrocinioMidia.tipo,
      legenda: patrocinioMidia.legenda,
      arquivo: { id: arquivo.id, nome: arquivo.nome, mime: arquivo.mime, tamanho: arquivo.tamanho },
    })
    .from(patrocinioMidia)
    .innerJoin(arquivo, eq(arquivo.id, patrocinioMidia.id_arquivo))
    .where(eq(patrocinioMidia.id_pos_evento, idPosEvento))
    .orderBy(asc(patrocinioMidia.tipo), asc(patrocinioMidia.id));
}

export async function fileOf(db: Db, id: string | null) {
  if (!id) return null;
  const [row] = await db
    .select({
      id: arquivo.id,
      nome: arquivo.nome,
      mime: arquivo.mime,
      tamanho: arquivo.tamanho,
      bucket: arquivo.bucket,
    })
    .from(arquivo)
    .where(eq(arquivo.id, id));
  return row ?? null;
}

type StepValues<T extends { $inferInsert: object }> = Omit<
  T['$inferInsert'],
  'id' | 'id_patrocinio' | 'created_at' | 'updated_at'
>;

export async function insertJustification(db: Db, id: number, values: StepValues<typeof patrocinioJustificativa>) {
  await db.insert(patrocinioJustificativa).values({ ...values, id_patrocinio: id });
}
export async function updateJustification(db: Db, id: number, values: StepValues<typeof patrocinioJustificativa>) {
  await db.update(patrocinioJustificativa).set(values).where(eq(patrocinioJustificativa.id_patrocinio, id));
}
export async function insertViability(db: Db, id: number, values: StepValues<typeof patrocinioViabilidade>) {
  await db.insert(patrocinioViabilidade).values({ ...values, id_patrocinio: id });
}
export async function updateViability(db: Db, id: number, values: StepValues<typeof patrocinioViabilidade>) {
  await db.update(patrocinioViabilidade).set(values).where(eq(patrocinioViabilidade.id_patrocinio, id));
}
/** Inserts or (when written before) updates the negotiation; whether one existed. */
export async function insertNegotiation(db: Db, id: number, values: StepValues<typeof patrocinioNegociacao>) {
  const rows = await db
    .insert(patrocinioNegociacao)
    .values({ ...values, id_patrocinio: id })
    .onConflictDoNothing({ target: patrocinioNegociacao.id_patrocinio })
    .returning({ id: patrocinioNegociacao.id });
  return rows.length > 0;
}
export async function updateNegotiation(db: Db, id: number, values: Partial<StepValues<typeof patrocinioNegociacao>>) {
  const rows = await db
    .update(patrocinioNegociacao)
    .set(values)
    .where(eq(patrocinioNegociacao.id_patrocinio, id))
    .returning({ id: patrocinioNegociacao.id });
  return rows.length > 0;
}
export async function insertPostEvent(db: Db, id: number, values: StepValues<typeof patrocinioPosEvento>) {
  const [row] = await db
    .insert(patrocinioPosEvento)
    .values({ ...values, id_patrocinio: id })
    .returning({ id: patrocinioPosEvento.id });
  return row;
}
export async function updatePostEvent(db: Db, id: number, values: StepValues<typeof patrocinioPosEvento>) {
  await db.update(patrocinioPosEvento).set(values).where(eq(patrocinioPosEvento.id_patrocinio, id));
}
export async function insertMedia(db: Db, values: typeof patrocinioMidia.$inferInsert) {
  await db.insert(patrocinioMidia).values(values);
}
export async function removeMedia(db: Db, idPosEvento: number, idMidia: number) {
  const rows = await db
    .delete(patrocinioMidia)
    .where(and(eq(patrocinioMidia.id, idMidia), eq(patrocinioMidia.id_pos_evento, idPosEvento)))
    .returning({ id: patrocinioMidia.id });
  return rows.length > 0;
}

/** The budgets of a year, by provider. */
export async function budgets(db: Db, ano: number) {
  return db
    .select({ id_empresa: patrocinioOrcamento.id_empresa, valor: patrocinioOrcamento.valor })
    .from(patrocinioOrcamento)
    .where(eq(patrocinioOrcamento.ano, ano));
}

/** What approved and realized sponsorships of a year committed, by provider (their negotiated values). */
export async function committed(db: Db, ano: number, idEmpresa?: number) {
  return db
    .select({
      id_empresa: patrocinio.id_empresa,
      valor: sql<string>`coalesce(sum(${patrocinioNegociacao.valor}), 0)`,
    })
    .from(patrocinio)
    .innerJoin(patrocinioNegociacao, eq(patrocinioNegociacao.id_patrocinio, patrocinio.id))
    .where(
      and(
        inArray(patrocinio.status, ['aprovado', 'realizado']),
        gte(patrocinio.data_evento, `${ano}-01-01`),
        lte(patrocinio.data_evento, `${ano}-12-31`),
        idEmpresa ? eq(patrocinio.id_empresa, idEmpresa) : undefined,
      ),
    )
    .groupBy(patrocinio.id_empresa);
}

export async function setBudget(db: Db, values: { id_empresa: number; ano: number; valor: string }) {
  await db
    .insert(patrocinioOrcamento)
    .values(values)
    .onConflictDoUpdate({
      target: [patrocinioOrcamento.id_empresa, patrocinioOrcamento.ano],
      set: { valor: values.valor },
    });
}

/** The sales campaign or channel of a name, made (with every provider's flag) when it does not exist. */
export async function campaignNamed(db: Db, nome: string): Promise<number> {
  await db
    .insert(vendasCampanha)
    .values({ nome, bitcom: true, razao: true, vetorial: true, ativo: true })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: vendasCampanha.id })
    .from(vendasCampanha)
    .where(sql`lower(${vendasCampanha.nome}) = lower(${nome})`);
  return row.id;
}
export async function channelNamed(db: Db, nome: string): Promise<number> {
  await db
    .insert(vendasCanal)
    .values({ nome, bitcom: true, razao: true, vetorial: true, ativo: true })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: vendasCanal.id })
    .from(vendasCanal)
    .where(sql`lower(${vendasCanal.nome}) = lower(${nome})`);
  return row.id;
}

export async function linkOf(db: Db, idLink: number | null) {
  if (!idLink) return null;
  const [row] = await db
    .select({ id: vendasTrackingUrl.id, codigo: vendasTrackingUrl.codigo, url: vendasTrackingUrl.url })
    .from(vendasTrackingUrl)
    .where(eq(vendasTrackingUrl.id, idLink));
  return row ?? null;
}
