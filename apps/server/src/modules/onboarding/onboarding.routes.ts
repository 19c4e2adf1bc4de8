import { ONBOARDING_API as API } from '@intranet/shared/onboarding/onboarding.contract';
import { defineRoutes } from '../../platform/http/routes';
import * as service from './onboarding.service';

/** Onboardings and their ordered trails (spec §7, Onboarding). */
export const onboardingRoutes = defineRoutes('onboarding', (r) => {
  r.on(API.list, (ctx, { body }) => service.listOnboardings(ctx, body));
  r.on(API.find, (ctx, { body }) => service.findOnboardings(ctx, body));
  r.on(API.create, (ctx, { body }) => service.createOnboarding(ctx, body));
  r.on(API.update, (ctx, { params, body }) => service.updateOnboarding(ctx, { id: params.id, body }));
  r.on(API.delete, (ctx, { params }) => service.deleteOnboarding(ctx, params));
  r.on(API.unlinkTrail, (ctx, { body }) => service.trails.unlink(ctx, body));
  r.on(API.linkTrails, (ctx, { body }) => service.trails.link(ctx, body.objects));
  r.on(API.reorderTrails, (ctx, { body }) => service.trails.reorder(ctx, body));
  r.on(API.trailsOf, (ctx, { body }) => service.trailsOf(ctx, body));
  r.on(API.availableTrails, (ctx, { body }) => service.availableTrails(ctx, body));
});
