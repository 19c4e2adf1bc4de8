import { crudEndpoints } from '../crud/crud.contract';
import {
  blockingCriterion,
  blockingCriterionFilter,
  blockingCriterionInput,
  blockingCriterionPatch,
} from './blocking-criteria.schemas';

/** Exception criteria of the blocking rules (`/blocking-exception-criterion`), listed by rule (`filtro.id_regra`). */
export const BLOCKING_CRITERION_API = crudEndpoints({
  table: 'regra_bloqueio_criterio',
  path: '/v1/regra/bloqueio/criterio',
  createPath: '/v1/criar/regra/bloqueio/criterio',
  access: {
    list: 'blocking-exception-criterion.list',
    create: 'blocking-exception-criterion.create',
    edit: 'blocking-exception-criterion.edit',
    delete: 'blocking-exception-criterion.delete',
  },
  schemas: {
    row: blockingCriterion,
    filter: blockingCriterionFilter,
    input: blockingCriterionInput,
    patch: blockingCriterionPatch,
  },
});
