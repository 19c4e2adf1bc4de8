import { CITIES, STATES } from '@intranet/shared/cities/cities';
import { CITY_API, MICROREGION_API } from '@intranet/shared/cities/cities.contract';
import {
  type AddressLookup,
  PUBLIC_MICROREGIONS_PAGE,
  type PublicMicroregions,
} from '@intranet/shared/cities/cities.schemas';
import { recordMessages } from '@intranet/shared/crud/crud.messages';
import { foldText } from '@intranet/shared/format/text';
import { onlyDigits } from '@intranet/shared/validation/cpf';
import { MSG } from '@intranet/shared/validation/messages';
import { withActor } from '../../db/client';
import { cidadeProvedor, microrregiao } from '../../db/schema';
import { isForeignKeyViolation } from '../../db/pg-errors';
import { crudService } from '../../platform/crud/crud.service';
import { presentRecord } from '../../platform/crud/crud.presenter';
import { conflict, invalid, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import type { CepAddress, CepSource } from './cep.adapter';
import * as repo from './cities.repository';

/** Cities (`/cities`): the provider cities table. */
export const cityService = crudService({
  api: CITY_API,
  table: cidadeProvedor,
  present: presentRecord,
  messages: recordMessages('Cidade'),
});

const microregionTexts = recordMessages('Microrregião', 'Já existe uma microrregião com este nome.');
/** Microregions (`/microrregions`). */
export const microregionService = crudService({
  api: MICROREGION_API,
  table: microrregiao,
  present: presentRecord,
  name: { column: 'nome', taken: microregionTexts.taken },
  messages: microregionTexts,
});

/** The microregions served, for anyone (`/microrregions`): names and providers, a page of 20. */
export async function publicMicroregions(
  ctx: OpContext,
  query: { empresa?: number; pagina: number },
): Promise<PublicMicroregions> {
  const [page, empresas] = await Promise.all([
    repo.activeMicroregions(ctx.db, {
      companyId: query.empresa,
      limit: PUBLIC_MICROREGIONS_PAGE,
      offset: (query.pagina - 1) * PUBLIC_MICROREGIONS_PAGE,
    }),
    repo.providersWithMicroregions(ctx.db),
  ]);
  return { total: page.total, dados: page.rows, empresas };
}

/** The municipality id of the static city list (spec 000 §3) for a city name and state abbreviation. */
export function cityIdOf(city: string, uf: string): number | null {
  const state = STATES.find((s) => s.uf === uf.toUpperCase());
  if (!state) return null;
  const name = foldText(city);
  const found = CITIES.find((c) => c.Estado === state.id && foldText(c.label) === name);
  return found ? Number(found.ID) : null;
}

/**
 * Offline answer from our own cities table: the registered city whose CEP shares the longest prefix
 * (at least the first three digits, the CEP's sub-region) with the one asked.
 */
async function fromCityTable(db: OpContext['db'], digits: string): Promise<CepAddress | null> {
  const rows = await repo.citiesInCepRegion(db, digits.slice(0, 3));
  let best: { nome: string; uf: string; shared: number } | null = null;
  for (const row of rows) {
    const other = onlyDigits(row.cep ?? '');
    let shared = 0;
    while (shared < 8 && other[shared] === digits[shared]) shared++;
    if (!best || shared > best.shared) best = { nome: row.nome, uf: row.uf, shared };
  }
  if (!best) return null;
  return {
    address: '',
    code: `${digits.slice(0, 5)}-${digits.slice(5)}`,
    district: '',
    state: best.uf,
    city: best.nome,
  };
}

/**
 * The address of a CEP (spec §3 "Address lookup result"): from the public CEP service when one is
 * configured and answers, else from our cities table; 404 'CEP não encontrado, tente novamente'.
 */
export async function lookupCep(
  ctx: OpContext,
  cep: string,
  source: CepSource | null,
  log?: (error: unknown) => void,
): Promise<AddressLookup> {
  const digits = onlyDigits(cep);
  let found: CepAddress | null = null;
  if (source) {
    try {
      found = await source(digits);
    } catch (error) {
      log?.(error);
    }
  }
  found ??= await fromCityTable(ctx.db, digits);
  if (!found) throw notFound(MSG.cepNotFound);
  return { ...found, city_id: cityIdOf(found.city, found.state) };
}

/** `POST /v1/createCity { cep, id_empresa }`: the CEP's city registered for a provider (once). */
export async function createCityFromCep(
  ctx: OpContext,
  body: { cep: string; id_empresa: number; ativo: boolean },
  source: CepSource | null,
) {
  const address = await lookupCep(ctx, body.cep, source);
  return withActor(ctx.db, ctx.actor.userId, async (tx) => {
    if (await repo.providerHasCity(tx, body.id_empresa, address.city, address.state))
      throw conflict('Cidade já cadastrada para este provedor.');
    const row = await repo.insertCity(tx, {
      nome: address.city,
      uf: address.state,
      id_empresa: body.id_empresa,
      ativo: body.ativo,
      cep: address.code,
    });
    return { criaCidade: row };
  }).catch((error: unknown) => {
    throw isForeignKeyViolation(error) ? invalid(MSG.invalidData) : error;
  });
}
