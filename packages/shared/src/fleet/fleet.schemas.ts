import { z } from 'zod';
import { pageLimit, pageOffset } from '../api/paging';
import { baseFilter, recordTimes } from '../crud/crud.schemas';
import { cnpjField, idField, nameField } from '../validation/fields';
import { MSG } from '../validation/messages';
import { FLEET_MSG } from './fleet.messages';
import {
  FINE_STATUSES,
  INCIDENT_STATUSES,
  INCIDENT_TYPES,
  MAINTENANCE_STATUSES,
  MAINTENANCE_TYPES,
  OWNERSHIPS,
  REQUEST_STATUSES,
  SEAT_STATUSES,
  VEHICLE_CNH_CATEGORIES,
  VEHICLE_STATUSES,
  isValidPlate,
  normalizePlate,
} from './fleet.rules';

export const FLEET_LIMITS = { texto: 200, descricao: 2000, motivo: 1000, fotos: 6, busca: 100 } as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day 'YYYY-MM-DD'. */
export const isRealDay = (value: string) => {
  if (!DAY.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};
export const dayField = z
  .string({ error: MSG.required })
  .min(1, { error: MSG.required })
  .refine(isRealDay, { error: 'Data inválida.' });
/** An instant with its offset ('2026-11-28T09:00:00-03:00' or Z), as the date-time pickers send it. */
export const instantField = z
  .string({ error: MSG.required })
  .min(1, { error: MSG.required })
  .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(v)), {
    error: 'Data e hora inválidas.',
  })
  .transform((v) => new Date(v).toISOString());
const text = (max: number = FLEET_LIMITS.texto) =>
  z
    .string({ error: MSG.invalidData })
    .trim()
    .max(max, { error: FLEET_MSG.max(max) })
    .default('');
const requiredLine = (max: number = FLEET_LIMITS.texto) =>
  z
    .string({ error: MSG.required })
    .trim()
    .min(1, { error: MSG.required })
    .max(max, { error: FLEET_MSG.max(max) });
const count = (max: number) =>
  z
    .number({ error: MSG.required })
    .int({ error: MSG.invalidData })
    .min(0, { error: MSG.invalidData })
    .max(max, { error: MSG.invalidData });
const money = z
  .number({ error: MSG.required })
  .min(0, { error: MSG.invalidData })
  .max(10_000_000, { error: MSG.invalidData })
  .transform((v) => Math.round(v * 100) / 100);
const paging = { limit: pageLimit('query'), offset: pageOffset('query') };
const optionalId = z.coerce.number({ error: MSG.invalidData }).int().positive({ error: MSG.invalidData }).optional();
const search = z.string().trim().max(FLEET_LIMITS.busca, { error: MSG.invalidData }).optional();
const ODOMETER_MAX = 5_000_000;

/** A plate as typed, stored normalized (capitals, no hyphen), old or Mercosul. */
export const plateField = z
  .string({ error: MSG.required })
  .trim()
  .min(1, { error: MSG.required })
  .max(10, { error: FLEET_MSG.plate })
  .refine(isValidPlate, { error: FLEET_MSG.plate })
  .transform(normalizePlate);

// ─── Rental companies (CRUD kit, `GET v1/locadoras/veicular`) ─────────────────────────────────────

export const rentalCompany = z.object({
  id: z.number(),
  nome: z.string(),
  cnpj: z.string(),
  telefone: z.string(),
  ativo: z.boolean(),
  ...recordTimes,
});
const rentalFields = {
  nome: nameField(120),
  cnpj: z.union([z.literal(''), cnpjField]).default(''),
  telefone: text(20),
};
export const rentalCompanyInput = z.object({ ...rentalFields, ativo: z.boolean().default(true) });
export const rentalCompanyPatch = z
  .object({ ...rentalFields, cnpj: z.union([z.literal(''), cnpjField]), telefone: text(20), ativo: z.boolean() })
  .partial();
export const rentalCompanyFilter = z.object({ ...baseFilter });

// ─── Vehicles (CRUD kit) ──────────────────────────────────────────────────────────────────────────

