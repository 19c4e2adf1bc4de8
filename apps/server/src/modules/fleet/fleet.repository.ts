import { type SQL, and, eq, sql } from 'drizzle-orm';
import { REMINDER_KM_AHEAD, type SeatStatus } from '@intranet/shared/fleet/fleet.rules';
import type { Db } from '../../db/client';
import {
  frotaCarona,
  frotaCaronaPedido,
  frotaIncidente,
  frotaManutencao,
  frotaMotorista,
  frotaMulta,
  frotaSolicitacao,
  frotaVeiculo,
} from '../../db/schema';
import { escapeLike, iso, sqlRows } from '../../db/sql';

/** A person's name as lists show it. */
const fullName = (alias: string) => sql.raw(`trim(concat_ws(' ', ${alias}.nome, ${alias}.sobrenome))`);
const where = (parts: (SQL | undefined)[]) => {
  const kept = parts.filter((p): p is SQL => p !== undefined);
  return kept.length ? sql`WHERE ${sql.join(kept, sql` AND `)}` : sql``;
};
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const day = (v: unknown) => (v === null || v === undefined ? null : String(v).slice(0, 10));
const instant = (v: unknown) => iso(v as string | Date | null);
type Raw = Record<string, unknown>;
type Page = { limit: number; offset: number };

// ─── Vehicles and lookups ─────────────────────────────────────────────────────────────────────────

export type VehicleRow = typeof frotaVeiculo.$inferSelect;

export async function findVehicle(db: Db, id: number): Promise<VehicleRow | undefined> {
  return (await db.select().from(frotaVeiculo).where(eq(frotaVeiculo.id, id)))[0];
}

export async function vehicleOptions(db: Db) {
  return db
    .select({
      id: frotaVeiculo.id,
      placa: frotaVeiculo.placa,
      modelo: frotaVeiculo.modelo,
      categoria_cnh: frotaVeiculo.categoria_cnh,
      odometro: frotaVeiculo.odometro,
    })
    .from(frotaVeiculo)
    .where(and(eq(frotaVeiculo.ativo, true), sql`${frotaVeiculo.status} <> 'inativo'`))
    .orderBy(frotaVeiculo.placa);
}

export async function rentalOptions(db: Db) {
  return sqlRows<{ id: number; nome: string }>(
    db,
    sql`SELECT id, nome FROM frota_locadora WHERE ativo ORDER BY lower(nome), id`,
  );
}

/** Whether the person drives or asked for the vehicle in an approved or finished use. */
export async function usesVehicle(db: Db, userId: number, vehicleId: number): Promise<boolean> {
  const rows = await sqlRows<Raw>(
    db,
    sql`SELECT 1 FROM frota_solicitacao WHERE id_veiculo = ${vehicleId} AND status IN ('aprovada', 'concluida')
        AND (id_motorista = ${userId} OR id_solicitante = ${userId}) LIMIT 1`,
  );
  return rows.length > 0;
}

// ─── Drivers ──────────────────────────────────────────────────────────────────────────────────────

const DRIVER_SELECT = sql`SELECT d.id, d.id_usuario, ${fullName('u')} AS nome, u.cnh_categoria, u.cnh_numero,
  d.cnh_validade::text AS cnh_validade, d.ativo, d.created_at, d.updated_at
  FROM frota_motorista d JOIN rh_usuario u ON u.id = d.id_usuario`;

export type DriverRow = {
  id: number;
  id_usuario: number;
  nome: string;
  cnh_categoria: string | null;
  cnh_numero: string | null;
  cnh_validade: string;
  ativo: boolean;
  created_at: string;
  updated_at: string;
};
const driverRow = (r: Raw): DriverRow => ({
  id: Number(r.id),
  id_usuario: Number(r.id_usuario),
  nome: String(r.nome),
  cnh_categoria: (r.cnh_categoria as string | null) ?? null,
  cnh_numero: (r.cnh_numero as string | null) ?? null,
  cnh_validade: day(r.cnh_validade) as string,
  ativo: Boolean(r.ativo),
  created_at: instant(r.created_at) as string,
  updated_at: instant(r.updated_at) as string,
});

