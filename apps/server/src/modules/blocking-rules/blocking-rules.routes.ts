import { serveCrud } from '../../platform/crud/crud.routes';
import { defineRoutes } from '../../platform/http/routes';
import { blockingRuleService } from './blocking-rules.service';

/** Blocking rules (`/blocking-rules`; the simulation screen comes later). */
export const blockingRulesRoutes = defineRoutes('blocking-rules', (r) => {
  serveCrud(r, blockingRuleService);
});
