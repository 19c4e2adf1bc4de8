import { eq } from 'drizzle-orm';
import { SUPERADMIN } from '@intranet/shared/auth/roles';
import { recordMessages } from '@intranet/shared/crud/crud.messages';
import { PROVIDER_API } from '@intranet/shared/providers/providers.contract';
import type { ProviderCity } from '@intranet/shared/providers/providers.schemas';
import { withActor } from '../../db/client';
import { cidadeProvedor, empresa, usuarioEmpresa } from '../../db/schema';
import { isForeignKeyViolation } from '../../db/pg-errors';
import { crudService } from '../../platform/crud/crud.service';
import { presentRecord } from '../../platform/crud/crud.presenter';
import { invalid } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { MSG } from '@intranet/shared/validation/messages';

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
    const linked = await ctx.db.select({ id: usuarioEmpresa.id_empresa }).from(usuarioEmpresa).where(eq(usuarioEmpresa.id_usuario, ctx.actor.userId));
    const ids = new Set(linked.map((l) => l.id));
    return rows.filter((row) => ids.has(row.id));
  },
};

function insertCities(tx: OpContext['db'], cities: ProviderCity[]) {
  if (cities.length === 0) return Promise.resolve([]);
  return tx.insert(cidadeProvedor).values(cities).returning({ id: cidadeProvedor.id });
}

const rethrowUnknownProvider = (error: unknown): never => {
  throw isForeignKeyViolation(error) ? invalid(MSG.invalidData) : error;
};

/** `POST v1/cidade/provedor { objects }`: the cities of a new provider. */
export async function addProviderCities({ db, actor }: OpContext, objects: ProviderCity[]) {
  const inserted = await withActor(db, actor.userId, (tx) => insertCities(tx, objects)).catch(rethrowUnknownProvider);
  return { insert_rh_cidade_provedor: { affected_rows: inserted.length } };
}

/** `POST v1/delete/insert/cidades/provedor { id_empresa, objects }`: the provider's cities become these, in one transaction. */
export async function replaceProviderCities({ db, actor }: OpContext, body: { id_empresa: number; objects: ProviderCity[] }) {
  if (body.objects.some((city) => city.id_empresa !== body.id_empresa)) throw invalid(MSG.invalidData);
  return withActor(db, actor.userId, async (tx) => {
    const deleted = await tx.delete(cidadeProvedor).where(eq(cidadeProvedor.id_empresa, body.id_empresa)).returning({ id: cidadeProvedor.id });
    const inserted = await insertCities(tx, body.objects);
    return { delete_rh_cidade_provedor: { affected_rows: deleted.length }, insert_rh_cidade_provedor: { affected_rows: inserted.length } };
  }).catch(rethrowUnknownProvider);
}
