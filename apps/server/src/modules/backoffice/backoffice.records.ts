import { sql, type SQL } from 'drizzle-orm';
import { BACKOFFICE_MSG } from '@intranet/shared/backoffice/backoffice.messages';
import { centsOf } from '@intranet/shared/customer-accounts/customer-accounts.rules';
import { chargebackMayMove, qualificationResult } from '@intranet/shared/backoffice/backoffice.rules';
import type {
  Chargeback,
  ChargebackListFilter,
  Problem,
  ProblemListFilter,
  Qualification,
  QualificationListFilter,
  chargebackInput,
  chargebackPatch,
  problemInput,
  problemPatch,
  qualificationInput,
  qualificationPatch,
} from '@intranet/shared/backoffice/backoffice.schemas';
import type { z } from 'zod';
import { type Db, withActor } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { sqlRows } from '../../db/sql';
import { AppError, conflict, invalid, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { presentChargeback, presentProblem, presentQualification } from './backoffice.presenter';
import * as repo from './backoffice.repository';

type Paged<F> = F & { offset: number; limit: number };
const Q = BACKOFFICE_MSG.qualification;
const P = BACKOFFICE_MSG.problem;
const C = BACKOFFICE_MSG.chargeback;

/** `set a = x, b = y` of the defined entries. */
function assignments(values: Record<string, unknown>): SQL {
  const parts = Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => sql`${sql.identifier(k)} = ${v}`);
  return sql.join(parts, sql`, `);
}

// --- Qualification ------------------------------------------------------------------------------

export async function listQualifications(ctx: OpContext, filter: Paged<QualificationListFilter>) {
  const { rows, total } = await repo.qualificationPage(ctx.db, filter);
  return { total, backoffice_qualificacao: rows.map(presentQualification) };
}

async function qualification(db: Db, id: number): Promise<Qualification> {
  const row = await repo.qualificationById(db, id);
  if (!row) throw notFound(Q.notFound);
  return presentQualification(row);
}
export const getQualification = (ctx: OpContext, id: number) => qualification(ctx.db, id);

async function pendingSale(tx: Db, saleId: number): Promise<void> {
  const [sale] = await sqlRows<{ status: string }>(
    tx,
    sql`select status from vendas_venda where id = ${saleId} for update`,
  );
  if (!sale) throw invalid(Q.saleRequired, [{ path: 'id_venda', message: Q.saleRequired }]);
  if (sale.status !== 'pendente') throw conflict(Q.saleNotPending);
}

