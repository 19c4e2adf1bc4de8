import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { codigo, identidade, perfil, perfilRole, refreshToken, usuario, usuarioPerfil } from '../../db/schema';
import { FAILURES_CAP, FAILURES_FORGOTTEN_AFTER_MS } from './lockout';

export type Identity = typeof identidade.$inferSelect;
export type IdentityStatus = Identity['status'];
export type CodePurpose = (typeof codigo.$inferSelect)['finalidade'];

export async function findIdentityByEmail(db: Db, email: string): Promise<Identity | undefined> {
  const [row] = await db
    .select()
    .from(identidade)
    .where(sql`lower(${identidade.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findIdentityById(db: Db, id: string): Promise<Identity | undefined> {
  const [row] = await db.select().from(identidade).where(eq(identidade.id, id)).limit(1);
  return row;
}

export async function findIdentityByUsuario(db: Db, usuarioId: number): Promise<Identity | undefined> {
  const [row] = await db.select().from(identidade).where(eq(identidade.id_usuario, usuarioId)).limit(1);
  return row;
}

export async function updateIdentity(
  db: Db,
  id: string,
  patch: Partial<
    Pick<Identity, 'senha_hash' | 'status' | 'habilitado' | 'falhas_senha' | 'ultima_falha_em' | 'bloqueado_ate'>
  >,
): Promise<void> {
  await db
    .update(identidade)
    .set({ ...patch, updated_at: new Date() })
    .where(eq(identidade.id, id));
}

/** Counts one more failure in a single statement (parallel guesses cannot lose a count). */
export async function recordPasswordFailure(db: Db, id: string, now: Date): Promise<number> {
  const forgetBefore = new Date(now.getTime() - FAILURES_FORGOTTEN_AFTER_MS);
  const [row] = await db
    .update(identidade)
    .set({
      falhas_senha: sql`case when ${identidade.ultima_falha_em} is null or ${identidade.ultima_falha_em} < ${forgetBefore.toISOString()}::timestamptz
        then 1 else least(${identidade.falhas_senha} + 1, ${FAILURES_CAP}) end`,
      ultima_falha_em: now,
    })
    .where(eq(identidade.id, id))
    .returning({ falhas: identidade.falhas_senha });
  return row?.falhas ?? 0;
}

export async function clearPasswordFailures(db: Db, id: string): Promise<void> {
  await db
    .update(identidade)
    .set({ falhas_senha: 0, ultima_falha_em: null, bloqueado_ate: null })
    .where(
      and(eq(identidade.id, id), or(gt(identidade.falhas_senha, 0), sql`${identidade.bloqueado_ate} is not null`)),
    );
}

export async function usuarioNome(db: Db, usuarioId: number): Promise<string | null> {
  const [row] = await db.select({ nome: usuario.nome }).from(usuario).where(eq(usuario.id, usuarioId)).limit(1);
  return row?.nome ?? null;
}

export async function usuarioEmailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: usuario.id })
    .from(usuario)
    .where(sql`lower(${usuario.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return !!row;
}

// Refresh tokens

export type RefreshTokenRow = typeof refreshToken.$inferSelect;

export async function insertRefreshToken(
  db: Db,
  row: { id_identidade: string; familia: string; token_hash: string; expira_em: Date },
): Promise<void> {
  await db.insert(refreshToken).values(row);
}

export async function findRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshToken).where(eq(refreshToken.token_hash, tokenHash)).limit(1);
  return row;
}

/** Marks a token used; false when another request used it first. */
export async function markRefreshTokenUsed(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshToken)
    .set({ usado_em: now })
    .where(and(eq(refreshToken.id, id), isNull(refreshToken.usado_em), isNull(refreshToken.revogado_em)))
    .returning({ id: refreshToken.id });
  return rows.length > 0;
}

/**
 * Every revocation also voids the identity tokens issued before it (sessoes_revogadas_em): the
 * database announces it, and every instance refuses them at once. Other sessions' tokens go too;
 * their clients renew them with their refresh tokens, which still count.
 */
async function voidIdentityTokens(db: Db, identityId: string, now: Date): Promise<void> {
  await db.update(identidade).set({ sessoes_revogadas_em: now }).where(eq(identidade.id, identityId));
}

export async function revokeFamily(
  db: Db,
  { familia, id_identidade }: Pick<RefreshTokenRow, 'familia' | 'id_identidade'>,
  now: Date,
): Promise<void> {
  await db
    .update(refreshToken)
    .set({ revogado_em: now })
    .where(and(eq(refreshToken.familia, familia), isNull(refreshToken.revogado_em)));
  await voidIdentityTokens(db, id_identidade, now);
}

