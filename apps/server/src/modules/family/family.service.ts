import { dayAt } from '@intranet/shared/calendar/days';
import { FAMILY_MSG as MSG } from '@intranet/shared/family/family.messages';
import type {
  Dependent,
  dependentInput,
  dependentListQuery,
  dependentPatch,
} from '@intranet/shared/family/family.schemas';
import type { z } from 'zod';
import { withActor } from '../../db/client';
import { iso } from '../../db/sql';
import { conflict, forbidden, invalid, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { editsDependent, managesAllDependents, seesAllDependents, seesDependent } from './family.policy';
import * as repo from './family.repository';

type Fields = z.output<typeof dependentPatch>;

function present(row: repo.DependentRow): Dependent {
  return {
    id: row.id,
    id_usuario: row.id_usuario,
    funcionario: row.funcionario,
    empresa: row.empresa,
    nome: row.nome,
    parentesco: row.parentesco,
    data_nascimento: row.data_nascimento,
    cpf: row.cpf,
    dependente_ir: row.dependente_ir,
    dependente_plano: row.dependente_plano,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
  };
}

const fieldError = (path: string, message: string) => invalid(message, [{ path, message }]);

/** A birth day after today (São Paulo) is refused; a CPF the employee's other dependent has, too. */
async function check(db: OpContext['db'], ownerId: number, fields: Fields, exceptId?: number) {
  if (fields.data_nascimento > dayAt(new Date())) throw fieldError('object.data_nascimento', MSG.birthInFuture);
  if (fields.cpf && (await repo.cpfTaken(db, ownerId, fields.cpf, exceptId))) throw conflict(MSG.cpfTaken);
}

/** Dependents: everyone's for HR readers (with their filters), the caller's own for anyone else. */
export async function listDependents(
  { db, actor }: OpContext,
  query: z.output<typeof dependentListQuery>,
): Promise<{ total: number; itens: Dependent[] }> {
  const { limit, offset, ...filter } = query;
  const own = seesAllDependents(actor) ? filter : { ...filter, funcionario: actor.userId, empresa: undefined };
  const { rows, total } = await repo.list(db, own, { limit, offset });
  return { total, itens: rows.map(present) };
}

/** One dependent: someone else's is not found. */
export async function getDependent({ db, actor }: OpContext, id: number): Promise<Dependent> {
  const row = await repo.byId(db, id);
  if (!row || !seesDependent(actor, row.id_usuario)) throw notFound(MSG.notFound);
  return present(row);
}

/** A new dependent of the caller, or of the employee HR requesters pick. */
export async function createDependent(
  { db, actor }: OpContext,
  values: z.output<typeof dependentInput>,
): Promise<{ id: number }> {
  const { id_usuario, ...fields } = values;
  const ownerId = id_usuario ?? actor.userId;
  if (ownerId !== actor.userId && !managesAllDependents(actor)) throw forbidden();
  return withActor(db, actor.userId, async (tx) => {
    if (!(await repo.activeEmployeeExists(tx, ownerId))) throw fieldError('object.id_usuario', MSG.unknownEmployee);
    await check(tx, ownerId, fields);
    return { id: await repo.insert(tx, { ...fields, id_usuario: ownerId }) };
  });
}

/**
 * Edits a dependent: the owner's own, or anyone's for HR requesters. Someone else's is not found; an
 * HR reader who sees it but may not change it is refused (403).
 */
export async function updateDependent({ db, actor }: OpContext, id: number, fields: Fields): Promise<Dependent> {
  return withActor(db, actor.userId, async (tx) => {
    const ownerId = await repo.lockOwner(tx, id);
    if (ownerId === undefined || !seesDependent(actor, ownerId)) throw notFound(MSG.notFound);
    if (!editsDependent(actor, ownerId)) throw forbidden();
    await check(tx, ownerId, fields, id);
    await repo.update(tx, id, fields);
    return present((await repo.byId(tx, id))!);
  });
}

/** Deletes a dependent, under the same rule as an edit. */
export async function deleteDependent({ db, actor }: OpContext, id: number): Promise<{ id: number }> {
  return withActor(db, actor.userId, async (tx) => {
    const ownerId = await repo.lockOwner(tx, id);
    if (ownerId === undefined || !seesDependent(actor, ownerId)) throw notFound(MSG.notFound);
    if (!editsDependent(actor, ownerId)) throw forbidden();
    await repo.remove(tx, id);
    return { id };
  });
}
