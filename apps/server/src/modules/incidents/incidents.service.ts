import { count, desc, eq } from 'drizzle-orm';
import { recordMessages } from '@intranet/shared/crud/crud.messages';
import { INCIDENT_API } from '@intranet/shared/incidents/incidents.contract';
import type { IncidentCounts } from '@intranet/shared/incidents/incidents.schemas';
import { incidente, incidenteCategoria } from '../../db/schema';
import { crudService } from '../../platform/crud/crud.service';
import { presentRecord } from '../../platform/crud/crud.presenter';
import type { OpContext } from '../../platform/http/routes';

const base = crudService({
  api: INCIDENT_API,
  table: incidente,
  present: presentRecord,
  messages: recordMessages('Incidente'),
});

/** Incidents (`/incidents`): the registering user is the caller. */
export const incidentService: typeof base = {
  ...base,
  create: (ctx, { values }) =>
    base.create(ctx, {
      values: { ...values, id_usuario: ctx.actor.userId > 0 ? ctx.actor.userId : null } as typeof values,
    }),
};

/** The incidents home: the total and the count per category (categories without incidents too). */
export async function incidentCounts({ db }: OpContext): Promise<IncidentCounts> {
  const rows = await db
    .select({
      id_categoria: incidenteCategoria.id,
      titulo: incidenteCategoria.titulo,
      icone: incidenteCategoria.icone,
      color: incidenteCategoria.color,
      total: count(incidente.id),
    })
    .from(incidenteCategoria)
    .leftJoin(incidente, eq(incidente.id_categoria, incidenteCategoria.id))
    .groupBy(incidenteCategoria.id)
    .orderBy(desc(count(incidente.id)), incidenteCategoria.titulo);
  return { total: rows.reduce((sum, row) => sum + row.total, 0), por_categoria: rows };
}
