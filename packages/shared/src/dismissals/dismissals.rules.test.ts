import { describe, expect, it } from 'vitest';
import {
  checklistFor,
  fullYearsBetween,
  isTaskLate,
  noticeDays,
  readsInterview,
  suggestedNotice,
} from './dismissals.rules';

describe('notice days (Lei 12.506/2011)', () => {
  it('are 30 before the first full year of service', () => {
    expect(noticeDays('2025-03-10', '2025-03-10')).toBe(30);
    expect(noticeDays('2025-03-10', '2026-03-09')).toBe(30);
  });

  it('add 3 days on each anniversary of the admission', () => {
    expect(noticeDays('2025-03-10', '2026-03-10')).toBe(33);
    expect(noticeDays('2020-01-13', '2026-01-12')).toBe(45);
    expect(noticeDays('2020-01-13', '2026-01-13')).toBe(48);
  });

  it('stop at 90 days, reached at 20 full years', () => {
    expect(noticeDays('2006-05-02', '2026-05-01')).toBe(87);
    expect(noticeDays('2006-05-02', '2026-05-02')).toBe(90);
    expect(noticeDays('1990-01-01', '2026-05-02')).toBe(90);
  });

  it('count an admission on 29 February complete on 1 March of a common year', () => {
    expect(fullYearsBetween('2024-02-29', '2025-02-28')).toBe(0);
    expect(fullYearsBetween('2024-02-29', '2025-03-01')).toBe(1);
    expect(fullYearsBetween('2024-02-29', '2028-02-29')).toBe(4);
  });

  it('are 30 without an admission date or with one after the dismissal', () => {
    expect(noticeDays(null, '2026-05-02')).toBe(30);
    expect(noticeDays('2027-01-01', '2026-05-02')).toBe(30);
  });

  it('are suggested by type: none for cause or a contract that ends, 30 worked on resigning, the law’s days paid otherwise', () => {
    expect(suggestedNotice('com_justa_causa', '2015-01-01', '2026-05-02')).toEqual({
      aviso_previo: 'nao_se_aplica',
      aviso_dias: 0,
    });
    expect(suggestedNotice('termino_contrato', '2025-01-01', '2026-05-02').aviso_dias).toBe(0);
    expect(suggestedNotice('pedido_demissao', '2015-01-01', '2026-05-02')).toEqual({
      aviso_previo: 'trabalhado',
      aviso_dias: 30,
    });
    expect(suggestedNotice('sem_justa_causa', '2015-01-01', '2026-05-02')).toEqual({
      aviso_previo: 'indenizado',
      aviso_dias: 63,
    });
    expect(suggestedNotice('acordo', '2015-01-01', '2026-05-02').aviso_dias).toBe(63);
  });
});

describe('offboarding checklist', () => {
  it('dates each task from the dismissal day, across a month end', () => {
    const tasks = checklistFor('2026-01-28', { drives: false });
    expect(tasks.find((t) => t.area === 'financeiro')?.prazo).toBe('2026-02-07');
    expect(tasks.find((t) => t.area === 'ti')?.prazo).toBe('2026-01-28');
    expect(tasks.map((t) => t.prioridade)).toEqual(tasks.map((_, i) => i + 1));
  });

  it('has the vehicle task only for a person who drives', () => {
    const vehicle = (drives: boolean) => checklistFor('2026-01-28', { drives }).filter((t) => t.area === 'frota');
    expect(vehicle(false)).toHaveLength(0);
    expect(vehicle(true)).toHaveLength(1);
  });

  it('marks a task late only when it is open and its day has passed', () => {
    expect(isTaskLate({ prazo: '2026-01-27', concluida_em: null }, '2026-01-28')).toBe(true);
    expect(isTaskLate({ prazo: '2026-01-28', concluida_em: null }, '2026-01-28')).toBe(false);
    expect(isTaskLate({ prazo: '2026-01-27', concluida_em: '2026-01-28T10:00:00Z' }, '2026-01-28')).toBe(false);
  });
});

describe('exit interview notes', () => {
  it('are read acting as HR or the superadmin, not as a desligamentos role', () => {
    expect(readsInterview('rh:leitor')).toBe(true);
    expect(readsInterview('users:superadmin')).toBe(true);
    expect(readsInterview('desligamentos:gestor')).toBe(false);
  });
});
