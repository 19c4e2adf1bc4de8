import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFromToday } from '@intranet/shared/calendar/days';
import { ROULETTE_API as API } from '@intranet/shared/roulette/roulette.contract';
import { seesAllCampaigns } from '@intranet/shared/roulette/roulette.rules';
import { roletaCampanha, roletaPremio, roletaTema, usuarioRole } from '../../db/schema';
import { describeOwnedRecords } from '../../platform/crud/owned-records.test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

const NOT_FOUND = 'Dados não encontrados.';

describe('roulette campaigns belong to their owner', () => {
  let t: TestApp;
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp();
    // A second marketing manager, who owns no campaign of the tests.
    await t.database.db
      .insert(usuarioRole)
      .values({ id_usuario: t.accounts.rhSolicitante.usuarioId, role: 'marketing:gestor' });
  });
  afterAll(async () => t?.close());

  it('lets only the superadmin see every campaign (the rule the screens read too)', () => {
    expect(seesAllCampaigns(['users:superadmin'])).toBe(true);
    expect(seesAllCampaigns(['marketing:gestor', 'roulette:gestor'])).toBe(false);
  });

  describeOwnedRecords(() => t, {
    name: 'roulette campaign',
    owner: { account: 'marketing' },
    other: { account: 'rhSolicitante', role: 'marketing:gestor' },
    notFound: NOT_FOUND,
    async create(app) {
      const owner = app.accounts.marketing.usuarioId;
      const headers = await app.headersFor('marketing');
      const post = (url: string, payload: object) => app.app.inject({ method: 'POST', url, headers, payload });
      const object = {
        nome: `Campanha de alguém ${++seq}`,
        descricao: 'Gire e ganhe',
        sistema: 'BITCOM',
        data_inicio_campanha: dayFromToday(0),
        data_fim_campanha: dayFromToday(30),
        id_usuario_intranet: owner,
      };
      const created = await post(API.create.path, { object });
      expect(created.statusCode, created.body).toBe(200);
      const id: number = created.json().insert_site_roleta_campanhas_one.id;
      const theme = { id_campanha: id, color_item: '#FF69B4', color_item_2: '#1E90FF', color_text: '#000000' };
      const colours = { ...theme, color_text2: '#FFFFFF', base_background: '#8B0000' };
      expect((await post(API.createTheme.path, { objects: [colours] })).statusCode).toBe(200);
      const objects = [true, false].flatMap((cliente) =>
        [0, 1, 2, 3].map((i) => ({
          id_campanha: id,
          nome: `Prêmio ${i}`,
          cliente,
          peso_item: 10,
          quantidade: 5,
          quantidade_minima: 1,
          animacao: false,
        })),
      );
      const prizes = await post(API.createPrizes.path, { objects });
      expect(prizes.statusCode, prizes.body).toBe(200);
      const prizeIds = (prizes.json().site_roleta_premios as { id: number }[]).map((p) => p.id);
      return { id, owner, object, colours, objects, prizeIds };
    },
    reads: ({ id, owner }) => [
      { endpoint: API.get, params: { id, idOwner: owner } },
      { endpoint: API.theme, params: { campaignId: id } },
      { endpoint: API.prizes, params: { campaignId: id } },
      { endpoint: API.raffles, params: { campaignId: id } },
      { endpoint: API.participants, params: { campaignId: id } },
      { endpoint: API.participantsOf, params: { campaignId: id, isCustomer: 'true' } },
    ],
    writes: ({ id, owner, object, colours, objects, prizeIds }) => [
      {
        endpoint: API.update,
        params: { ownerId: owner, campaignId: id },
        body: { object: { ...object, nome: 'Campanha tomada por outro' } },
      },
      { endpoint: API.status, body: { id_campanha: id, ativo: false } },
      { endpoint: API.remove, params: { campaignId: id, ownerId: owner } },
      { endpoint: API.createTheme, body: { objects: [{ ...colours, color_item: '#000000' }] } },
      {
        endpoint: API.updateTheme,
        params: { campaignId: id },
        body: { objects: [{ ...colours, color_item: '#000000' }] },
      },
      {
        endpoint: API.updatePrizes,
        body: { objects: objects.map((p, i) => ({ ...p, id: prizeIds[i], nome: 'Prêmio tomado' })) },
      },
      { endpoint: API.deletePrizes, body: { ids: prizeIds.slice(0, 4), id_campanha: id } },
      { endpoint: API.raffle, body: { id_campanha: id, cliente: true, id_premio: prizeIds[0] } },
    ],
    async stored(app, { id }) {
      const db = app.database.db;
      return {
        campaign: await db.select().from(roletaCampanha).where(eq(roletaCampanha.id, id)),
        theme: await db.select().from(roletaTema).where(eq(roletaTema.id_campanha, id)),
        prizes: await db
          .select()
          .from(roletaPremio)
          .where(eq(roletaPremio.id_campanha, id))
          .orderBy(asc(roletaPremio.id)),
      };
    },
    lists: ({ id }) => [
      {
        call: { endpoint: API.list },
        ids: (answer) => (answer as { site_roleta_campanhas: { id: number }[] }).site_roleta_campanhas.map((c) => c.id),
        id,
      },
    ],
  });
});
