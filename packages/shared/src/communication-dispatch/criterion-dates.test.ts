import { describe, expect, it } from 'vitest';
import { CRITERIA as FORM_CRITERIA, ENVIO_BY_CRITERION, ENVIOS } from '../communication-scale/rule-matrix';
import {
  CRITERIA,
  criterionMatch,
  dateMatches,
  type Criterion,
  ruleReaches,
  type RuleTiming,
  SENDINGS,
  type Sending,
} from './criterion-dates';
import { dueSlotsOfToday, instantOf, nextSlot } from './shift-clock';

const rule = (
  criterio: Criterion,
  envio: Sending,
  tempo: number | null = null,
  data_especifica: string | null = null,
): RuleTiming => ({ criterio, envio, tempo, data_especifica });
const customer = (date: string) => ({ data_nascimento: date, data_ativacao: date, data_contratacao: date });

describe('the customers a rule reaches on a send day', () => {
  // Every criterion that reads a customer's date, with every envio the spec allows it and the rest.
  for (const criterio of ['data_ativacao', 'data_contratacao', 'data_aniversario'] as const) {
    describe(criterio, () => {
      it('no_dia: the customer date is the send day (tempo ignored)', () => {
        expect(criterionMatch(rule(criterio, 'no_dia'), '2026-11-23')).toEqual({ kind: 'day', day: '2026-11-23' });
        expect(criterionMatch(rule(criterio, 'no_dia', 5), '2026-11-23')).toEqual({ kind: 'day', day: '2026-11-23' });
        expect(ruleReaches(rule(criterio, 'no_dia'), '2026-11-23', customer('2026-11-23'))).toBe(true);
        expect(ruleReaches(rule(criterio, 'no_dia'), '2026-11-23', customer('2026-11-22'))).toBe(false);
      });
      it('nao_aplicavel sends as no_dia', () => {
        expect(criterionMatch(rule(criterio, 'nao_aplicavel'), '2026-11-23')).toEqual({
          kind: 'day',
          day: '2026-11-23',
        });
      });
      it('dia_seguinte: the customer date is tempo days before the send day, across month and year ends', () => {
        expect(criterionMatch(rule(criterio, 'dia_seguinte', 1), '2026-11-23')).toEqual({
          kind: 'day',
          day: '2026-11-22',
        });
        expect(criterionMatch(rule(criterio, 'dia_seguinte', 7), '2026-03-03')).toEqual({
          kind: 'day',
          day: '2026-02-24',
        });
        expect(criterionMatch(rule(criterio, 'dia_seguinte', 3), '2027-01-02')).toEqual({
          kind: 'day',
          day: '2026-12-30',
        });
        expect(criterionMatch(rule(criterio, 'dia_seguinte', 1), '2028-03-01')).toEqual({
          kind: 'day',
          day: '2028-02-29',
        });
        expect(criterionMatch(rule(criterio, 'dia_seguinte', 30), '2026-03-01')).toEqual({
          kind: 'day',
          day: '2026-01-30',
        });
        expect(criterionMatch(rule(criterio, 'dia_seguinte', null), '2026-11-23')).toEqual({
          kind: 'day',
          day: '2026-11-22',
        });
        expect(ruleReaches(rule(criterio, 'dia_seguinte', 2), '2026-01-01', customer('2025-12-30'))).toBe(true);
        expect(ruleReaches(rule(criterio, 'dia_seguinte', 2), '2026-01-01', customer('2026-01-03'))).toBe(false);
      });
      it('dia_anterior: the customer date is tempo days after the send day, across month and year ends', () => {
        expect(criterionMatch(rule(criterio, 'dia_anterior', 1), '2026-11-23')).toEqual({
          kind: 'day',
          day: '2026-11-24',
        });
        expect(criterionMatch(rule(criterio, 'dia_anterior', 2), '2026-12-30')).toEqual({
          kind: 'day',
          day: '2027-01-01',
        });
        expect(criterionMatch(rule(criterio, 'dia_anterior', 1), '2028-02-28')).toEqual({
          kind: 'day',
          day: '2028-02-29',
        });
        expect(criterionMatch(rule(criterio, 'dia_anterior', 1), '2026-02-28')).toEqual({
          kind: 'day',
          day: '2026-03-01',
        });
        expect(criterionMatch(rule(criterio, 'dia_anterior', 1), '2026-04-30')).toEqual({
          kind: 'day',
          day: '2026-05-01',
        });
        expect(ruleReaches(rule(criterio, 'dia_anterior', 3), '2026-12-30', customer('2027-01-02'))).toBe(true);
      });
      it('anual: the same day and month of an earlier year or the day itself, never a later date', () => {
        const yearly = rule(criterio, 'anual');
        expect(ruleReaches(yearly, '2026-11-23', customer('1990-11-23'))).toBe(true);
        expect(ruleReaches(yearly, '2026-11-23', customer('2026-11-23'))).toBe(true);
        expect(ruleReaches(yearly, '2026-11-23', customer('2027-11-23'))).toBe(false);
        expect(ruleReaches(yearly, '2026-11-23', customer('1990-11-24'))).toBe(false);
        expect(ruleReaches(yearly, '2026-11-23', customer('1990-10-23'))).toBe(false);
        expect(ruleReaches(yearly, '2026-12-31', customer('1999-12-31'))).toBe(true);
        expect(ruleReaches(yearly, '2027-01-01', customer('1999-01-01'))).toBe(true);
        expect(ruleReaches(yearly, '2027-01-01', customer('1999-12-31'))).toBe(false);
      });
      it('anual: 29 February is sent on 28 February in other years, and on 29 February in leap years', () => {
        const yearly = rule(criterio, 'anual');
        expect(ruleReaches(yearly, '2026-02-28', customer('2000-02-29'))).toBe(true);
        expect(ruleReaches(yearly, '2026-02-28', customer('2000-02-28'))).toBe(true);
        expect(ruleReaches(yearly, '2026-03-01', customer('2000-02-29'))).toBe(false);
        expect(ruleReaches(yearly, '2028-02-28', customer('2000-02-29'))).toBe(false);
        expect(ruleReaches(yearly, '2028-02-29', customer('2000-02-29'))).toBe(true);
        expect(ruleReaches(yearly, '2028-02-28', customer('2000-02-28'))).toBe(true);
        expect(ruleReaches(yearly, '2100-02-28', customer('2000-02-29'))).toBe(true);
        expect(criterionMatch(yearly, '2026-02-28')).toEqual({
          kind: 'monthDay',
          monthDays: [
            { month: 2, day: 28 },
            { month: 2, day: 29 },
          ],
          until: '2026-02-28',
        });
        expect(criterionMatch(yearly, '2028-02-28')).toEqual({
          kind: 'monthDay',
          monthDays: [{ month: 2, day: 28 }],
          until: '2028-02-28',
        });
      });
      it('a customer without the date is never reached', () => {
        expect(
          ruleReaches(rule(criterio, 'no_dia'), '2026-11-23', {
            data_nascimento: null,
            data_ativacao: null,
            data_contratacao: null,
          }),
        ).toBe(false);
        expect(
          ruleReaches(rule(criterio, 'anual'), '2026-11-23', {
            data_nascimento: null,
            data_ativacao: null,
            data_contratacao: null,
          }),
        ).toBe(false);
      });
    });
  }

  it('reads the criteria and sendings of the rule form: one list each, not a copy', () => {
    expect(CRITERIA).toBe(FORM_CRITERIA);
    expect(SENDINGS).toBe(ENVIOS);
  });

  it('dates every criterion with every sending the rule form allows it', () => {
    for (const criterio of FORM_CRITERIA) {
      for (const envio of ENVIO_BY_CRITERION[criterio]) {
        const match = criterionMatch(rule(criterio, envio, 2, '2026-11-23'), '2026-11-23');
        expect(['day', 'monthDay', 'everyone', 'nobody'], `${criterio} ${envio}`).toContain(match.kind);
      }
    }
  });

  it('each criterion reads its own customer date (data_aniversario reads data_nascimento)', () => {
    const dates = { data_nascimento: '1990-05-10', data_ativacao: '2024-06-01', data_contratacao: '2024-05-20' };
    expect(ruleReaches(rule('data_aniversario', 'anual'), '2026-05-10', dates)).toBe(true);
    expect(ruleReaches(rule('data_ativacao', 'anual'), '2026-05-10', dates)).toBe(false);
    expect(ruleReaches(rule('data_ativacao', 'dia_seguinte', 1), '2024-06-02', dates)).toBe(true);
    expect(ruleReaches(rule('data_contratacao', 'no_dia'), '2024-05-20', dates)).toBe(true);
    expect(ruleReaches(rule('data_contratacao', 'no_dia'), '2024-06-01', dates)).toBe(false);
  });

  describe('data_especifica: every active customer on the days its date matches, nobody on the others', () => {
    const anyone = customer('1980-01-01');
    it('no_dia: on the date', () => {
      expect(criterionMatch(rule('data_especifica', 'no_dia', null, '2026-12-24'), '2026-12-24')).toEqual({
        kind: 'everyone',
      });
      expect(criterionMatch(rule('data_especifica', 'no_dia', null, '2026-12-24'), '2026-12-23')).toEqual({
        kind: 'nobody',
      });
      expect(criterionMatch(rule('data_especifica', 'no_dia', null, '2026-12-24'), '2027-12-24')).toEqual({
        kind: 'nobody',
      });
      expect(ruleReaches(rule('data_especifica', 'no_dia', null, '2026-12-24'), '2026-12-24', anyone)).toBe(true);
    });
    it('dia_anterior: tempo days before the date, across a year end', () => {
      const r = rule('data_especifica', 'dia_anterior', 3, '2027-01-01');
      expect(criterionMatch(r, '2026-12-29')).toEqual({ kind: 'everyone' });
      expect(criterionMatch(r, '2026-12-30')).toEqual({ kind: 'nobody' });
      expect(criterionMatch(r, '2027-01-01')).toEqual({ kind: 'nobody' });
      expect(criterionMatch(rule('data_especifica', 'dia_anterior', 1, '2028-03-01'), '2028-02-29')).toEqual({
        kind: 'everyone',
      });
    });
    it('dia_seguinte: tempo days after the date, across a month end', () => {
      const r = rule('data_especifica', 'dia_seguinte', 2, '2026-01-30');
      expect(criterionMatch(r, '2026-02-01')).toEqual({ kind: 'everyone' });
      expect(criterionMatch(r, '2026-01-31')).toEqual({ kind: 'nobody' });
    });
    it('anual: every year on the day and month from the date on; a 29 February date on 28 February of other years', () => {
      const christmas = rule('data_especifica', 'anual', null, '2025-12-25');
      expect(criterionMatch(christmas, '2025-12-25')).toEqual({ kind: 'everyone' });
      expect(criterionMatch(christmas, '2031-12-25')).toEqual({ kind: 'everyone' });
      expect(criterionMatch(christmas, '2024-12-25')).toEqual({ kind: 'nobody' });
      expect(criterionMatch(christmas, '2026-12-24')).toEqual({ kind: 'nobody' });
      const leap = rule('data_especifica', 'anual', null, '2024-02-29');
      expect(criterionMatch(leap, '2025-02-28')).toEqual({ kind: 'everyone' });
      expect(criterionMatch(leap, '2025-03-01')).toEqual({ kind: 'nobody' });
      expect(criterionMatch(leap, '2028-02-28')).toEqual({ kind: 'nobody' });
      expect(criterionMatch(leap, '2028-02-29')).toEqual({ kind: 'everyone' });
    });
    it('nao_aplicavel sends on the date; a rule without a date reaches nobody', () => {
      expect(criterionMatch(rule('data_especifica', 'nao_aplicavel', null, '2026-06-12'), '2026-06-12')).toEqual({
        kind: 'everyone',
      });
      expect(criterionMatch(rule('data_especifica', 'no_dia', null, null), '2026-06-12')).toEqual({ kind: 'nobody' });
    });
  });

  it('dateMatches answers for each kind of match', () => {
    expect(dateMatches({ kind: 'everyone' }, null)).toBe(true);
    expect(dateMatches({ kind: 'nobody' }, '2026-01-01')).toBe(false);
    expect(dateMatches({ kind: 'day', day: '2026-01-01' }, null)).toBe(false);
  });
});

