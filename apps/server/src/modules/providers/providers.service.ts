import { SUPERADMIN } from '@intranet/shared/auth/roles';
import { recordMessages } from '@intranet/shared/crud/crud.messages';
import { PROVIDER_API } from '@intranet/shared/providers/providers.contract';
import { PROVIDERS_MSG } from '@intranet/shared/providers/providers.messages';
import type { ProviderCity, ReplaceProviderCities } from '@intranet/shared/providers/providers.schemas';
import { withActor } from '../../db/client';
import { empresa } from '../../db/schema';
import { isForeignKeyViolation } from '../../db/pg-errors';
import { crudService } from '../../platform/crud/crud.service';
import { presentRecord } from '../../platform/crud/crud.presenter';
import { conflict, invalid } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { MSG } from '@intranet/shared/validation/messages';
import * as repo from './providers.repository';

const texts = recordMessages('Provedor', 'Já existe um provedor com este nome.');
const base = crudService({
  api: PROVIDER_API,
  table: empresa,
  present: presentRecord,
  name: { column: 'nome', taken: texts.taken },
  messages: texts,
});

/** Providers (`/providers`): the superadmin sees every one, anyone else the companies linked to their user (spec §6). */
export const providerService: typeof base = {
  ...base,
  async list(ctx, input) {
    const rows = await base.list(ctx, input);
    if (ctx.actor.role === SUPERADMIN) return rows;
    const ids = new Set(await repo.linkedCompanyIds(ctx.db, ctx.actor.userId));
    return rows.filter((row) => ids.has(row.id));
  },
};

const rethrowUnknownProvider = (error: unknown): never => {
  throw isForeignKeyViolation(error) ? invalid(MSG.invalidData) : error;
};

/** `POST v1/cidade/provedor { objects }`: the cities of a new provider. */
export async function addProviderCities({ db, actor }: OpContext, objects: ProviderCity[]) {
  const inserted = await withActor(db, actor.userId, (tx) => repo.insertCities(tx, objects)).catch(
    rethrowUnknownProvider,
  );
  return { insert_rh_cidade_provedor: { affected_rows: inserted.length } };
}

/** The city's key in a provider's list: the same name (whatever its case) in the same state. */
const cityKey = (city: { nome: string; uf: string }) => `${city.nome.trim().toLowerCase()}|${city.uf}`;

/** The row id a foreign-key refusal names (`Key (id)=(12) is still referenced …`, in any server language). */
function referencedId(error: unknown): number | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const detail = (current as { detail?: unknown }).detail;
    const match = typeof detail === 'string' ? /\(id\)=\((\d+)\)/.exec(detail) : null;
    if (match) return Number(match[1]);
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * `POST v1/delete/insert/cidades/provedor { id_empresa, objects, object? }`: in one transaction, the
 * provider's fields (`object`) and its cities: those not yet listed are inserted, those no longer listed
 * deleted, and those kept are left alone (marketing events point at them). A removed city still in use
 * refuses the whole save with 409 naming it.
 */
export async function replaceProviderCities({ db, actor }: OpContext, body: ReplaceProviderCities) {
  if (body.objects.some((city) => city.id_empresa !== body.id_empresa)) throw invalid(MSG.invalidData);
  return withActor(db, actor.userId, async (tx) => {
    // The provider's row lock makes two saves of the same provider take turns, so neither inserts a city twice.
    if (!(await repo.lockProvider(tx, body.id_empresa))) throw invalid(MSG.invalidData);
    if (body.object) await providerService.update({ db: tx, actor }, { id: body.id_empresa, patch: body.object });

    const current = await repo.providerCities(tx, body.id_empresa);
    const wanted = new Map(body.objects.map((city) => [cityKey(city), city]));
    const kept = new Set(current.map(cityKey));
    const removed = current.filter((city) => !wanted.has(cityKey(city)));
    const added = [...wanted.entries()].filter(([key]) => !kept.has(key)).map(([, city]) => city);

    if (removed.length) {
      await repo
        .deleteCities(
          tx,
          removed.map((city) => city.id),
        )
        .catch((error: unknown) => {
          if (!isForeignKeyViolation(error)) throw error;
          const city = removed.find((c) => c.id === referencedId(error));
          throw conflict(city ? PROVIDERS_MSG.cityInUse(`${city.nome} - ${city.uf}`) : PROVIDERS_MSG.someCityInUse);
        });
    }
    const inserted = await repo.insertCities(tx, added);
    return {
      delete_rh_cidade_provedor: { affected_rows: removed.length },
      insert_rh_cidade_provedor: { affected_rows: inserted.length },
    };
  });
}