export async function listDrivers(
  db: Db,
  filter: { busca?: string; ativo?: boolean; vencidaAntes?: string; validaDesde?: string; validaAte?: string } & Page,
) {
  const cond = where([
    filter.busca ? sql`${fullName('u')} ILIKE ${`%${escapeLike(filter.busca)}%`}` : undefined,
    filter.ativo === undefined ? undefined : sql`d.ativo = ${filter.ativo}`,
    filter.vencidaAntes ? sql`d.cnh_validade < ${filter.vencidaAntes}` : undefined,
    filter.validaDesde ? sql`d.cnh_validade >= ${filter.validaDesde}` : undefined,
    filter.validaAte ? sql`d.cnh_validade <= ${filter.validaAte}` : undefined,
  ]);
  const [rows, total] = await Promise.all([
    sqlRows<Raw>(
      db,
      sql`${DRIVER_SELECT} ${cond} ORDER BY lower(u.nome), d.id LIMIT ${filter.limit} OFFSET ${filter.offset}`,
    ),
    sqlRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM frota_motorista d JOIN rh_usuario u ON u.id = d.id_usuario ${cond}`,
    ),
  ]);
  return { rows: rows.map(driverRow), total: Number(total[0].n) };
}

export async function findDriver(db: Db, by: { id?: number; userId?: number }) {
  const cond = by.id !== undefined ? sql`d.id = ${by.id}` : sql`d.id_usuario = ${by.userId ?? -1}`;
  const rows = await sqlRows<Raw>(db, sql`${DRIVER_SELECT} WHERE ${cond}`);
  return rows[0] ? driverRow(rows[0]) : undefined;
}

export async function driverCandidates(db: Db, busca: string | undefined) {
  return sqlRows<{ id: number; nome: string; cnh_categoria: string | null; cnh_numero: string | null }>(
    db,
    sql`SELECT u.id, ${fullName('u')} AS nome, u.cnh_categoria, u.cnh_numero FROM rh_usuario u
        WHERE u.funcionario AND u.ativo AND NOT EXISTS (SELECT 1 FROM frota_motorista d WHERE d.id_usuario = u.id)
        ${busca ? sql`AND ${fullName('u')} ILIKE ${`%${escapeLike(busca)}%`}` : sql``}
        ORDER BY lower(u.nome), u.id LIMIT 30`,
  );
}

export async function employeeExists(db: Db, userId: number): Promise<boolean> {
  const rows = await sqlRows<Raw>(db, sql`SELECT 1 FROM rh_usuario WHERE id = ${userId} AND funcionario AND ativo`);
  return rows.length > 0;
}

export async function insertDriver(db: Db, values: typeof frotaMotorista.$inferInsert) {
  return (await db.insert(frotaMotorista).values(values).returning({ id: frotaMotorista.id }))[0].id;
}

export async function updateDriver(db: Db, id: number, patch: Partial<typeof frotaMotorista.$inferInsert>) {
  return (
    await db.update(frotaMotorista).set(patch).where(eq(frotaMotorista.id, id)).returning({ id: frotaMotorista.id })
  ).length;
}

// ─── Requests and use records ─────────────────────────────────────────────────────────────────────

const REQUEST_SELECT = sql`SELECT s.*, ${fullName('u')} AS solicitante, v.placa, v.modelo,
  CASE WHEN m.id IS NULL THEN NULL ELSE ${fullName('m')} END AS motorista
  FROM frota_solicitacao s JOIN rh_usuario u ON u.id = s.id_solicitante
  LEFT JOIN frota_veiculo v ON v.id = s.id_veiculo LEFT JOIN rh_usuario m ON m.id = s.id_motorista`;

export type RequestRow = ReturnType<typeof requestRow>;
const requestRow = (r: Raw) => ({
  id: Number(r.id),
  id_solicitante: Number(r.id_solicitante),
  solicitante: String(r.solicitante),
  id_veiculo: num(r.id_veiculo),
  placa: (r.placa as string | null) ?? null,
  modelo: (r.modelo as string | null) ?? null,
  id_motorista: num(r.id_motorista),
  motorista: (r.motorista as string | null) ?? null,
  inicio: instant(r.inicio) as string,
  fim: instant(r.fim) as string,
  finalidade: String(r.finalidade),
  destino: String(r.destino),
  status: r.status as (typeof frotaSolicitacao.$inferSelect)['status'],
  motivo_recusa: (r.motivo_recusa as string | null) ?? null,
  decidido_em: instant(r.decidido_em),
  retirada_em: instant(r.retirada_em),
  odometro_saida: num(r.odometro_saida),
  devolvida_em: instant(r.devolvida_em),
  odometro_chegada: num(r.odometro_chegada),
  created_at: instant(r.created_at) as string,
});

export async function listRequests(db: Db, filter: { ownerId?: number; status?: string; id_veiculo?: number } & Page) {
  const cond = where([
    filter.ownerId === undefined
      ? undefined
      : sql`(s.id_solicitante = ${filter.ownerId} OR s.id_motorista = ${filter.ownerId})`,
    filter.status ? sql`s.status = ${filter.status}` : undefined,
    filter.id_veiculo ? sql`s.id_veiculo = ${filter.id_veiculo}` : undefined,
  ]);
  const [rows, total] = await Promise.all([
    sqlRows<Raw>(
      db,
      sql`${REQUEST_SELECT} ${cond} ORDER BY s.inicio DESC, s.id DESC LIMIT ${filter.limit} OFFSET ${filter.offset}`,
    ),
    sqlRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM frota_solicitacao s ${cond}`),
  ]);
  return { rows: rows.map(requestRow), total: Number(total[0].n) };
}

