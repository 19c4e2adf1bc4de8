import { describe, expect, it } from 'vitest';
import {
  cnhCovers,
  cnhIssue,
  formatPlate,
  identificationDaysLeft,
  isValidPlate,
  maintenanceDue,
  normalizePlate,
} from './fleet.rules';
import { plateField } from './fleet.schemas';

describe('plates', () => {
  it('accept the old and the Mercosul formats, typed with or without hyphen and in any case', () => {
    for (const plate of ['ABC-1234', 'abc1234', 'BRA2E19', 'bra 2e19']) expect(isValidPlate(plate), plate).toBe(true);
    expect(normalizePlate('abc-1234')).toBe('ABC1234');
    expect(formatPlate('ABC1234')).toBe('ABC-1234');
    expect(formatPlate('BRA2E19')).toBe('BRA2E19');
  });

  it('refuse anything else with the plate text', () => {
    for (const plate of ['AB-1234', 'ABCD123', 'ABC12345', 'A1C1234', 'ABC1D2E', '']) {
      expect(isValidPlate(plate), plate).toBe(false);
      expect(plateField.safeParse(plate).success, plate).toBe(false);
    }
    expect(plateField.parse('bra-2e19')).toBe('BRA2E19');
  });
});

describe('CNH', () => {
  it('covers a car with B and the heavier categories, never with A alone', () => {
    expect(cnhCovers('B', 'B')).toBe(true);
    expect(cnhCovers('AB', 'B')).toBe(true);
    expect(cnhCovers('D', 'C')).toBe(true);
    expect(cnhCovers('A', 'B')).toBe(false);
    expect(cnhCovers('B', 'C')).toBe(false);
    expect(cnhCovers('AB', 'A')).toBe(true);
    expect(cnhCovers('Não Possui', 'B')).toBe(false);
  });

  it('blocks an expired, missing or inactive CNH until the last day of the use', () => {
    const ok = { cnh_categoria: 'B', cnh_numero: '123', cnh_validade: '2026-12-31', ativo: true };
    const car = { categoria_cnh: 'B' };
    expect(cnhIssue(ok, car, '2026-12-31')).toBeNull();
    expect(cnhIssue(ok, car, '2027-01-01')).toBe('expired');
    expect(cnhIssue({ ...ok, cnh_numero: null }, car, '2026-12-01')).toBe('noCnh');
    expect(cnhIssue({ ...ok, ativo: false }, car, '2026-12-01')).toBe('inactive');
    expect(cnhIssue(ok, { categoria_cnh: 'D' }, '2026-12-01')).toBe('category');
  });
});

describe('maintenance reminders', () => {
  it('are due 500 km before the km or 7 days before the day, whichever comes first', () => {
    const plan = { previsto_km: 50_000, previsto_data: null };
    expect(maintenanceDue(plan, { odometro: 49_499 }, '2026-11-28')).toBe(false);
    expect(maintenanceDue(plan, { odometro: 49_500 }, '2026-11-28')).toBe(true);
    const byDay = { previsto_km: null, previsto_data: '2026-12-05' };
    expect(maintenanceDue(byDay, { odometro: 0 }, '2026-11-27')).toBe(false);
    expect(maintenanceDue(byDay, { odometro: 0 }, '2026-11-28')).toBe(true);
  });
});

describe('fine identification deadline', () => {
  it('counts the days left to the deadline, zero on the day and negative once past, across months and DST', () => {
    expect(identificationDaysLeft('2026-12-05', '2026-11-28')).toBe(7);
    expect(identificationDaysLeft('2026-11-28', '2026-11-28')).toBe(0);
    expect(identificationDaysLeft('2026-11-27', '2026-11-28')).toBe(-1);
    expect(identificationDaysLeft('2027-03-01', '2027-02-27')).toBe(2);
  });
});
