import { crudEndpoints } from '../crud/crud.contract';
import { blockingRule, blockingRuleFilter, blockingRuleInput, blockingRulePatch } from './blocking-rules.schemas';

/** Blocking rules (`/blocking-rules`): answers under `regra_bloqueio` …; the registering user is the caller. */
export const BLOCKING_RULE_API = crudEndpoints({
  table: 'regra_bloqueio',
  path: '/v1/regra/bloqueio',
  createPath: '/v1/criar/regra/bloqueio',
  access: {
    list: 'blocking-rule.list',
    create: 'blocking-rule.create',
    edit: 'blocking-rule.edit',
    delete: 'blocking-rule.delete',
  },
  schemas: { row: blockingRule, filter: blockingRuleFilter, input: blockingRuleInput, patch: blockingRulePatch },
});
