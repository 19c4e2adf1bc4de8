import { ADDRESS_API, MICROREGION_LOOKUP, MICROREGION_PUBLIC_API } from '@intranet/shared/cities/cities.contract';
import { serveCrud } from '../../platform/crud/crud.routes';
import { defineRoutes } from '../../platform/http/routes';
import { perAddressLimit } from '../../platform/http/rate-limit-store';
import { publicCepSource } from './cep.adapter';
import { cityService, createCityFromCep, lookupCep, microregionService, publicMicroregions } from './cities.service';

/** Reads of the public microregions per minute from one address. */
const PUBLIC_READS_PER_MINUTE = 120;

/** Cities, microregions and the CEP lookup of every address form. */
export const citiesRoutes = defineRoutes('cities', (r, app) => {
  const source = app.config.cepServiceUrl ? publicCepSource(app.config.cepServiceUrl) : null;
  const log = (error: unknown) =>
    app.log.warn({ err: error }, 'CEP service unavailable; answering from the cities table');
  serveCrud(r, cityService);
  serveCrud(r, microregionService);
  r.on(MICROREGION_LOOKUP, async (ctx) => ({ rh_microrregiao: await microregionService.list(ctx, {}) }) as never);
  r.on(ADDRESS_API.lookupCep, async (ctx, { params }) => ({ endereco: await lookupCep(ctx, params.cep, source, log) }));
  r.on(ADDRESS_API.createCity, (ctx, { body }) => createCityFromCep(ctx, body, source));
  r.on(MICROREGION_PUBLIC_API.list, (ctx, { query }) => publicMicroregions(ctx, query), {
    config: { rateLimit: perAddressLimit(app.config.rateLimitScale * PUBLIC_READS_PER_MINUTE, 'instance') },
  });
});
