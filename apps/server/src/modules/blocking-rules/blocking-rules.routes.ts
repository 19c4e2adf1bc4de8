import { BLOCKING_SIMULATION_API as SIM } from '@intranet/shared/blocking-rules/blocking-simulation.contract';
import { serveCrud } from '../../platform/crud/crud.routes';
import { defineRoutes } from '../../platform/http/routes';
import { blockingApplier } from './blocking-rules.application';
import { httpBlockingActionSender } from './blocking-rules.erp';
import { blockingCriterionService } from './blocking-criteria.service';
import { blockingRuleService } from './blocking-rules.service';
import { blockingSimulationService } from './blocking-simulation.service';

/** Minutes between looks for applications left unfinished and sends to try again. */
export const RESUME_EVERY_MS = 60_000;

/** Blocking rules, their exception criteria, the simulation and the application (`/blocking-rules`). */
export const blockingRulesRoutes = defineRoutes('blocking-rules', (r, app) => {
  serveCrud(r, blockingRuleService);
  serveCrud(r, blockingCriterionService);
  const simulation = blockingSimulationService();
  const applier = blockingApplier(app.db, { sender: httpBlockingActionSender(app.db), log: app.log });

  r.on(SIM.state, (ctx, { params }) => simulation.state(ctx, params));
  r.on(SIM.simulate, (ctx, { params, body }) =>
    simulation.simulate(ctx, { id: params.id, day: body?.data_referencia }),
  );
  r.on(SIM.contracts, (ctx, { params, query }) => simulation.contracts(ctx, { id: params.id, ...query }));
  r.on(SIM.apply, async (ctx, { params }) => {
    const answer = await simulation.apply(ctx, params);
    void applier.kick(answer.aplicacao.id);
    return answer;
  });

  let timer: NodeJS.Timeout | null = null;
  if (!app.config.testing)
    app.addHook('onReady', async () => {
      applier.background(() => applier.resume());
      timer = setInterval(() => applier.background(() => applier.resume()), RESUME_EVERY_MS);
      timer.unref();
    });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await applier.stop();
  });
});