export const vehicle = z.object({
  id: z.number(),
  placa: z.string(),
  modelo: z.string(),
  marca: z.string(),
  ano: z.number(),
  id_empresa: z.number(),
  cidade: z.string(),
  categoria_cnh: z.string(),
  propriedade: z.enum(OWNERSHIPS),
  id_locadora: z.number().nullable(),
  contrato: z.string(),
  valor_mensal: z.number().nullable(),
  devolucao_em: z.string().nullable(),
  odometro: z.number(),
  status: z.enum(VEHICLE_STATUSES),
  ativo: z.boolean(),
  ...recordTimes,
});
export type Vehicle = z.infer<typeof vehicle>;
const vehicleFields = {
  placa: plateField,
  modelo: nameField(80),
  marca: nameField(60),
  ano: z
    .number({ error: MSG.required })
    .int({ error: MSG.invalidData })
    .min(1980, { error: MSG.invalidData })
    .max(2100, { error: MSG.invalidData }),
  id_empresa: idField,
  cidade: nameField(120),
  categoria_cnh: z.enum(VEHICLE_CNH_CATEGORIES, { error: MSG.required }).default('B'),
  propriedade: z.enum(OWNERSHIPS, { error: MSG.required }).default('proprio'),
  id_locadora: idField.nullable().default(null),
  contrato: text(60),
  valor_mensal: money.nullable().default(null),
  devolucao_em: dayField.nullable().default(null),
  odometro: count(ODOMETER_MAX).default(0),
  status: z.enum(VEHICLE_STATUSES, { error: MSG.required }).default('disponivel'),
};
/** A rented vehicle names its rental company. */
const rentedRule = (value: { propriedade?: string; id_locadora?: number | null }, ctx: z.RefinementCtx) => {
  if (value.propriedade === 'alugado' && value.id_locadora === null)
    ctx.addIssue({ code: 'custom', path: ['id_locadora'], message: FLEET_MSG.rentalCompany });
};
export const vehicleInput = z.object({ ...vehicleFields, ativo: z.boolean().default(true) }).superRefine(rentedRule);
export const vehiclePatch = z
  .object({
    ...vehicleFields,
    categoria_cnh: z.enum(VEHICLE_CNH_CATEGORIES, { error: MSG.required }),
    propriedade: z.enum(OWNERSHIPS, { error: MSG.required }),
    id_locadora: idField.nullable(),
    contrato: text(60),
    valor_mensal: money.nullable(),
    devolucao_em: dayField.nullable(),
    odometro: count(ODOMETER_MAX),
    status: z.enum(VEHICLE_STATUSES, { error: MSG.required }),
    ativo: z.boolean(),
  })
  .partial()
  .superRefine(rentedRule);
export const vehicleFilter = z.object({
  ...baseFilter,
  id_empresa: z.number().int().positive().optional(),
  status: z.enum(VEHICLE_STATUSES).optional(),
  propriedade: z.enum(OWNERSHIPS).optional(),
  id_locadora: z.number().int().positive().optional(),
});

// ─── Lookups (spec §7) ────────────────────────────────────────────────────────────────────────────

export const vehicleOptions = z.object({
  frota_veiculo: z.array(
    z.object({
      id: z.number(),
      placa: z.string(),
      modelo: z.string(),
      categoria_cnh: z.string(),
      odometro: z.number(),
    }),
  ),
});
export const driverOptions = z.object({
  frota_motorista: z.array(
    z.object({
      id: z.number(),
      id_usuario: z.number(),
      nome: z.string(),
      cnh_categoria: z.string().nullable(),
      cnh_validade: z.string(),
    }),
  ),
});
export const rentalOptions = z.object({ frota_locadora: z.array(z.object({ id: z.number(), nome: z.string() })) });

// ─── Drivers ──────────────────────────────────────────────────────────────────────────────────────

