import { describe, expect, it } from 'vitest';
import { cents, daysBetween, type EngineContract, type EngineCriterion, evaluateContract } from './blocking-engine';

const DAY = '2026-03-10';
const rule = { dias_atraso: 15, dias_bloqueio: 45 };
const contract = (over: Partial<EngineContract> = {}): EngineContract => ({
  status: 'ativo',
  tipo: 'residencial',
  marcadores: [],
  faturas_abertas: [{ vencimento: '2026-02-10', valor: '99.90' }],
  promessa_ate: null,
  ...over,
});
const criterion = (over: Partial<EngineCriterion> & Pick<EngineCriterion, 'id' | 'tipo'>): EngineCriterion => ({
  ativo: true,
  tipo_contrato: null,
  marcador: null,
  valor_limite: null,
  ...over,
});

describe('blocking engine', () => {
  it('counts the days overdue from the oldest open invoice due before the day', () => {
    const result = evaluateContract(
      rule,
      [],
      contract({
        faturas_abertas: [
          { vencimento: '2026-02-10', valor: '99.90' },
          { vencimento: '2026-03-10', valor: '99.90' },
          { vencimento: '2026-01-25', valor: '0.10' },
        ],
      }),
      DAY,
    );
    expect(result).toMatchObject({ dias_atraso: 44, faturas_vencidas: 2, valor_vencido: 100, acao: 'reduzir' });
  });

  it('does nothing before dias_atraso, reduces from it and blocks from dias_bloqueio', () => {
    const due = (days: number) =>
      contract({ faturas_abertas: [{ vencimento: `2026-03-${String(10 - days).padStart(2, '0')}`, valor: 10 }] });
    expect(evaluateContract({ dias_atraso: 3, dias_bloqueio: 6 }, [], due(2), DAY).acao).toBeNull();
    expect(evaluateContract({ dias_atraso: 3, dias_bloqueio: 6 }, [], due(3), DAY).acao).toBe('reduzir');
    expect(evaluateContract({ dias_atraso: 3, dias_bloqueio: 6 }, [], due(6), DAY).acao).toBe('bloquear');
    expect(evaluateContract({ dias_atraso: 3, dias_bloqueio: null }, [], due(3), DAY).acao).toBe('bloquear');
  });

  it('names the first matching active criterion by kind, then id, with the reason in Portuguese', () => {
    const criteria = [
      criterion({ id: 9, tipo: 'valor_abaixo', valor_limite: '500.00' }),
      criterion({ id: 3, tipo: 'tipo_contrato', tipo_contrato: 'empresarial' }),
      criterion({ id: 7, tipo: 'marcador', marcador: 'orgao_publico' }),
      criterion({ id: 1, tipo: 'promessa_pagamento', ativo: false }),
    ];
    const result = evaluateContract(
      rule,
      criteria,
      contract({ tipo: 'empresarial', marcadores: ['orgao_publico'], promessa_ate: '2026-03-20' }),
      DAY,
    );
    expect(result.prevista).toBe('reduzir');
    expect(result.acao).toBeNull();
    expect(result.excecao).toEqual({ id_criterio: 7, tipo: 'marcador', motivo: 'Contrato marcado como órgão público' });
    expect(evaluateContract(rule, criteria.slice(0, 2), contract({ tipo: 'empresarial' }), DAY).excecao?.motivo).toBe(
      'Contrato empresarial',
    );
    expect(evaluateContract(rule, criteria.slice(0, 1), contract(), DAY).excecao?.motivo).toBe(
      'Valor vencido de R$ 99,90 abaixo de R$ 500,00',
    );
  });

  it('honours a promise to pay valid on the day, not one that expired', () => {
    const promise = [criterion({ id: 1, tipo: 'promessa_pagamento' })];
    expect(evaluateContract(rule, promise, contract({ promessa_ate: DAY }), DAY).excecao?.motivo).toBe(
      'Promessa de pagamento até 10/03/2026',
    );
    expect(evaluateContract(rule, promise, contract({ promessa_ate: '2026-03-09' }), DAY).acao).toBe('reduzir');
  });

  it('compares amounts in cents, as numeric(14,2) does', () => {
    expect(cents('0.10') + cents('0.20')).toBe(cents('0.30'));
    expect(cents(49.99)).toBe(4999);
    const below = [criterion({ id: 1, tipo: 'valor_abaixo', valor_limite: '100.00' })];
    const two = contract({
      faturas_abertas: [
        { vencimento: '2026-01-01', valor: '50.00' },
        { vencimento: '2026-01-02', valor: '50.00' },
      ],
    });
    expect(evaluateContract(rule, below, two, DAY).acao).toBe('bloquear');
  });

  it('never acts on a cancelled contract', () => {
    expect(evaluateContract(rule, [], contract({ status: 'cancelado' }), DAY).prevista).toBeNull();
  });

  it('counts calendar days across months and years', () => {
    expect(daysBetween('2025-12-31', '2026-03-01')).toBe(60);
  });
});
