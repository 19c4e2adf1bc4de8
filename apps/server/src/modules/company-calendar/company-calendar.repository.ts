import { and, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sqlRows } from '../../db/sql';
import {
  calendarioAssinatura,
  feriado,
  identidade,
  marketingEvento,
  onboarding,
  usuario,
  usuarioOnboarding,
} from '../../db/schema';

/** Who is looking: where they work and live decides which colleagues and holidays they see. */
export type Viewer = {
  id: number;
  id_empresa: number | null;
  id_departamento: number | null;
  id_cidade: number | null;
  ocultar_aniversario: boolean;
};

const viewerColumns = {
  id: usuario.id,
  id_empresa: usuario.id_empresa,
  id_departamento: usuario.id_departamento,
  id_cidade: usuario.id_cidade,
  ocultar_aniversario: usuario.ocultar_aniversario,
};

/** An active employee, or null. */
export async function findViewer(db: Db, id: number): Promise<Viewer | null> {
  const [row] = await db
    .select(viewerColumns)
    .from(usuario)
    .where(and(eq(usuario.id, id), eq(usuario.funcionario, true), eq(usuario.ativo, true)))
    .limit(1);
  return row ?? null;
}

/**
 * The owner of a feed secret's hash, when they are still an active employee whose account may sign in;
 * null otherwise (an unknown or revoked address, a dismissed person, a disabled account).
 */
export async function findFeedOwner(db: Db, tokenHash: string): Promise<Viewer | null> {
  const [row] = await db
    .select(viewerColumns)
    .from(calendarioAssinatura)
    .innerJoin(usuario, eq(usuario.id, calendarioAssinatura.id_usuario))
    .innerJoin(identidade, and(eq(identidade.id_usuario, usuario.id), eq(identidade.habilitado, true)))
    .where(and(eq(calendarioAssinatura.token_hash, tokenHash), eq(usuario.funcionario, true), eq(usuario.ativo, true)))
    .limit(1);
  return row ?? null;
}

export type HolidayRow = {
  id: number;
  nome: string;
  data: string;
  tipo: string;
  uf: string | null;
  municipio: string | null;
  recorrencia_anual: boolean;
  created_at: Date;
};

/** Active holidays of a place: the national ones, its state's and its city's (names compared folded). */
export async function holidaysOf(db: Db, place: { uf: string | null; city: string | null }): Promise<HolidayRow[]> {
  const state = place.uf ? and(eq(feriado.tipo, 'Estadual'), eq(feriado.uf, place.uf)) : sql`false`;
  const city =
    place.uf && place.city
      ? and(
          eq(feriado.tipo, 'Municipal'),
          eq(feriado.uf, place.uf),
          sql`rh_texto_dobrado(${feriado.municipio}) = rh_texto_dobrado(${place.city})`,
        )
      : sql`false`;
  return db
    .select({
      id: feriado.id,
      nome: feriado.nome,
      data: feriado.data,
      tipo: feriado.tipo,
      uf: feriado.uf,
      municipio: feriado.municipio,
      recorrencia_anual: feriado.recorrencia_anual,
      created_at: feriado.created_at,
    })
    .from(feriado)
    .where(and(eq(feriado.ativo, true), sql`(${feriado.tipo} = 'Nacional' or ${state} or ${city})`));
}

export type ColleagueDateRow = { id: number; nome: string | null; sobrenome: string | null; dia: string };

/**
 * Active employees of a company with the given date column ('YYYY-MM-DD'), only those whose month and
 * day is one of `monthDays` (all when null); birthdays leave out whoever hid theirs.
 */
