import { crudEndpoints } from '../crud/crud.contract';
import { endpoint } from '../api/endpoint';
import {
  addProviderCitiesBody,
  addProviderCitiesResponse,
  provider,
  providerFilter,
  providerInput,
  providerPatch,
  replaceProviderCitiesBody,
  replaceProviderCitiesResponse,
} from './providers.schemas';

/** Provider companies (`/providers`): answers under `rh_empresa` … */
export const PROVIDER_API = crudEndpoints({
  table: 'rh_empresa',
  path: '/v1/provedor',
  createPath: '/v1/criar/provedor',
  access: { list: 'provider.list', create: 'provider.create', edit: 'provider.edit', delete: 'provider.delete' },
  schemas: { row: provider, filter: providerFilter, input: providerInput, patch: providerPatch },
});

/** The cities of a provider (spec §7 "Shared form lookups and submits"). */
export const PROVIDER_CITIES_API = {
  addCities: endpoint({
    method: 'POST',
    path: '/v1/cidade/provedor',
    access: 'provider.create',
    body: addProviderCitiesBody,
    response: addProviderCitiesResponse,
  }),
  replaceCities: endpoint({
    method: 'POST',
    path: '/v1/delete/insert/cidades/provedor',
    access: 'provider.edit',
    body: replaceProviderCitiesBody,
    response: replaceProviderCitiesResponse,
  }),
} as const;
