import { z } from 'zod';
import { baseFilter, namesFilter, recordTimes } from '../crud/crud.schemas';
import { nameField, ufField } from '../validation/fields';

/** Provider company (spec §3 "Provider company": ativo, nome). */
export const provider = z.object({ id: z.number(), nome: z.string(), ativo: z.boolean(), ...recordTimes });
export type Provider = z.infer<typeof provider>;

export const providerInput = z.object({ nome: nameField(), ativo: z.boolean().default(false) });
export const providerPatch = z.object({ nome: nameField().optional(), ativo: z.boolean().optional() });
export const providerFilter = z.object({ ...baseFilter, nome: namesFilter });

/** One city of a provider (spec §3: nome, uf, id_empresa). */
export const providerCity = z.object({ nome: nameField(), uf: ufField, id_empresa: z.number().int().positive() });
export type ProviderCity = z.infer<typeof providerCity>;

/** `POST v1/cidade/provedor { objects }`: the cities of a new provider. */
export const addProviderCitiesBody = z.object({ objects: z.array(providerCity).max(6000) });
export const addProviderCitiesResponse = z.object({
  insert_rh_cidade_provedor: z.object({ affected_rows: z.number() }),
});

/**
 * `POST v1/delete/insert/cidades/provedor { id_empresa, objects, object? }`: the provider's cities become
 * these (the new ones inserted, the removed ones deleted, the kept ones left as they are) and, with
 * `object`, the provider's own fields saved in the same transaction, so an edit is saved whole or not at all.
 */
export const replaceProviderCitiesBody = z.object({
  id_empresa: z.number().int().positive(),
  objects: z.array(providerCity).max(6000),
  object: providerPatch.optional(),
});
export const replaceProviderCitiesResponse = z.object({
  delete_rh_cidade_provedor: z.object({ affected_rows: z.number() }),
  insert_rh_cidade_provedor: z.object({ affected_rows: z.number() }),
});
export type ReplaceProviderCities = z.infer<typeof replaceProviderCitiesBody>;