export async function colleagueDates(
  db: Db,
  q: { id_empresa: number; column: 'data_nascimento' | 'data_admissao'; monthDays: string[] | null },
): Promise<ColleagueDateRow[]> {
  const column = q.column === 'data_nascimento' ? usuario.data_nascimento : usuario.data_admissao;
  return db
    .select({ id: usuario.id, nome: usuario.nome, sobrenome: usuario.sobrenome, dia: sql<string>`${column}::text` })
    .from(usuario)
    .where(
      and(
        eq(usuario.id_empresa, q.id_empresa),
        eq(usuario.funcionario, true),
        eq(usuario.ativo, true),
        isNotNull(column),
        q.column === 'data_nascimento' ? eq(usuario.ocultar_aniversario, false) : undefined,
        q.monthDays
          ? sql`to_char(${column}, 'MM-DD') in (${sql.join(
              q.monthDays.map((md) => sql`${md}`),
              sql`, `,
            )})`
          : undefined,
      ),
    );
}

export type OnboardingStartRow = {
  id: number;
  id_usuario: number;
  nome: string | null;
  sobrenome: string | null;
  titulo: string;
  dia: string;
};

/** Participations of active employees that started between two São Paulo days, of one department when given. */
export function onboardingStarts(
  db: Db,
  q: { inicio: string; fim: string; id_departamento: number | null | undefined },
): Promise<OnboardingStartRow[]> {
  const department = q.id_departamento === undefined ? sql`true` : sql`uo.id_departamento = ${q.id_departamento ?? -1}`;
  return sqlRows<OnboardingStartRow>(
    db,
    sql`select uo.id, uo.id_usuario, u.nome, u.sobrenome, o.titulo,
          (uo.data_inicio at time zone 'America/Sao_Paulo')::date::text as dia
        from ${usuarioOnboarding} uo
        join ${usuario} u on u.id = uo.id_usuario and u.funcionario and u.ativo
        join ${onboarding} o on o.id = uo.id_onboarding
        where uo.data_inicio >= (${q.inicio}::date)::timestamp at time zone 'America/Sao_Paulo'
          and uo.data_inicio < (${q.fim}::date + 1)::timestamp at time zone 'America/Sao_Paulo'
          and ${department}`,
  );
}

/** Active marketing events that overlap the days. */
export function marketingEvents(db: Db, q: { inicio: string; fim: string }) {
  return db
    .select({
      id: marketingEvento.id,
      evento: marketingEvento.evento,
      inicio: sql<string>`${marketingEvento.data_inicio}::text`,
      fim: sql<string>`${marketingEvento.data_fim}::text`,
      local: marketingEvento.nome_do_local,
    })
    .from(marketingEvento)
    .where(
      and(
        eq(marketingEvento.status, true),
        lte(marketingEvento.data_inicio, q.fim),
        gte(marketingEvento.data_fim, q.inicio),
      ),
    );
}

export async function setHideBirthday(db: Db, id: number, hide: boolean): Promise<void> {
  await db.update(usuario).set({ ocultar_aniversario: hide }).where(eq(usuario.id, id));
}

export async function findSubscription(db: Db, id: number): Promise<{ created_at: Date } | null> {
  const [row] = await db
    .select({ created_at: calendarioAssinatura.created_at })
    .from(calendarioAssinatura)
    .where(eq(calendarioAssinatura.id_usuario, id))
    .limit(1);
  return row ?? null;
}

/** Keeps one address per person: a new secret replaces the previous one. */
export async function saveSubscription(db: Db, id: number, tokenHash: string): Promise<{ created_at: Date }> {
  const [row] = await db
    .insert(calendarioAssinatura)
    .values({ id_usuario: id, token_hash: tokenHash })
    .onConflictDoUpdate({
      target: calendarioAssinatura.id_usuario,
      set: { token_hash: tokenHash, created_at: sql`now()` },
    })
    .returning({ created_at: calendarioAssinatura.created_at });
  return row;
}

export async function deleteSubscription(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(calendarioAssinatura)
    .where(eq(calendarioAssinatura.id_usuario, id))
    .returning({ id: calendarioAssinatura.id_usuario });
  return rows.length > 0;
}