export async function revokeAllOfIdentity(db: Db, identityId: string, now: Date): Promise<void> {
  await db
    .update(refreshToken)
    .set({ revogado_em: now })
    .where(and(eq(refreshToken.id_identidade, identityId), isNull(refreshToken.revogado_em)));
  await voidIdentityTokens(db, identityId, now);
}

/**
 * Ends every session of the identity but `keep`, whose unused tokens are retired as a rotation
 * retires them (a later presentation counts as theft): the caller issues its next pair.
 */
export async function revokeOtherSessions(db: Db, identityId: string, keep: string, now: Date): Promise<void> {
  const mine = eq(refreshToken.id_identidade, identityId);
  const open = isNull(refreshToken.revogado_em);
  await db
    .update(refreshToken)
    .set({ revogado_em: now })
    .where(and(mine, open, ne(refreshToken.familia, keep)));
  await db
    .update(refreshToken)
    .set({ usado_em: now })
    .where(and(mine, open, eq(refreshToken.familia, keep), isNull(refreshToken.usado_em)));
  await voidIdentityTokens(db, identityId, now);
}

// One-time codes

export type CodeRow = typeof codigo.$inferSelect;

export async function countCodesSince(db: Db, identityId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(codigo)
    .where(and(eq(codigo.id_identidade, identityId), gt(codigo.created_at, since)));
  return row?.n ?? 0;
}

/** Stores a new code and retires the earlier ones of the same purpose: only the latest is valid. */
export async function replaceCode(
  db: Db,
  row: { id_identidade: string; finalidade: CodePurpose; codigo_hash: string; expira_em: Date },
  now: Date,
): Promise<void> {
  await db
    .update(codigo)
    .set({ usado_em: now })
    .where(
      and(eq(codigo.id_identidade, row.id_identidade), eq(codigo.finalidade, row.finalidade), isNull(codigo.usado_em)),
    );
  await db.insert(codigo).values({ ...row, created_at: now });
}

export async function latestOpenCode(
  db: Db,
  identityId: string,
  finalidade: CodePurpose,
): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(codigo)
    .where(and(eq(codigo.id_identidade, identityId), eq(codigo.finalidade, finalidade), isNull(codigo.usado_em)))
    .orderBy(desc(codigo.created_at))
    .limit(1);
  return row;
}

export async function countCodeAttempt(db: Db, id: string): Promise<void> {
  await db
    .update(codigo)
    .set({ tentativas: sql`least(${codigo.tentativas} + 1, 1000)` })
    .where(eq(codigo.id, id));
}

export async function markCodeUsed(db: Db, id: string, now: Date): Promise<void> {
  await db.update(codigo).set({ usado_em: now }).where(eq(codigo.id, id));
}

/** Removes codes that ended more than a day ago, keeping the table small. */
export async function pruneCodes(db: Db, identityId: string, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 3600 * 1000);
  await db.delete(codigo).where(and(eq(codigo.id_identidade, identityId), lt(codigo.expira_em, dayAgo)));
}

// Accounts

/** The id of the profile so named (created when absent), which holds at least these roles. */
export async function ensureProfile(db: Db, nome: string, roles: string[]): Promise<number> {
  const [existing] = await db.select({ id: perfil.id }).from(perfil).where(eq(perfil.nome, nome)).limit(1);
  const id = existing?.id ?? (await db.insert(perfil).values({ nome }).returning({ id: perfil.id }))[0].id;
  await db
    .insert(perfilRole)
    .values(roles.map((role) => ({ id_perfil: id, role })))
    .onConflictDoNothing();
  return id;
}

export async function insertPerson(
  db: Db,
  person: {
    nome: string;
    sobrenome: string;
    email: string;
    funcionario: boolean;
    perfilId: number;
    senha_hash: string;
    status: IdentityStatus;
  },
): Promise<{ usuarioId: number; identityId: string }> {
  const [u] = await db
    .insert(usuario)
    .values({
      nome: person.nome,
      sobrenome: person.sobrenome || null,
      email: person.email,
      funcionario: person.funcionario,
    })
    .returning({ id: usuario.id });
  await db.insert(usuarioPerfil).values({ id_usuario: u.id, id_perfil: person.perfilId });
  const [identity] = await db
    .insert(identidade)
    .values({ email: person.email, senha_hash: person.senha_hash, status: person.status, id_usuario: u.id })
    .returning({ id: identidade.id });
  return { usuarioId: u.id, identityId: identity.id };
}
