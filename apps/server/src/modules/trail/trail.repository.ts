import { asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conteudo, trilha, trilhaConteudo } from '../../db/schema';
import { escapeLike, iso, sqlRows } from '../../db/sql';

export async function listTrails(db: Db, q: { nome?: string; offset: number; limit: number }) {
  const where = q.nome ? ilike(trilha.nome, `%${escapeLike(q.nome)}%`) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: trilha.id,
        nome: trilha.nome,
        created_at: trilha.created_at,
        conteudos: sql<number>`(select count(*)::int from rh_trilha_conteudo tc where tc.id_trilha = "rh_trilha"."id")`,
      })
      .from(trilha)
      .where(where)
      .orderBy(desc(trilha.id))
      .offset(q.offset)
      .limit(q.limit),
    db.select({ total: count() }).from(trilha).where(where),
  ]);
  return { total, dados: rows.map((r) => ({ ...r, conteudos: Number(r.conteudos), created_at: iso(r.created_at)! })) };
}

/**
 * Whether another trail has this name, whatever its case. The transaction lock makes concurrent
 * creates and renames check one after the other, so two trails never end up with one name.
 */
export async function nameTaken(db: Db, nome: string, exceptId?: number): Promise<boolean> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('rh_trilha.nome'))`);
  const other = exceptId === undefined ? sql`` : sql` and id <> ${exceptId}`;
  const rows = await sqlRows(db, sql`select 1 from rh_trilha where lower(nome) = lower(${nome})${other} limit 1`);
  return rows.length > 0;
}

export async function findTrail(db: Db, id: number) {
  const [row] = await db
    .select({ id: trilha.id, nome: trilha.nome, created_at: trilha.created_at })
    .from(trilha)
    .where(eq(trilha.id, id));
  return row ? { ...row, created_at: iso(row.created_at)! } : null;
}

/** The contents of trails, trail by trail, in reading order. */
export async function trailContents(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .select({
      id_trilha: trilhaConteudo.id_trilha,
      id_conteudo: trilhaConteudo.id_conteudo,
      prioridade: trilhaConteudo.prioridade,
      titulo: conteudo.titulo,
      resumo: conteudo.resumo,
    })
    .from(trilhaConteudo)
    .innerJoin(conteudo, eq(conteudo.id, trilhaConteudo.id_conteudo))
    .where(inArray(trilhaConteudo.id_trilha, [...ids]))
    .orderBy(asc(trilhaConteudo.id_trilha), asc(trilhaConteudo.prioridade), asc(trilhaConteudo.id));
}

export async function insertTrail(db: Db, nome: string, userId: number): Promise<number> {
  const [row] = await db
    .insert(trilha)
    .values({ nome, id_usuario: userId > 0 ? userId : null })
    .returning({ id: trilha.id });
  return row.id;
}

export async function renameTrail(db: Db, id: number, nome: string): Promise<boolean> {
  const rows = await db.update(trilha).set({ nome }).where(eq(trilha.id, id)).returning({ id: trilha.id });
  return rows.length > 0;
}
