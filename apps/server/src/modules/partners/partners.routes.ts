import { PARTNERS_API as API } from '@intranet/shared/partners/partners.contract';
import { defineRoutes } from '../../platform/http/routes';
import { partnerProfile, setPartnerPermissions } from './partners.service';

/** Partners' profiles and permissions. */
export const partnersRoutes = defineRoutes('partners', (r) => {
  r.on(API.get, (ctx, { params }) => partnerProfile(ctx, params.id));
  r.on(API.set, (ctx, { params, body }) => setPartnerPermissions(ctx, { id: params.id, ...body }));
});
