import { type Db, withActor } from '../../db/client';
import type { Actor } from '../../platform/auth/access';
import { loadUserRoles } from '../../platform/auth/user-roles';
import { notFound } from '../../platform/http/errors';
import { assertCanEditUser, assertCanReadUser } from './users.policy';
import * as repo from './users.repository';

export async function getUser(actor: Actor, db: Db, { id }: { id: number }) {
  assertCanReadUser(actor, id);
  const user = await repo.findUser(db, id);
  if (!user) throw notFound();
  return { rh_usuario: user };
}

export const listUsers = async (db: Db) => ({ rh_usuario: await repo.listUsers(db) });

export async function getUserRoles(actor: Actor, db: Db, { id }: { id: number }) {
  assertCanReadUser(actor, id);
  const user = await repo.findUserProfiles(db, id);
  if (!user) return { rh_usuario: [] };
  return { rh_usuario: [{ ...user, roles: await loadUserRoles(db, id) }] };
}

export async function updateUserName(actor: Actor, db: Db, { id, ...name }: { id: number; nome: string; sobrenome?: string }) {
  assertCanEditUser(actor, id);
  const row = await withActor(db, actor.userId, (tx) => repo.updateUserName(tx, id, name));
  if (!row) throw notFound();
  return { rh_usuario: row };
}
