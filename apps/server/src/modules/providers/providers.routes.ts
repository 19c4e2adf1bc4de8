import { PROVIDER_CITIES_API } from '@intranet/shared/providers/providers.contract';
import { serveCrud } from '../../platform/crud/crud.routes';
import { defineRoutes } from '../../platform/http/routes';
import { addProviderCities, providerService, replaceProviderCities } from './providers.service';

/** Providers and their cities (`/providers`). */
export const providersRoutes = defineRoutes('providers', (r) => {
  serveCrud(r, providerService);
  r.on(PROVIDER_CITIES_API.addCities, (ctx, { body }) => addProviderCities(ctx, body.objects));
  r.on(PROVIDER_CITIES_API.replaceCities, (ctx, { body }) => replaceProviderCities(ctx, body));
});
