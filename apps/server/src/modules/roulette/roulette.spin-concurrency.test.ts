import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_ACTOR } from '../../platform/auth/access';
import { createTestApp, type TestApp } from '../../test/test-app';
import { cpfFromBase } from '@intranet/shared/validation/cpf';
import * as repo from './roulette.repository';
import { localVisit } from './roulette.guards';
import { retryOnceOnConflict, spin } from './roulette.service';
import { dayFromToday } from '@intranet/shared/calendar/days';

/**
 * 500 people spin at once a campaign whose only consumable prize has stock 50 and weight 50 (the others
 * weight 1, never running out): the prize comes out exactly 50 times, never 51, and every spin is
 * answered. A burst on four scarce prizes is answered 200 or 409, never 500 (locking the prizes
 * `for update` deadlocked there). Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (where the
 * spins really overlap).
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
    const base = {
      descricao: '',
      animacao: false,
      htmlContent: '',
      textColor: '',
      background: '',
      quantidade_minima: 1,
    };
    let limited = 0;
    for (const cliente of [false, true]) {
      for (let i = 0; i < 4; i++) {
        const consumivel = !cliente && i === 0;
        const p = await repo.insertPrize(db, {
          ...base,
          id_campanha: campaign.id,
          nome: `P${i}`,
          cliente,
          peso_item: consumivel ? 50 : 1,
          quantidade: consumivel ? 50 : 1,
          consumivel,
        });
        if (consumivel) limited = p.id;
      }
    }

    const results = await Promise.allSettled(
      Array.from({ length: 500 }, (_, k) =>
        spin(
          { db, actor: GUEST_ACTOR },
          {
            url_campanha: campaign.url_campanha,
            nome: `Pessoa ${k}`,
            telefone: `6599${String(1_000_000 + k).padStart(7, '0')}`,
            cpf: cpfFromBase(700_000_000 + k * 11),
            consentimento: true,
          },
          localVisit(),
        ),
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

  it('answers every spin of a burst on four scarce prizes with 200 or 409, never 500, and awards exactly the stock', async () => {
    const db = t.database.db;
    const campaign = await repo.insert(db, {
      nome: 'Roleta dos poucos prêmios',
      descricao: 'teste',
      motivo_aplicacao: '',
      sistema: 'vetorial',
      url_campanha: '/roleta-dos-poucos-premios',
      data_inicio_campanha: dayFromToday(0),
      data_fim_campanha: dayFromToday(1),
      intervalo_votacao: 1,
      api_erp: false,
      id_usuario_intranet: t.accounts.marketing.usuarioId,
    });
    const base = {
      descricao: '',
      animacao: false,
      htmlContent: '',
      textColor: '',
      background: '',
      quantidade_minima: 1,
      consumivel: true,
    };
    const stock = [3, 2, 2, 1];
    const weights = [50, 20, 10, 1];
    for (const cliente of [false, true]) {
      for (let i = 0; i < 4; i++) {
        await repo.insertPrize(db, {
          ...base,
          id_campanha: campaign.id,
          nome: `P${i}`,
          cliente,
          peso_item: weights[i],
          quantidade: stock[i],
        });
      }
    }
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, k) =>
        t.app.inject({
          method: 'POST',
          url: '/v1/roleta/girar',
          remoteAddress: `10.9.${Math.floor(k / 100)}.${k % 100}`,
          payload: {
            url_campanha: campaign.url_campanha,
            nome: `Pessoa ${k}`,
            telefone: `3199${String(1_000_000 + k).padStart(7, '0')}`,
            cpf: cpfFromBase(710_000_000 + k * 7),
            consentimento: true,
          },
        }),
      ),
    );
    const byStatus: Record<number, number> = {};
    for (const a of answers) byStatus[a.statusCode] = (byStatus[a.statusCode] ?? 0) + 1;
    const awarded = (await repo.participants(db, campaign.id, {})).length;
    console.info(
      `burst on scarce prizes (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): answers by status ${JSON.stringify(byStatus)}, prizes awarded ${awarded} of stock 8`,
    );
    expect(byStatus).toEqual({ 200: 8, 409: 492 });
    expect(awarded).toBe(8);
    const left = await repo.prizes(db, campaign.id);
    expect(left.filter((p) => !p.cliente).map((p) => p.quantidade)).toEqual([0, 0, 0, 0]);
  }, 240_000);

  it('runs a spin again once when PostgreSQL aborts it for a deadlock or a serialization failure, and only then', async () => {
    const aborted = (code: string) =>
      Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('deadlock detected'), { code }) });
    for (const code of ['40P01', '40001']) {
      let runs = 0;
      await expect(
        retryOnceOnConflict(async () => (++runs === 1 ? Promise.reject(aborted(code)) : 'girou')),
      ).resolves.toBe('girou');
      expect(runs).toBe(2);
      runs = 0;
      await expect(retryOnceOnConflict(async () => (++runs, Promise.reject(aborted(code))))).rejects.toThrow(
        'Failed query',
      );
      expect(runs).toBe(2);
    }
    let runs = 0;
    await expect(retryOnceOnConflict(async () => (++runs, Promise.reject(aborted('23505'))))).rejects.toThrow();
    expect(runs).toBe(1);
  });
});
