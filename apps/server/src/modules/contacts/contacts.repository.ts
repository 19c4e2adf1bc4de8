import { and, asc, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { foldText } from '@intranet/shared/format/text';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/sql';
import { departamento, usuario } from '../../db/schema';
import { placementOf, selectPlaced } from '../users/users.public';

/**
 * The only columns of a person the directory reads: name, corporate e-mail, extension, work phone and
 * photo, with the placement. HR's private record (CPF, RG, address, birth date …) is never selected.
 */
const contactColumns = {
  id: usuario.id,
  nome: usuario.nome,
  sobrenome: usuario.sobrenome,
  email_corp: usuario.email_corp,
  ramal: usuario.ramal,
  telefone_comercial: usuario.telefone_comercial,
  id_imagem: usuario.id_imagem,
};

const activeEmployee = and(eq(usuario.funcionario, true), eq(usuario.ativo, true));

/** The expression of the search index (migration 0025): the folded full name as words. */
const nameWords = sql`to_tsvector('simple', rh_texto_dobrado(coalesce(${usuario.nome}, '') || ' ' || coalesce(${usuario.sobrenome}, '')))`;

/** A search text as a prefix query of its words ('ana li' → 'ana:* & li:*'), or null when it has none. */
export function prefixQuery(busca: string): string | null {
  const words = foldText(busca)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

function searchCondition(busca: string | undefined) {
  if (!busca?.trim()) return undefined;
  const query = prefixQuery(busca);
  const pattern = `%${escapeLike(foldText(busca))}%`;
  return sql`(${query ? sql`${nameWords} @@ to_tsquery('simple', ${query})` : sql`false`}
    or ${usuario.id_departamento} in (select id from rh_departamento where rh_texto_dobrado(nome) like ${pattern})
    or ${usuario.id_cargo} in (select id from rh_cargo where rh_texto_dobrado(nome) like ${pattern}))`;
}

export type ContactFilter = {
  busca?: string;
  id_empresa?: number;
  id_departamento?: number;
  id_cargo?: number;
  limit: number;
  offset: number;
};

/** A page of active employees by name, with the total of the search. */
export async function listContacts(db: Db, f: ContactFilter) {
  const where = and(
    activeEmployee,
    f.id_empresa ? eq(usuario.id_empresa, f.id_empresa) : undefined,
    f.id_departamento ? eq(usuario.id_departamento, f.id_departamento) : undefined,
    f.id_cargo ? eq(usuario.id_cargo, f.id_cargo) : undefined,
    searchCondition(f.busca),
  );
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(usuario).where(where),
    selectPlaced(db, contactColumns)
      .where(where)
      .orderBy(asc(usuario.nome), asc(usuario.sobrenome), asc(usuario.id))
      .limit(f.limit)
      .offset(f.offset),
  ]);
  return { total, rows: rows.map(withPlacement) };
}

type Selected = { [K in keyof typeof contactColumns]: (typeof contactColumns)[K]['_']['data'] | null } & Parameters<
  typeof placementOf
>[0];

/** A selected row with its placement as `{ id, nome }` parts. */
function withPlacement(r: Selected) {
  return {
    id: r.id as number,
    nome: r.nome,
    sobrenome: r.sobrenome,
    email_corp: r.email_corp,
    ramal: r.ramal,
    telefone_comercial: r.telefone_comercial,
    id_imagem: r.id_imagem,
    ...placementOf(r),
  };
}

const manager = alias(usuario, 'gestor');

/** An active employee's card and the head of their department (when that is someone else, still active). */
export async function findContact(db: Db, id: number) {
  const [row] = await selectPlaced(db, contactColumns)
    .where(and(eq(usuario.id, id), activeEmployee))
    .limit(1);
  if (!row) return null;
  const contact = withPlacement(row);
  const [head] = contact.departamento
    ? await db
        .select({ id: manager.id, nome: manager.nome, sobrenome: manager.sobrenome })
        .from(departamento)
        .innerJoin(manager, eq(manager.id, departamento.id_funcionario))
        .where(
          and(
            eq(departamento.id, contact.departamento.id),
            eq(manager.funcionario, true),
            eq(manager.ativo, true),
            sql`${manager.id} <> ${id}`,
          ),
        )
        .limit(1)
    : [];
  return { ...contact, gestor: head ?? null };
}

/** Writes a person's own extension and work phone. */
export async function updateOwnContact(db: Db, id: number, c: { ramal: string | null; telefone: string | null }) {
  await db.update(usuario).set({ ramal: c.ramal, telefone_comercial: c.telefone }).where(eq(usuario.id, id));
}