describe('the shift clock in America/Sao_Paulo', () => {
  it('puts 07:00, 13:00 and 20:00 of a day at UTC−3', () => {
    expect(instantOf('2026-11-23', '07:00').toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(instantOf('2026-11-23', '20:00').toISOString()).toBe('2026-11-23T23:00:00.000Z');
  });
  it('names the next shift after an instant, crossing midnight and the year end', () => {
    expect(nextSlot(new Date('2026-11-23T09:59:59Z')).janela).toBe('2026-11-23T07:00');
    expect(nextSlot(new Date('2026-11-23T10:00:00Z')).janela).toBe('2026-11-23T13:00');
    expect(nextSlot(new Date('2026-11-23T12:00:00Z'))).toMatchObject({ shift: 'T', day: '2026-11-23' });
    expect(nextSlot(new Date('2026-11-23T23:00:00Z'))).toMatchObject({ janela: '2026-11-24T07:00', shift: 'M' });
    expect(nextSlot(new Date('2027-01-01T01:00:00Z'))).toMatchObject({ janela: '2027-01-01T07:00' });
    expect(nextSlot(new Date('2026-12-31T23:30:00Z')).at.toISOString()).toBe('2027-01-01T10:00:00.000Z');
  });
  it('lists the slots of today whose time has come', () => {
    expect(dueSlotsOfToday(new Date('2026-11-23T09:00:00Z')).map((s) => s.shift)).toEqual([]);
    expect(dueSlotsOfToday(new Date('2026-11-23T12:00:00Z')).map((s) => s.janela)).toEqual(['2026-11-23T07:00']);
    expect(dueSlotsOfToday(new Date('2026-11-24T02:00:00Z')).map((s) => s.shift)).toEqual(['M', 'T', 'N']);
  });
});
