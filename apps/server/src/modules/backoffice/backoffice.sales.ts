import { sql } from 'drizzle-orm';
import { BACKOFFICE_MSG } from '@intranet/shared/backoffice/backoffice.messages';
import { installationDayAllowed } from '@intranet/shared/backoffice/backoffice.rules';
import type {
  ActivationListFilter,
  HomeResponse,
  SaleListFilter,
  SaleListResponse,
  SaleResponse,
  activateBody,
  cancelBody,
  scheduleBody,
} from '@intranet/shared/backoffice/backoffice.schemas';
import { saleMayMove, type SaleStatus } from '@intranet/shared/backoffice/sale-lifecycle';
import { today } from '@intranet/shared/calendar/days';
import { visitWindow } from '@intranet/shared/client-panel/client-panel.rules';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { withActor } from '../../db/client';
import { sqlRows } from '../../db/sql';
import { conflict, invalid, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { presentContractOption, presentSale } from './backoffice.presenter';
import * as repo from './backoffice.repository';

const M = BACKOFFICE_MSG.sale;
type Paged<F> = F & { offset: number; limit: number };
type Locked = NonNullable<Awaited<ReturnType<typeof repo.lockSale>>>;

export async function listSales(ctx: OpContext, filter: Paged<SaleListFilter>): Promise<SaleListResponse> {
  const { rows, total } = await repo.salePage(ctx.db, filter);
  return { total, vendas_venda: rows.map(presentSale) };
}

export async function listActivations(ctx: OpContext, filter: Paged<ActivationListFilter>): Promise<SaleListResponse> {
  const { rows, total } = await repo.activationPage(ctx.db, filter);
  return { total, vendas_venda: rows.map(presentSale) };
}

export async function home(ctx: OpContext): Promise<HomeResponse> {
  const day = today();
  const counts = await repo.homeCounts(ctx.db);
  const installations = await repo.installationsOn(ctx.db, day);
  return { ...counts, instalacoes_hoje: installations.map(presentSale), dia: day };
}

async function answer(db: Db, id: number): Promise<SaleResponse> {
  const row = await repo.saleById(db, id);
  if (!row) throw notFound(M.notFound);
  const contracts = row.id_pessoa === null ? [] : await repo.contractsOf(db, row.id_pessoa);
  return {
    venda: presentSale(row),
    contratos: contracts.filter((c) => c.sistema === row.sistema).map(presentContractOption),
  };
}

export function getSale(ctx: OpContext, id: number): Promise<SaleResponse> {
  return answer(ctx.db, id);
}

/**
 * A move of a sale, under the acting user (the history records who) and the sale's row lock: the
 * lifecycle is checked on the status as it is now, so two people moving one sale at once cannot both
 * win, and a screen that read an older status is refused with the status the sale has.
 */
async function move(
  ctx: OpContext,
  id: number,
  to: SaleStatus,
  apply: (tx: Db, sale: Locked) => Promise<void>,
): Promise<SaleResponse> {
  return withActor(ctx.db, ctx.actor.userId, async (tx) => {
    const sale = await repo.lockSale(tx, id);
    if (!sale) throw notFound(M.notFound);
    if (!saleMayMove(sale.status, to)) throw conflict(M.moveRefused(sale.status));
    await apply(tx, sale);
    return answer(tx, id);
  });
}

/** A contract the sale may be linked to: the sale's customer's (or, without one, any customer's) at its provider. */
async function contractFor(tx: Db, sale: Locked, contractId: number) {
  const contract = await repo.contractById(tx, contractId);
  const fits =
    contract && contract.sistema === sale.sistema && (sale.id_pessoa === null || contract.id_pessoa === sale.id_pessoa);
  if (!fits) throw invalid(M.contractInvalid, [{ path: 'id_contrato', message: M.contractInvalid }]);
  return contract;
}

/** "Aprovar": only a sale whose qualification passed; links the ERP's customer of the lead's CPF, when there is one. */
export function approve(ctx: OpContext, id: number): Promise<SaleResponse> {
  return move(ctx, id, 'aprovada', async (tx, sale) => {
    if (sale.status === 'instalacao_agendada') throw conflict(M.moveRefused(sale.status));
    const [qualification] = await sqlRows<{ resultado: string }>(
      tx,
      sql`select resultado from backoffice_qualificacao where id_venda = ${id}`,
    );
    if (qualification?.resultado !== 'aprovada') throw conflict(M.qualificationRequired);
    const customer = sale.id_pessoa ?? (await repo.customerByCpf(tx, sale.sistema, sale.cpf));
    await repo.updateSale(tx, id, sql`status = 'aprovada', id_pessoa = ${customer}`);
  });
}

/**
 * "Agendar instalação": a day and a window kept on the sale; with a contract (given, or already
 * linked) an installation order with that window is created, or the linked one moved.
 */
export function schedule(ctx: OpContext, id: number, body: z.output<typeof scheduleBody>): Promise<SaleResponse> {
  if (!installationDayAllowed(body.dia, today())) throw invalid(M.dayInvalid, [{ path: 'dia', message: M.dayInvalid }]);
  const window = visitWindow(body.dia, body.periodo);
  return withActor(ctx.db, ctx.actor.userId, async (tx) => {
    const sale = await repo.lockSale(tx, id);
    if (!sale) throw notFound(M.notFound);
    // Scheduling again moves the window of a scheduled sale.
    if (sale.status !== 'instalacao_agendada' && !saleMayMove(sale.status, 'instalacao_agendada'))
      throw conflict(M.moveRefused(sale.status));
    const contract = body.id_contrato
      ? await contractFor(tx, sale, body.id_contrato)
      : sale.id_contrato
        ? await repo.contractById(tx, sale.id_contrato)
        : undefined;
    let orderId = sale.id_ordem_servico;
    if (orderId !== null && contract && (await orderContract(tx, orderId)) === contract.id)
      await repo.updateOrder(
        tx,
        orderId,
        sql`janela_inicio = ${window.inicio}, janela_fim = ${window.fim}, equipe = ${body.equipe}, status = 'agendada'`,
      );
    else if (contract) {
      if (orderId !== null) await repo.updateOrder(tx, orderId, sql`status = 'cancelada'`);
      orderId = await repo.insertInstallationOrder(tx, {
        sistema: sale.sistema,
        id_contrato: contract.id,
        id_pessoa: contract.id_pessoa,
        inicio: window.inicio,
        fim: window.fim,
        equipe: body.equipe,
      });
    }
    await repo.updateSale(
      tx,
      id,
      sql`status = 'instalacao_agendada', instalacao_inicio = ${window.inicio}, instalacao_fim = ${window.fim},
        instalacao_equipe = ${body.equipe}, id_contrato = ${contract?.id ?? null}, id_pessoa = ${contract?.id_pessoa ?? sale.id_pessoa},
        id_ordem_servico = ${orderId}`,
    );
    return answer(tx, id);
  });
}

async function orderContract(tx: Db, orderId: number): Promise<number | null> {
  const [row] = await sqlRows<{ id_contrato: number }>(
    tx,
    sql`select id_contrato from cliente_ordem_servico where id = ${orderId}`,
  );
  return row?.id_contrato ?? null;
}

/** The installation will not happen on its day: back to approved, the window and its order cancelled. */
export function unschedule(ctx: OpContext, id: number): Promise<SaleResponse> {
  return move(ctx, id, 'aprovada', async (tx, sale) => {
    if (sale.status !== 'instalacao_agendada') throw conflict(M.moveRefused(sale.status));
    if (sale.id_ordem_servico !== null) await repo.updateOrder(tx, sale.id_ordem_servico, sql`status = 'cancelada'`);
    await repo.updateSale(
      tx,
      id,
      sql`status = 'aprovada', instalacao_inicio = null, instalacao_fim = null, instalacao_equipe = null, id_ordem_servico = null`,
    );
  });
}

/** "Ativar": installed; the contract linked (given, or the one scheduled), the installation order concluded. */
export function activate(ctx: OpContext, id: number, body: z.output<typeof activateBody>): Promise<SaleResponse> {
  return move(ctx, id, 'ativa', async (tx, sale) => {
    const contract = body.id_contrato ? await contractFor(tx, sale, body.id_contrato) : undefined;
    if (sale.id_ordem_servico !== null) await repo.updateOrder(tx, sale.id_ordem_servico, sql`status = 'concluida'`);
    await repo.updateSale(
      tx,
      id,
      sql`status = 'ativa', ativada_em = now(), id_contrato = ${contract?.id ?? sale.id_contrato},
        id_pessoa = ${contract?.id_pessoa ?? sale.id_pessoa}`,
    );
  });
}

/** "Cancelar": from any open status, with a reason; an installation order still open is cancelled too. */
export function cancel(ctx: OpContext, id: number, body: z.output<typeof cancelBody>): Promise<SaleResponse> {
  return move(ctx, id, 'cancelada', async (tx, sale) => {
    if (sale.id_ordem_servico !== null)
      await repo.updateOrder(
        tx,
        sale.id_ordem_servico,
        sql`status = case when status in ('aberta', 'agendada', 'em_execucao') then 'cancelada' else status end`,
      );
    await repo.updateSale(tx, id, sql`status = 'cancelada', motivo_cancelamento = ${body.motivo}`);
  });
}
