import { SPONSORSHIP_MSG as M } from '@intranet/shared/sponsorship/sponsorship.messages';
import {
  SPONSORSHIP_PHOTO_TYPES,
  SPONSORSHIP_STEPS,
  budgetLeft,
  mayEditStep,
  mayReject,
  mayTakeStep,
  sponsorshipReturn,
  type SponsorshipStatus,
  type SponsorshipStep,
} from '@intranet/shared/sponsorship/sponsorship.rules';
import type {
  BudgetRow,
  BudgetStanding,
  SponsorshipDetail,
  SponsorshipListFilter,
  SponsorshipRow,
} from '@intranet/shared/sponsorship/sponsorship.schemas';
import type { z } from 'zod';
import type {
  budgetInput,
  justificationInput,
  mediaInput,
  negotiationInput,
  postEventInput,
  viabilityInput,
} from '@intranet/shared/sponsorship/sponsorship.schemas';
import { LEAD_FORM_PATH } from '@intranet/shared/leads/leads.rules';
import { providerFlagOf } from '@intranet/shared/tracking-links/tracking-links.rules';
import { type Db, withActor } from '../../db/client';
import { iso } from '../../db/sql';
import { conflict, invalid, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import type { Sender } from '../../platform/messaging/sender';
import { leadsPublic } from '../leads/leads.public';
import { trackingLinksPublic } from '../tracking-links/tracking-links.public';
import * as repo from './sponsorship.repository';

/** The sales campaign and channel every sponsorship's link is made under (docs/sponsorship.md). */
export const SPONSORSHIP_CAMPAIGN = 'Patrocínios';
export const SPONSORSHIP_CHANNEL = 'Patrocínio';

type Saved = { id: number; status: SponsorshipStatus };
const money = (v: string | null | undefined) => (v === null || v === undefined ? null : Number(v));

/** The lead form's address for a link: leads left there carry the link, as from the link itself. */
export function leadFormUrl(origin: string, idLink: number): string {
  return `${origin}${LEAD_FORM_PATH}?lnk=${idLink}`;
}

export async function listRequests({ db }: OpContext, filter: SponsorshipListFilter) {
  const { rows, total } = await repo.list(db, filter);
  const marketing_patrocinio: SponsorshipRow[] = rows.map((r) => ({
    id: r.id,
    protocolo: r.protocolo,
    evento: r.evento,
    data_evento: r.data_evento,
    cidade: r.cidade,
    publico_esperado: r.publico_esperado,
    organizador: r.organizador,
    empresa: { id: r.id_empresa, nome: r.empresa_nome },
    status: r.status,
    custo: money(r.custo),
    valor: money(r.valor),
    created_at: iso(r.created_at)!,
  }));
  return { total, marketing_patrocinio };
}

/** A provider's budget for a year, what its approved sponsorships committed and what is left. */
async function standing(db: Db, idEmpresa: number, ano: number): Promise<BudgetStanding> {
  const [budgets, committed] = await Promise.all([repo.budgets(db, ano), repo.committed(db, ano, idEmpresa)]);
  const orcamento = money(budgets.find((b) => b.id_empresa === idEmpresa)?.valor);
  const comprometido = money(committed[0]?.valor) ?? 0;
  return { ano, orcamento, comprometido, restante: budgetLeft(orcamento, comprometido) };
}

/** Everything about a request: what was asked, each step's record, the budget, the link and the return. */
export async function getRequest({ db }: OpContext, id: number, origin: string): Promise<SponsorshipDetail> {
  const found = await repo.findRequest(db, id);
  if (!found) throw notFound(M.notFound);
  const r = found.request;
  const [just, viab, nego, post, apresentacao, link] = await Promise.all([
    repo.justificationOf(db, id),
    repo.viabilityOf(db, id),
    repo.negotiationOf(db, id),
    repo.postEventOf(db, id),
    repo.fileOf(db, r.id_apresentacao),
    repo.linkOf(db, r.id_link),
  ]);
  const [orcamento, contrato, midias, returns] = await Promise.all([
    standing(db, r.id_empresa, Number(r.data_evento.slice(0, 4))),
    repo.fileOf(db, nego?.row.id_contrato ?? null),
    post ? repo.mediaOf(db, post.row.id) : Promise.resolve([]),
    link ? leadsPublic.linkReturns(db, [link.id]) : Promise.resolve(new Map()),
  ]);
  const meta = (s: { row: { id: number; created_at: Date; updated_at: Date }; usuario: string | null }) => ({
    id: s.row.id,
    usuario: s.usuario,
    created_at: iso(s.row.created_at)!,
    updated_at: iso(s.row.updated_at)!,
  });
  const file = (f: Awaited<ReturnType<typeof repo.fileOf>>) =>
    f && { id: f.id, nome: f.nome, mime: f.mime, tamanho: f.tamanho };
  const sums = link ? (returns.get(link.id) ?? { leads: 0, vendas: 0, faturamento: 0 }) : null;
  return {
    id: r.id,
    protocolo: r.protocolo,
    empresa: { id: r.id_empresa, nome: found.empresa_nome },
    evento: r.evento,
    data_evento: r.data_evento,
    cidade: r.cidade,
    publico_esperado: r.publico_esperado,
    pedidos: r.pedidos as SponsorshipDetail['pedidos'],
    valor_pedido: money(r.valor_pedido),
    descricao_pedido: r.descricao_pedido,
    contrapartidas: r.contrapartidas as SponsorshipDetail['contrapartidas'],
    descricao_contrapartida: r.descricao_contrapartida,
    organizador: r.organizador,
    organizacao: r.organizacao,
    email: r.email,
    telefone: r.telefone,
    apresentacao: file(apresentacao),
    status: r.status,
    motivo_recusa: r.motivo_recusa,
    recusado_em: iso(r.recusado_em),
    created_at: iso(r.created_at)!,
    updated_at: iso(r.updated_at)!,
    justificativa: just
      ? {
          ...meta(just),
          aderencia_publico: just.row.aderencia_publico,
          estrategia_regiao: just.row.estrategia_regiao,
          observacoes: just.row.observacoes,
        }
      : null,
    viabilidade: viab
      ? {
          ...meta(viab),
          custo: Number(viab.row.custo),
          alcance_esperado: viab.row.alcance_esperado,
          leads_esperados: viab.row.leads_esperados,
          parecer: viab.row.parecer,
        }
      : null,
    orcamento,
    negociacao: nego
      ? {
          ...meta(nego),
          contrapartidas_acordadas: nego.row.contrapartidas_acordadas,
          valor: Number(nego.row.valor),
          data_inicio: nego.row.data_inicio,
          data_fim: nego.row.data_fim,
          contrato: file(contrato),
          aprovado_por: nego.aprovador,
          aprovado_em: iso(nego.row.aprovado_em),
        }
      : null,
    pos_evento: post ? { ...meta(post), publico_real: post.row.publico_real, relato: post.row.relato, midias } : null,
    link: link ? { ...link, formulario: leadFormUrl(origin, link.id) } : null,
    retorno: sums && nego ? sponsorshipReturn({ investimento: Number(nego.row.valor), ...sums }) : null,
  };
}

/**
 * Runs a step on a locked request: refused with 409 unless the request is where the step starts
 * (`edit`: where the step's record may still change).
 */
async function onRequest(
  { db, actor }: OpContext,
  id: number,
  check: { step: SponsorshipStep } | { edit: Parameters<typeof mayEditStep>[1] },
  work: (
    tx: Db,
    request: NonNullable<Awaited<ReturnType<typeof repo.lockRequest>>>,
  ) => Promise<SponsorshipStatus | void>,
): Promise<Saved> {
  return withActor(db, actor.userId, async (tx) => {
    const request = await repo.lockRequest(tx, id);
    if (!request) throw notFound(M.notFound);
    if ('step' in check && !mayTakeStep(request.status, check.step)) throw conflict(M.outOfOrder(check.step));
    if ('edit' in check && !mayEditStep(request.status, check.edit)) throw conflict(M.notEditable);
    const next = await work(tx, request);
    if (next && next !== request.status) await repo.setStatus(tx, id, { status: next });
    return { id, status: next || request.status };
  });
}

/** Triage: the request moves on to justification. */
export function triage(ctx: OpContext, id: number): Promise<Saved> {
  return onRequest(ctx, id, { step: 'triage' }, async () => SPONSORSHIP_STEPS.triage.to);
}

/** Refusal with a reason; the organizer is told by e-mail (after the refusal is stored). */
export async function reject(ctx: OpContext, id: number, motivo: string, sender: Sender): Promise<Saved> {
  let mail: { to: string; subject: string; body: string } | null = null;
  const saved = await withActor(ctx.db, ctx.actor.userId, async (tx) => {
    const request = await repo.lockRequest(tx, id);
    if (!request) throw notFound(M.notFound);
    if (!mayReject(request.status)) throw conflict(M.notRejectable);
    await repo.setStatus(tx, id, { status: 'recusado', motivo_recusa: motivo, recusado_em: new Date() });
    const company = await repo.company(tx, request.id_empresa);
    mail = {
      to: request.email,
      subject: M.rejectionSubject(request.protocolo),
      body: M.rejectionBody({ ...request, provedor: company?.nome ?? 'empresa', motivo }),
    };
    return { id, status: 'recusado' as const };
  });
  if (mail) await sender.send({ channel: 'email', ...(mail as { to: string; subject: string; body: string }) });
  return saved;
}

type Input<S extends z.ZodType> = z.output<S>;

export function createJustification(ctx: OpContext, id: number, input: Input<typeof justificationInput>) {
  return onRequest(ctx, id, { step: 'justification' }, async (tx) => {
    await repo.insertJustification(tx, id, { ...input, id_usuario: ctx.actor.userId });
    return SPONSORSHIP_STEPS.justification.to;
  });
}
export function updateJustification(ctx: OpContext, id: number, input: Input<typeof justificationInput>) {
  return onRequest(ctx, id, { edit: 'justification' }, (tx) =>
    repo.updateJustification(tx, id, { ...input, id_usuario: ctx.actor.userId }),
  );
}

const viabilityValues = (input: Input<typeof viabilityInput>) => ({ ...input, custo: String(input.custo) });
export function createViability(ctx: OpContext, id: number, input: Input<typeof viabilityInput>) {
  return onRequest(ctx, id, { step: 'viability' }, async (tx) => {
    await repo.insertViability(tx, id, { ...viabilityValues(input), id_usuario: ctx.actor.userId });
    return SPONSORSHIP_STEPS.viability.to;
  });
}
export function updateViability(ctx: OpContext, id: number, input: Input<typeof viabilityInput>) {
  return onRequest(ctx, id, { edit: 'viability' }, (tx) =>
    repo.updateViability(tx, id, { ...viabilityValues(input), id_usuario: ctx.actor.userId }),
  );
}

/** A file the staff uploaded to the sponsorship bucket (`photo`: an image). */
async function checkedFile(db: Db, fileId: string | null | undefined, path: string, photo = false) {
  if (!fileId) return null;
  const file = await repo.fileOf(db, fileId);
  if (!file || file.bucket !== 'patrocinios') throw invalid(M.fileUnknown, [{ path, message: M.fileUnknown }]);
  if (photo && !(SPONSORSHIP_PHOTO_TYPES as readonly string[]).includes(file.mime))
    throw invalid(M.photoType, [{ path, message: M.photoType }]);
  return file.id;
}

async function negotiationValues(ctx: OpContext, tx: Db, input: Input<typeof negotiationInput>) {
  return {
    contrapartidas_acordadas: input.contrapartidas_acordadas,
    valor: String(input.valor),
    data_inicio: input.data_inicio,
    data_fim: input.data_fim,
    id_contrato: await checkedFile(tx, input.id_contrato, 'id_contrato'),
    id_usuario: ctx.actor.userId,
  };
}
export function createNegotiation(ctx: OpContext, id: number, input: Input<typeof negotiationInput>) {
  return onRequest(ctx, id, { step: 'negotiation' }, async (tx) => {
    if (!(await repo.insertNegotiation(tx, id, await negotiationValues(ctx, tx, input)))) throw conflict(M.notEditable);
  });
}
export function updateNegotiation(ctx: OpContext, id: number, input: Input<typeof negotiationInput>) {
  return onRequest(ctx, id, { edit: 'negotiation' }, async (tx) => {
    if (!(await repo.updateNegotiation(tx, id, await negotiationValues(ctx, tx, input)))) throw notFound(M.notFound);
  });
}

/**
 * The manager approves the negotiation (with its contract): the request is approved and gets its own
 * tracking link under the sponsorships' campaign and channel, in the same transaction.
 */
export function approve(ctx: OpContext, id: number, origin: string) {
  return onRequest(ctx, id, { step: 'approval' }, async (tx, request) => {
    const nego = await repo.negotiationOf(tx, id);
    if (!nego?.row.id_contrato) throw conflict(M.approvalNeedsContract);
    const link = await trackingLinksPublic.create(
      tx,
      {
        id_empresa: request.id_empresa,
        id_campanha: await repo.campaignNamed(tx, SPONSORSHIP_CAMPAIGN),
        id_canal: await repo.channelNamed(tx, SPONSORSHIP_CHANNEL),
        id_usuario: ctx.actor.userId,
      },
      origin,
    );
    await repo.updateNegotiation(tx, id, { aprovado_por: ctx.actor.userId, aprovado_em: new Date() });
    await repo.setStatus(tx, id, { id_link: link.id });
    return SPONSORSHIP_STEPS.approval.to;
  });
}

export function createPostEvent(ctx: OpContext, id: number, input: Input<typeof postEventInput>) {
  return onRequest(ctx, id, { step: 'postEvent' }, async (tx) => {
    await repo.insertPostEvent(tx, id, { ...input, id_usuario: ctx.actor.userId });
    return SPONSORSHIP_STEPS.postEvent.to;
  });
}
export function updatePostEvent(ctx: OpContext, id: number, input: Input<typeof postEventInput>) {
  return onRequest(ctx, id, { edit: 'postEvent' }, (tx) =>
    repo.updatePostEvent(tx, id, { ...input, id_usuario: ctx.actor.userId }),
  );
}

/** A photo or a file of the post-event (the post-event must exist). */
export function addMedia(ctx: OpContext, id: number, input: Input<typeof mediaInput>) {
  return onRequest(ctx, id, { edit: 'postEvent' }, async (tx) => {
    const post = await repo.postEventOf(tx, id);
    if (!post) throw notFound(M.notFound);
    const fileId = (await checkedFile(tx, input.id_arquivo, 'id_arquivo', input.tipo === 'foto'))!;
    await repo.insertMedia(tx, {
      id_pos_evento: post.row.id,
      id_arquivo: fileId,
      tipo: input.tipo,
      legenda: input.legenda,
    });
  });
}
export function removeMedia(ctx: OpContext, id: number, idMidia: number) {
  return onRequest(ctx, id, { edit: 'postEvent' }, async (tx) => {
    const post = await repo.postEventOf(tx, id);
    if (!post || !(await repo.removeMedia(tx, post.row.id, idMidia))) throw notFound(M.notFound);
  });
}

/** Every provider's budget for a year, what was committed and what is left. */
export async function budgets({ db }: OpContext, ano: number): Promise<BudgetRow[]> {
  const [companies, rows, committed] = await Promise.all([
    repo.companies(db),
    repo.budgets(db, ano),
    repo.committed(db, ano),
  ]);
  return companies
    .filter((c) => providerFlagOf(c.nome) !== null)
    .map((c) => {
      const orcamento = money(rows.find((b) => b.id_empresa === c.id)?.valor);
      const comprometido = money(committed.find((b) => b.id_empresa === c.id)?.valor) ?? 0;
      return {
        id_empresa: c.id,
        empresa: c.nome,
        ano,
        orcamento,
        comprometido,
        restante: budgetLeft(orcamento, comprometido),
      };
    });
}

export async function setBudget(ctx: OpContext, input: Input<typeof budgetInput>): Promise<BudgetRow[]> {
  const company = await repo.company(ctx.db, input.id_empresa);
  if (!company || !providerFlagOf(company.nome))
    throw invalid(M.providerUnknown, [{ path: 'id_empresa', message: M.providerUnknown }]);
  await withActor(ctx.db, ctx.actor.userId, (tx) =>
    repo.setBudget(tx, { id_empresa: input.id_empresa, ano: input.ano, valor: String(input.valor) }),
  );
  return budgets(ctx, input.ano);
}
