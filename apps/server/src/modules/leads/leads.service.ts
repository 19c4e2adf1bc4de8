import { today } from '@intranet/shared/calendar/days';
import { LEADS_MSG as MSG } from '@intranet/shared/leads/leads.messages';
import type {
  externalLeadBody,
  Lead,
  LeadListFilter,
  LeadListResponse,
  LeadOriginResponse,
  leadStatusPatch,
} from '@intranet/shared/leads/leads.schemas';
import { providerFlagOf } from '@intranet/shared/tracking-links/tracking-links.rules';
import type { z } from 'zod';
import { withActor } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { AppError, invalid, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { trackingLinksPublic as links } from '../tracking-links/tracking-links.public';
import { presentLead } from './leads.presenter';
import * as repo from './leads.repository';

type ExternalLead = z.output<typeof externalLeadBody>;
type StatusPatch = z.output<typeof leadStatusPatch>;

/** `GET v1/lead/externo/origem`: the providers, and the one the form's link (or destination) belongs to. */
export async function leadOrigin(ctx: OpContext, query: { lnk?: number; dst?: number }): Promise<LeadOriginResponse> {
  const provedores = (await repo.companies(ctx.db)).filter((c) => providerFlagOf(c.nome) !== null);
  let id_empresa: number | null = null;
  if (query.lnk !== undefined) id_empresa = (await links.linkAttribution(ctx.db, query.lnk))?.id_empresa ?? null;
  if (id_empresa === null && query.dst !== undefined)
    id_empresa = (await links.destination(ctx.db, query.dst))?.id_empresa ?? null;
  return { id_empresa, provedores };
}

/**
 * `POST v1/lead/externo`: a person leaves their data. A known link (`lnk`) attributes the lead to its
 * provider, campaign, channel and destination; otherwise the destination gives the provider, and the
 * campaign and channel the form arrived with are kept when they exist. A person who already has an
 * open lead at the provider gets the same answer and no second lead.
 */
export async function submitExternalLead(ctx: OpContext, body: ExternalLead): Promise<{ ok: true }> {
  const link = body.lnk === undefined ? undefined : await links.linkAttribution(ctx.db, body.lnk);
  const destination = link || body.dst === undefined ? undefined : await links.destination(ctx.db, body.dst);
  const id_empresa = link?.id_empresa ?? destination?.id_empresa ?? body.id_empresa;
  const company = await repo.companyExists(ctx.db, id_empresa);
  if (!company || providerFlagOf(company.nome) === null)
    throw invalid(MSG.providerUnknown, [{ path: 'id_empresa', message: MSG.providerUnknown }]);

  const id_campanha = link
    ? link.id_campanha
    : body.cmp !== undefined && (await repo.campaignExists(ctx.db, body.cmp))
      ? body.cmp
      : null;
  const id_canal = link
    ? link.id_canal
    : body.chn !== undefined && (await repo.channelExists(ctx.db, body.chn))
      ? body.chn
      : null;
  await repo.insertExternal(ctx.db, {
    nome: body.nome,
    telefone: body.telefone,
    cpf: body.cpf,
    email: body.email || null,
    cep: body.cep,
    id_empresa,
    id_campanha,
    id_canal,
    id_destino: link ? link.id_destino : (destination?.id ?? null),
    id_link: link?.id ?? null,
  });
  return { ok: true };
}

/** `POST v1/vendas/lead/filtro`: one page of leads and how many match. */
export async function listLeads(
  ctx: OpContext,
  filter: LeadListFilter & { offset: number; limit: number },
): Promise<LeadListResponse> {
  const { rows, total } = await repo.page(ctx.db, filter);
  return { total, vendas_lead: rows.map(presentLead) };
}

/**
 * `PUT v1/vendas/lead/:id`: a seller moves a lead on. A sale keeps its value and day (not in the
 * future); any other status clears them. Reopening a lead while the person has another open lead at
 * the provider is refused with 409.
 */
export async function updateLeadStatus(ctx: OpContext, id: number, patch: StatusPatch): Promise<Lead> {
  const sold = patch.status === 'vendido';
  if (sold && patch.data_venda && patch.data_venda > today()) {
    throw invalid(MSG.saleDateFuture, [{ path: 'data_venda', message: MSG.saleDateFuture }]);
  }
  try {
    return await withActor(ctx.db, ctx.actor.userId, async (tx) => {
      const changed = await repo.updateStatus(tx, id, {
        status: patch.status,
        valor_venda: sold ? patch.valor_venda!.toFixed(2) : null,
        data_venda: sold ? patch.data_venda! : null,
      });
      if (!changed) throw notFound(MSG.notFound);
      return presentLead((await repo.findOne(tx, id))!);
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('conflict', MSG.openLeadExists, [{ path: 'status', message: MSG.openLeadExists }]);
    throw error;
  }
}
