import type { UserNameBody } from '@intranet/shared/users/users.schemas';
import { withActor } from '../../db/client';
import { loadUserRoles } from '../../platform/auth/user-roles';
import { notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { assertCanEditUser, assertCanReadUser } from './users.policy';
import * as repo from './users.repository';

export async function getUser({ db, actor }: OpContext, { id }: { id: number }) {
  assertCanReadUser(actor, id);
  const user = await repo.findUser(db, id);
  if (!user) throw notFound();
  return { rh_usuario: user };
}

export const listUsers = async ({ db }: OpContext) => ({ rh_usuario: await repo.listUsers(db) });

export async function getUserRoles({ db, actor }: OpContext, { id }: { id: number }) {
  assertCanReadUser(actor, id);
  const user = await repo.findUserProfiles(db, id);
  if (!user) return { rh_usuario: [] };
  return { rh_usuario: [{ ...user, roles: await loadUserRoles(db, id) }] };
}

export async function updateUserName({ db, actor }: OpContext, { id, ...name }: { id: number } & UserNameBody) {
  assertCanEditUser(actor, id);
  const row = await withActor(db, actor.userId, (tx) => repo.updateUserName(tx, id, name));
  if (!row) throw notFound();
  return { rh_usuario: row };
}
