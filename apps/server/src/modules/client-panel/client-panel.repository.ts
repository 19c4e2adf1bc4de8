import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { CodeChannel, CodePurpose } from '@intranet/shared/client-panel/client-panel.rules';
import type { Db } from '../../db/client';
import { clienteAcesso, clienteAcessoCodigo, clienteAcordo, clientePessoa } from '../../db/schema';
import { sqlRows } from '../../db/sql';

// --- Accounts ---------------------------------------------------------------------------------------

export async function accountByCpf(db: Db, cpf: string) {
  const [row] = await db.select().from(clienteAcesso).where(eq(clienteAcesso.cpf, cpf)).limit(1);
  return row;
}

export async function accountByUser(db: Db, usuarioId: number) {
  const [row] = await db.select().from(clienteAcesso).where(eq(clienteAcesso.id_usuario, usuarioId)).limit(1);
  return row;
}

export async function insertAccount(
  db: Db,
  account: { cpf: string; id_usuario: number; convidado_por?: number | null; primeiro_acesso?: boolean },
) {
  const now = new Date();
  const [row] = await db
    .insert(clienteAcesso)
    .values({
      cpf: account.cpf,
      id_usuario: account.id_usuario,
      convidado_em: account.convidado_por !== undefined ? now : null,
      convidado_por: account.convidado_por ?? null,
      primeiro_acesso_em: account.primeiro_acesso ? now : null,
    })
    .returning();
  return row;
}

export async function markInvited(db: Db, id: number, by: number | null) {
  await db.update(clienteAcesso).set({ convidado_em: new Date(), convidado_por: by }).where(eq(clienteAcesso.id, id));
}

export async function markSignedIn(db: Db, id: number) {
  await db
    .update(clienteAcesso)
    .set({
      ultimo_acesso_em: sql`now()`,
      primeiro_acesso_em: sql`coalesce(${clienteAcesso.primeiro_acesso_em}, now())`,
    })
    .where(eq(clienteAcesso.id, id));
}

// --- Codes ------------------------------------------------------------------------------------------

export async function countCodesSince(db: Db, cpf: string, purpose: CodePurpose, since: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(clienteAcessoCodigo)
    .where(
      and(
        eq(clienteAcessoCodigo.cpf, cpf),
        eq(clienteAcessoCodigo.finalidade, purpose),
        gt(clienteAcessoCodigo.created_at, since),
      ),
    );
  return row.n;
}

/** A new code, voiding the CPF's open codes of the same purpose. */
export async function replaceCode(
  db: Db,
  code: { cpf: string; finalidade: CodePurpose; canal: CodeChannel; codigo_hash: string; expira_em: Date },
) {
  await db
    .update(clienteAcessoCodigo)
    .set({ usado_em: new Date() })
    .where(
      and(
        eq(clienteAcessoCodigo.cpf, code.cpf),
        eq(clienteAcessoCodigo.finalidade, code.finalidade),
        isNull(clienteAcessoCodigo.usado_em),
      ),
    );
  await db.insert(clienteAcessoCodigo).values(code);
}

export async function latestOpenCode(db: Db, cpf: string, purpose: CodePurpose) {
  const [row] = await db
    .select()
    .from(clienteAcessoCodigo)
    .where(
      and(
        eq(clienteAcessoCodigo.cpf, cpf),
        eq(clienteAcessoCodigo.finalidade, purpose),
        isNull(clienteAcessoCodigo.usado_em),
      ),
    )
    .orderBy(desc(clienteAcessoCodigo.created_at))
    .limit(1);
  return row;
}

export async function countCodeAttempt(db: Db, id: string) {
  await db
    .update(clienteAcessoCodigo)
    .set({ tentativas: sql`${clienteAcessoCodigo.tentativas} + 1` })
    .where(eq(clienteAcessoCodigo.id, id));
}

/** Uses a code once: false when another call used it first. */
export async function useCode(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(clienteAcessoCodigo)
    .set({ usado_em: new Date() })
    .where(and(eq(clienteAcessoCodigo.id, id), isNull(clienteAcessoCodigo.usado_em)))
    .returning({ id: clienteAcessoCodigo.id });
  return rows.length === 1;
}

// --- Customer rows ----------------------------------------------------------------------------------

export async function customerRow(db: Db, id: number) {
  const [row] = await db.select().from(clientePessoa).where(eq(clientePessoa.id, id)).limit(1);
  return row;
}

export async function updateCustomerRow(
  db: Db,
  id: number,
  set: Partial<{ nome_razaosocial: string; data_nascimento: string; email: string | null; celular: string | null }>,
) {
  await db.update(clientePessoa).set(set).where(eq(clientePessoa.id, id));
}

// --- Agreements -------------------------------------------------------------------------------------

export type AgreementRow = typeof clienteAcordo.$inferSelect;

export function agreementsOfContract(db: Db, contractId: number) {
  return db
    .select()
    .from(clienteAcordo)
    .where(eq(clienteAcordo.id_contrato, contractId))
    .orderBy(desc(clienteAcordo.created_at), desc(clienteAcordo.id))
    .limit(20);
}

/** The invoices of the contract's live agreement (they are no longer the customer's to negotiate). */
export async function invoicesInLiveAgreements(db: Db, contractId: number): Promise<Set<number>> {
  const rows = await sqlRows<{ id: number }>(
    db,
    sql`select unnest(faturas) as id from cliente_acordo where id_contrato = ${contractId} and status in ('solicitado', 'ativo')`,
  );
  return new Set(rows.map((r) => Number(r.id)));
}

export async function insertAgreement(db: Db, agreement: typeof clienteAcordo.$inferInsert): Promise<AgreementRow> {
  const [row] = await db.insert(clienteAcordo).values(agreement).returning();
  return row;
}
