import { type SQL, and, asc, count, desc, eq, exists, gte, ilike, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { type ExpiryWindow, expiryRange } from '@intranet/shared/documents/documents.rules';
import type { Db } from '../../db/client';
import {
  arquivo,
  departamento,
  documento,
  documentoCategoria,
  empresa,
  identidade,
  perfil,
  perfilRole,
  usuario,
  usuarioPerfil,
  usuarioRole,
} from '../../db/schema';
import { escapeLike } from '../../db/sql';

const personName = sql<string>`trim(concat_ws(' ', ${usuario.nome}, ${usuario.sobrenome}))`;

/** The columns a document is answered with. */
const columns = {
  id: documento.id,
  id_usuario: documento.id_usuario,
  usuario_nome: personName,
  empresa_nome: empresa.nome,
  departamento_nome: departamento.nome,
  id_categoria: documento.id_categoria,
  categoria_nome: documentoCategoria.nome,
  exige_validade: documentoCategoria.exige_validade,
  titulo: documento.titulo,
  data_emissao: documento.data_emissao,
  data_validade: documento.data_validade,
  observacao: documento.observacao,
  arquivo_id: arquivo.id,
  arquivo_nome: arquivo.nome,
  arquivo_mime: arquivo.mime,
  arquivo_tamanho: arquivo.tamanho,
  arquivo_chave: arquivo.chave,
  alerta_enviado_em: documento.alerta_enviado_em,
  created_at: documento.created_at,
  updated_at: documento.updated_at,
};

export type DocumentRecord = {
  id: number;
  id_usuario: number;
  usuario_nome: string;
  empresa_nome: string | null;
  departamento_nome: string | null;
  id_categoria: number;
  categoria_nome: string;
  exige_validade: boolean;
  titulo: string;
  data_emissao: string | null;
  data_validade: string | null;
  observacao: string;
  arquivo_id: string;
  arquivo_nome: string;
  arquivo_mime: string;
  arquivo_tamanho: number;
  arquivo_chave: string;
  alerta_enviado_em: Date | null;
  created_at: Date;
  updated_at: Date;
};

/** Whose documents a list or a read covers: everyone's (HR) or one employee's, of the categories they see. */
export type Scope = { all: true } | { all: false; userId: number };

export type ListFilter = {
  usuario?: number;
  empresa?: number;
  departamento?: number;
  categoria?: number;
  vencimento?: ExpiryWindow;
  busca?: string;
  limit: number;
  offset: number;
};

function scopeWhere(scope: Scope): SQL[] {
  return scope.all ? [] : [eq(documento.id_usuario, scope.userId), eq(documentoCategoria.visivel_colaborador, true)];
}

function filterWhere(filter: ListFilter, today: string): SQL[] {
  const where: SQL[] = [];
  if (filter.usuario) where.push(eq(documento.id_usuario, filter.usuario));
  if (filter.empresa) where.push(eq(usuario.id_empresa, filter.empresa));
  if (filter.departamento) where.push(eq(usuario.id_departamento, filter.departamento));
  if (filter.categoria) where.push(eq(documento.id_categoria, filter.categoria));
  if (filter.vencimento) {
    const range = expiryRange(filter.vencimento, today);
    where.push(isNotNull(documento.data_validade), lte(documento.data_validade, range.to));
    if (range.from) where.push(gte(documento.data_validade, range.from));
  }
  if (filter.busca) {
    const term = `%${escapeLike(filter.busca)}%`;
    where.push(or(ilike(documento.titulo, term), ilike(personName, term))!);
  }
  return where;
}

const base = (db: Db) =>
  db
    .select(columns)
    .from(documento)
    .innerJoin(documentoCategoria, eq(documentoCategoria.id, documento.id_categoria))
    .innerJoin(usuario, eq(usuario.id, documento.id_usuario))
    .innerJoin(arquivo, eq(arquivo.id, documento.id_arquivo))
    .leftJoin(empresa, eq(empresa.id, usuario.id_empresa))
    .leftJoin(departamento, eq(departamento.id, usuario.id_departamento));

/**
 * A page of documents and the total: the "A vencer" windows by expiry date (soonest first), the
 * others newest first. `today` is São Paulo's day.
 */
export async function list(
  db: Db,
  scope: Scope,
  filter: ListFilter,
  today: string,
): Promise<{ rows: DocumentRecord[]; total: number }> {
  const where = and(...scopeWhere(scope), ...filterWhere(filter, today));
  const order = filter.vencimento ? [asc(documento.data_validade), asc(documento.id)] : [desc(documento.id)];
  const [rows, [{ total }]] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(...order)
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ total: count() })
      .from(documento)
      .innerJoin(documentoCategoria, eq(documentoCategoria.id, documento.id_categoria))
      .innerJoin(usuario, eq(usuario.id, documento.id_usuario))
      .where(where),
  ]);
  return { rows: rows as DocumentRecord[], total };
}

/** One document within the scope, or null (someone else's is as absent as a missing one). */
export async function find(db: Db, scope: Scope, id: number): Promise<DocumentRecord | null> {
  const [row] = await base(db)
    .where(and(eq(documento.id, id), ...scopeWhere(scope)))
    .limit(1);
  return (row as DocumentRecord | undefined) ?? null;
}

/** The stored row, as it is (tests and the edit's comparison). */
export async function findRow(db: Db, id: number) {
  const [row] = await db.select().from(documento).where(eq(documento.id, id)).limit(1);
  return row ?? null;
}

export async function findCategory(db: Db, id: number) {
  const [row] = await db.select().from(documentoCategoria).where(eq(documentoCategoria.id, id)).limit(1);
  return row ?? null;
}

