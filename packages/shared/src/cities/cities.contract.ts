import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { crudEndpoints } from '../crud/crud.contract';
import {
  addressLookup,
  cepParams,
  city,
  cityFilter,
  cityInput,
  cityPatch,
  createCityBody,
  createCityResponse,
  microregion,
  microregionFilter,
  microregionInput,
  microregionPatch,
  publicMicroregionsQuery,
  publicMicroregionsResponse,
} from './cities.schemas';

/** Cities (`/cities`): the provider cities table, answers under `rh_cidade_provedor` … */
export const CITY_API = crudEndpoints({
  table: 'rh_cidade_provedor',
  path: '/v1/cidades',
  createPath: '/v1/criar/cidade',
  access: { list: 'city.list', create: 'city.create', edit: 'city.edit', delete: 'city.delete' },
  schemas: { row: city, filter: cityFilter, input: cityInput, patch: cityPatch },
});

/** Microregions (`/microrregions`): answers under `rh_microrregiao` … */
export const MICROREGION_API = crudEndpoints({
  table: 'rh_microrregiao',
  path: '/v1/microrregiao',
  createPath: '/v1/criar/microrregiao',
  access: {
    list: 'microregion.list',
    create: 'microregion.create',
    edit: 'microregion.edit',
    delete: 'microregion.delete',
  },
  schemas: { row: microregion, filter: microregionFilter, input: microregionInput, patch: microregionPatch },
});

/** The shared form's lookup of microregions (spec roulette-tracking-shared-blocks §7: `v1/company/microrregiao`): all of them. */
export const MICROREGION_LOOKUP = endpoint({
  method: 'GET',
  path: '/v1/company/microrregiao',
  access: MICROREGION_API.list.access,
  response: MICROREGION_API.list.response,
});

/** The CEP lookup of every address form and the city made from a CEP. */
export const ADDRESS_API = {
  lookupCep: endpoint({
    method: 'GET',
    path: '/v1/cep/:cep',
    access: 'city.lookupCep',
    params: cepParams,
    response: z.object({ endereco: addressLookup }),
  }),
  createCity: endpoint({
    method: 'POST',
    path: '/v1/createCity',
    access: 'city.create',
    body: createCityBody,
    response: createCityResponse,
  }),
} as const;

/** The microregions served, for anyone (`/microrregions`, no login): names and providers only. */
export const MICROREGION_PUBLIC_API = {
  list: endpoint({
    method: 'GET',
    path: '/v1/microrregioes/publicas',
    access: 'microregion.public',
    query: publicMicroregionsQuery,
    response: publicMicroregionsResponse,
  }),
} as const;
