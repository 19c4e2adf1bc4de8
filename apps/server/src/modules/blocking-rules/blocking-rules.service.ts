import { BLOCKING_RULE_API } from '@intranet/shared/blocking-rules/blocking-rules.contract';
import { BLOCKING_RULES_MSG } from '@intranet/shared/blocking-rules/blocking-rules.messages';
import { thresholdsInOrder } from '@intranet/shared/blocking-rules/blocking-rules.schemas';
import { recordMessages } from '@intranet/shared/crud/crud.messages';
import { regraBloqueio } from '../../db/schema';
import { crudService } from '../../platform/crud/crud.service';
import { presentRecord } from '../../platform/crud/crud.presenter';
import { invalid, notFound } from '../../platform/http/errors';

const texts = recordMessages('Regra de bloqueio', 'Já existe uma regra de bloqueio com este nome.');
const base = crudService({
  api: BLOCKING_RULE_API,
  table: regraBloqueio,
  present: (row) => ({ ...presentRecord(row), alterada_em: row.alterada_em.toISOString() }),
  name: { column: 'nome', taken: texts.taken },
  messages: texts,
});

const thresholdsError = () =>
  invalid(BLOCKING_RULES_MSG.thresholdsOrder, [
    { path: 'object.dias_bloqueio', message: BLOCKING_RULES_MSG.thresholdsOrder },
  ]);

/**
 * Blocking rules (`/blocking-rules`): the registering user is the caller; an edit keeps the block
 * threshold after the first one. Every change raises the rule's version (a trigger, migration 0034).
 */
export const blockingRuleService: typeof base = {
  ...base,
  create: (ctx, { values }) =>
    base.create(ctx, {
      values: { ...values, id_usuario: ctx.actor.userId > 0 ? ctx.actor.userId : null } as typeof values,
    }),
  async update(ctx, { id, patch }) {
    if (patch.dias_atraso !== undefined || patch.dias_bloqueio !== undefined) {
      const current = await base.repository.findOne(ctx.db, id);
      if (!current) throw notFound(texts.notFound);
      const atraso = patch.dias_atraso ?? current.dias_atraso;
      const bloqueio = patch.dias_bloqueio === undefined ? current.dias_bloqueio : patch.dias_bloqueio;
      if (!thresholdsInOrder(atraso, bloqueio)) throw thresholdsError();
    }
    return base.update(ctx, { id, patch });
  },
};