export async function categories(db: Db) {
  return db
    .select({
      id: documentoCategoria.id,
      nome: documentoCategoria.nome,
      exige_validade: documentoCategoria.exige_validade,
      dias_alerta: documentoCategoria.dias_alerta,
      ativo: documentoCategoria.ativo,
    })
    .from(documentoCategoria)
    .orderBy(asc(documentoCategoria.nome));
}

export async function personExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: usuario.id })
    .from(usuario)
    .where(and(eq(usuario.id, id), eq(usuario.funcionario, true)))
    .limit(1);
  return !!row;
}

/** Employees by name (at most 20), or the one of `id`, for the form's person select. */
export async function people(db: Db, { busca, id }: { busca: string; id?: number }) {
  const where: SQL[] = [eq(usuario.funcionario, true)];
  if (id) where.push(eq(usuario.id, id));
  else {
    where.push(eq(usuario.ativo, true));
    if (busca) where.push(ilike(personName, `%${escapeLike(busca)}%`));
  }
  return db
    .select({ id: usuario.id, nome: personName, empresa_nome: empresa.nome })
    .from(usuario)
    .leftJoin(empresa, eq(empresa.id, usuario.id_empresa))
    .where(and(...where))
    .orderBy(asc(personName), asc(usuario.id))
    .limit(20);
}

/** A stored file's bucket, or null. */
export async function fileBucket(db: Db, id: string): Promise<string | null> {
  const [row] = await db.select({ bucket: arquivo.bucket }).from(arquivo).where(eq(arquivo.id, id)).limit(1);
  return row?.bucket ?? null;
}

export type DocumentWrite = {
  id_usuario: number;
  id_categoria: number;
  id_arquivo: string;
  titulo: string;
  data_emissao: string | null;
  data_validade: string | null;
  observacao: string;
};

export async function insert(db: Db, values: DocumentWrite & { id_enviado_por: number | null }): Promise<number> {
  const [row] = await db.insert(documento).values(values).returning({ id: documento.id });
  return row.id;
}

/** Edits a document; a new expiry date re-arms its warning (alerta_enviado_em back to null). */
export async function update(db: Db, id: number, values: DocumentWrite): Promise<boolean> {
  const rows = await db
    .update(documento)
    .set({
      ...values,
      alerta_enviado_em: sql`CASE WHEN ${documento.data_validade} IS NOT DISTINCT FROM ${values.data_validade}::date THEN ${documento.alerta_enviado_em} ELSE NULL END`,
    })
    .where(eq(documento.id, id))
    .returning({ id: documento.id });
  return rows.length === 1;
}

export async function remove(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(documento).where(eq(documento.id, id)).returning({ id: documento.id });
  return rows.length === 1;
}

// ---- Expiry warnings ----

export type DueWarning = {
  id: number;
  id_usuario: number;
  usuario_nome: string;
  titulo: string;
  data_validade: string;
  visivel_colaborador: boolean;
};

/**
 * Documents whose warning window has opened by `today` (`data_validade - dias_alerta <= today`) and
 * whose warning for the current expiry date has not gone out, oldest expiry first.
 */
export async function dueWarnings(db: Db, today: string, limit: number): Promise<DueWarning[]> {
  const rows = await db
    .select({
      id: documento.id,
      id_usuario: documento.id_usuario,
      usuario_nome: personName,
      titulo: documento.titulo,
      data_validade: documento.data_validade,
      visivel_colaborador: documentoCategoria.visivel_colaborador,
    })
    .from(documento)
    .innerJoin(documentoCategoria, eq(documentoCategoria.id, documento.id_categoria))
    .innerJoin(usuario, eq(usuario.id, documento.id_usuario))
    .where(
      and(
        isNotNull(documento.data_validade),
        isNull(documento.alerta_enviado_em),
        sql`${documento.data_validade} - ${documentoCategoria.dias_alerta} <= ${today}::date`,
      ),
    )
    .orderBy(asc(documento.data_validade), asc(documento.id))
    .limit(limit);
  return rows as DueWarning[];
}

/**
 * Marks a document's warning sent for the expiry date it was read with; answers false when another
 * run, or an edit of the date, came first (then nothing is sent).
 */
export async function markWarned(db: Db, id: number, dataValidade: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(documento)
    .set({ alerta_enviado_em: at })
    .where(and(eq(documento.id, id), isNull(documento.alerta_enviado_em), eq(documento.data_validade, dataValidade)))
    .returning({ id: documento.id });
  return rows.length === 1;
}

/** The HR managers (rh:gestor, by an active access profile or given directly) whose account is enabled. */
export async function hrManagerIds(db: Db): Promise<number[]> {
  const role = 'rh:gestor';
  const rows = await db
    .select({ id: usuario.id })
    .from(usuario)
    .innerJoin(identidade, and(eq(identidade.id_usuario, usuario.id), eq(identidade.habilitado, true)))
    .where(
      and(
        eq(usuario.ativo, true),
        or(
          exists(
            db
              .select({ one: sql`1` })
              .from(usuarioRole)
              .where(and(eq(usuarioRole.id_usuario, usuario.id), eq(usuarioRole.role, role))),
          ),
          exists(
            db
              .select({ one: sql`1` })
              .from(usuarioPerfil)
              .innerJoin(perfil, and(eq(perfil.id, usuarioPerfil.id_perfil), eq(perfil.ativo, true)))
              .innerJoin(perfilRole, and(eq(perfilRole.id_perfil, perfil.id), eq(perfilRole.role, role)))
              .where(eq(usuarioPerfil.id_usuario, usuario.id)),
          ),
        ),
      ),
    )
    .orderBy(asc(usuario.id));
  return [...new Set(rows.map((r) => r.id))];
}
