import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ModuleSeed, type ModuleSeedContext, scaled } from '../../db/seed/seed-context';
import { incidente, incidenteCategoria } from '../../db/schema';

/** Demo incidents, in the demo categories; one without a department names its provider. */
export const seedIncidents: ModuleSeed = async (db, ctx) => {
  const { org, accounts } = ctx;
  const categories = await db
    .select({ id: incidenteCategoria.id })
    .from(incidenteCategoria)
    .orderBy(incidenteCategoria.id);
  if (categories.length < 2) return;
  const bitcom = org.companies.find((c) => c.nome === 'Bitcom') ?? org.companies[0];
  const tech = org.departments.get(bitcom.nome)?.get('Tecnologia') ?? null;
  await db.insert(incidente).values([
    {
      titulo: 'Queda de link no POP Centro',
      descricao: 'Clientes do centro sem conexão desde as 8h.',
      id_categoria: categories[0].id,
      id_departamento: tech,
      id_usuario: accounts.admin.usuarioId,
    },
    {
      titulo: 'ERP lento no fechamento',
      descricao: 'Relatórios demorando mais de 5 minutos.',
      id_categoria: categories[1].id,
      id_departamento: tech,
      id_usuario: accounts.rhGestor.usuarioId,
    },
    {
      titulo: 'Ar-condicionado da sala de servidores',
      descricao: 'Temperatura acima de 28 °C.',
      id_categoria: categories[categories.length - 1].id,
      id_empresa: bitcom.id,
      id_usuario: accounts.admin.usuarioId,
    },
  ]);
  await seedIncidentHistory(db, ctx, [accounts.admin.usuarioId, accounts.rhGestor.usuarioId, ...org.employeeIds]);
};

const TITLES = [
  'Queda de link',
  'Lentidão na rede',
  'Impressora sem funcionar',
  'Sistema fora do ar',
  'Falha no ponto eletrônico',
  'Computador não liga',
  'Telefone sem linha',
  'Acesso bloqueado ao ERP',
  'Vazamento no teto',
  'Falta de energia',
];

/**
 * A year of incidents for the dashboard, at the seed's scale (1,200 at scale 1), by set-based SQL:
 * categories and departments (a tenth with the provider only) picked by a hash, spread over the last
 * 365 days; those older than two days mostly resolved within 1 to 96 hours.
 */
async function seedIncidentHistory(db: Db, ctx: ModuleSeedContext, people: number[]): Promise<void> {
  const n = scaled(ctx, 1200);
  const titles = sql.raw(`ARRAY[${TITLES.map((t) => `'${t}'`).join(',')}]::text[]`);
  const users = sql.raw(`ARRAY[${people.join(',')}]::int[]`);
  await db.execute(sql`
    WITH cats AS (SELECT array_agg(id ORDER BY id) AS ids FROM rh_incidente_categoria),
         deps AS (SELECT array_agg(id ORDER BY id) AS ids FROM rh_departamento),
         emps AS (SELECT array_agg(id ORDER BY id) AS ids FROM rh_empresa),
         base AS (
           SELECT g,
                  now() - make_interval(mins => abs(hashtext('incidente-quando-' || g)) % (365 * 24 * 60)) AS quando,
                  abs(hashtext('incidente-' || g)) AS h
           FROM generate_series(1, ${n}) AS g
         )
    INSERT INTO rh_incidente (titulo, descricao, id_categoria, id_departamento, id_empresa, id_usuario, created_at, updated_at, resolvido_em)
    SELECT (${titles})[1 + b.h % ${TITLES.length}],
           'Registrado pela equipe de plantão.',
           cats.ids[1 + b.h % array_length(cats.ids, 1)],
           CASE WHEN b.h % 10 = 0 THEN NULL ELSE deps.ids[1 + (b.h / 7) % array_length(deps.ids, 1)] END,
           CASE WHEN b.h % 10 = 0 THEN emps.ids[1 + b.h % array_length(emps.ids, 1)] ELSE NULL END,
           (${users})[1 + (b.h / 3) % ${people.length}],
           b.quando,
           b.quando,
           CASE WHEN b.quando < now() - interval '2 days' AND b.h % 100 < 85
                THEN b.quando + make_interval(hours => 1 + (b.h / 11) % 96) END
    FROM base b, cats, deps, emps
    WHERE array_length(cats.ids, 1) > 0 AND array_length(deps.ids, 1) > 0
  `);
}
