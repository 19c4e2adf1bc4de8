import type { z } from 'zod';
import { dayAt, today } from '@intranet/shared/calendar/days';
import { blockValueOf } from '@intranet/shared/sales/pricing.schemas';
import { PIPELINE_MSG as MSG } from '@intranet/shared/sales/pipeline.messages';
import { deadlineOf, SALES_SETTINGS_DEFAULTS } from '@intranet/shared/sales/pipeline.rules';
import type {
  bulkAssignBody,
  bulkMoveBody,
  externalRegisterBody,
  ExternalRegisterResponse,
  feasibilityQuery,
  FeasibilityResponse,
  InternalHomeResponse,
  leadContactBody,
  leadMoveBody,
  MyLeadsResponse,
  OfferedPlansResponse,
  PipelineCountsResponse,
  PipelineLead,
  PipelineLeadDetail,
  PipelineListFilter,
  PipelineListResponse,
  pipelineCountsQuery,
  SalesSettings,
  salesSettingsBody,
  SellersResponse,
} from '@intranet/shared/sales/pipeline.schemas';
import { withActor } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { conflict, invalid, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { presentChange, presentLead } from './sales-pipeline.presenter';
import * as repo from './sales-pipeline.repository';

/** The server's clock: every overdue, deadline and change instant is read here (the tests pin it). */
const clock = () => new Date();

/** A reopened lead that clashes with another open lead of the same person and provider. */
const rethrowOpenClash = (error: unknown): never => {
  if (isUniqueViolation(error)) throw conflict(MSG.openLeadExists);
  throw error;
};

export async function listPipeline(ctx: OpContext, filter: PipelineListFilter): Promise<PipelineListResponse> {
  const now = clock();
  const { rows, total } = await repo.page(ctx.db, filter, now);
  return { total, leads: rows.map((row) => presentLead(row, now)) };
}

export async function pipelineCounts(
  ctx: OpContext,
  filter: z.output<typeof pipelineCountsQuery>,
): Promise<PipelineCountsResponse> {
  return { contagens: await repo.counts(ctx.db, filter, clock()) };
}

export async function leadDetail(ctx: OpContext, id: number): Promise<PipelineLeadDetail> {
  const now = clock();
  const row = await repo.leadById(ctx.db, id);
  if (!row) throw notFound(MSG.leadNotFound);
  const [history, sale] = await Promise.all([repo.statusHistory(ctx.db, id), repo.saleOfLead(ctx.db, id)]);
  return {
    ...presentLead(row, now),
    historico: history.map(presentChange),
    venda: sale
      ? {
          id: sale.id,
          plano_nome: sale.plano_nome,
          valor_mensal: Number(sale.valor_mensal),
          valor_instalacao: Number(sale.valor_instalacao),
          fidelidade_meses: sale.fidelidade_meses,
          status: sale.status,
          vendida_em: new Date(sale.vendida_em).toISOString(),
        }
      : null,
  };
}

async function answerLead(ctx: OpContext, id: number, now: Date): Promise<PipelineLead> {
  const row = await repo.leadById(ctx.db, id);
  if (!row) throw notFound(MSG.leadNotFound);
  return presentLead(row, now);
}

async function settingsFor(db: OpContext['db'], idEmpresa: number) {
  const row = await repo.settingsOf(db, idEmpresa);
  return row ?? { id_empresa: idEmpresa, ...SALES_SETTINGS_DEFAULTS };
}

/**
 * Moves one lead: one audited, timed status change. A sale needs a plan offered today by the lead's
 * provider and records it (`vendas_venda`, pendente) with the plan's values of this moment, the lead's
 * value and day for results and ROAS, and the referral bonus of the moment when someone brought the lead.
 */
export async function moveLead(ctx: OpContext, id: number, body: z.output<typeof leadMoveBody>): Promise<PipelineLead> {
  const now = clock();
  await withActor(ctx.db, ctx.actor.userId, async (tx) => {
    const lead = await repo.lockLead(tx, id);
    if (!lead) throw notFound(MSG.leadNotFound);
    if (lead.status === 'vendido') throw conflict(MSG.alreadySold);
    const target = { status: body.status, motivo: body.motivo, texto: body.texto };
    if (body.status === 'vendido') {
      const day = dayAt(now);
      const plan = body.id_plano ? await repo.planById(tx, body.id_plano, day) : undefined;
      if (!plan || plan.id_empresa !== lead.id_empresa || !plan.ofertado)
        throw invalid(MSG.planNotOffered, [{ path: 'id_plano', message: MSG.planNotOffered }]);
      const moved = await repo.moveLeads(tx, [id], target, ctx.actor.userId, now);
      if (moved.length === 0) return;
      const settings = await settingsFor(tx, lead.id_empresa);
      const seller = lead.id_vendedor ?? ctx.actor.userId;
      await repo.insertSale(tx, {
        id_lead: id,
        sistema: lead.id_empresa,
        id_pessoa: lead.id_pessoa,
        id_plano_venda: plan.id,
        plano_nome: plan.nome,
        download_mbps: plan.download_mbps,
        valor_mensal: plan.valor_mensal,
        valor_instalacao: plan.valor_instalacao,
        fidelidade_meses: plan.fidelidade_meses,
        id_vendedor: seller,
        vendida_em: now,
      });
      await repo.markSold(tx, id, {
        id_plano: plan.id,
        valor_venda: plan.valor_mensal,
        data_venda: day,
        bonus: lead.id_indicador === null ? null : String(settings.bonus_indicacao),
        id_vendedor: seller,
      });
      return;
    }
    await repo.moveLeads(tx, [id], target, ctx.actor.userId, now);
  }).catch(rethrowOpenClash);
  return answerLead(ctx, id, now);
}

/**
 * A contact attempt. Answered: a new lead goes em_contato (the change marked as a contact), a lead
 * further on keeps its status with the contact recorded. Not answered: one more attempt; at the
 * provider's maximum the lead is inactivated by the same call.
 */
export async function contactLead(
  ctx: OpContext,
  id: number,
  body: z.output<typeof leadContactBody>,
): Promise<PipelineLead> {
  const now = clock();
  await withActor(ctx.db, ctx.actor.userId, async (tx) => {
    const lead = await repo.lockLead(tx, id);
    if (!lead) throw notFound(MSG.leadNotFound);
    if (lead.status === 'vendido') throw conflict(MSG.alreadySold);
    if (body.atendeu && lead.status === 'novo') {
      await repo.moveLeads(tx, [id], { status: 'em_contato', motivo: null, texto: body.texto }, ctx.actor.userId, now);
      await repo.markLatestAsContact(tx, id);
      return;
    }
    await repo.recordAttempt(
      tx,
      lead,
      body.atendeu,
      body.texto ?? (body.atendeu ? null : 'Não atendeu'),
      ctx.actor.userId,
      now,
    );
    const settings = await settingsFor(tx, lead.id_empresa);
    if (!body.atendeu && lead.motivo === null && lead.tentativas + 1 >= settings.tentativas_max) {
      await repo.moveLeads(
        tx,
        [id],
        { status: 'perdido', motivo: 'inativado', texto: `Sem resposta após ${settings.tentativas_max} tentativas.` },
        ctx.actor.userId,
        now,
      );
    }
  });
  return answerLead(ctx, id, now);
}

/** Moves the selected leads, each one audited change (sold leads and those already there stay). */
export async function bulkMove(ctx: OpContext, body: z.output<typeof bulkMoveBody>): Promise<{ alterados: number }> {
  const now = clock();
  const moved = await withActor(ctx.db, ctx.actor.userId, (tx) =>
    repo.moveLeads(
      tx,
      body.ids,
      { status: body.status, motivo: body.motivo, texto: body.texto },
      ctx.actor.userId,
      now,
    ),
  ).catch(rethrowOpenClash);
  return { alterados: moved.length };
}

/**
 * Assigns the selected leads to a seller active at their provider, or, with no seller named, to the
 * active sellers of each lead's provider round-robin.
 */
export async function bulkAssign(
  ctx: OpContext,
  body: z.output<typeof bulkAssignBody>,
): Promise<{ alterados: number }> {
  const now = clock();
  return withActor(ctx.db, ctx.actor.userId, async (tx) => {
    const leads = await repo.providersOfLeads(tx, body.ids);
    let changed = 0;
    for (const lead of leads) {
      const seller = body.id_vendedor
        ? (await repo.sellerActiveAt(tx, body.id_vendedor, lead.id_empresa))
          ? body.id_vendedor
          : null
        : await repo.nextSeller(tx, lead.id_empresa);
      if (seller === null) continue;
      await repo.assignLead(tx, lead.id, seller, now);
      changed++;
    }
    if (changed === 0 && leads.length > 0) {
      const message = body.id_vendedor ? MSG.sellerNotActive : MSG.noActiveSeller;
      throw invalid(message, [{ path: 'id_vendedor', message }]);
    }
    return { alterados: changed };
  });
}

export async function listSellers(ctx: OpContext, idEmpresa: number | undefined): Promise<SellersResponse> {
  return { vendedores: await repo.sellers(ctx.db, idEmpresa) };
}

export async function internalHome(ctx: OpContext): Promise<InternalHomeResponse> {
  const now = clock();
  const { summary, proximos } = await repo.homeOf(ctx.db, ctx.actor.userId, now, dayAt(now));
  return {
    meus_abertos: summary.meus_abertos,
    vencem_hoje: summary.vencem_hoje,
    atrasados: summary.atrasados,
    sem_vendedor: summary.sem_vendedor,
    tempo_medio_primeiro_contato_min: summary.tempo_medio === null ? null : Number(summary.tempo_medio),
    proximos: proximos.map((row) => presentLead(row, now)),
  };
}

const presentSettings = (row: Awaited<ReturnType<typeof settingsFor>>): SalesSettings => ({
  id_empresa: row.id_empresa,
  sla_novo_horas: row.sla_novo_horas,
  sla_upgrade_horas: row.sla_upgrade_horas,
  sla_downgrade_horas: row.sla_downgrade_horas,
  tentativas_max: row.tentativas_max,
  bonus_indicacao: Number(row.bonus_indicacao),
});

export async function salesSettings(ctx: OpContext, idEmpresa: number): Promise<SalesSettings> {
  if (!(await repo.companyName(ctx.db, idEmpresa))) throw notFound();
  return presentSettings(await settingsFor(ctx.db, idEmpresa));
}

export async function saveSalesSettings(
  ctx: OpContext,
  idEmpresa: number,
  body: z.output<typeof salesSettingsBody>,
): Promise<SalesSettings> {
  if (!(await repo.companyName(ctx.db, idEmpresa))) throw notFound();
  await withActor(ctx.db, ctx.actor.userId, (tx) => repo.saveSettings(tx, { id_empresa: idEmpresa, ...body }));
  return salesSettings(ctx, idEmpresa);
}

export async function feasibility(
  ctx: OpContext,
  query: z.output<typeof feasibilityQuery>,
): Promise<FeasibilityResponse> {
  const known = await repo.knownAddress(ctx.db, query.cep);
  const address = {
    cep: query.cep,
    cidade: query.cidade || known?.cidade,
    bairro: query.bairro || known?.bairro,
    logradouro: query.logradouro || known?.logradouro,
  };
  const area = await repo.coverageOf(ctx.db, query.id_empresa, address);
  return { viabilidade: area ? 'viavel' : 'sem_cobertura', area: area?.nome ?? null, endereco: known ?? null };
}

export async function offeredPlans(ctx: OpContext, idEmpresa: number): Promise<OfferedPlansResponse> {
  const rows = await repo.offeredPlans(ctx.db, idEmpresa, today());
  return {
    planos: rows.map((p) => ({
      ...p,
      valor_mensal: Number(p.valor_mensal),
      valor_instalacao: Number(p.valor_instalacao),
    })),
  };
}

/**
 * The external register: the person who registers brings the lead. Its address is checked on the
 * spot: on the blocklist → bloqueado; outside coverage → sem cobertura; otherwise a new lead with its
 * deadline (the SLA of its kind) and a seller of the provider, round-robin.
 */
export async function registerLead(
  ctx: OpContext,
  body: z.output<typeof externalRegisterBody>,
): Promise<ExternalRegisterResponse> {
  const now = clock();
  if (!(await repo.companyName(ctx.db, body.id_empresa)))
    throw invalid(MSG.providerUnknown, [{ path: 'id_empresa', message: MSG.providerUnknown }]);
  return withActor(ctx.db, ctx.actor.userId, async (tx) => {
    if (await repo.openLeadExists(tx, body.id_empresa, body.cpf))
      throw invalid(MSG.openLeadExists, [{ path: 'cpf', message: MSG.openLeadExists }]);
    let customer: { id_pessoa: number; id_contrato: number | null } | undefined;
    if (body.tipo !== 'novo') {
      customer = await repo.customerOf(tx, body.id_empresa, body.cpf);
      if (!customer) throw invalid(MSG.customerNotFound, [{ path: 'cpf', message: MSG.customerNotFound }]);
    }
    if (body.id_plano) {
      const plan = await repo.planById(tx, body.id_plano, dayAt(now));
      if (!plan || plan.id_empresa !== body.id_empresa || !plan.ofertado)
        throw invalid(MSG.planNotOffered, [{ path: 'id_plano', message: MSG.planNotOffered }]);
    }
    const blocked = await repo.blockedBy(tx, body.id_empresa, {
      cpf: body.cpf,
      telefone: body.telefone,
      endereco: blockValueOf(`${body.cep}:${body.numero}`),
    });
    const area = await repo.coverageOf(tx, body.id_empresa, body);
    const motivo = blocked ? 'bloqueado' : area ? null : 'sem_cobertura';
    const settings = await settingsFor(tx, body.id_empresa);
    const seller = motivo === null ? await repo.nextSeller(tx, body.id_empresa) : null;
    const id = await repo
      .insertLead(tx, {
        nome: body.nome,
        telefone: body.telefone,
        cpf: body.cpf,
        email: body.email || null,
        cep: body.cep,
        logradouro: body.logradouro,
        numero: body.numero,
        complemento: body.complemento,
        bairro: body.bairro,
        cidade: body.cidade,
        uf: body.uf,
        id_empresa: body.id_empresa,
        tipo: body.tipo,
        status: motivo === null ? 'novo' : 'perdido',
        motivo,
        motivo_texto: blocked ? blocked.motivo : body.observacao,
        viabilidade: area ? 'viavel' : 'sem_cobertura',
        id_cobertura: area?.id ?? null,
        id_vendedor: seller,
        id_indicador: ctx.actor.userId,
        id_pessoa: customer?.id_pessoa ?? null,
        id_contrato: customer?.id_contrato ?? null,
        id_plano: body.id_plano ?? null,
        prazo: deadlineOf(now, settings, body.tipo),
        now,
      })
      .catch(rethrowOpenClash);
    const sellerName = seller === null ? null : (await repo.sellers(tx, body.id_empresa)).find((s) => s.id === seller);
    return {
      id,
      viabilidade: area ? 'viavel' : 'sem_cobertura',
      motivo,
      vendedor: sellerName ? { nome: sellerName.nome } : null,
    };
  });
}

export async function myLeads(ctx: OpContext, query: { limit: number; offset: number }): Promise<MyLeadsResponse> {
  const now = clock();
  const { rows, total, vendidos, bonus_total } = await repo.leadsBroughtBy(
    ctx.db,
    ctx.actor.userId,
    query.limit,
    query.offset,
  );
  return {
    total,
    vendidos,
    bonus_total: Number(bonus_total ?? 0),
    leads: rows.map((row) => presentLead(row, now)),
  };
}
