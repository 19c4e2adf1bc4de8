import { COMMUNICATION_RESTRICTIONS_MSG as MSG } from '@intranet/shared/communication-restrictions/communication-restrictions.messages';
import type {
  Restriction,
  RestrictionValues,
  restrictionPatch,
} from '@intranet/shared/communication-restrictions/communication-restrictions.schemas';
import type { z } from 'zod';
import { type Db, withActor } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { conflict, invalid, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { presentRestriction } from './communication-restrictions.presenter';
import * as repo from './communication-restrictions.repository';

type Patch = z.output<typeof restrictionPatch>;

/** A second restriction of one customer is 409 whether the check before writing or the unique index sees it. */
export function duplicateAsConflict(error: unknown): never {
  throw isUniqueViolation(error) ? conflict(MSG.duplicate) : error;
}

/** The customer must be in the provider's directory and without a restriction yet. */
async function assertCustomerFree(tx: Db, sistema: number, codCliente: string, field: string, exceptId?: number) {
  if (!(await repo.customerExists(tx, sistema, codCliente)))
    throw invalid(MSG.customerNotFound, [{ path: field, message: MSG.customerNotFound }]);
  if (await repo.taken(tx, sistema, codCliente, exceptId)) throw conflict(MSG.duplicate);
}

async function found(db: Db, id: number): Promise<Restriction> {
  const row = await repo.findOne(db, id);
  if (!row) throw notFound(MSG.notFound);
  return presentRestriction(row);
}

/** Every restriction with its customer's name and CPF and its provider's name, newest first. */
export async function listRestrictions({ db }: OpContext): Promise<Restriction[]> {
  return (await repo.list(db)).map(presentRestriction);
}

export function getRestriction({ db }: OpContext, { id }: { id: number }): Promise<Restriction> {
  return found(db, id);
}

/** A restriction of a customer of the directory; one per customer (provider and code). */
export async function createRestriction({ db, actor }: OpContext, values: RestrictionValues): Promise<{ id: number }> {
  return withActor(db, actor.userId, async (tx) => {
    await assertCustomerFree(tx, values.sistema, values.cod_cliente, 'cod_cliente');
    return repo.insert(tx, values);
  }).catch(duplicateAsConflict);
}

/** Changes the channels (the list's buttons, the edit form); a new provider must know the customer too. */
export async function updateRestriction(
  { db, actor }: OpContext,
  { id, patch }: { id: number; patch: Patch },
): Promise<Restriction> {
  return withActor(db, actor.userId, async (tx) => {
    const current = await found(tx, id);
    if (patch.sistema !== undefined && patch.sistema !== current.sistema)
      await assertCustomerFree(tx, patch.sistema, current.cod_cliente, 'sistema', id);
    const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
    if (Object.keys(changes).length === 0) return current;
    await repo.update(tx, id, changes);
    return found(tx, id);
  }).catch(duplicateAsConflict);
}

export async function deleteRestriction({ db, actor }: OpContext, { id }: { id: number }): Promise<{ id: number }> {
  return withActor(db, actor.userId, async (tx) => {
    const deleted = await repo.remove(tx, id);
    if (!deleted) throw notFound(MSG.notFound);
    return deleted;
  });
}
