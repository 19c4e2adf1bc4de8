import type { z } from 'zod';
import { SUPPLIES_MSG } from '@intranet/shared/supplies/supplies.messages';
import type { employeeLookupQuery, squadInput } from '@intranet/shared/supplies/supplies.schemas';
import { withActor } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { conflict, invalid, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import * as repo from './supplies-squads.repository';

/** The field teams (`/squads/list`): their list and their edit (docs/supplies.md, "Squads"). */

export async function squads({ db }: OpContext) {
  return { equipes: (await repo.squadRows(db)) as never };
}

/**
 * Edits a squad: name, provider, city (one of the provider's), active flag and members (active employees).
 * Its provider changes only while it holds no unit: a unit stays with the provider that owns it.
 */
export async function updateSquad({ db, actor }: OpContext, id: number, input: z.output<typeof squadInput>) {
  return withActor(db, actor.userId, async (tx) => {
    const current = await repo.squadForUpdate(tx, id);
    if (!current) throw notFound(SUPPLIES_MSG.squadNotFound);
    if (current.id_empresa !== input.id_empresa && current.unidades > 0)
      throw conflict(SUPPLIES_MSG.squadHoldsUnits(current.unidades));
    if (input.id_cidade !== null && !(await repo.cityOfProvider(tx, input.id_cidade, input.id_empresa)))
      throw invalid(SUPPLIES_MSG.cityOfOtherProvider, [
        { path: 'id_cidade', message: SUPPLIES_MSG.cityOfOtherProvider },
      ]);
    if ((await repo.activeEmployeeCount(tx, input.membros)) !== input.membros.length)
      throw invalid(SUPPLIES_MSG.notEmployees, [{ path: 'membros', message: SUPPLIES_MSG.notEmployees }]);
    const { membros, ...values } = input;
    await repo.updateSquad(tx, id, values);
    await repo.setMembers(tx, id, membros);
    const [equipe] = await repo.squadRows(tx, id);
    return { equipe: equipe as never };
  }).catch((error: unknown) => {
    if (isUniqueViolation(error))
      throw invalid(SUPPLIES_MSG.squadNameTaken, [{ path: 'nome', message: SUPPLIES_MSG.squadNameTaken }]);
    throw error;
  });
}

export async function employees({ db }: OpContext, q: z.output<typeof employeeLookupQuery>) {
  return { funcionarios: await repo.searchEmployees(db, q.busca) };
}