export async function findRequest(db: Db, id: number, options: { lock?: boolean } = {}) {
  if (options.lock) await db.execute(sql`SELECT id FROM frota_solicitacao WHERE id = ${id} FOR UPDATE`);
  const rows = await sqlRows<Raw>(db, sql`${REQUEST_SELECT} WHERE s.id = ${id}`);
  return rows[0] ? requestRow(rows[0]) : undefined;
}

export async function insertRequest(db: Db, values: typeof frotaSolicitacao.$inferInsert) {
  return (await db.insert(frotaSolicitacao).values(values).returning({ id: frotaSolicitacao.id }))[0].id;
}

export async function updateRequest(db: Db, id: number, patch: Partial<typeof frotaSolicitacao.$inferInsert>) {
  await db.update(frotaSolicitacao).set(patch).where(eq(frotaSolicitacao.id, id));
}

export async function moveOdometer(db: Db, vehicleId: number, km: number) {
  await db
    .update(frotaVeiculo)
    .set({ odometro: sql`greatest(${frotaVeiculo.odometro}, ${km})` })
    .where(eq(frotaVeiculo.id, vehicleId));
}

/**
 * Who had the vehicle at an instant: the approved or finished use whose check-out (or planned start)
 * is at or before it and whose check-in (or, not yet checked out, its planned end) is after it; a car
 * checked out and not returned is still with its driver.
 */
export async function driverAt(db: Db, vehicleId: number, at: string) {
  const rows = await sqlRows<{ id_solicitacao: number; id_usuario: number; nome: string }>(
    db,
    sql`SELECT s.id AS id_solicitacao, s.id_motorista AS id_usuario, ${fullName('m')} AS nome
        FROM frota_solicitacao s JOIN rh_usuario m ON m.id = s.id_motorista
        WHERE s.id_veiculo = ${vehicleId} AND s.status IN ('aprovada', 'concluida')
          AND coalesce(s.retirada_em, s.inicio) <= ${at}::timestamptz
          AND ${at}::timestamptz < coalesce(s.devolvida_em, CASE WHEN s.retirada_em IS NULL THEN s.fim ELSE 'infinity'::timestamptz END)
        ORDER BY coalesce(s.retirada_em, s.inicio) DESC, s.id DESC LIMIT 1`,
  );
  return rows[0]
    ? { ...rows[0], id_solicitacao: Number(rows[0].id_solicitacao), id_usuario: Number(rows[0].id_usuario) }
    : null;
}

// ─── Incidents ────────────────────────────────────────────────────────────────────────────────────

const INCIDENT_SELECT = sql`SELECT i.*, v.placa, ${fullName('r')} AS registrante,
  CASE WHEN m.id IS NULL THEN NULL ELSE ${fullName('m')} END AS motorista
  FROM frota_incidente i JOIN frota_veiculo v ON v.id = i.id_veiculo JOIN rh_usuario r ON r.id = i.id_registrante
  LEFT JOIN rh_usuario m ON m.id = i.id_motorista`;
