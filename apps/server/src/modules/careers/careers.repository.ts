import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sqlRows } from '../../db/sql';
import {
  candidatura,
  candidaturaEtapa,
  identidade,
  usuario,
  usuarioPerfil,
  vaga,
  vendasCampanha,
  vendasCanal,
} from '../../db/schema';

/** A company named in a route (`/careers/list/:company?`): its id, or its name without case or accents. */
const FOLD_FROM = 'áàâãäéèêëíìîïóòôõöúùûüç';
const FOLD_TO = 'aaaaaeeeeiiiiooooouuuuc';
export const foldedSql = (column: SQL) => sql`translate(lower(${column}), ${FOLD_FROM}, ${FOLD_TO})`;
function companyMatches(company: string | undefined): SQL {
  if (!company) return sql`true`;
  if (/^\d+$/.test(company)) return sql`v.id_empresa = ${Number(company)}`;
  return sql`${foldedSql(sql`e.nome`)} = ${company
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')}`;
}

/** Open on `today`: active, opened, not past its closing day. */
const published = (today: string) =>
  sql`v.ativo and v.data_inicio <= ${today}::date and (v.data_fim is null or v.data_fim >= ${today}::date)`;

export type StaffRow = {
  id: number;
  id_empresa: number | null;
  empresa: string | null;
  titulo_vaga: string;
  funcao: string;
  id_departamento: number | null;
  departamento: string | null;
  id_cargo: number | null;
  cargo: string | null;
  cidade: string | null;
  vagas: number;
  modalidade: 'presencial' | 'hibrido' | 'remoto';
  descricao: string;
  requisitos: string;
  palavras_chave: string;
  id_gestor: number | null;
  gestor: string | null;
  data_inicio: string | null;
  data_fim: string | null;
  ativo: boolean;
  publicada: boolean;
  inscrito: number;
  triagem: number;
  entrevista: number;
  aprovado: number;
  reprovado: number;
};

function staffQuery(where: SQL, today: string): SQL {
  return sql`
    select v.id, v.id_empresa, e.nome as empresa, v.titulo_vaga, v.funcao, v.id_departamento, d.nome as departamento,
           v.id_cargo, c.nome as cargo, v.cidade, v.vagas, v.modalidade, v.descricao, v.requisitos, v.palavras_chave,
           v.id_gestor, nullif(concat_ws(' ', g.nome, g.sobrenome), '') as gestor,
           to_char(v.data_inicio, 'YYYY-MM-DD') as data_inicio, to_char(v.data_fim, 'YYYY-MM-DD') as data_fim, v.ativo,
           (${published(today)}) as publicada,
           coalesce(a.inscrito, 0)::int as inscrito, coalesce(a.triagem, 0)::int as triagem, coalesce(a.entrevista, 0)::int as entrevista,
           coalesce(a.aprovado, 0)::int as aprovado, coalesce(a.reprovado, 0)::int as reprovado
    from rh_vaga v
    left join rh_empresa e on e.id = v.id_empresa
    left join rh_departamento d on d.id = v.id_departamento
    left join rh_cargo c on c.id = v.id_cargo
    left join rh_usuario g on g.id = v.id_gestor
    left join lateral (
      select count(*) filter (where etapa = 'inscrito') as inscrito, count(*) filter (where etapa = 'triagem') as triagem,
             count(*) filter (where etapa = 'entrevista') as entrevista, count(*) filter (where etapa = 'aprovado') as aprovado,
             count(*) filter (where etapa = 'reprovado') as reprovado
      from rh_candidatura where id_vaga = v.id
    ) a on true
    where ${where}
    order by v.data_inicio desc nulls last, v.id desc
    limit 500`;
}

export type PublicRow = {
  id: number;
  titulo_vaga: string;
  funcao: string;
  empresa: string | null;
  cidade: string | null;
  vagas: number;
  modalidade: 'presencial' | 'hibrido' | 'remoto';
  data_inicio: string | null;
  data_fim: string | null;
  descricao: string;
  requisitos: string;
  departamento: string | null;
};

