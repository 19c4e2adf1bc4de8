import { CAREERS_API as API } from '@intranet/shared/careers/careers.contract';
import { defineRoutes } from '../../platform/http/routes';
import { type LimitScope, perAddressLimit } from '../../platform/http/rate-limit-store';
import * as service from './careers.service';

/** Reads of the public vacancies per minute from one address (a visitor opens a few pages). */
const PUBLIC_READS_PER_MINUTE = 120;
/** Applications per minute from one address. */
export const APPLICATIONS_PER_MINUTE = 10;

/** Careers: the public vacancies, applying, the recruiters' pipeline and search, the dashboard and LGPD. */
export const careersRoutes = defineRoutes('careers', (r, app) => {
  const perAddress = (max: number, scope: LimitScope) => ({
    config: { rateLimit: perAddressLimit(app.config.rateLimitScale * max, scope) },
  });

  r.on(
    API.publicList,
    (ctx, { query }) => service.publicList(ctx, query),
    perAddress(PUBLIC_READS_PER_MINUTE, 'instance'),
  );
  r.on(
    API.publicDetail,
    (ctx, { params }) => service.publicDetail(ctx, params.id),
    perAddress(PUBLIC_READS_PER_MINUTE, 'instance'),
  );
  r.on(API.list, (ctx, { body }) => service.staffList(ctx, body.filtro));
  r.on(API.get, (ctx, { params }) => service.getVacancy(ctx, params.id));
  r.on(API.create, (ctx, { body }) => service.createVacancy(ctx, body));
  r.on(API.update, (ctx, { params, body }) => service.updateVacancy(ctx, params.id, body));
  r.on(
    API.apply,
    (ctx, { body }) => service.apply(ctx, body, app.sender),
    perAddress(APPLICATIONS_PER_MINUTE, 'cluster'),
  );
  r.on(API.mine, (ctx) => service.myApplications(ctx));
  r.on(API.pipeline, (ctx, { params }) => service.pipeline(ctx, params.id));
  r.on(API.move, (ctx, { params, body }) => service.move(ctx, params.id, body, app.sender));
  r.on(API.search, (ctx, { body }) => service.search(ctx, body));
  r.on(API.talentBank, (ctx, { body }) => service.talentBank(ctx, body));
  r.on(API.dashboard, (ctx) => service.dashboard(ctx));
  r.on(API.myData, (ctx) => service.myData(ctx));
  r.on(API.deleteAccount, (ctx) => service.deleteAccount(ctx));
});
