import type { z } from 'zod';
import { COMMUNICATION_SCALE_MSG as MSG } from '@intranet/shared/communication-scale/communication-scale.messages';
import type {
  ruleUpdate,
  rulesCreateBody,
  scaleInput,
  scalePatch,
} from '@intranet/shared/communication-scale/communication-scale.schemas';
import { SCALE_RECORD } from '@intranet/shared/communication-scale/scale-record';
import { withActor } from '../../db/client';
import { campanhaComunicacao } from '../../db/schema';
import { crudService } from '../../platform/crud/crud.service';
import { invalid, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { presentRule, presentScale, presentScaleWithProvider } from './communication-scale.presenter';
import * as repo from './communication-scale.repository';
import { sanitizeEmailHtml } from './sanitize-email';

/**
 * Create, edit and delete of a campaign are the CRUD kit's: a unique name whatever its case (409),
 * writes under the acting user (edit history), not found (404). Deleting a campaign deletes its rules
 * (the foreign key cascades) and keeps its deliveries, which lose the link.
 */
export const scaleRecord = crudService({
  api: SCALE_RECORD,
  table: campanhaComunicacao,
  present: presentScale,
  name: { column: 'nome', taken: MSG.campaignNameTaken },
  messages: { notFound: MSG.campaignNotFound, inUse: MSG.campaignInUse },
});

/** A provider the form names must exist: 400 under the field, before the kit writes. */
async function ensureProvider(ctx: OpContext, sistema: number | undefined, path: string) {
  if (sistema !== undefined && !(await repo.providerExists(ctx.db, sistema)))
    throw invalid(MSG.providerNotFound, [{ path, message: MSG.providerNotFound }]);
}

export async function listCampaigns({ db }: OpContext) {
  return (await repo.listCampaigns(db)).map(presentScaleWithProvider);
}

/** One campaign, its name first of all, and its rules (the rules list). */
export async function getCampaign({ db }: OpContext, { id }: { id: number }) {
  const campaign = await repo.findCampaign(db, id);
  if (!campaign) throw notFound(MSG.campaignNotFound);
  return {
    ...presentScaleWithProvider(campaign),
    campanha_regras: (await repo.campaignRules(db, id)).map(presentRule),
  };
}

/** A new campaign, owned by whoever creates it. */
export async function createCampaign(ctx: OpContext, values: z.output<typeof scaleInput>) {
  await ensureProvider(ctx, values.sistema, 'object.sistema');
  const owner = ctx.actor.userId > 0 ? ctx.actor.userId : null;
  return scaleRecord.create(ctx, { values: { ...values, id_usuario: owner } });
}

/** The form's fields or only `ativo`. */
export async function updateCampaign(ctx: OpContext, id: number, patch: z.output<typeof scalePatch>) {
  await ensureProvider(ctx, patch.sistema, 'object.sistema');
  return scaleRecord.update(ctx, { id, patch });
}

export function removeCampaign(ctx: OpContext, id: number) {
  return scaleRecord.remove(ctx, { id });
}

/** The e-mail's HTML kept to what the editor writes. */
function safeEmail<T extends object>(rule: T): T {
  const html = (rule as { mensagem_email?: string | null }).mensagem_email;
  return html ? { ...rule, mensagem_email: sanitizeEmailHtml(html) } : rule;
}

/** New rules, each of a campaign that exists (404 otherwise), in one transaction. */
export async function createRules({ db, actor }: OpContext, { objects }: z.output<typeof rulesCreateBody>) {
  const returning = await withActor(db, actor.userId, async (tx) => {
    const found = await repo.existingCampaigns(tx, [...new Set(objects.map((o) => o.campanha_id))]);
    if (objects.some((o) => !found.has(o.campanha_id))) throw notFound(MSG.campaignNotFound);
    return repo.insertRules(tx, objects.map(safeEmail));
  });
  return { affected_rows: returning.length, returning };
}

export async function getRule({ db }: OpContext, { id }: { id: number }) {
  const rule = await repo.findRule(db, id);
  if (!rule) throw notFound(MSG.ruleNotFound);
  return presentRule(rule);
}

/** Turns a rule on or off, or replaces it whole (its campaign stays). */
export async function updateRule({ db, actor }: OpContext, id: number, values: z.output<typeof ruleUpdate>) {
  const row = await withActor(db, actor.userId, (tx) => repo.updateRule(tx, id, safeEmail(values)));
  if (!row) throw notFound(MSG.ruleNotFound);
  return presentRule(row);
}

export async function removeRule({ db, actor }: OpContext, id: number) {
  const row = await withActor(db, actor.userId, (tx) => repo.deleteRule(tx, id));
  if (!row) throw notFound(MSG.ruleNotFound);
  return row;
}
