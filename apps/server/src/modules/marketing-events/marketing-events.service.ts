import { MARKETING_EVENTS_MSG as MSG } from '@intranet/shared/marketing-events/marketing-events.messages';
import type {
  EventColumns,
  EventValues,
  MarketingEvent,
} from '@intranet/shared/marketing-events/marketing-events.schemas';
import { type Db, withActor } from '../../db/client';
import { isCheckViolation, isForeignKeyViolation } from '../../db/pg-errors';
import { invalid, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { presentEvent } from './marketing-events.presenter';
import * as repo from './marketing-events.repository';

/**
 * The database's refusals in the user's words, under the field they concern (`prefix`: the request's
 * wrapper, `object.` on an edit): the end before the start (the `valida_datas` check) and an
 * unknown city (its foreign key).
 */
function refusedAsInvalid(prefix: string) {
  return (error: unknown): never => {
    if (isCheckViolation(error, 'valida_datas'))
      throw invalid(MSG.datesOrder, [{ path: `${prefix}data_fim`, message: MSG.datesOrder }]);
    if (isForeignKeyViolation(error))
      throw invalid(MSG.cityNotFound, [{ path: `${prefix}cidade`, message: MSG.cityNotFound }]);
    throw error;
  };
}

async function found(db: Db, id: number): Promise<MarketingEvent> {
  const row = await repo.findOne(db, id);
  if (!row) throw notFound(MSG.notFound);
  return presentEvent(row);
}

/** Every event with its city's name, newest first. */
export async function listEvents({ db }: OpContext): Promise<MarketingEvent[]> {
  return (await repo.list(db)).map(presentEvent);
}

export function getEvent({ db }: OpContext, { id }: { id: number }): Promise<MarketingEvent> {
  return found(db, id);
}

/** A new event: the form's `local` and `endereco` are the columns `nome_do_local` and `endereco_do_local`. */
export async function createEvent({ db, actor }: OpContext, values: EventValues): Promise<{ id: number }> {
  const { local, endereco, site_evento, ...rest } = values;
  return withActor(db, actor.userId, (tx) =>
    repo.insert(tx, { ...rest, nome_do_local: local, endereco_do_local: endereco, site_evento: site_evento || null }),
  ).catch(refusedAsInvalid(''));
}

/** An edit or the list's status toggle (either spelling of the fields, read by the contract). */
export async function updateEvent(
  { db, actor }: OpContext,
  { id, patch }: { id: number; patch: EventColumns },
): Promise<MarketingEvent> {
  return withActor(db, actor.userId, async (tx) => {
    if (Object.keys(patch).length > 0 && !(await repo.update(tx, id, patch))) throw notFound(MSG.notFound);
    return found(tx, id);
  }).catch(refusedAsInvalid('object.'));
}

/** Deleting is the superadmin's only (the contract's `event.delete`). */
export async function deleteEvent({ db, actor }: OpContext, { id }: { id: number }): Promise<{ id: number }> {
  return withActor(db, actor.userId, async (tx) => {
    const deleted = await repo.remove(tx, id);
    if (!deleted) throw notFound(MSG.notFound);
    return deleted;
  });
}
