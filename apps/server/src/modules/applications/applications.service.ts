import { anyRoleCan } from '@intranet/shared/access/permissions';
import { APPLICATION_API } from '@intranet/shared/applications/applications.contract';
import { recordMessages } from '@intranet/shared/crud/crud.messages';
import { aplicacao } from '../../db/schema';
import { crudService } from '../../platform/crud/crud.service';
import { presentRecord } from '../../platform/crud/crud.presenter';
import type { OpContext } from '../../platform/http/routes';
import * as repo from './applications.repository';

const texts = recordMessages('Aplicação', 'Já existe uma aplicação com este nome.');

/** The company's systems and links (`/applications`), on the CRUD kit; a name is unique whatever its case. */
export const applicationService = crudService({
  api: APPLICATION_API,
  table: aplicacao,
  present: presentRecord,
  name: { column: 'nome', taken: texts.taken },
  messages: texts,
});

/**
 * The active systems the caller opens: those of their department and the general ones; all of them
 * for those who register them.
 */
export async function myApplications(ctx: OpContext) {
  const all = anyRoleCan(ctx.actor.roles, 'application.list');
  const departmentId = all || ctx.actor.userId <= 0 ? null : await repo.departmentOf(ctx.db, ctx.actor.userId);
  return { aplicacoes: await repo.activeApplications(ctx.db, { departmentId, all }) };
}
