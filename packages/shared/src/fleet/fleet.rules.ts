import { addDays } from '../calendar/days';

/** Old Brazilian plate (AAA9999, shown AAA-9999) and the Mercosul one (AAA9A99). */
const OLD_PLATE = /^[A-Z]{3}[0-9]{4}$/;
const MERCOSUL_PLATE = /^[A-Z]{3}[0-9][A-Z][0-9]{2}$/;

/** A plate as stored: capitals, no separator or space ('abc-1234' → 'ABC1234'). */
export function normalizePlate(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, '');
}

/** Whether a plate (as typed) is an old or a Mercosul plate. */
export function isValidPlate(text: string): boolean {
  const plate = normalizePlate(text);
  return OLD_PLATE.test(plate) || MERCOSUL_PLATE.test(plate);
}

/** The plate as people read it: old plates with their hyphen (ABC-1234), Mercosul ones as they are. */
export function formatPlate(plate: string): string {
  const p = normalizePlate(plate);
  return OLD_PLATE.test(p) ? `${p.slice(0, 3)}-${p.slice(3)}` : p;
}

/** The CNH categories a vehicle may ask for (spec §9 without 'Não Possui'). */
export const VEHICLE_CNH_CATEGORIES = ['A', 'B', 'C', 'D', 'E'] as const;

/**
 * Whether a driver's CNH category covers the vehicle's: A covers motorcycles only; B cars; C, D and E
 * each cover B and the heavier ones below them (C ⊂ D ⊂ E); the combined ones (AB, AC …) add A.
 */
export function cnhCovers(driver: string | null | undefined, vehicle: string): boolean {
  if (!driver) return false;
  const parts = driver === 'Não Possui' ? [] : driver.split('');
  const order = ['B', 'C', 'D', 'E'];
  return parts.some((part) => {
    if (vehicle === 'A') return part === 'A';
    if (part === 'A') return false;
    return order.indexOf(part) >= order.indexOf(vehicle);
  });
}

export type CnhIssue = 'noCnh' | 'category' | 'expired' | 'inactive';

/**
 * Why a driver cannot take a vehicle until `lastDay` (the use's last day, São Paulo): no CNH number,
 * a category that does not cover the vehicle's, a CNH expired before that day, or an inactive driver.
 * Null when they may.
 */
export function cnhIssue(
  driver: { cnh_categoria: string | null; cnh_numero: string | null; cnh_validade: string | null; ativo: boolean },
  vehicle: { categoria_cnh: string },
  lastDay: string,
): CnhIssue | null {
  if (!driver.ativo) return 'inactive';
  if (!driver.cnh_numero || !driver.cnh_categoria || driver.cnh_categoria === 'Não Possui' || !driver.cnh_validade)
    return 'noCnh';
  if (driver.cnh_validade < lastDay) return 'expired';
  if (!cnhCovers(driver.cnh_categoria, vehicle.categoria_cnh)) return 'category';
  return null;
}

/** Days the driver has to be identified after the fine's notice (Brazilian traffic code: 30 days). */
export const IDENTIFICATION_DAYS = 30;
export const identificationDeadline = (noticeDay: string) => addDays(noticeDay, IDENTIFICATION_DAYS);

/** Days from `today` to a fine's identification deadline (both São Paulo days): 0 on the day, negative once past. */
export function identificationDaysLeft(deadline: string, today: string): number {
  const utc = (day: string) => {
    const [y, m, d] = day.split('-').map(Number);
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((utc(deadline) - utc(today)) / 86_400_000);
}

/** How early the reminders go: km before a preventive maintenance's km, days before its day. */
export const REMINDER_KM_AHEAD = 500;
export const REMINDER_DAYS_AHEAD = 7;
/** Days before a CNH expires when its driver and the managers are told. */
export const CNH_WARNING_DAYS = 30;
/** Days before a rented vehicle's return day when the managers are told. */
export const RETURN_WARNING_DAYS = 7;

/** Whether a planned preventive maintenance is due: the odometer or the day reached its threshold. */
export function maintenanceDue(
  plan: { previsto_km: number | null; previsto_data: string | null },
  vehicle: { odometro: number },
  today: string,
): boolean {
  if (plan.previsto_km !== null && vehicle.odometro >= plan.previsto_km - REMINDER_KM_AHEAD) return true;
  if (plan.previsto_data !== null && today >= addDays(plan.previsto_data, -REMINDER_DAYS_AHEAD)) return true;
  return false;
}

export const VEHICLE_STATUSES = ['disponivel', 'manutencao', 'inativo'] as const;
export const VEHICLE_STATUS_LABELS = { disponivel: 'Disponível', manutencao: 'Em manutenção', inativo: 'Inativo' };
export const OWNERSHIPS = ['proprio', 'alugado'] as const;
export const OWNERSHIP_LABELS = { proprio: 'Próprio', alugado: 'Alugado' };
export const REQUEST_STATUSES = ['pendente', 'aprovada', 'recusada', 'cancelada', 'concluida'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  pendente: 'Pendente',
  aprovada: 'Aprovada',
  recusada: 'Recusada',
  cancelada: 'Cancelada',
  concluida: 'Concluída',
};
export const INCIDENT_TYPES = ['avaria', 'pane', 'acidente'] as const;
export const INCIDENT_TYPE_LABELS = { avaria: 'Avaria', pane: 'Pane', acidente: 'Acidente' };
export const INCIDENT_STATUSES = ['aberto', 'resolvido'] as const;
export const INCIDENT_STATUS_LABELS = { aberto: 'Aberto', resolvido: 'Resolvido' };
export const MAINTENANCE_TYPES = ['preventiva', 'corretiva'] as const;
export const MAINTENANCE_TYPE_LABELS = { preventiva: 'Preventiva', corretiva: 'Corretiva' };
export const MAINTENANCE_STATUSES = ['agendada', 'realizada', 'cancelada'] as const;
export const MAINTENANCE_STATUS_LABELS = { agendada: 'Agendada', realizada: 'Realizada', cancelada: 'Cancelada' };
/** A seat asked on a ride: waiting for the driver, accepted or declined (a declined one frees the seat). */
export const SEAT_STATUSES = ['pendente', 'aceito', 'recusado'] as const;
export type SeatStatus = (typeof SEAT_STATUSES)[number];
export const SEAT_STATUS_LABELS: Record<SeatStatus, string> = {
  pendente: 'Aguardando',
  aceito: 'Aceito',
  recusado: 'Recusado',
};
export const FINE_STATUSES = ['pendente', 'identificado', 'pago'] as const;
export const FINE_STATUS_LABELS = {
  pendente: 'Aguardando identificação',
  identificado: 'Condutor identificado',
  pago: 'Paga',
};
