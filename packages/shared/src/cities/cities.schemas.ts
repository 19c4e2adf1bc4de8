import { z } from 'zod';
import { baseFilter, namesFilter, recordTimes } from '../crud/crud.schemas';
import { idField, maskedCepField, nameField, ufField } from '../validation/fields';
import { MSG } from '../validation/messages';

/** City of a provider (spec §3 "City": ativo, nome, uf, id_empresa; `cep` when made from one). */
export const city = z.object({
  id: z.number(),
  nome: z.string(),
  uf: z.string(),
  id_empresa: z.number(),
  cep: z.string().nullable(),
  ativo: z.boolean(),
  ...recordTimes,
});
export type CityRecord = z.infer<typeof city>;
const cityFields = { nome: nameField(), uf: ufField, id_empresa: idField };
export const cityInput = z.object({ ...cityFields, ativo: z.boolean().default(false) });
export const cityPatch = z.object({ ...cityFields, ativo: z.boolean() }).partial();
export const cityFilter = z.object({
  ...baseFilter,
  nome: namesFilter,
  uf: z.string().optional(),
  id_empresa: z.number().int().positive().optional(),
});

/** Microregion of a provider. */
export const microregion = z.object({
  id: z.number(),
  nome: z.string(),
  id_empresa: z.number(),
  ativo: z.boolean(),
  ...recordTimes,
});
export type Microregion = z.infer<typeof microregion>;
const microregionFields = { nome: nameField(), id_empresa: idField };
export const microregionInput = z.object({ ...microregionFields, ativo: z.boolean().default(false) });
export const microregionPatch = z.object({ ...microregionFields, ativo: z.boolean() }).partial();
export const microregionFilter = z.object({
  ...baseFilter,
  nome: namesFilter,
  id_empresa: z.number().int().positive().optional(),
});

/** Address lookup result (spec §3): address, code, district, state, city, city_id. */
export const addressLookup = z.object({
  address: z.string(),
  code: z.string(),
  district: z.string(),
  state: z.string(),
  city: z.string(),
  city_id: z.number().nullable(),
});
export type AddressLookup = z.infer<typeof addressLookup>;

/** `GET /v1/cep/:cep`: a masked or bare CEP of 8 digits. */
export const cepParams = z.object({ cep: z.string().regex(/^\d{5}-?\d{3}$/, { error: 'CEP invalido' }) });

/** `POST /v1/createCity { cep }`: the city of a CEP registered for a provider; answer `criaCidade`. */
export const createCityBody = z.object({ cep: maskedCepField, id_empresa: idField, ativo: z.boolean().default(true) });
export const createCityResponse = z.object({
  criaCidade: z.object({ id: z.number(), nome: z.string(), uf: z.string() }),
});

/** Page size of the public microregions (`/microrregions`). */
export const PUBLIC_MICROREGIONS_PAGE = 20;

/** `GET /v1/microrregioes/publicas`: the microregions served (active ones), of one provider or all, by page. */
export const publicMicroregionsQuery = z.object({
  empresa: z.coerce.number().int().positive({ error: MSG.invalidData }).optional(),
  pagina: z.coerce.number().int().min(1, { error: MSG.invalidData }).max(500, { error: MSG.invalidData }).default(1),
});
export const publicMicroregionsResponse = z.object({
  total: z.number(),
  dados: z.array(z.object({ id: z.number(), nome: z.string(), empresa: z.string() })),
  /** The providers that have microregions, for the filter. */
  empresas: z.array(z.object({ id: z.number(), nome: z.string() })),
});
export type PublicMicroregions = z.infer<typeof publicMicroregionsResponse>;
