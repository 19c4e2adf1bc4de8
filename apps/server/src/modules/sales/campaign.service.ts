import type { CampaignFilter, CampaignPatch, CampaignValues, Campaign } from '@intranet/shared/sales/campaign.schemas';
import { SALES_MSG } from '@intranet/shared/sales/sales.messages';
import { type Db, withActor } from '../../db/client';
import type { Actor } from '../../platform/auth/access';
import { conflict, notFound } from '../../platform/http/errors';
import * as repo from './campaign.repository';
import { isForeignKeyViolation, isUniqueViolation } from './sales.errors';
import { presentCampaign } from './sales.presenter';

/** Sales campaigns: reads, and writes recorded in the edit history under the acting user. */

export async function listCampaigns(_actor: Actor, { db, filter }: { db: Db; filter?: CampaignFilter }): Promise<Campaign[]> {
  const rows = await repo.findCampaigns(db, filter);
  return rows.map(presentCampaign);
}

export async function getCampaign(_actor: Actor, { db, id }: { db: Db; id: number }): Promise<Campaign> {
  const row = await repo.findCampaign(db, id);
  if (!row) throw notFound(SALES_MSG.campaignNotFound);
  return presentCampaign(row);
}

export async function createCampaign(actor: Actor, { db, values }: { db: Db; values: CampaignValues }): Promise<{ id: number }> {
  return withActor(db, actor.userId, async (tx) => {
    if (await repo.campaignNameTaken(tx, values.nome)) throw conflict(SALES_MSG.campaignNameTaken);
    return repo.insertCampaign(tx, values);
  }).catch(rethrowNameTaken);
}

export async function updateCampaign(actor: Actor, { db, id, patch }: { db: Db; id: number; patch: CampaignPatch }): Promise<Campaign> {
  return withActor(db, actor.userId, async (tx) => {
    const current = await repo.findCampaign(tx, id);
    if (!current) throw notFound(SALES_MSG.campaignNotFound);
    if (patch.nome !== undefined && (await repo.campaignNameTaken(tx, patch.nome, id))) throw conflict(SALES_MSG.campaignNameTaken);
    if (Object.keys(patch).length === 0) return presentCampaign(current);
    const updated = await repo.updateCampaign(tx, id, patch);
    return presentCampaign(updated ?? current);
  }).catch(rethrowNameTaken);
}

export async function deleteCampaign(actor: Actor, { db, id }: { db: Db; id: number }): Promise<{ id: number }> {
  return withActor(db, actor.userId, async (tx) => {
    const deleted = await repo.deleteCampaign(tx, id);
    if (!deleted) throw notFound(SALES_MSG.campaignNotFound);
    return deleted;
  }).catch((error: unknown) => {
    throw isForeignKeyViolation(error) ? conflict(SALES_MSG.campaignInUse) : error;
  });
}

function rethrowNameTaken(error: unknown): never {
  throw isUniqueViolation(error) ? conflict(SALES_MSG.campaignNameTaken) : error;
}