const incidentRow = (r: Raw) => ({
  id: Number(r.id),
  id_veiculo: Number(r.id_veiculo),
  placa: String(r.placa),
  tipo: r.tipo as (typeof frotaIncidente.$inferSelect)['tipo'],
  ocorrido_em: instant(r.ocorrido_em) as string,
  descricao: String(r.descricao),
  local: String(r.local),
  id_motorista: num(r.id_motorista),
  motorista: (r.motorista as string | null) ?? null,
  id_registrante: Number(r.id_registrante),
  registrante: String(r.registrante),
  fotos: (r.fotos as string[] | null) ?? [],
  status: r.status as (typeof frotaIncidente.$inferSelect)['status'],
  created_at: instant(r.created_at) as string,
});
export type IncidentRow = ReturnType<typeof incidentRow>;

export async function listIncidents(db: Db, filter: { ownerId?: number; id_veiculo?: number; status?: string } & Page) {
  const cond = where([
    filter.ownerId === undefined
      ? undefined
      : sql`(i.id_registrante = ${filter.ownerId} OR i.id_motorista = ${filter.ownerId})`,
    filter.id_veiculo ? sql`i.id_veiculo = ${filter.id_veiculo}` : undefined,
    filter.status ? sql`i.status = ${filter.status}` : undefined,
  ]);
  const [rows, total] = await Promise.all([
    sqlRows<Raw>(
      db,
      sql`${INCIDENT_SELECT} ${cond} ORDER BY i.ocorrido_em DESC, i.id DESC LIMIT ${filter.limit} OFFSET ${filter.offset}`,
    ),
    sqlRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM frota_incidente i ${cond}`),
  ]);
  return { rows: rows.map(incidentRow), total: Number(total[0].n) };
}

export async function findIncident(db: Db, id: number) {
  const rows = await sqlRows<Raw>(db, sql`${INCIDENT_SELECT} WHERE i.id = ${id}`);
  return rows[0] ? incidentRow(rows[0]) : undefined;
}

export async function insertIncident(db: Db, values: typeof frotaIncidente.$inferInsert) {
  return (await db.insert(frotaIncidente).values(values).returning({ id: frotaIncidente.id }))[0].id;
}

export async function updateIncident(db: Db, id: number, patch: Partial<typeof frotaIncidente.$inferInsert>) {
  await db.update(frotaIncidente).set(patch).where(eq(frotaIncidente.id, id));
}

/** How many of the image files exist in the fleet's bucket (or the shared images one). */
export async function imageCount(db: Db, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const rows = await sqlRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM arquivo WHERE bucket IN ('frota', 'imagens') AND id IN (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return Number(rows[0].n);
}

// ─── Maintenance ──────────────────────────────────────────────────────────────────────────────────

const MAINTENANCE_SELECT = sql`SELECT x.*, x.previsto_data::text AS previsto_dia, x.realizada_em::text AS realizada_dia,
  v.placa, v.odometro AS odometro_veiculo, CASE WHEN u.id IS NULL THEN NULL ELSE ${fullName('u')} END AS solicitante
  FROM frota_manutencao x JOIN frota_veiculo v ON v.id = x.id_veiculo LEFT JOIN rh_usuario u ON u.id = x.id_solicitante`;
const maintenanceRow = (r: Raw) => ({
  id: Number(r.id),
  id_veiculo: Number(r.id_veiculo),
  placa: String(r.placa),
  tipo: r.tipo as (typeof frotaManutencao.$inferSelect)['tipo'],
  status: r.status as (typeof frotaManutencao.$inferSelect)['status'],
  descricao: String(r.descricao),
  id_incidente: num(r.id_incidente),
  id_solicitante: num(r.id_solicitante),
  solicitante: (r.solicitante as string | null) ?? null,
  previsto_km: num(r.previsto_km),
  previsto_data: day(r.previsto_dia),
  realizada_em: day(r.realizada_dia),
  odometro: num(r.odometro),
  oficina: String(r.oficina),
  pecas: String(r.pecas),
  custo: num(r.custo),
  lembrete_enviado_em: instant(r.lembrete_enviado_em),
  odometro_veiculo: Number(r.odometro_veiculo),
  created_at: instant(r.created_at) as string,
});
export type MaintenanceRow = ReturnType<typeof maintenanceRow>;

export async function listMaintenance(
  db: Db,
  filter: { ownerId?: number; id_veiculo?: number; tipo?: string; status?: string; devidaAte?: string } & Page,
) {
  const cond = where([
    filter.ownerId === undefined ? undefined : sql`x.id_solicitante = ${filter.ownerId}`,
    filter.id_veiculo ? sql`x.id_veiculo = ${filter.id_veiculo}` : undefined,
    filter.tipo ? sql`x.tipo = ${filter.tipo}` : undefined,
    filter.status ? sql`x.status = ${filter.status}` : undefined,
    // The reminders' rule (fleet.reminders.ts): the odometer 500 km before, or the day a week before.
    filter.devidaAte
      ? sql`x.tipo = 'preventiva' AND x.status = 'agendada'
          AND ((x.previsto_km IS NOT NULL AND v.odometro >= x.previsto_km - ${REMINDER_KM_AHEAD})
            OR (x.previsto_data IS NOT NULL AND x.previsto_data <= ${filter.devidaAte}::date))`
      : undefined,
  ]);
  const [rows, total] = await Promise.all([
    sqlRows<Raw>(
      db,
      sql`${MAINTENANCE_SELECT} ${cond} ORDER BY coalesce(x.realizada_em, x.previsto_data, x.created_at::date) DESC, x.id DESC
          LIMIT ${filter.limit} OFFSET ${filter.offset}`,
    ),
    sqlRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM frota_manutencao x JOIN frota_veiculo v ON v.id = x.id_veiculo ${cond}`,
    ),
  ]);
  return { rows: rows.map(maintenanceRow), total: Number(total[0].n) };
}

