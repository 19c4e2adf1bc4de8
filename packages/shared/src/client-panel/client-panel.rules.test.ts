import { describe, expect, it } from 'vitest';
import { debtOf, visitDayAllowed, visitDays, visitWindow } from './client-panel.rules';

describe('visit requests', () => {
  it('allows tomorrow to 30 days ahead, never a Sunday', () => {
    // 2026-06-10 is a Wednesday.
    expect(visitDayAllowed('2026-06-10', '2026-06-10')).toBe(false);
    expect(visitDayAllowed('2026-06-11', '2026-06-10')).toBe(true);
    expect(visitDayAllowed('2026-06-14', '2026-06-10')).toBe(false);
    expect(visitDayAllowed('2026-07-10', '2026-06-10')).toBe(true);
    expect(visitDayAllowed('2026-07-11', '2026-06-10')).toBe(false);
    expect(visitDays('2026-06-10')).toHaveLength(26);
  });

  it("places the morning and the afternoon in São Paulo's hours", () => {
    expect(visitWindow('2026-06-11', 'manha')).toEqual({
      inicio: '2026-06-11T11:00:00.000Z',
      fim: '2026-06-11T15:00:00.000Z',
    });
    expect(visitWindow('2026-06-11', 'tarde').fim).toBe('2026-06-11T21:00:00.000Z');
  });
});

describe('negotiation offers', () => {
  const today = '2026-06-10';

  it('owes nothing and offers nothing without an overdue invoice', () => {
    const debt = debtOf([{ id: 1, valor: '99.90', vencimento: '2026-06-10' }], today);
    expect(debt).toMatchObject({ faturas: [], devido_centavos: 0, ofertas: [] });
  });

  it('adds a 2 % fine and 1 % a month of interest per day overdue, and waives them paid at once', () => {
    const debt = debtOf(
      [
        { id: 2, valor: '100.00', vencimento: '2026-05-11' }, // 30 days late
        { id: 1, valor: '100.00', vencimento: '2026-04-11' }, // 60 days late
      ],
      today,
    );
    expect(debt.faturas).toEqual([1, 2]);
    expect(debt.principal_centavos).toBe(20_000);
    expect(debt.multa_centavos).toBe(400);
    expect(debt.juros_centavos).toBe(200 + 100);
    expect(debt.devido_centavos).toBe(20_700);
    expect(debt.ofertas[0]).toMatchObject({
      id: 'a_vista',
      parcelas: 1,
      total_centavos: 20_000,
      primeiro_vencimento: '2026-06-13',
    });
    expect(debt.ofertas.find((o) => o.id === 'parcelado_3')).toMatchObject({
      total_centavos: 20_300,
      parcela_centavos: 6766,
    });
    expect(debt.ofertas.find((o) => o.id === 'parcelado_4')).toMatchObject({
      total_centavos: 20_700,
      parcela_centavos: 5175,
    });
  });

  it('never offers an instalment under R$ 50', () => {
    const debt = debtOf([{ id: 1, valor: '120.00', vencimento: '2026-06-01' }], today);
    expect(debt.ofertas.map((o) => o.id)).toEqual(['a_vista', 'parcelado_2']);
    for (const o of debt.ofertas) expect(o.parcela_centavos).toBeGreaterThanOrEqual(o.parcelas === 1 ? 0 : 5_000);
  });
});
