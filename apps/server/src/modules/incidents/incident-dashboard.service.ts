import { sql } from 'drizzle-orm';
import { dayParts, today, TIME_ZONE } from '@intranet/shared/calendar/days';
import type { IncidentDashboard } from '@intranet/shared/incidents/incidents.schemas';
import { sqlRows } from '../../db/sql';
import type { OpContext } from '../../platform/http/routes';

type Figures = { total: number; resolvidos: number; horas_para_resolver: number | null };
type Raw = { total: number | string; resolvidos: number | string; horas: number | string | null };

const figures = (row: Raw): Figures => ({
  total: Number(row.total),
  resolvidos: Number(row.resolvidos),
  horas_para_resolver: row.horas === null ? null : Math.round(Number(row.horas) * 10) / 10,
});

/** The first day of the month `months - 1` months before this one (São Paulo). */
export function firstDayOf(months: number, day = today()): string {
  const { year, month } = dayParts(day);
  const index = year * 12 + (month - 1) - (months - 1);
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/**
 * The incidents registered since the first day of `meses` months ago: per month (every month, empty
 * ones too), per category (every category) and per department (the provider's own when none), with
 * how many were resolved and the mean hours to resolve them. One scan of the period by its index.
 */
export async function incidentDashboard({ db }: OpContext, { meses }: { meses: number }): Promise<IncidentDashboard> {
  const de = firstDayOf(meses);
  const since = sql`(${de}::date)::timestamp AT TIME ZONE ${TIME_ZONE}`;
  const measures = sql`count(i.id) AS total, count(i.resolvido_em) AS resolvidos,
    avg(extract(epoch FROM i.resolvido_em - i.created_at) / 3600) FILTER (WHERE i.resolvido_em IS NOT NULL) AS horas`;
  const [all, months, categories, departments] = await Promise.all([
    sqlRows<Raw>(db, sql`SELECT ${measures} FROM rh_incidente i WHERE i.created_at >= ${since}`),
    sqlRows<Raw & { mes: string }>(
      db,
      sql`WITH meses AS (
            SELECT to_char(${de}::date + make_interval(months => n), 'YYYY-MM') AS mes
            FROM generate_series(0, ${meses - 1}) AS n
          )
          SELECT m.mes, ${measures}
          FROM meses m
          LEFT JOIN rh_incidente i
            ON i.created_at >= ${since} AND to_char(i.created_at AT TIME ZONE ${TIME_ZONE}, 'YYYY-MM') = m.mes
          GROUP BY m.mes ORDER BY m.mes`,
    ),
    sqlRows<Raw & { id: number; titulo: string; color: string }>(
      db,
      sql`SELECT c.id, c.titulo, c.color, ${measures}
          FROM rh_incidente_categoria c
          LEFT JOIN rh_incidente i ON i.id_categoria = c.id AND i.created_at >= ${since}
          GROUP BY c.id ORDER BY count(i.id) DESC, c.titulo`,
    ),
    sqlRows<Raw & { id: number | null; nome: string }>(
      db,
      sql`SELECT d.id, coalesce(d.nome || ' (' || de.nome || ')', 'Sem departamento (' || e.nome || ')', 'Sem departamento') AS nome, ${measures}
          FROM rh_incidente i
          LEFT JOIN rh_departamento d ON d.id = i.id_departamento
          LEFT JOIN rh_empresa de ON de.id = d.id_empresa
          LEFT JOIN rh_empresa e ON e.id = i.id_empresa
          WHERE i.created_at >= ${since}
          GROUP BY d.id, d.nome, de.nome, e.nome ORDER BY count(i.id) DESC, 2`,
    ),
  ]);
  return {
    de,
    ...figures(all[0]),
    por_mes: months.map((m) => ({ mes: m.mes, ...figures(m) })),
    por_categoria: categories.map((c) => ({ id: c.id, titulo: c.titulo, color: c.color, ...figures(c) })),
    por_departamento: departments.map((d) => ({ id: d.id, nome: d.nome, ...figures(d) })),
  };
}
