import type { RouteObject } from 'react-router-dom';
import { crudRoutes } from '../../components/crud/crud-routes';
import { BLOCKING_RULES_PATH } from './blocking-rule-paths';

/** Blocking rules (the simulation screen comes later). */
export const blockingRulesRoutes: RouteObject[] = [
  crudRoutes(BLOCKING_RULES_PATH, () => import('./blocking-rule-pages').then((m) => m.BLOCKING_RULE_PAGES), {
    list: { title: 'Regras de bloqueio', can: 'blocking-rule.list' },
    register: { title: 'Nova regra de bloqueio', can: 'blocking-rule.create' },
    edit: { title: 'Editar regra de bloqueio', can: 'blocking-rule.list' },
  }),
];
