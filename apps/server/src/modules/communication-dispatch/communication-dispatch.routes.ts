import { COMMUNICATION_DISPATCH_API as API } from '@intranet/shared/communication-dispatch/communication-dispatch.contract';
import { defineRoutes } from '../../platform/http/routes';
import { channelsFromConfig } from './channels';
import { listDeliveries, previewRecipients, runShiftNow } from './communication-dispatch.service';
import { Dispatcher, planBatchFor } from './dispatcher';

/** How long "Executar turno agora" waits for the shift to be sent before answering the counts so far. */
const RUN_SHIFT_WAIT_MS = 20_000;

/** The dispatcher's calls: who would receive, what was sent, and running a shift now. */
export const communicationDispatchRoutes = defineRoutes('communication-dispatch', (r, app) => {
  const { config, database } = app;
  const channels = channelsFromConfig(database.db, config.smtpUrl, config.dispatch);
  // One dispatcher per instance, scheduled with the app when DISPATCH_ENABLED (off in tests).
  const dispatcher = new Dispatcher({
    db: database.db,
    channels,
    log: app.log,
    leaseSeconds: config.dispatch.leaseSeconds,
    resumeSeconds: config.dispatch.resumeSeconds,
    soleInstance: database.kind === 'pglite',
    planBatch: planBatchFor(database.kind),
  });
  if (config.dispatch.enabled) app.addHook('onReady', async () => dispatcher.start());
  app.addHook('onClose', async () => {
    await dispatcher.stop();
    await Promise.all(Object.values(channels).map((channel) => channel.close?.()));
  });

  r.on(API.recipients, (ctx, { params, body }) => previewRecipients(ctx, params.id, body.data));
  r.on(API.deliveries, (ctx, { params, body }) => listDeliveries(ctx, params.id, body.filtro));
  r.on(API.runShift, (_ctx, { body }) => runShiftNow(dispatcher, body.turno, RUN_SHIFT_WAIT_MS));
});
