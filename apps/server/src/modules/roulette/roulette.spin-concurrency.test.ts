import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_ACTOR } from '../../platform/auth/access';
import { createTestApp, type TestApp } from '../../test/test-app';
import { cpfFromBase } from '@intranet/shared/validation/cpf';
import { rouletteRepository as repo } from './roulette.repository';
import { spin } from './roulette.service';
import { dayFromToday } from '@intranet/shared/calendar/days';

/**
 * 500 people spin at once a campaign whose only consumable prize has stock 50 and weight 50 (the others
 * weight 1, never running out): the prize comes out exactly 50 times, never 51, and every spin is
 * answered. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (where the spins really overlap).
 */
describe('roulette spins at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('never awards a consumable prize beyond its stock, and answers every spin', async () => {
    const db = t.database.db;
    const campaign = await repo.insert(db, {
      nome: 'Roleta da concorrência',
      descricao: 'teste',
      motivo_aplicacao: '',
      sistema: 'vetorial',
      url_campanha: '/roleta-da-concorrencia',
      data_inicio_campanha: dayFromToday(0),
      data_fim_campanha: dayFromToday(1),
      intervalo_votacao: 1,
      api_erp: false,
      id_usuario_intranet: t.accounts.marketing.usuarioId,
    });
    const base = { descricao: '', animacao: false, htmlContent: '', textColor: '', background: '', quantidade_minima: 1 };
    let limited = 0;
    for (const cliente of [false, true]) {
      for (let i = 0; i < 4; i++) {
        const consumivel = !cliente && i === 0;
        const p = await repo.insertPrize(db, { ...base, id_campanha: campaign.id, nome: `P${i}`, cliente, peso_item: consumivel ? 50 : 1, quantidade: consumivel ? 50 : 1, consumivel });
        if (consumivel) limited = p.id;
      }
    }

    const results = await Promise.allSettled(
      Array.from({ length: 500 }, (_, k) =>
        spin({ db, actor: GUEST_ACTOR }, { url_campanha: campaign.url_campanha, nome: `Pessoa ${k}`, telefone: '65999990000', cpf: cpfFromBase(700_000_000 + k * 11), consentimento: true }),
      ),
    );
    const failures = results.filter((r) => r.status === 'rejected');
    expect(failures.map((f) => String((f as PromiseRejectedResult).reason))).toEqual([]);
    const won = results.map((r) => (r as PromiseFulfilledResult<Awaited<ReturnType<typeof spin>>>).value.premio.id);
    expect(won).toHaveLength(500);
    expect(won.filter((id) => id === limited)).toHaveLength(50);
    const prizes = await repo.prizes(db, campaign.id);
    expect(prizes.find((p) => p.id === limited)!.quantidade).toBe(0);
    const participants = await repo.participants(db, campaign.id, {});
    expect(participants.filter((p) => p.id_premio === limited)).toHaveLength(50);
    expect(participants).toHaveLength(500);
  }, 240_000);
});
