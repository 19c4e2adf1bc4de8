import { anyRoleCan } from '@intranet/shared/access/permissions';
import { EMPLOYEES_MSG } from '@intranet/shared/employees/employees.messages';
import type { EmployeeProfile } from '@intranet/shared/employees/employees.schemas';
import type { z } from 'zod';
import type { employeeRegisterBody } from '@intranet/shared/employees/employees.schemas';
import { withActor } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { conflict, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import type { Sender } from '../../platform/messaging/sender';
import { inviteUser } from '../users/users.public';
import { assertEditsProfile, assertSeesProfile } from './employees.policy';
import * as repo from './employees.repository';

export async function listEmployees({ db }: OpContext, query: { busca?: string; page: number; limit: number }) {
  const { total, rows } = await repo.listEmployees(db, query);
  return { total, rh_usuario: rows };
}

/** One's own profile, or anyone's for HR readers and up (employees.policy). */
export async function getEmployee({ db, actor }: OpContext, { id }: { id: number }) {
  assertSeesProfile(actor, id);
  const row = await repo.findProfile(db, id);
  if (!row) throw notFound();
  return { rh_usuario: row };
}

async function cpfChecked<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (
      isUniqueViolation(err) &&
      String(
        (err as { cause?: { constraint?: string } }).cause?.constraint ??
          (err as { constraint?: string }).constraint ??
          '',
      ).includes('cpf')
    ) {
      throw conflict(EMPLOYEES_MSG.cpfTaken);
    }
    throw err;
  }
}

/**
 * One's own profile, or anyone's for HR managers. The admission date is HR's: an employee editing
 * their own profile keeps it. Birthday and admission dates are those the birthday notices read.
 */
export async function updateEmployee(
  { db, actor }: OpContext,
  { id, profile }: { id: number; profile: EmployeeProfile },
) {
  assertEditsProfile(actor, id);
  const manager = anyRoleCan(actor.roles, 'employee.manage');
  if (!(await repo.findProfile(db, id))) throw notFound();
  await cpfChecked(() =>
    withActor(db, actor.userId, (tx) => repo.updateProfile(tx, id, profile, { keepAdmission: !manager })),
  );
  return { rh_usuario: (await repo.findProfile(db, id))! };
}

/** `/employees/register`: the invitation and the profile in one transaction. */
export async function registerEmployee(
  ctx: OpContext & { sender: Sender; publicUrl: string },
  body: z.output<typeof employeeRegisterBody>,
) {
  const { email, id_empresa, id_departamento, id_setor, id_cargo, ...profile } = body;
  const created = await cpfChecked(() =>
    inviteUser(
      ctx,
      {
        nome: body.nome,
        sobrenome: body.sobrenome,
        email,
        id_empresa,
        id_departamento,
        id_setor,
        id_cargo,
        data_admissao: body.data_admissao,
      },
      (tx, usuarioId) => repo.updateProfile(tx, usuarioId, profile as EmployeeProfile, { keepAdmission: false }),
    ),
  );
  return { rh_usuario: (await repo.findProfile(ctx.db, created.rh_usuario.id))! };
}
