import { describe, expect, it } from 'vitest';
import { ROULETTE_MSG } from './roulette.messages';
import {
  campaignDaysError,
  campaignSlug,
  pickPrize,
  prizeCountError,
  prizeStockError,
  type DrawCandidate,
} from './roulette.rules';

/** Chi-square critical values at 0.1 % by degrees of freedom. */
const CHI2_0_001: Record<number, number> = {
  1: 10.828,
  2: 13.816,
  3: 16.266,
  4: 18.467,
  5: 20.515,
  6: 22.458,
  7: 24.322,
};

describe('roulette rules', () => {
  it('makes the address from the name: lowercase, no accents or punctuation, hyphens, a leading slash', () => {
    expect(campaignSlug('Promoção de Verão 2026!')).toBe('/promocao-de-verao-2026');
    expect(campaignSlug('  Roleta   Bitcom, já  ')).toBe('/roleta-bitcom-ja');
  });

  it('lets a new campaign start today or later, and no campaign end before it starts', () => {
    const today = '2026-11-25';
    const days = (data_inicio_campanha: string, data_fim_campanha: string) => ({
      data_inicio_campanha,
      data_fim_campanha,
    });
    expect(campaignDaysError(days('2026-11-25', '2026-11-25'), { creating: true, today })).toBeNull();
    expect(campaignDaysError(days('2026-11-24', '2026-12-01'), { creating: true, today })).toEqual({
      field: 'data_inicio_campanha',
      message: ROULETTE_MSG.startBeforeToday,
    });
    // An edit keeps a campaign that started before today.
    expect(campaignDaysError(days('2026-11-01', '2026-12-01'), { creating: false, today })).toBeNull();
    expect(campaignDaysError(days('2026-12-02', '2026-12-01'), { creating: false, today })).toEqual({
      field: 'data_fim_campanha',
      message: ROULETTE_MSG.endBeforeStart,
    });
    expect(campaignDaysError({ data_inicio_campanha: '2026-12-02' }, { creating: true, today })).toBeNull();
  });

  it('refuses a prize stock below its minimum stock', () => {
    expect(prizeStockError({ quantidade: 4, quantidade_minima: 5 })).toBe(ROULETTE_MSG.prizeQuantityBelowMin);
    expect(prizeStockError({ quantidade: 5, quantidade_minima: 5 })).toBeNull();
    expect(prizeStockError({ quantidade: 5 })).toBeNull();
  });

  it('accepts 4 or 8 prizes per audience and words the other cases as the spec does', () => {
    expect(prizeCountError(4, 8)).toBeNull();
    expect(prizeCountError(8, 8)).toBeNull();
    expect(prizeCountError(12, 4)).toBe('Ops... Você não pode ter 12 prêmios para clientes e 4 para não clientes');
    expect(prizeCountError(3, 4)).toBe('Lembre-se! Você só pode ter 4 ou 8 prêmios para clientes e para não clientes');
  });

  it('leaves a consumable prize out at stock 0 and keeps a non-consumable one', () => {
    const prizes: DrawCandidate[] = [
      { id: 1, peso: 50, quantidade: 0, consumivel: true },
      { id: 2, peso: 1, quantidade: 0, consumivel: false },
    ];
    for (const r of [0, 0.5, 0.999999]) expect(pickPrize(prizes, r)?.id).toBe(2);
    expect(pickPrize([{ id: 1, peso: 10, quantidade: 0, consumivel: true }], 0.3)).toBeNull();
  });

  it('gives each prize its weight share over 100,000 draws (chi-square at 0.1 %, each within 1 point)', () => {
    const prizes: DrawCandidate[] = [
      { id: 1, peso: 1, quantidade: 1, consumivel: false },
      { id: 2, peso: 10, quantidade: 1, consumivel: false },
      { id: 3, peso: 20, quantidade: 1, consumivel: false },
      { id: 4, peso: 50, quantidade: 1, consumivel: false },
      { id: 5, peso: 10, quantidade: 1, consumivel: false },
      { id: 6, peso: 20, quantidade: 1, consumivel: false },
      { id: 7, peso: 1, quantidade: 1, consumivel: false },
      { id: 8, peso: 50, quantidade: 1, consumivel: false },
    ];
    const n = 100_000;
    const counts = new Map<number, number>();
    const buf = new Uint32Array(2);
    for (let i = 0; i < n; i++) {
      globalThis.crypto.getRandomValues(buf);
      const r = ((buf[0] >>> 5) * 67108864 + (buf[1] >>> 6)) / 9007199254740992;
      const id = pickPrize(prizes, r)!.id;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    const total = prizes.reduce((s, p) => s + p.peso, 0);
    let chi2 = 0;
    for (const p of prizes) {
      const expected = (n * p.peso) / total;
      const observed = counts.get(p.id) ?? 0;
      chi2 += (observed - expected) ** 2 / expected;
      expect(Math.abs(observed / n - p.peso / total)).toBeLessThan(0.01);
    }
    expect(chi2).toBeLessThan(CHI2_0_001[prizes.length - 1]);
  });
});
