import { BLOCKING_RULE_API } from '@intranet/shared/blocking-rules/blocking-rules.contract';
import { recordMessages } from '@intranet/shared/crud/crud.messages';
import { regraBloqueio } from '../../db/schema';
import { crudService } from '../../platform/crud/crud.service';
import { presentRecord } from '../../platform/crud/crud.presenter';

const texts = recordMessages('Regra de bloqueio', 'Já existe uma regra de bloqueio com este nome.');
const base = crudService({
  api: BLOCKING_RULE_API,
  table: regraBloqueio,
  present: presentRecord,
  name: { column: 'nome', taken: texts.taken },
  messages: texts,
});

/** Blocking rules (`/blocking-rules`): the registering user is the caller. */
export const blockingRuleService: typeof base = {
  ...base,
  create: (ctx, { values }) =>
    base.create(ctx, {
      values: { ...values, id_usuario: ctx.actor.userId > 0 ? ctx.actor.userId : null } as typeof values,
    }),
};