export async function findMaintenance(db: Db, id: number) {
  const rows = await sqlRows<Raw>(db, sql`${MAINTENANCE_SELECT} WHERE x.id = ${id}`);
  return rows[0] ? maintenanceRow(rows[0]) : undefined;
}

export async function insertMaintenance(db: Db, values: typeof frotaManutencao.$inferInsert) {
  return (await db.insert(frotaManutencao).values(values).returning({ id: frotaManutencao.id }))[0].id;
}

export async function updateMaintenance(db: Db, id: number, patch: Partial<typeof frotaManutencao.$inferInsert>) {
  await db.update(frotaManutencao).set(patch).where(eq(frotaManutencao.id, id));
}

export async function incidentExists(db: Db, id: number, vehicleId: number): Promise<boolean> {
  const rows = await sqlRows<Raw>(
    db,
    sql`SELECT 1 FROM frota_incidente WHERE id = ${id} AND id_veiculo = ${vehicleId}`,
  );
  return rows.length > 0;
}

/** Maintenance cost per vehicle and month ('YYYY-MM') of the done maintenance between two days. */
export async function costsByVehicleAndMonth(db: Db, from: string, to: string) {
  return sqlRows<{ id_veiculo: number; placa: string; modelo: string; mes: string; custo: string; n: number }>(
    db,
    sql`SELECT v.id AS id_veiculo, v.placa, v.modelo, to_char(x.realizada_em, 'YYYY-MM') AS mes,
          coalesce(sum(x.custo), 0) AS custo, count(*)::int AS n
        FROM frota_manutencao x JOIN frota_veiculo v ON v.id = x.id_veiculo
        WHERE x.status = 'realizada' AND x.realizada_em >= ${from}::date AND x.realizada_em <= ${to}::date
        GROUP BY v.id, v.placa, v.modelo, mes ORDER BY v.placa, mes`,
  );
}

// ─── Fines ────────────────────────────────────────────────────────────────────────────────────────

const FINE_SELECT = sql`SELECT f.*, f.vencimento::text AS vencimento_dia, f.prazo_identificacao::text AS prazo_dia,
  v.placa, v.modelo, CASE WHEN m.id IS NULL THEN NULL ELSE ${fullName('m')} END AS motorista
  FROM frota_multa f JOIN frota_veiculo v ON v.id = f.id_veiculo LEFT JOIN rh_usuario m ON m.id = f.id_motorista`;
const fineRow = (r: Raw) => ({
  id: Number(r.id),
  id_veiculo: Number(r.id_veiculo),
  placa: String(r.placa),
  modelo: String(r.modelo),
  ocorrida_em: instant(r.ocorrida_em) as string,
  codigo_infracao: String(r.codigo_infracao),
  descricao_infracao: String(r.descricao_infracao),
  local: String(r.local),
  valor: Number(r.valor),
  pontos: Number(r.pontos),
  vencimento: day(r.vencimento_dia) as string,
  prazo_identificacao: day(r.prazo_dia) as string,
  id_motorista: num(r.id_motorista),
  motorista: (r.motorista as string | null) ?? null,
  id_solicitacao: num(r.id_solicitacao),
  identificado_em: instant(r.identificado_em),
  status: r.status as (typeof frotaMulta.$inferSelect)['status'],
  created_at: instant(r.created_at) as string,
});
export type FineRow = ReturnType<typeof fineRow>;

