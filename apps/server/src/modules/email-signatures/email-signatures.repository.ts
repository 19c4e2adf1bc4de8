import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/sql';
import { cargo, departamento, empresa, modeloAssinatura, usuario } from '../../db/schema';

/** What a signature shows of a person, as read. */
export type PersonRow = {
  id: number;
  nome: string | null;
  sobrenome: string | null;
  email: string | null;
  email_corp: string | null;
  telefone_comercial: string | null;
  ramal: string | null;
  id_empresa: number | null;
  empresa: string | null;
  departamento: string | null;
  cargo: string | null;
};

/** A company and its template, if it has one. */
export type TemplateRow = {
  id_empresa: number;
  empresa: string;
  modelo: typeof modeloAssinatura.$inferSelect | null;
};

/** The values a template is saved with. */
export type TemplateValues = Omit<
  typeof modeloAssinatura.$inferInsert,
  'id' | 'id_empresa' | 'created_at' | 'updated_at'
>;

const personColumns = {
  id: usuario.id,
  nome: usuario.nome,
  sobrenome: usuario.sobrenome,
  email: usuario.email,
  email_corp: usuario.email_corp,
  telefone_comercial: usuario.telefone_comercial,
  ramal: usuario.ramal,
  id_empresa: usuario.id_empresa,
  empresa: empresa.nome,
  departamento: departamento.nome,
  cargo: cargo.nome,
};

function selectPeople(db: Db) {
  return db
    .select(personColumns)
    .from(usuario)
    .leftJoin(empresa, eq(empresa.id, usuario.id_empresa))
    .leftJoin(departamento, eq(departamento.id, usuario.id_departamento))
    .leftJoin(cargo, eq(cargo.id, usuario.id_cargo));
}

/** Active employees: only they have a signature. */
const isActiveEmployee = and(eq(usuario.funcionario, true), eq(usuario.ativo, true));

/** The text search of the people list: name (whole or in parts), e-mails, position, department. */
function searchOf(busca: string | undefined) {
  if (!busca) return undefined;
  const pattern = `%${escapeLike(busca)}%`;
  return or(
    ilike(usuario.nome, pattern),
    ilike(usuario.sobrenome, pattern),
    sql`(${usuario.nome} || ' ' || coalesce(${usuario.sobrenome}, '')) ilike ${pattern}`,
    ilike(usuario.email, pattern),
    ilike(usuario.email_corp, pattern),
    ilike(cargo.nome, pattern),
    ilike(departamento.nome, pattern),
  );
}

/** An active employee's signature data, or null. */
export async function findPerson(db: Db, id: number): Promise<PersonRow | null> {
  const [row] = await selectPeople(db)
    .where(and(eq(usuario.id, id), isActiveEmployee))
    .limit(1);
  return row ?? null;
}

/** A page of active employees by name, searched and of one company when asked, with the total. */
export async function listPeople(
  db: Db,
  q: { busca?: string; id_empresa?: number; limit: number; offset: number },
): Promise<{ total: number; rows: PersonRow[] }> {
  const where = and(
    isActiveEmployee,
    q.id_empresa === undefined ? undefined : eq(usuario.id_empresa, q.id_empresa),
    searchOf(q.busca),
  );
  const [[{ total }], rows] = await Promise.all([
    db
      .select({ total: count() })
      .from(usuario)
      .leftJoin(departamento, eq(departamento.id, usuario.id_departamento))
      .leftJoin(cargo, eq(cargo.id, usuario.id_cargo))
      .where(where),
    selectPeople(db)
      .where(where)
      .orderBy(asc(usuario.nome), asc(usuario.sobrenome), asc(usuario.id))
      .limit(q.limit)
      .offset(q.offset),
  ]);
  return { total, rows };
}

/** Every active provider company with its template (null when it has none yet), by name. */
export async function findTemplates(db: Db): Promise<TemplateRow[]> {
  const rows = await db
    .select({ id_empresa: empresa.id, empresa: empresa.nome, modelo: modeloAssinatura })
    .from(empresa)
    .leftJoin(modeloAssinatura, eq(modeloAssinatura.id_empresa, empresa.id))
    .where(eq(empresa.ativo, true))
    .orderBy(asc(empresa.nome));
  return rows;
}

/** A company (active or not) with its template, or null when the company does not exist. */
export async function findTemplate(db: Db, idEmpresa: number): Promise<TemplateRow | null> {
  const [row] = await db
    .select({ id_empresa: empresa.id, empresa: empresa.nome, modelo: modeloAssinatura })
    .from(empresa)
    .leftJoin(modeloAssinatura, eq(modeloAssinatura.id_empresa, empresa.id))
    .where(eq(empresa.id, idEmpresa))
    .limit(1);
  return row ?? null;
}

/** Writes a company's template, making it on the first save. */
export async function saveTemplate(db: Db, idEmpresa: number, values: TemplateValues) {
  const [row] = await db
    .insert(modeloAssinatura)
    .values({ id_empresa: idEmpresa, ...values })
    .onConflictDoUpdate({ target: modeloAssinatura.id_empresa, set: values })
    .returning();
  return row;
}
