import { BLOCKING_CRITERION_API } from '@intranet/shared/blocking-rules/blocking-criteria.contract';
import { criterionParameters, missingParameter } from '@intranet/shared/blocking-rules/blocking-criteria.schemas';
import { BLOCKING_RULES_MSG } from '@intranet/shared/blocking-rules/blocking-rules.messages';
import { regraBloqueioCriterio } from '../../db/schema';
import { crudService } from '../../platform/crud/crud.service';
import { presentRecord } from '../../platform/crud/crud.presenter';
import { invalid, notFound } from '../../platform/http/errors';

const texts = {
  notFound: BLOCKING_RULES_MSG.criterionNotFound,
  inUse: 'Critério de exceção em uso: não pode ser excluído.',
};
const base = crudService({
  api: BLOCKING_CRITERION_API,
  table: regraBloqueioCriterio,
  present: presentRecord,
  messages: texts,
});

const missing = (values: Parameters<typeof missingParameter>[0]) => {
  const lack = missingParameter(values);
  if (lack) throw invalid(lack.message, [{ path: `object.${lack.field}`, message: lack.message }]);
};

/**
 * Exception criteria of the blocking rules: only the parameter of the criterion's kind is kept; the
 * registering user is the caller. Any change raises the rule's version (a trigger, migration 0034).
 */
export const blockingCriterionService: typeof base = {
  ...base,
  async create(ctx, { values }) {
    missing(values);
    return base.create(ctx, {
      values: criterionParameters({ ...values, id_usuario: ctx.actor.userId > 0 ? ctx.actor.userId : null }),
    });
  },
  async update(ctx, { id, patch }) {
    const current = await base.repository.findOne(ctx.db, id);
    if (!current) throw notFound(texts.notFound);
    const merged = { ...current, ...patch };
    missing(merged);
    const { tipo, tipo_contrato, marcador, valor_limite } = criterionParameters(merged);
    const changesKind = ['tipo', 'tipo_contrato', 'marcador', 'valor_limite'].some((key) => key in patch);
    return base.update(ctx, {
      id,
      patch: changesKind ? { ...patch, tipo, tipo_contrato, marcador, valor_limite } : patch,
    });
  },
};