export async function listFines(
  db: Db,
  filter: { id_veiculo?: number; placa?: string; status?: string; prazoAntes?: string } & Page,
) {
  const cond = where([
    filter.id_veiculo ? sql`f.id_veiculo = ${filter.id_veiculo}` : undefined,
    filter.placa ? sql`v.placa LIKE ${`${escapeLike(filter.placa)}%`}` : undefined,
    filter.status ? sql`f.status = ${filter.status}` : undefined,
    filter.prazoAntes ? sql`f.status = 'pendente' AND f.prazo_identificacao < ${filter.prazoAntes}::date` : undefined,
  ]);
  const [rows, total] = await Promise.all([
    sqlRows<Raw>(
      db,
      sql`${FINE_SELECT} ${cond} ORDER BY f.ocorrida_em DESC, f.id DESC LIMIT ${filter.limit} OFFSET ${filter.offset}`,
    ),
    sqlRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM frota_multa f JOIN frota_veiculo v ON v.id = f.id_veiculo ${cond}`,
    ),
  ]);
  return { rows: rows.map(fineRow), total: Number(total[0].n) };
}

export async function findFine(db: Db, id: number) {
  const rows = await sqlRows<Raw>(db, sql`${FINE_SELECT} WHERE f.id = ${id}`);
  return rows[0] ? fineRow(rows[0]) : undefined;
}

export async function insertFine(db: Db, values: typeof frotaMulta.$inferInsert) {
  return (await db.insert(frotaMulta).values(values).returning({ id: frotaMulta.id }))[0].id;
}

export async function updateFine(db: Db, id: number, patch: Partial<typeof frotaMulta.$inferInsert>) {
  await db.update(frotaMulta).set(patch).where(eq(frotaMulta.id, id));
}

/** The driver's data the term prints: name, CPF and the CNH of their profile. */
export async function termDriver(db: Db, userId: number) {
  const rows = await sqlRows<{
    nome: string;
    cpf: string | null;
    cnh_categoria: string | null;
    cnh_numero: string | null;
  }>(
    db,
    sql`SELECT ${fullName('u')} AS nome, u.cpf, u.cnh_categoria, u.cnh_numero FROM rh_usuario u WHERE u.id = ${userId}`,
  );
  return rows[0];
}

// ─── Rides ────────────────────────────────────────────────────────────────────────────────────────

const RIDE_SELECT = sql`SELECT c.id, c.id_motorista, c.origem, c.destino, c.data::text AS dia, c.horario, c.vagas, c.observacao,
  split_part(trim(coalesce(u.nome, '')), ' ', 1) AS primeiro_nome, ${fullName('u')} AS nome_completo,
  (SELECT count(*)::int FROM frota_carona_pedido p WHERE p.id_carona = c.id AND p.status <> 'recusado') AS pedidos
  FROM frota_carona c JOIN rh_usuario u ON u.id = c.id_motorista`;
const rideRow = (r: Raw) => ({
  id: Number(r.id),
  id_motorista: Number(r.id_motorista),
  primeiro_nome: String(r.primeiro_nome),
  nome_completo: String(r.nome_completo),
  origem: String(r.origem),
  destino: String(r.destino),
  data: day(r.dia) as string,
  horario: String(r.horario),
  vagas: Number(r.vagas),
  vagas_livres: Math.max(0, Number(r.vagas) - Number(r.pedidos)),
  observacao: String(r.observacao),
});
export type RideRow = ReturnType<typeof rideRow>;

export async function listRides(
  db: Db,
  filter: { from: string; day?: string; origem?: string; destino?: string; ownerId?: number } & Page,
) {
  const cond = where([
    sql`c.data >= ${filter.from}::date`,
    filter.day ? sql`c.data = ${filter.day}::date` : undefined,
    filter.origem ? sql`c.origem ILIKE ${`%${escapeLike(filter.origem)}%`}` : undefined,
    filter.destino ? sql`c.destino ILIKE ${`%${escapeLike(filter.destino)}%`}` : undefined,
    filter.ownerId === undefined
      ? undefined
      : sql`(c.id_motorista = ${filter.ownerId} OR EXISTS (SELECT 1 FROM frota_carona_pedido p WHERE p.id_carona = c.id AND p.id_usuario = ${filter.ownerId}))`,
  ]);
  const [rows, total] = await Promise.all([
    sqlRows<Raw>(
      db,
      sql`${RIDE_SELECT} ${cond} ORDER BY c.data, c.horario, c.id LIMIT ${filter.limit} OFFSET ${filter.offset}`,
    ),
    sqlRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM frota_carona c ${cond}`),
  ]);
  return { rows: rows.map(rideRow), total: Number(total[0].n) };
}

