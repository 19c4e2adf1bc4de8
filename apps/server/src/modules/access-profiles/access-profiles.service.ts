import { ACCESS_PROFILES_MSG as MSG } from '@intranet/shared/access-profiles/access-profiles.messages';
import type { z } from 'zod';
import type { accessProfileBody } from '@intranet/shared/access-profiles/access-profiles.schemas';
import { SUPERADMIN_PROFILE, mayHoldRole } from '@intranet/shared/users/users.rules';
import { withActor } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { conflict, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import * as repo from './access-profiles.repository';

type Body = z.output<typeof accessProfileBody>;

export const listProfiles = async ({ db }: OpContext) => ({ rh_perfil: await repo.listProfiles(db) });

async function existing(db: OpContext['db'], id: number) {
  const row = await repo.findProfile(db, id);
  if (!row) throw notFound();
  return row;
}

export async function getProfile({ db }: OpContext, { id }: { id: number }) {
  return { rh_perfil: await existing(db, id) };
}

async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MSG.nameTaken);
    throw err;
  }
}

export async function createProfile({ db, actor }: OpContext, body: Body) {
  if (await repo.nameTaken(db, body.nome)) throw conflict(MSG.nameTaken);
  const id = await saving(() =>
    withActor(db, actor.userId, async (tx) => {
      const created = await repo.insertProfile(tx, { nome: body.nome, ativo: body.ativo });
      await repo.replaceRoles(tx, created, [...new Set(body.roles)]);
      return created;
    }),
  );
  return { rh_perfil: (await repo.findProfile(db, id))! };
}

/**
 * Renames, (de)activates and sets the roles of a profile. Its users get the new roles when their next
 * token is issued (sign-in or renewal); the web signs out a session whose roles changed (role sync).
 */
export async function updateProfile({ db, actor }: OpContext, { id, ...body }: { id: number } & Body) {
  const row = await existing(db, id);
  if (row.nome === SUPERADMIN_PROFILE) throw conflict(MSG.superadminKept);
  if (await repo.nameTaken(db, body.nome, id)) throw conflict(MSG.nameTaken);
  // Its roles reach everyone holding it: a candidate's account holds the base role only (users.rules).
  const candidate = { funcionario: false };
  if (!body.roles.every((r) => mayHoldRole(candidate, r)) && (await repo.heldByCandidates(db, id)))
    throw conflict(MSG.heldByCandidates);
  await saving(() =>
    withActor(db, actor.userId, async (tx) => {
      await repo.updateProfile(tx, id, { nome: body.nome, ativo: body.ativo });
      await repo.replaceRoles(tx, id, [...new Set(body.roles)]);
    }),
  );
  return { rh_perfil: (await repo.findProfile(db, id))! };
}

/** 'Super Admin' is never deleted; a profile applied to people neither (take it from them first). */
export async function deleteProfile({ db, actor }: OpContext, { id }: { id: number }) {
  const row = await existing(db, id);
  if (row.nome === SUPERADMIN_PROFILE) throw conflict(MSG.superadminKept);
  const users = await repo.usersCount(db, id);
  if (users > 0) throw conflict(MSG.inUse(users));
  await withActor(db, actor.userId, (tx) => repo.deleteProfile(tx, id));
  return { id };
}
