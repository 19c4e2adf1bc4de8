import { recordMessages } from '@intranet/shared/crud/crud.messages';
import { HOLIDAY_API } from '@intranet/shared/holidays/holidays.contract';
import { dropPlace } from '@intranet/shared/holidays/holidays.schemas';
import { withActor } from '../../db/client';
import { feriado } from '../../db/schema';
import type { CrudValues } from '../../platform/crud/crud.config';
import { crudService } from '../../platform/crud/crud.service';
import { presentRecord } from '../../platform/crud/crud.presenter';
import * as repo from './holidays.repository';

type Values = CrudValues<typeof HOLIDAY_API>;

// The create values name the cities (`municipios`), one record each: the kit's own create is replaced below.
const base = crudService<typeof feriado, typeof HOLIDAY_API>({
  api: HOLIDAY_API,
  table: feriado,
  present: presentRecord,
  messages: recordMessages('Feriado'),
} as never);

/** The rows a new holiday becomes: one per selected city for Municipal, else one without a city. */
export function holidayRows(values: Values): (typeof feriado.$inferInsert)[] {
  const { municipios, ...holiday } = dropPlace(values);
  const row = { ...holiday, uf: holiday.uf ?? null };
  if (holiday.tipo !== 'Municipal') return [{ ...row, municipio: null }];
  return [...new Set(municipios)].map((municipio) => ({ ...row, municipio }));
}

/** Holidays (`/holidays`): a municipal holiday for several cities is one record per city, written in one transaction. */
export const holidayService: typeof base = {
  ...base,
  async create({ db, actor }, { values }) {
    return withActor(db, actor.userId, (tx) => repo.insertMany(tx, holidayRows(values)));
  },
  async update(ctx, { id, patch }) {
    return base.update(ctx, { id, patch: dropPlace(patch) });
  },
};