export async function findRide(db: Db, id: number, options: { lock?: boolean } = {}) {
  if (options.lock) await db.execute(sql`SELECT id FROM frota_carona WHERE id = ${id} FOR UPDATE`);
  const rows = await sqlRows<Raw>(db, sql`${RIDE_SELECT} WHERE c.id = ${id}`);
  return rows[0] ? rideRow(rows[0]) : undefined;
}

export async function ridePassengers(db: Db, rideIds: number[]) {
  if (!rideIds.length) return [];
  return sqlRows<{ id_carona: number; id_usuario: number; nome: string; status: SeatStatus }>(
    db,
    sql`SELECT p.id_carona, p.id_usuario, ${fullName('u')} AS nome, p.status FROM frota_carona_pedido p JOIN rh_usuario u ON u.id = p.id_usuario
        WHERE p.id_carona IN (${sql.join(
          rideIds.map((id) => sql`${id}`),
          sql`, `,
        )}) ORDER BY p.created_at, p.id`,
  );
}

export async function insertRide(db: Db, values: typeof frotaCarona.$inferInsert) {
  return (await db.insert(frotaCarona).values(values).returning({ id: frotaCarona.id }))[0].id;
}

export async function updateRide(db: Db, id: number, patch: Partial<typeof frotaCarona.$inferInsert>) {
  await db.update(frotaCarona).set(patch).where(eq(frotaCarona.id, id));
}

export async function removeRide(db: Db, id: number) {
  await db.delete(frotaCarona).where(eq(frotaCarona.id, id));
}

export async function insertSeat(db: Db, rideId: number, userId: number) {
  await db.insert(frotaCaronaPedido).values({ id_carona: rideId, id_usuario: userId });
}

/** The driver's answer to a seat; false when that person asked for no seat on the ride. */
export async function answerSeat(db: Db, rideId: number, userId: number, status: SeatStatus): Promise<boolean> {
  const rows = await db
    .update(frotaCaronaPedido)
    .set({ status })
    .where(and(eq(frotaCaronaPedido.id_carona, rideId), eq(frotaCaronaPedido.id_usuario, userId)))
    .returning({ id: frotaCaronaPedido.id });
  return rows.length > 0;
}

/** The status of one person's seat on a ride, if they asked for one. */
export async function seatOf(db: Db, rideId: number, userId: number): Promise<SeatStatus | undefined> {
  const rows = await db
    .select({ status: frotaCaronaPedido.status })
    .from(frotaCaronaPedido)
    .where(and(eq(frotaCaronaPedido.id_carona, rideId), eq(frotaCaronaPedido.id_usuario, userId)));
  return rows[0]?.status;
}

// ─── People to notify ─────────────────────────────────────────────────────────────────────────────

/** The fleet's managers: active users holding solitacoes:gestor directly or through a profile. */
export async function fleetManagerIds(db: Db): Promise<number[]> {
  const rows = await sqlRows<{ id: number }>(
    db,
    sql`SELECT u.id FROM rh_usuario u WHERE u.ativo AND (
          EXISTS (SELECT 1 FROM rh_usuario_role r WHERE r.id_usuario = u.id AND r.role = 'solitacoes:gestor')
          OR EXISTS (SELECT 1 FROM rh_usuario_perfil up JOIN rh_perfil_role pr ON pr.id_perfil = up.id_perfil
                     WHERE up.id_usuario = u.id AND pr.role = 'solitacoes:gestor')) ORDER BY u.id`,
  );
  return rows.map((r) => Number(r.id));
}
