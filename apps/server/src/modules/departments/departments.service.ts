import type { UpdateDepartmentBody } from '@intranet/shared/departments/departments.schemas';
import { withActor } from '../../db/client';
import type { OpContext } from '../../platform/http/routes';
import { notFound } from '../../platform/http/errors';
import * as repo from './departments.repository';

/** Renames or (de)activates a department; the audit trigger records the change and the actor. */
export async function updateDepartment(
  { db, actor }: OpContext,
  { id, changes }: { id: number; changes: UpdateDepartmentBody },
) {
  const row = await withActor(db, actor.userId, (tx) => repo.updateDepartment(tx, id, changes));
  if (!row) throw notFound();
  return { update_rh_departamento_by_pk: row };
}
