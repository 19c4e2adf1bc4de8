import type { RouteObject } from 'react-router-dom';
import { crudRoutes } from '../../components/crud/crud-routes';
import type { ScreenHandle } from '../../lib/screen';
import { BLOCKING_RULES_PATH, CRITERIA_PATH } from './blocking-rule-paths';

const criteria = () => import('./pages/criterion-pages');

/** Blocking rules, their simulation and their exception criteria. */
export const blockingRulesRoutes: RouteObject[] = [
  crudRoutes(BLOCKING_RULES_PATH, () => import('./blocking-rule-pages').then((m) => m.BLOCKING_RULE_PAGES), {
    list: { title: 'Regras de bloqueio', can: 'blocking-rule.list' },
    register: { title: 'Nova regra de bloqueio', can: 'blocking-rule.create' },
    edit: { title: 'Editar regra de bloqueio', can: 'blocking-rule.list' },
  }),
  {
    path: `${BLOCKING_RULES_PATH}/simulation/:id`,
    handle: { title: 'Simulação da regra de bloqueio', can: 'blocking-rule.simulate' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await import('./pages/simulation-page')).SimulationPage }),
  },
  {
    path: `${CRITERIA_PATH}/list/:id`,
    handle: { title: 'Critérios de exceção', can: 'blocking-exception-criterion.list' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await criteria()).CriterionListPage }),
  },
  {
    path: `${CRITERIA_PATH}/register/:id`,
    handle: { title: 'Novo critério de exceção', can: 'blocking-exception-criterion.create' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await criteria()).CriterionRegisterPage }),
  },
  {
    path: `${CRITERIA_PATH}/edit/:idRule/:idCriterion`,
    handle: { title: 'Editar critério de exceção', can: 'blocking-exception-criterion.list' } satisfies ScreenHandle,
    lazy: async () => ({ Component: (await criteria()).CriterionEditPage }),
  },
];
