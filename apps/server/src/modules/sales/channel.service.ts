import type { ChannelFilter, ChannelPatch, ChannelValues, Channel } from '@intranet/shared/sales/channel.schemas';
import { SALES_MSG } from '@intranet/shared/sales/sales.messages';
import { type Db, withActor } from '../../db/client';
import type { Actor } from '../../platform/auth/access';
import { conflict, notFound } from '../../platform/http/errors';
import * as repo from './channel.repository';
import { isForeignKeyViolation, isUniqueViolation } from './sales.errors';
import { presentChannel } from './sales.presenter';

/** Sales channels: reads, and writes recorded in the edit history under the acting user. */

export async function listChannels(_actor: Actor, { db, filter }: { db: Db; filter?: ChannelFilter }): Promise<Channel[]> {
  const rows = await repo.findChannels(db, filter);
  return rows.map(presentChannel);
}

export async function getChannel(_actor: Actor, { db, id }: { db: Db; id: number }): Promise<Channel> {
  const row = await repo.findChannel(db, id);
  if (!row) throw notFound(SALES_MSG.channelNotFound);
  return presentChannel(row);
}

export async function createChannel(actor: Actor, { db, values }: { db: Db; values: ChannelValues }): Promise<{ id: number }> {
  return withActor(db, actor.userId, async (tx) => {
    if (await repo.channelNameTaken(tx, values.nome)) throw conflict(SALES_MSG.channelNameTaken);
    return repo.insertChannel(tx, values);
  }).catch(rethrowNameTaken);
}

export async function updateChannel(actor: Actor, { db, id, patch }: { db: Db; id: number; patch: ChannelPatch }): Promise<Channel> {
  return withActor(db, actor.userId, async (tx) => {
    const current = await repo.findChannel(tx, id);
    if (!current) throw notFound(SALES_MSG.channelNotFound);
    if (patch.nome !== undefined && (await repo.channelNameTaken(tx, patch.nome, id))) throw conflict(SALES_MSG.channelNameTaken);
    if (Object.keys(patch).length === 0) return presentChannel(current);
    const updated = await repo.updateChannel(tx, id, patch);
    return presentChannel(updated ?? current);
  }).catch(rethrowNameTaken);
}

export async function deleteChannel(actor: Actor, { db, id }: { db: Db; id: number }): Promise<{ id: number }> {
  return withActor(db, actor.userId, async (tx) => {
    const deleted = await repo.deleteChannel(tx, id);
    if (!deleted) throw notFound(SALES_MSG.channelNotFound);
    return deleted;
  }).catch((error: unknown) => {
    throw isForeignKeyViolation(error) ? conflict(SALES_MSG.channelInUse) : error;
  });
}

function rethrowNameTaken(error: unknown): never {
  throw isUniqueViolation(error) ? conflict(SALES_MSG.channelNameTaken) : error;
}