export const staffList = (db: Db, company: string | undefined, today: string) =>
  sqlRows<StaffRow>(db, staffQuery(companyMatches(company), today));

export async function staffOne(db: Db, id: number, today: string): Promise<StaffRow | null> {
  const [row] = await sqlRows<StaffRow>(db, staffQuery(sql`v.id = ${id}`, today));
  return row ?? null;
}

/** Open vacancies, newest first; `words` (folded) by Portuguese full-text search or as a part of a word. */
export function publicList(db: Db, q: { company?: string; words?: string; city?: string }, today: string) {
  const words = q.words
    ? sql`(to_tsvector('portuguese', v.busca) @@ plainto_tsquery('portuguese', ${q.words}) or v.busca like ${`%${q.words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`
    : sql`true`;
  const city = q.city ? sql`${foldedSql(sql`v.cidade`)} = ${q.city}` : sql`true`;
  return sqlRows<PublicRow>(
    db,
    sql`select v.id, v.titulo_vaga, v.funcao, e.nome as empresa, v.cidade, v.vagas, v.modalidade,
               to_char(v.data_inicio, 'YYYY-MM-DD') as data_inicio, to_char(v.data_fim, 'YYYY-MM-DD') as data_fim,
               v.descricao, v.requisitos, d.nome as departamento
        from rh_vaga v left join rh_empresa e on e.id = v.id_empresa left join rh_departamento d on d.id = v.id_departamento
        where ${published(today)} and ${companyMatches(q.company)} and ${words} and ${city}
        order by v.data_inicio desc, v.id desc limit 200`,
  );
}

/** The cities and companies of the open vacancies, for the public filters. */
export async function publicFacets(db: Db, today: string) {
  const rows = await sqlRows<{ cidade: string | null; empresa: string | null }>(
    db,
    sql`select distinct v.cidade, e.nome as empresa from rh_vaga v left join rh_empresa e on e.id = v.id_empresa where ${published(today)}`,
  );
  const uniq = (xs: (string | null)[]) =>
    [...new Set(xs.filter((x): x is string => !!x))].sort((a, b) => a.localeCompare(b, 'pt-BR'));
  return { cidades: uniq(rows.map((r) => r.cidade)), empresas: uniq(rows.map((r) => r.empresa)) };
}

export async function publicOne(db: Db, id: number, today: string): Promise<PublicRow | null> {
  const [row] = await sqlRows<PublicRow>(
    db,
    sql`select v.id, v.titulo_vaga, v.funcao, e.nome as empresa, v.cidade, v.vagas, v.modalidade,
               to_char(v.data_inicio, 'YYYY-MM-DD') as data_inicio, to_char(v.data_fim, 'YYYY-MM-DD') as data_fim,
               v.descricao, v.requisitos, d.nome as departamento
        from rh_vaga v left join rh_empresa e on e.id = v.id_empresa left join rh_departamento d on d.id = v.id_departamento
        where v.id = ${id} and ${published(today)}`,
  );
  return row ?? null;
}

export const insertVacancy = async (db: Db, values: typeof vaga.$inferInsert) =>
  (await db.insert(vaga).values(values).returning({ id: vaga.id }))[0];

export const updateVacancy = async (db: Db, id: number, values: Partial<typeof vaga.$inferInsert>) =>
  (await db.update(vaga).set(values).where(eq(vaga.id, id)).returning({ id: vaga.id }))[0] ?? null;

export async function existingSource(db: Db, chn: number | null | undefined, cmp: number | null | undefined) {
  const [canal] = chn ? await db.select({ id: vendasCanal.id }).from(vendasCanal).where(eq(vendasCanal.id, chn)) : [];
  const [campanha] = cmp
    ? await db.select({ id: vendasCampanha.id }).from(vendasCampanha).where(eq(vendasCampanha.id, cmp))
    : [];
  return { id_canal: canal?.id ?? null, id_campanha: campanha?.id ?? null };
}

export const insertApplication = async (db: Db, values: typeof candidatura.$inferInsert) =>
  (await db.insert(candidatura).values(values).returning({ id: candidatura.id }))[0];

export const insertMove = (db: Db, values: typeof candidaturaEtapa.$inferInsert) =>
  db.insert(candidaturaEtapa).values(values);

export async function application(db: Db, id: number) {
  const [row] = await sqlRows<{
    id: number;
    etapa: string;
    id_usuario: number | null;
    email: string | null;
    titulo_vaga: string;
  }>(
    db,
    sql`select a.id, a.etapa, a.id_usuario, u.email, v.titulo_vaga
        from rh_candidatura a join rh_vaga v on v.id = a.id_vaga left join rh_usuario u on u.id = a.id_usuario
        where a.id = ${id} for update of a`,
  );
  return row ?? null;
}

export const setStage = (db: Db, id: number, etapa: (typeof candidatura.$inferInsert)['etapa']) =>
  db.update(candidatura).set({ etapa }).where(eq(candidatura.id, id));

/** A person's applications, newest first. */
export const mine = (db: Db, userId: number) =>
  sqlRows<{
    id: number;
    id_vaga: number;
    titulo_vaga: string;
    empresa: string | null;
    cidade: string | null;
    etapa: string;
    created_at: string;
    updated_at: string;
  }>(
    db,
    sql`select a.id, a.id_vaga, v.titulo_vaga, e.nome as empresa, v.cidade, a.etapa, a.created_at, a.updated_at
        from rh_candidatura a join rh_vaga v on v.id = a.id_vaga left join rh_empresa e on e.id = v.id_empresa
        where a.id_usuario = ${userId} order by a.created_at desc, a.id desc`,
  );

export const applicants = (db: Db, vacancyId: number) =>
  sqlRows<{
    id: number;
    id_usuario: number | null;
    nome: string | null;
    email: string | null;
    cidade: string | null;
    etapa: string;
    origem: string | null;
    created_at: string;
    anonimizada: boolean;
  }>(
    db,
    sql`select a.id, a.id_usuario, nullif(concat_ws(' ', u.nome, u.sobrenome), '') as nome, u.email, nullif(cv.cidade, '') as cidade, a.etapa,
               nullif(concat_ws(' / ', cn.nome, cp.nome), '') as origem, a.created_at, a.anonimizada
        from rh_candidatura a left join rh_usuario u on u.id = a.id_usuario left join rh_curriculo cv on cv.id_usuario = a.id_usuario
        left join vendas_canal cn on cn.id = a.id_canal left join vendas_campanha cp on cp.id = a.id_campanha
        where a.id_vaga = ${vacancyId} order by a.created_at, a.id`,
  );

export const moves = (db: Db, applicationIds: number[]) =>
  applicationIds.length
    ? sqlRows<{
        id: number;
        id_candidatura: number;
        etapa: string;
        nota: string;
        autor: string | null;
        created_at: string;
      }>(
        db,
        sql`select m.id, m.id_candidatura, m.etapa, m.nota, nullif(concat_ws(' ', u.nome, u.sobrenome), '') as autor, m.created_at
            from rh_candidatura_etapa m left join rh_usuario u on u.id = m.id_autor
            where m.id_candidatura in (${sql.join(
              applicationIds.map((id) => sql`${id}`),
              sql`, `,
            )}) order by m.created_at, m.id`,
      )
    : Promise.resolve([]);

/** Résumés by folded words (Portuguese full-text search), best match first; optionally only a vacancy's applicants. */
export function talents(db: Db, q: { words?: string; vacancyId?: number | null; limit: number; offset: number }) {
  const match = q.words
    ? sql`to_tsvector('portuguese', cv.busca) @@ plainto_tsquery('portuguese', ${q.words})`
    : sql`true`;
  const rank = q.words
    ? sql`ts_rank(to_tsvector('portuguese', cv.busca), plainto_tsquery('portuguese', ${q.words}))`
    : sql`cast(0 as real)`;
  const vacancy = q.vacancyId
    ? sql`exists (select 1 from rh_candidatura a where a.id_usuario = cv.id_usuario and a.id_vaga = ${q.vacancyId})`
    : sql`true`;
  return sqlRows<{
    id_usuario: number;
    nome: string | null;
    email: string | null;
    cidade: string;
    estado: string;
    resumo: string;
    ultima_funcao: string | null;
    candidaturas: number;
    updated_at: string;
    total: number;
  }>(
    db,
    sql`select cv.id_usuario, nullif(concat_ws(' ', u.nome, u.sobrenome), '') as nome, u.email, cv.cidade, cv.estado, cv.resumo,
               (select x.funcao from rh_curriculo_experiencia x where x.id_usuario = cv.id_usuario order by x.data_inicio desc, x.id desc limit 1) as ultima_funcao,
               (select count(*) from rh_candidatura a where a.id_usuario = cv.id_usuario)::int as candidaturas,
               cv.updated_at, count(*) over ()::int as total
        from rh_curriculo cv join rh_usuario u on u.id = cv.id_usuario
        where ${match} and ${vacancy}
        order by ${rank} desc, cv.updated_at desc, cv.id_usuario desc
        limit ${q.limit} offset ${q.offset}`,
  );
}

export const dashboard = {
  perVacancy: (db: Db) =>
    sqlRows<{ id: number; titulo_vaga: string; total: number }>(
      db,
      sql`select v.id, v.titulo_vaga, count(a.id)::int as total from rh_vaga v join rh_candidatura a on a.id_vaga = v.id
          group by v.id, v.titulo_vaga order by total desc, v.id desc limit 20`,
    ),
  perStage: (db: Db) =>
    sqlRows<{ etapa: string; total: number }>(
      db,
      sql`select etapa, count(*)::int as total from rh_candidatura group by etapa`,
    ),
  timeToFill: (db: Db) =>
    sqlRows<{ id: number; titulo_vaga: string; dias: number }>(
      db,
      sql`select v.id, v.titulo_vaga, greatest(0, (min(m.created_at)::date - v.data_inicio))::int as dias
          from rh_vaga v join rh_candidatura a on a.id_vaga = v.id join rh_candidatura_etapa m on m.id_candidatura = a.id and m.etapa = 'aprovado'
          where v.data_inicio is not null group by v.id, v.titulo_vaga, v.data_inicio order by v.data_inicio desc limit 20`,
    ),
  sources: (db: Db) =>
    sqlRows<{ origem: string; total: number }>(
      db,
      sql`select coalesce(cn.nome, 'Acesso direto') as origem, count(*)::int as total
          from rh_candidatura a left join vendas_canal cn on cn.id = a.id_canal group by 1 order by total desc`,
    ),
};

/** LGPD: a deleted candidate's applications stay for the counts, with nobody behind them. */
export const anonymiseApplications = (db: Db, userId: number) =>
  db.update(candidatura).set({ id_usuario: null, anonimizada: true }).where(eq(candidatura.id_usuario, userId));

export const applicationIdsOf = async (db: Db, userId: number) =>
  (await db.select({ id: candidatura.id }).from(candidatura).where(eq(candidatura.id_usuario, userId))).map(
    (r) => r.id,
  );

/** LGPD: the person as kept (name and contacts). */
export async function person(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: usuario.id,
      nome: usuario.nome,
      sobrenome: usuario.sobrenome,
      email: usuario.email,
      telefone: usuario.telefone,
    })
    .from(usuario)
    .where(eq(usuario.id, userId));
  return row ?? null;
}

/**
 * LGPD: a candidate's sign-in and profiles go, the person record keeps only its id (employees' records
 * are left as they are), and the edit history of the person and résumé is erased.
 */
export async function eraseCandidate(db: Db, userId: number): Promise<void> {
  await db.delete(identidade).where(eq(identidade.id_usuario, userId));
  await db.delete(usuarioPerfil).where(eq(usuarioPerfil.id_usuario, userId));
  await db
    .update(usuario)
    .set({ nome: null, sobrenome: null, email: null, telefone: null, data_nascimento: null, ativo: false })
    .where(and(eq(usuario.id, userId), eq(usuario.funcionario, false)));
  await db.execute(
    sql`delete from rh_logs_rh where tabela in ('rh_usuario', 'rh_curriculo') and id_item = ${String(userId)}`,
  );
}
