import { READING_API as API } from '@intranet/shared/onboarding-reading/onboarding-reading.contract';
import { defineRoutes } from '../../platform/http/routes';
import * as service from './onboarding-reading.service';

/** The employee reading flow (spec §4 and §7): each employee on their own progress. */
export const onboardingReadingRoutes = defineRoutes('onboarding-funcionario', (r) => {
  r.on(API.home, (ctx) => service.home(ctx));
  r.on(API.trailContents, (ctx, { body }) => service.trailContents(ctx, body));
  r.on(API.content, (ctx, { body }) => service.readContent(ctx, body));
  r.on(API.start, (ctx, { body }) => service.startContent(ctx, body));
  r.on(API.finish, (ctx, { body }) => service.finishContent(ctx, body));
  r.on(API.nextContent, (ctx, { body }) => service.nextContent(ctx, body));
  r.on(API.nextTrail, (ctx, { body }) => service.nextTrail(ctx, body));
});
