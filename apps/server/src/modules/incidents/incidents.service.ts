import { count, desc, eq } from 'drizzle-orm';
import { recordMessages } from '@intranet/shared/crud/crud.messages';
import { INCIDENT_API } from '@intranet/shared/incidents/incidents.contract';
import type { IncidentCounts } from '@intranet/shared/incidents/incidents.schemas';
import { withActor } from '../../db/client';
import { incidente, incidenteCategoria } from '../../db/schema';
import { crudService } from '../../platform/crud/crud.service';
import { presentRecord } from '../../platform/crud/crud.presenter';
import { notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import * as repo from './incidents.repository';

const texts = recordMessages('Incidente');

const base = crudService({
  api: INCIDENT_API,
  table: incidente,
  present: (row) => ({ ...presentRecord(row), resolvido_em: row.resolvido_em?.toISOString() ?? null }),
  messages: texts,
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

/**
 * Marks an incident resolved (the time it was resolved stays the first one) or open again, as the caller:
 * the change is kept in the incident's history with who made it.
 */
export async function resolveIncident(ctx: OpContext, input: { id: number; resolved: boolean }) {
  const row = await withActor(ctx.db, ctx.actor.userId, (tx) => repo.setResolved(tx, input));
  if (!row) throw notFound(texts.notFound);
  return { update_rh_incidente_by_pk: { id: row.id, resolvido_em: row.resolvido_em?.toISOString() ?? null } };
}