/** A sale's qualification (one per sale, only while the sale is pending); the result follows from the checks. */
export async function createQualification(ctx: OpContext, values: z.output<typeof qualificationInput>) {
  try {
    return await withActor(ctx.db, ctx.actor.userId, async (tx) => {
      await pendingSale(tx, values.id_venda);
      const [row] = await sqlRows<{ id: number }>(
        tx,
        sql`insert into backoffice_qualificacao (id_venda, documentos, score, credito, endereco, resultado, observacoes, id_responsavel)
          values (${values.id_venda}, ${values.documentos}, ${values.score ?? null}, ${values.credito}, ${values.endereco},
            ${qualificationResult(values)}, ${values.observacoes ?? ''}, ${ctx.actor.userId})
          returning id`,
      );
      return { insert_backoffice_qualificacao_one: row };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', Q.taken, [{ path: 'id_venda', message: Q.taken }]);
    throw error;
  }
}

export async function editQualification(ctx: OpContext, id: number, patch: z.output<typeof qualificationPatch>) {
  return withActor(ctx.db, ctx.actor.userId, async (tx) => {
    const current = await repo.qualificationById(tx, id);
    if (!current) throw notFound(Q.notFound);
    await pendingSale(tx, current.id_venda);
    const next = {
      documentos: patch.documentos ?? current.documentos,
      credito: patch.credito ?? current.credito,
      endereco: patch.endereco ?? current.endereco,
    };
    await tx.execute(
      sql`update backoffice_qualificacao set ${assignments({
        ...next,
        score: patch.score === undefined ? undefined : patch.score,
        observacoes: patch.observacoes,
        resultado: qualificationResult(next),
        id_responsavel: ctx.actor.userId,
      })} where id = ${id}`,
    );
    return { update_backoffice_qualificacao_by_pk: await qualification(tx, id) };
  });
}

// --- Problems -----------------------------------------------------------------------------------

export async function listProblems(ctx: OpContext, filter: Paged<ProblemListFilter>) {
  const { rows, total } = await repo.problemPage(ctx.db, filter);
  return { total, backoffice_problema: rows.map(presentProblem) };
}

async function problem(db: Db, id: number): Promise<Problem> {
  const row = await repo.problemById(db, id);
  if (!row) throw notFound(P.notFound);
  return presentProblem(row);
}
export const getProblem = (ctx: OpContext, id: number) => problem(ctx.db, id);

async function ownerExists(tx: Db, id: number | null | undefined): Promise<void> {
  if (id === null || id === undefined) return;
  const [row] = await sqlRows<{ id: number }>(tx, sql`select id from rh_usuario where id = ${id} and ativo`);
  if (!row) throw invalid(P.ownerUnknown, [{ path: 'id_responsavel', message: P.ownerUnknown }]);
}

/**
 * A problem names a sale, a customer or both (of one provider); the provider comes from them. Its owner is
 * the one named, or who registers it.
 */
export async function createProblem(ctx: OpContext, values: z.output<typeof problemInput>) {
  return withActor(ctx.db, ctx.actor.userId, async (tx) => {
    const providers: number[] = [];
    if (values.id_venda) {
      const [sale] = await sqlRows<{ sistema: number }>(
        tx,
        sql`select sistema from vendas_venda where id = ${values.id_venda}`,
      );
      if (!sale) throw invalid(P.subjectRequired, [{ path: 'id_venda', message: BACKOFFICE_MSG.sale.notFound }]);
      providers.push(sale.sistema);
    }
    if (values.id_pessoa) {
      const [customer] = await sqlRows<{ sistema: number }>(
        tx,
        sql`select sistema from relacionamento_dados_pessoas where id = ${values.id_pessoa}`,
      );
      if (!customer)
        throw invalid(P.subjectRequired, [{ path: 'id_pessoa', message: BACKOFFICE_MSG.customer.notFound }]);
      providers.push(customer.sistema);
    }
    if (new Set(providers).size > 1)
      throw invalid(P.subjectMismatch, [{ path: 'id_pessoa', message: P.subjectMismatch }]);
    await ownerExists(tx, values.id_responsavel);
    const [row] = await sqlRows<{ id: number }>(
      tx,
      sql`insert into backoffice_problema (sistema, id_venda, id_pessoa, tipo, titulo, descricao, prioridade, status, id_responsavel, resolvido_em)
        values (${providers[0]}, ${values.id_venda ?? null}, ${values.id_pessoa ?? null}, ${values.tipo}, ${values.titulo},
          ${values.descricao ?? ''}, ${values.prioridade}, ${values.status}, ${values.id_responsavel ?? ctx.actor.userId},
          ${values.status === 'resolvido' ? sql`now()` : null})
        returning id`,
    );
    return { insert_backoffice_problema_one: row };
  });
}

/** Resolving stamps when; reopening clears it. */
export async function editProblem(ctx: OpContext, id: number, patch: z.output<typeof problemPatch>) {
  return withActor(ctx.db, ctx.actor.userId, async (tx) => {
    const current = await repo.problemById(tx, id);
    if (!current) throw notFound(P.notFound);
    await ownerExists(tx, patch.id_responsavel);
    const status = patch.status ?? current.status;
    const resolved = status !== 'resolvido' ? null : current.status === 'resolvido' ? sql`resolvido_em` : sql`now()`;
    await tx.execute(
      sql`update backoffice_problema set ${assignments({
        tipo: patch.tipo,
        titulo: patch.titulo,
        descricao: patch.descricao,
        prioridade: patch.prioridade,
        status: patch.status,
        id_responsavel: patch.id_responsavel,
        resolvido_em: resolved,
      })} where id = ${id}`,
    );
    return { update_backoffice_problema_by_pk: await problem(tx, id) };
  });
}

// --- Chargebacks --------------------------------------------------------------------------------

export async function listChargebacks(ctx: OpContext, filter: Paged<ChargebackListFilter>) {
  const { rows, total } = await repo.chargebackPage(ctx.db, filter);
  return { total, backoffice_estorno: rows.map(presentChargeback) };
}

async function chargeback(db: Db, id: number): Promise<Chargeback> {
  const row = await repo.chargebackById(db, id);
  if (!row) throw notFound(C.notFound);
  return presentChargeback(row);
}
export const getChargeback = (ctx: OpContext, id: number) => chargeback(ctx.db, id);

/** The invoice is paid, and what is returned of it (this request and the others not refused) fits in what was paid. */
async function checkInvoice(tx: Db, invoiceId: number, value: number, exceptChargeback?: number) {
  const invoice = await repo.lockInvoice(tx, invoiceId, exceptChargeback);
  if (!invoice) throw invalid(C.invoiceRequired, [{ path: 'id_fatura', message: C.invoiceRequired }]);
  if (invoice.status !== 'paga' || invoice.valor_pago === null)
    throw new AppError('conflict', C.invoiceNotPaid, [{ path: 'id_fatura', message: C.invoiceNotPaid }]);
  const paid = centsOf(invoice.valor_pago);
  const cents = centsOf(value);
  if (cents > paid) throw invalid(C.valueAbovePaid, [{ path: 'valor', message: C.valueAbovePaid }]);
  if (cents + centsOf(Number(invoice.estornado).toFixed(2)) > paid)
    throw invalid(C.valueAboveLeft, [{ path: 'valor', message: C.valueAboveLeft }]);
  return invoice;
}

export async function createChargeback(ctx: OpContext, values: z.output<typeof chargebackInput>) {
  return withActor(ctx.db, ctx.actor.userId, async (tx) => {
    const invoice = await checkInvoice(tx, values.id_fatura, values.valor);
    const [row] = await sqlRows<{ id: number }>(
      tx,
      sql`insert into backoffice_estorno (sistema, id_fatura, id_pessoa, valor, motivo, forma, observacoes, id_responsavel)
        values (${invoice.sistema}, ${invoice.id}, ${invoice.id_pessoa}, ${values.valor.toFixed(2)}, ${values.motivo},
          ${values.forma}, ${values.observacoes ?? ''}, ${ctx.actor.userId})
        returning id`,
    );
    return { insert_backoffice_estorno_one: row };
  });
}

/** Status moves follow the chargeback's lifecycle; a refund done stamps when. */
export async function editChargeback(ctx: OpContext, id: number, patch: z.output<typeof chargebackPatch>) {
  return withActor(ctx.db, ctx.actor.userId, async (tx) => {
    const [current] = await sqlRows<{ status: Chargeback['status']; id_fatura: number; valor: string }>(
      tx,
      sql`select status, id_fatura, valor from backoffice_estorno where id = ${id} for update`,
    );
    if (!current) throw notFound(C.notFound);
    const status = patch.status ?? current.status;
    if (!chargebackMayMove(current.status, status)) throw conflict(C.moveRefused);
    if (current.status === 'estornado' || current.status === 'recusado') {
      if (Object.entries(patch).some(([k, v]) => v !== undefined && k !== 'observacoes')) throw conflict(C.moveRefused);
    }
    if (patch.valor !== undefined && status !== 'recusado') await checkInvoice(tx, current.id_fatura, patch.valor, id);
    await tx.execute(
      sql`update backoffice_estorno set ${assignments({
        valor: patch.valor?.toFixed(2),
        motivo: patch.motivo,
        forma: patch.forma,
        observacoes: patch.observacoes,
        status,
        id_responsavel: ctx.actor.userId,
      })}, estornado_em = ${status === 'estornado' ? (current.status === 'estornado' ? sql`estornado_em` : sql`now()`) : null}
        where id = ${id}`,
    );
    return { update_backoffice_estorno_by_pk: await chargeback(tx, id) };
  });
}
