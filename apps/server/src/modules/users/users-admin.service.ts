import { SUPERADMIN, roleModule } from '@intranet/shared/auth/roles';
import { USERS_MSG } from '@intranet/shared/users/users.messages';
import {
  EMPLOYEE_PROFILE,
  SUPERADMIN_PROFILE,
  canGrantRole,
  grantableModules,
  isGrantableRole,
  mayHoldRole,
} from '@intranet/shared/users/users.rules';
import type { z } from 'zod';
import type { editUserBody, inviteUserBody } from '@intranet/shared/users/users.schemas';
import { type Db, withActor } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { hashPassword } from '../../platform/auth/passwords';
import { loadUserRoles } from '../../platform/auth/user-roles';
import { AppError, conflict, forbidden, invalid, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import type { Sender } from '../../platform/messaging/sender';
import { ensureProfile, findIdentityByEmail, insertPerson, usuarioEmailTaken } from '../auth/auth.public';
import * as repo from './users-admin.repository';
import { temporaryPassword } from './temporary-password';

type InviteInput = z.output<typeof inviteUserBody>;
type EditInput = z.output<typeof editUserBody>;
type Placement = Pick<InviteInput, 'id_empresa' | 'id_departamento' | 'id_setor' | 'id_cargo'>;

const BAD_PLACEMENT = 'O departamento, o setor e o cargo devem pertencer ao provedor escolhido.';

async function assertPlacement(db: Db, p: Placement): Promise<void> {
  if (!(await repo.placementHolds(db, p))) throw invalid(BAD_PLACEMENT, [{ path: 'id_cargo', message: BAD_PLACEMENT }]);
}

export async function listAdminUsers({ db }: OpContext, query: { busca?: string; page: number; limit: number }) {
  const { total, rows } = await repo.listAdminUsers(db, query);
  return { total, rh_usuario: rows };
}

export async function getAdminUser({ db }: OpContext, { id }: { id: number }) {
  const row = await repo.findAdminUser(db, id);
  if (!row) throw notFound();
  return { rh_usuario: row };
}

/**
 * A manager invites an employee: an HR person placed in the provider, department, sector and position,
 * with the 'Colaborador' profile and an identity holding a temporary password (FORCE_CHANGE_PASSWORD),
 * mailed through the outbox. At first sign-in the existing new-password challenge replaces it.
 * `more` writes further fields in the same transaction (the employee register adds the profile).
 */
export async function inviteUser(
  ctx: OpContext & { sender: Sender; publicUrl: string },
  input: InviteInput,
  more?: (tx: Db, usuarioId: number) => Promise<void>,
) {
  const email = input.email.trim().toLowerCase();
  if ((await findIdentityByEmail(ctx.db, email)) || (await usuarioEmailTaken(ctx.db, email)))
    throw conflict(USERS_MSG.emailTaken);
  await assertPlacement(ctx.db, input);
  const password = temporaryPassword();
  const senha_hash = await hashPassword(password);
  let usuarioId: number;
  try {
    usuarioId = await withActor(ctx.db, ctx.actor.userId, async (tx) => {
      const perfilId = await ensureProfile(tx, EMPLOYEE_PROFILE, ['pagina_inicial:leitor']);
      const created = await insertPerson(tx, {
        nome: input.nome,
        sobrenome: input.sobrenome ?? '',
        email,
        funcionario: true,
        perfilId,
        senha_hash,
        status: 'FORCE_CHANGE_PASSWORD',
      });
      await repo.updatePlacement(tx, created.usuarioId, {
        id_empresa: input.id_empresa,
        id_departamento: input.id_departamento,
        id_setor: input.id_setor,
        id_cargo: input.id_cargo,
        data_admissao: input.data_admissao ?? null,
      });
      if (more) await more(tx, created.usuarioId);
      return created.usuarioId;
    });
  } catch (err) {
    if (isUniqueViolation(err) && !(err instanceof AppError)) throw conflict(USERS_MSG.emailTaken);
    throw err;
  }
  await ctx.sender.send({
    channel: 'email',
    to: email,
    subject: USERS_MSG.inviteSubject,
    body: USERS_MSG.inviteBody(input.nome, email, password, `${ctx.publicUrl}/intranet`),
  });
  return { rh_usuario: (await repo.findAdminUser(ctx.db, usuarioId))! };
}

/** Only the superadmin changes the record or the roles of a superadmin. */
async function assertMayAdminister(db: Db, actorRoles: readonly string[], id: number): Promise<void> {
  if (actorRoles.includes(SUPERADMIN)) return;
  if ((await loadUserRoles(db, id)).includes(SUPERADMIN)) throw forbidden();
}

export async function editUser({ db, actor }: OpContext, { id, ...input }: { id: number } & EditInput) {
  if (!(await repo.findAdminUser(db, id))) throw notFound();
  await assertMayAdminister(db, actor.roles, id);
  await assertPlacement(db, input);
  await withActor(db, actor.userId, (tx) =>
    repo.updatePlacement(tx, id, {
      ...input,
      sobrenome: input.sobrenome ?? null,
      data_admissao: input.data_admissao ?? null,
    }),
  );
  return { rh_usuario: (await repo.findAdminUser(db, id))! };
}

async function permissionsOf(db: Db, id: number) {
  return { id_usuario: id, roles: await repo.directRoles(db, id), perfis: await repo.profilesOf(db, id) };
}

export async function getPermissions({ db }: OpContext, { id }: { id: number }) {
  if (!(await repo.findAdminUser(db, id))) throw notFound();
  return permissionsOf(db, id);
}

/**
 * The roles given to a person directly, module by module: the call names the wanted roles of the
 * modules the actor may give (users.rules); roles of the other modules are kept as they are. One level
 * per module. The person's tokens carry the change from their next sign-in (or token renewal).
 */
export async function setRoles({ db, actor }: OpContext, { id, roles }: { id: number; roles: string[] }) {
  const person = await repo.findAdminUser(db, id);
  if (!person) throw notFound();
  await assertMayAdminister(db, actor.roles, id);
  const wanted = [...new Set(roles)];
  const bad = wanted.findIndex((r) => !isGrantableRole(r));
  if (bad >= 0) throw invalid('Dados inválidos.', [{ path: `roles.${bad}`, message: 'Dados inválidos.' }]);
  const modules = wanted.map(roleModule);
  if (new Set(modules).size !== modules.length) throw invalid('Escolha um nível por módulo.');
  if (!wanted.every((r) => canGrantRole(actor.roles, r))) throw forbidden(USERS_MSG.notGrantable);
  // Taking roles away is always allowed; giving a candidate's account one is not (users.rules).
  if (!wanted.every((r) => mayHoldRole(person, r))) throw conflict(USERS_MSG.candidateBaseRoleOnly);
  const mine = new Set<string>(grantableModules(actor.roles));
  const kept = (await repo.directRoles(db, id)).filter((r) => !mine.has(roleModule(r) ?? ''));
  await withActor(db, actor.userId, (tx) => repo.replaceDirectRoles(tx, id, [...kept, ...wanted].sort()));
  return permissionsOf(db, id);
}

/** The superadmin applies access profiles; a 'Super Admin' row is never taken away here (spec 002 §6). */
export async function setProfiles({ db, actor }: OpContext, { id, perfis }: { id: number; perfis: number[] }) {
  const person = await repo.findAdminUser(db, id);
  if (!person) throw notFound();
  const wanted = [...new Set(perfis)];
  const found = await repo.profileNames(db, wanted);
  if (found.length !== wanted.length)
    throw invalid('Dados inválidos.', [{ path: 'perfis', message: 'Dados inválidos.' }]);
  if (!(await repo.profileRoles(db, wanted)).every((r) => mayHoldRole(person, r)))
    throw conflict(USERS_MSG.candidateBaseRoleOnly);
  const current = await repo.profilesOf(db, id);
  const superadminRow = current.find((p) => p.nome === SUPERADMIN_PROFILE);
  if (superadminRow && !wanted.includes(superadminRow.id)) throw conflict(USERS_MSG.superadminProfileKept);
  await withActor(db, actor.userId, (tx) => repo.replaceProfiles(tx, id, wanted));
  return permissionsOf(db, id);
}
