import { sql } from 'drizzle-orm';
import { addDays, today } from '@intranet/shared/calendar/days';
import type { ResourceKind } from '@intranet/shared/resources/resources.rules';
import { type ModuleSeed, scaled } from '../../db/seed/seed-context';
import { recurso } from '../../db/schema';

const RESOURCES: { nome: string; tipo: ResourceKind; local: string; capacidade: number | null; empresa: string }[] = [
  { nome: 'Sala de Reunião Ipê', tipo: 'sala', local: 'Matriz, 2º andar', capacidade: 10, empresa: 'Bitcom' },
  { nome: 'Sala de Treinamento', tipo: 'sala', local: 'Matriz, térreo', capacidade: 30, empresa: 'Bitcom' },
  { nome: 'Auditório', tipo: 'sala', local: 'Matriz, térreo', capacidade: 80, empresa: 'Bitcom' },
  { nome: 'Projetor Epson 01', tipo: 'projetor', local: 'Almoxarifado', capacidade: null, empresa: 'Bitcom' },
  { nome: 'Kit de videoconferência', tipo: 'equipamento', local: 'TI', capacidade: null, empresa: 'Bitcom' },
  { nome: 'Sala Jequitibá', tipo: 'sala', local: 'Unidade Centro', capacidade: 8, empresa: 'RazãoInfo' },
  { nome: 'Projetor BenQ 02', tipo: 'projetor', local: 'Recepção', capacidade: null, empresa: 'RazãoInfo' },
  { nome: 'Carro de visitas (Gol)', tipo: 'veiculo', local: 'Garagem', capacidade: 5, empresa: 'RazãoInfo' },
  { nome: 'Sala Aroeira', tipo: 'sala', local: 'Sede, 1º andar', capacidade: 12, empresa: 'Vetorial' },
  { nome: 'Sala Cedro', tipo: 'sala', local: 'Sede, 1º andar', capacidade: 6, empresa: 'Vetorial' },
  { nome: 'Projetor Vetorial', tipo: 'projetor', local: 'Sala Aroeira', capacidade: null, empresa: 'Vetorial' },
];

const SUBJECTS = [
  'Reunião de equipe',
  'Treinamento de atendimento',
  'Entrevista',
  'Apresentação de resultados',
  'Alinhamento comercial',
  'Reunião com fornecedor',
  'Integração de novos colaboradores',
  'Planejamento mensal',
];

/**
 * Demo resources of the three companies and their bookings, weekdays around today (São Paulo), at the
 * seed's scale: 60 days at scale 1. Each day has four slots two hours apart, each taken or not by a
 * hash of resource, day and slot, for at most 1 h 30: the bookings never overlap, as the constraint asks.
 */
export const seedResources: ModuleSeed = async (db, ctx) => {
  const companies = new Map(ctx.org.companies.map((c) => [c.nome, c.id]));
  const rows = RESOURCES.filter((r) => companies.has(r.empresa)).map(({ empresa, ...r }) => ({
    ...r,
    id_empresa: companies.get(empresa)!,
  }));
  if (rows.length === 0) return;
  await db.insert(recurso).values(rows);
  const people = [ctx.accounts.colaborador.usuarioId, ctx.accounts.rhGestor.usuarioId, ...ctx.org.employeeIds];
  const days = scaled(ctx, 60);
  const first = addDays(today(), -Math.floor(days / 2));
  await db.execute(sql`
    INSERT INTO rh_recurso_reserva (id_recurso, id_usuario, assunto, inicio, fim)
    SELECT r.id,
           (${sql.raw(`ARRAY[${people.join(',')}]`)}::int[])[1 + abs(hashtext(r.id || '-' || d || '-' || s)) % ${people.length}],
           (${sql.raw(`ARRAY[${SUBJECTS.map((t) => `'${t.replace(/'/g, "''")}'`).join(',')}]`)}::text[])[1 + abs(hashtext(s || '-' || d || '-' || r.id)) % ${SUBJECTS.length}],
           ((${first}::date + d) + make_time(8 + 2 * s, 0, 0)) AT TIME ZONE 'America/Sao_Paulo',
           ((${first}::date + d) + make_time(8 + 2 * s, 0, 0) + (CASE WHEN (d + s) % 2 = 0 THEN interval '1 hour' ELSE interval '90 minutes' END)) AT TIME ZONE 'America/Sao_Paulo'
    FROM rh_recurso r
    CROSS JOIN generate_series(0, ${days - 1}) AS d
    CROSS JOIN generate_series(0, 3) AS s
    WHERE extract(isodow FROM ${first}::date + d) < 6
      AND abs(hashtext('reserva-' || r.id || '-' || d || '-' || s)) % 100 < 45
  `);
};