export const driver = z.object({
  id: z.number(),
  id_usuario: z.number(),
  nome: z.string(),
  cnh_categoria: z.string().nullable(),
  cnh_numero: z.string().nullable(),
  cnh_validade: z.string(),
  ativo: z.boolean(),
  vencida: z.boolean(),
  /** Valid, but expiring within CNH_WARNING_DAYS. */
  vencendo: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Driver = z.infer<typeof driver>;
export const driverInput = z.object({
  id_usuario: idField,
  cnh_validade: dayField,
  ativo: z.boolean().default(true),
});
export const driverPatch = z.object({ cnh_validade: dayField, ativo: z.boolean() }).partial();
export const driverListQuery = z.object({
  busca: search,
  ativo: z.enum(['true', 'false']).optional(),
  vencida: z.enum(['true', 'false']).optional(),
  /** 'true': valid CNHs expiring within CNH_WARNING_DAYS. */
  vencendo: z.enum(['true', 'false']).optional(),
  ...paging,
});
export type DriverListQuery = z.input<typeof driverListQuery>;
export const driverListResponse = z.object({ frota_motorista: z.array(driver), total: z.number() });
/** Employees who may become drivers: their profile's CNH. */
export const driverCandidatesQuery = z.object({ busca: search });
export const driverCandidates = z.object({
  rh_usuario: z.array(
    z.object({
      id: z.number(),
      nome: z.string(),
      cnh_categoria: z.string().nullable(),
      cnh_numero: z.string().nullable(),
    }),
  ),
});

// ─── Requests and use records ─────────────────────────────────────────────────────────────────────

export const vehicleRequest = z.object({
  id: z.number(),
  id_solicitante: z.number(),
  solicitante: z.string(),
  id_veiculo: z.number().nullable(),
  placa: z.string().nullable(),
  modelo: z.string().nullable(),
  id_motorista: z.number().nullable(),
  motorista: z.string().nullable(),
  inicio: z.string(),
  fim: z.string(),
  finalidade: z.string(),
  destino: z.string(),
  status: z.enum(REQUEST_STATUSES),
  motivo_recusa: z.string().nullable(),
  decidido_em: z.string().nullable(),
  retirada_em: z.string().nullable(),
  odometro_saida: z.number().nullable(),
  devolvida_em: z.string().nullable(),
  odometro_chegada: z.number().nullable(),
  created_at: z.string(),
});
export type VehicleRequest = z.infer<typeof vehicleRequest>;
const periodRule = (value: { inicio?: string; fim?: string }, ctx: z.RefinementCtx) => {
  if (value.inicio && value.fim && value.fim <= value.inicio)
    ctx.addIssue({ code: 'custom', path: ['fim'], message: FLEET_MSG.period });
};
export const requestInput = z
  .object({
    id_veiculo: idField.nullable().default(null),
    inicio: instantField,
    fim: instantField,
    finalidade: requiredLine(FLEET_LIMITS.motivo),
    destino: text(),
  })
  .superRefine(periodRule);
export type RequestInput = z.input<typeof requestInput>;
export const requestListQuery = z.object({
  status: z.enum(REQUEST_STATUSES).optional(),
  id_veiculo: optionalId,
  /** 'true': only the caller's own requests, whatever the caller's role. */
  minhas: z.enum(['true', 'false']).optional(),
  ...paging,
});
export const requestListResponse = z.object({ frota_solicitacao: z.array(vehicleRequest), total: z.number() });
export const requestApproval = z.object({ id_veiculo: idField, id_motorista: idField.optional() });
export const requestRefusal = z.object({
  motivo: z
    .string({ error: FLEET_MSG.refusalReason })
    .trim()
    .min(1, { error: FLEET_MSG.refusalReason })
    .max(FLEET_LIMITS.motivo, { error: FLEET_MSG.max(FLEET_LIMITS.motivo) }),
});
/** Check-out and check-in: the odometer and, when registered afterwards, the instant it happened (now by default). */
export const odometerInput = z.object({ odometro: count(ODOMETER_MAX), em: instantField.optional() });
export const requestAnswer = z.object({ frota_solicitacao: vehicleRequest });

// ─── Incidents ────────────────────────────────────────────────────────────────────────────────────

export const incident = z.object({
  id: z.number(),
  id_veiculo: z.number(),
  placa: z.string(),
  tipo: z.enum(INCIDENT_TYPES),
  ocorrido_em: z.string(),
  descricao: z.string(),
  local: z.string(),
  id_motorista: z.number().nullable(),
  motorista: z.string().nullable(),
  id_registrante: z.number(),
  registrante: z.string(),
  fotos: z.array(z.string()),
  status: z.enum(INCIDENT_STATUSES),
  created_at: z.string(),
});
export type Incident = z.infer<typeof incident>;
export const incidentInput = z.object({
  id_veiculo: idField,
  tipo: z.enum(INCIDENT_TYPES, { error: MSG.required }),
  ocorrido_em: instantField,
  descricao: requiredLine(FLEET_LIMITS.descricao),
  local: text(),
  fotos: z
    .array(z.uuid({ error: FLEET_MSG.photo }))
    .max(FLEET_LIMITS.fotos, { error: `Envie no máximo ${FLEET_LIMITS.fotos} fotos.` })
    .default([]),
  status: z.enum(INCIDENT_STATUSES).default('aberto'),
});
export type IncidentInput = z.input<typeof incidentInput>;
export const incidentListQuery = z.object({
  id_veiculo: optionalId,
  status: z.enum(INCIDENT_STATUSES).optional(),
  minhas: z.enum(['true', 'false']).optional(),
  ...paging,
});
export type IncidentListQuery = z.input<typeof incidentListQuery>;
export const incidentListResponse = z.object({ frota_incidente: z.array(incident), total: z.number() });
export const incidentAnswer = z.object({ frota_incidente: incident });

// ─── Maintenance ──────────────────────────────────────────────────────────────────────────────────

export const maintenance = z.object({
  id: z.number(),
  id_veiculo: z.number(),
  placa: z.string(),
  tipo: z.enum(MAINTENANCE_TYPES),
  status: z.enum(MAINTENANCE_STATUSES),
  descricao: z.string(),
  id_incidente: z.number().nullable(),
  id_solicitante: z.number().nullable(),
  solicitante: z.string().nullable(),
  previsto_km: z.number().nullable(),
  previsto_data: z.string().nullable(),
  realizada_em: z.string().nullable(),
  odometro: z.number().nullable(),
  oficina: z.string(),
  pecas: z.string(),
  custo: z.number().nullable(),
  lembrete_enviado_em: z.string().nullable(),
  /** The vehicle's odometer now, and whether a planned preventive one reached its reminder (km or day). */
  odometro_veiculo: z.number(),
  devida: z.boolean(),
  created_at: z.string(),
});
export type Maintenance = z.infer<typeof maintenance>;
export const maintenanceInput = z
  .object({
    id_veiculo: idField,
    tipo: z.enum(MAINTENANCE_TYPES, { error: MSG.required }),
    status: z.enum(MAINTENANCE_STATUSES, { error: MSG.required }).default('agendada'),
    descricao: requiredLine(FLEET_LIMITS.descricao),
    id_incidente: idField.nullable().default(null),
    previsto_km: count(ODOMETER_MAX).nullable().default(null),
    previsto_data: dayField.nullable().default(null),
    realizada_em: dayField.nullable().default(null),
    odometro: count(ODOMETER_MAX).nullable().default(null),
    oficina: text(),
    pecas: text(FLEET_LIMITS.descricao),
    custo: money.nullable().default(null),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'realizada' && !value.realizada_em)
      ctx.addIssue({ code: 'custom', path: ['realizada_em'], message: FLEET_MSG.done });
    if (
      value.tipo === 'preventiva' &&
      value.status === 'agendada' &&
      value.previsto_km === null &&
      !value.previsto_data
    )
      ctx.addIssue({ code: 'custom', path: ['previsto_km'], message: FLEET_MSG.threshold });
  });
export type MaintenanceInput = z.input<typeof maintenanceInput>;
/** An employee's maintenance need (`/requests/maintenance-vehicle`): corrective, planned, with their name. */
export const maintenanceRequestInput = z.object({
  id_veiculo: idField,
  descricao: requiredLine(FLEET_LIMITS.descricao),
});
export const maintenanceListQuery = z.object({
  id_veiculo: optionalId,
  tipo: z.enum(MAINTENANCE_TYPES).optional(),
  status: z.enum(MAINTENANCE_STATUSES).optional(),
  /** 'true': only the planned preventive ones whose reminder is due (odometer or day reached). */
  devida: z.enum(['true', 'false']).optional(),
  minhas: z.enum(['true', 'false']).optional(),
  ...paging,
});
export type MaintenanceListQuery = z.input<typeof maintenanceListQuery>;
export const maintenanceListResponse = z.object({ frota_manutencao: z.array(maintenance), total: z.number() });
export const maintenanceAnswer = z.object({ frota_manutencao: maintenance });

// ─── Fines ────────────────────────────────────────────────────────────────────────────────────────

export const fine = z.object({
  id: z.number(),
  id_veiculo: z.number(),
  placa: z.string(),
  modelo: z.string(),
  ocorrida_em: z.string(),
  codigo_infracao: z.string(),
  descricao_infracao: z.string(),
  local: z.string(),
  valor: z.number(),
  pontos: z.number(),
  vencimento: z.string(),
  prazo_identificacao: z.string(),
  id_motorista: z.number().nullable(),
  motorista: z.string().nullable(),
  id_solicitacao: z.number().nullable(),
  identificado_em: z.string().nullable(),
  status: z.enum(FINE_STATUSES),
  created_at: z.string(),
});
export type Fine = z.infer<typeof fine>;
const fineFields = {
  id_veiculo: idField,
  ocorrida_em: instantField,
  codigo_infracao: requiredLine(20),
  descricao_infracao: requiredLine(),
  local: text(),
  valor: money,
  pontos: count(40),
  vencimento: dayField,
  /** Given, or the notice's day (today) plus the legal 30 days. */
  prazo_identificacao: dayField.nullable().default(null),
  status: z.enum(FINE_STATUSES).default('pendente'),
};
export const fineInput = z.object(fineFields);
export type FineInput = z.input<typeof fineInput>;
export const fineListQuery = z.object({
  id_veiculo: optionalId,
  /** A plate or its beginning, as typed (with or without hyphen). */
  placa: z.string().trim().max(10, { error: FLEET_MSG.plate }).transform(normalizePlate).optional(),
  status: z.enum(FINE_STATUSES).optional(),
  /** 'true': pending fines whose driver-identification deadline has passed. */
  atrasada: z.enum(['true', 'false']).optional(),
  ...paging,
});
export type FineListQuery = z.input<typeof fineListQuery>;
export const fineListResponse = z.object({ frota_multa: z.array(fine), total: z.number() });
export const fineAnswer = z.object({ frota_multa: fine });
export const fineTermParams = z.object({
  id: z.coerce.number({ error: MSG.invalidData }).int().positive({ error: MSG.invalidData }),
  idDriver: z.coerce.number({ error: MSG.invalidData }).int().positive({ error: MSG.invalidData }),
  vehiclePlate: plateField,
});

// ─── Rides ────────────────────────────────────────────────────────────────────────────────────────

/** A ride as the public list shows it: no surname, phone or e-mail. */
export const publicRide = z.object({
  id: z.number(),
  motorista: z.string(),
  origem: z.string(),
  destino: z.string(),
  data: z.string(),
  horario: z.string(),
  vagas: z.number(),
  vagas_livres: z.number(),
  observacao: z.string(),
});
export const ride = publicRide.extend({
  id_motorista: z.number(),
  pedidos: z.array(z.object({ id_usuario: z.number(), nome: z.string(), status: z.enum(SEAT_STATUSES) })),
  minha: z.boolean(),
});
export type Ride = z.infer<typeof ride>;
export const rideInput = z.object({
  origem: requiredLine(120),
  destino: requiredLine(120),
  data: dayField,
  horario: z
    .string({ error: MSG.required })
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, { error: 'Horário inválido (hh:mm).' }),
  vagas: z
    .number({ error: MSG.required })
    .int({ error: MSG.invalidData })
    .min(1, { error: 'De 1 a 8 vagas.' })
    .max(8, { error: 'De 1 a 8 vagas.' }),
  observacao: text(500),
});
export type RideInput = z.input<typeof rideInput>;
export const publicRideQuery = z.object({
  origem: search,
  destino: search,
  data: z.string().refine(isRealDay, { error: MSG.invalidData }).optional(),
  ...paging,
});
export const publicRideList = z.object({ frota_carona: z.array(publicRide), total: z.number() });
export const rideListQuery = z.object({ minhas: z.enum(['true', 'false']).optional(), ...paging });
export const rideList = z.object({ frota_carona: z.array(ride), total: z.number() });
export const rideAnswer = z.object({ frota_carona: ride });
/** The driver accepts or declines a seat asked on their ride. */
export const seatAnswerParams = z.object({
  id: z.coerce.number({ error: MSG.invalidData }).int().positive({ error: MSG.invalidData }),
  idUsuario: z.coerce.number({ error: MSG.invalidData }).int().positive({ error: MSG.invalidData }),
});
export const seatAnswer = z.object({
  status: z.enum(['aceito', 'recusado'], { error: 'Escolha aceitar ou recusar o pedido.' }),
});

// ─── Report ───────────────────────────────────────────────────────────────────────────────────────

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const carRepairQuery = z
  .object({
    de: z.string({ error: MSG.required }).regex(MONTH, { error: 'Mês inválido.' }),
    ate: z.string({ error: MSG.required }).regex(MONTH, { error: 'Mês inválido.' }),
  })
  .refine((q) => q.de <= q.ate, { path: ['ate'], error: 'Intervalo de datas inválido.' });
export const carRepairReport = z.object({
  meses: z.array(z.string()),
  veiculos: z.array(
    z.object({
      id_veiculo: z.number(),
      placa: z.string(),
      modelo: z.string(),
      custos: z.array(z.number()),
      total: z.number(),
      manutencoes: z.number(),
    }),
  ),
  total: z.number(),
});
export type CarRepairReport = z.infer<typeof carRepairReport>;

export const idOnly = z.object({ id: z.number() });
export type RentalCompany = z.infer<typeof rentalCompany>;
