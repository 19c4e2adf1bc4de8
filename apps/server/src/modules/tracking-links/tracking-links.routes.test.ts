import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKING_LINKS_API as API } from '@intranet/shared/tracking-links/tracking-links.contract';
import { TRACKING_LINKS_MSG as MSG } from '@intranet/shared/tracking-links/tracking-links.messages';
import { MSG as FIELD_MSG } from '@intranet/shared/validation/messages';
import {
  empresa,
  vendasCampanha,
  vendasCanal,
  vendasDestino,
  vendasTrackingClique,
  vendasTrackingUrl,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

describe('tracking links', () => {
  let t: TestApp;
  let marketing: Record<string, string>;
  let bitcom: number;
  let vetorial: number;
  let bitcomCampaign: number;
  let inactiveCampaign: number;
  let razaoOnlyCampaign: number;
  let facebook: number;
  let razaoOnlyChannel: number;
  let bitcomPlanos: number;
  let bitcomForm: number;
  let vetorialPlanos: number;

  beforeAll(async () => {
    t = await createTestApp();
    marketing = await t.headersFor('marketing', 'marketing:gestor');
    const db = t.database.db;
    const id = async (rows: Promise<{ id: number }[]>) => (await rows)[0].id;
    bitcom = await id(db.select({ id: empresa.id }).from(empresa).where(eq(empresa.nome, 'Bitcom')));
    vetorial = await id(db.select({ id: empresa.id }).from(empresa).where(eq(empresa.nome, 'Vetorial')));
    bitcomCampaign = await id(
      db.select({ id: vendasCampanha.id }).from(vendasCampanha).where(eq(vendasCampanha.nome, 'Upgrade Gamer')),
    );
    inactiveCampaign = await id(
      db.select({ id: vendasCampanha.id }).from(vendasCampanha).where(eq(vendasCampanha.nome, 'Verão 2025')),
    );
    razaoOnlyCampaign = await id(
      db.select({ id: vendasCampanha.id }).from(vendasCampanha).where(eq(vendasCampanha.nome, 'Indique e Ganhe')),
    );
    facebook = await id(db.select({ id: vendasCanal.id }).from(vendasCanal).where(eq(vendasCanal.nome, 'Facebook')));
    razaoOnlyChannel = await id(
      db.select({ id: vendasCanal.id }).from(vendasCanal).where(eq(vendasCanal.nome, 'Panfletagem')),
    );
    const page = (company: number, nome: string) =>
      id(
        db
          .select({ id: vendasDestino.id })
          .from(vendasDestino)
          .where(and(eq(vendasDestino.id_empresa, company), eq(vendasDestino.nome, nome))),
      );
    bitcomPlanos = await page(bitcom, 'Planos');
    bitcomForm = await page(bitcom, 'Formulário de interesse');
    vetorialPlanos = await page(vetorial, 'Planos');
  });
  afterAll(async () => t?.close());

  const list = (payload: unknown = {}, headers = marketing) =>
    t.app.inject({ method: 'POST', url: API.list.path, headers, payload: payload as object });
  const create = (payload: unknown, headers = marketing) =>
    t.app.inject({ method: 'POST', url: API.create.path, headers, payload: payload as object });
  const update = (payload: unknown, headers = marketing) =>
    t.app.inject({ method: 'PUT', url: API.update.path, headers, payload: payload as object });
  const destinations = (payload: unknown, headers = marketing) =>
    t.app.inject({ method: 'POST', url: API.destinations.path, headers, payload: payload as object });
  const qr = (id: number, formato?: string, headers = marketing) =>
    t.app.inject({
      method: 'GET',
      url: `/v1/vendas/tracking/url/${id}/qrcode${formato ? `?formato=${formato}` : ''}`,
      headers,
    });
  const follow = (url: string, userAgent: string | null = BROWSER, method: 'GET' | 'HEAD' = 'GET') =>
    // No user agent at all is sent as an empty one (the test client would otherwise put its own).
    t.app.inject({ method, url: new URL(url).pathname, headers: { 'user-agent': userAgent ?? '' } });
  const generate = async (params: { chn: number; cmp: number; dst?: number | null }, id_empresa = bitcom) => {
    const res = await create({ params, id_empresa });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().insert_vendas_tracking_url_one as { id: number; codigo: string; url: string };
  };
  const clicksOf = (id: number) =>
    t.database.db.select().from(vendasTrackingClique).where(eq(vendasTrackingClique.id_link, id));
  const listed = async (id: number) => (await list({ filtro: { id } })).json().vendas_tracking_url[0];

  describe('access', () => {
    const calls = [
      () => list(undefined, {}),
      () => create({}, {}),
      () => update({}, {}),
      () => destinations({}, {}),
      () => qr(1, 'png', {}),
    ];

    it('refuses every call without a token with 401', async () => {
      for (const call of calls) {
        const res = await call();
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe('Sessão expirada ou inválida. Entre novamente.');
      }
    });

    it('refuses an employee without a marketing or sales role, and a candidate, with 403', async () => {
      for (const key of ['colaborador', 'candidato'] as const) {
        const headers = await t.headersFor(key);
        for (const res of [
          await list({}, headers),
          await create({}, headers),
          await update({}, headers),
          await destinations({}, headers),
          await qr(1, 'png', headers),
        ]) {
          expect(res.statusCode).toBe(403);
          expect(res.json().message).toBe('Este usuário não tem autorização para realizar esta operação.');
        }
      }
    });

    it('lets a reader list links, destinations and QR codes, but not generate or edit links', async () => {
      const reader = await t.headersFor('admin', 'marketing:leitor');
      expect((await list({}, reader)).statusCode).toBe(200);
      expect((await destinations({}, reader)).statusCode).toBe(200);
      expect(
        (await create({ params: { chn: facebook, cmp: bitcomCampaign }, id_empresa: bitcom }, reader)).statusCode,
      ).toBe(403);
      expect(
        (
          await update(
            { id: 1, object: { params: { chn: facebook, cmp: bitcomCampaign }, id_empresa: bitcom } },
            reader,
          )
        ).statusCode,
      ).toBe(403);
      const seller = await t.headersFor('admin', 'vendas:solicitante');
      expect(
        (await create({ params: { chn: facebook, cmp: bitcomCampaign }, id_empresa: bitcom }, seller)).statusCode,
      ).toBe(200);
    });
  });

  describe('generating and editing', () => {
    it('requires provider, campaign and channel, with the form texts', async () => {
      const res = await create({ params: {} });
      expect(res.statusCode).toBe(400);
      const fields = res.json().fields as { path: string; message: string }[];
      expect(fields).toEqual(
        expect.arrayContaining([
          { path: 'params.chn', message: FIELD_MSG.required },
          { path: 'params.cmp', message: FIELD_MSG.required },
          { path: 'id_empresa', message: FIELD_MSG.required },
        ]),
      );
      expect((await create({ params: { chn: 'x', cmp: -1 }, id_empresa: 0 })).statusCode).toBe(400);
    });

    it('refuses a campaign that is inactive or not of the provider, a channel not of the provider, and a destination of another provider', async () => {
      const cases: [unknown, string, string][] = [
        [
          { params: { chn: facebook, cmp: inactiveCampaign }, id_empresa: vetorial },
          'params.cmp',
          MSG.campaignUnavailable,
        ],
        [
          { params: { chn: facebook, cmp: razaoOnlyCampaign }, id_empresa: bitcom },
          'params.cmp',
          MSG.campaignUnavailable,
        ],
        [
          { params: { chn: razaoOnlyChannel, cmp: bitcomCampaign }, id_empresa: bitcom },
          'params.chn',
          MSG.channelUnavailable,
        ],
        [
          { params: { chn: facebook, cmp: bitcomCampaign, dst: vetorialPlanos }, id_empresa: bitcom },
          'params.dst',
          MSG.destinationUnavailable,
        ],
        [{ params: { chn: facebook, cmp: bitcomCampaign }, id_empresa: 99999 }, 'id_empresa', MSG.providerNotFound],
      ];
      for (const [payload, path, message] of cases) {
        const res = await create(payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json()).toMatchObject({ message, fields: [{ path, message }] });
      }
    });

    it('generates a short unguessable public address, lists it with its names and no clicks yet', async () => {
      const link = await generate({ chn: facebook, cmp: bitcomCampaign, dst: bitcomPlanos });
      expect(link.codigo).toMatch(/^[A-Za-z0-9]{10}$/);
      expect(link.url).toBe(`http://intranet.test/t/${link.codigo}`);
      const other = await generate({ chn: facebook, cmp: bitcomCampaign, dst: bitcomPlanos });
      expect(other.codigo).not.toBe(link.codigo);

      const row = await listed(link.id);
      expect(row).toMatchObject({
        id: link.id,
        url: link.url,
        params: { chn: facebook, cmp: bitcomCampaign, dst: bitcomPlanos },
        id_empresa: bitcom,
        id_usuario: t.accounts.marketing.usuarioId,
        empresa: { nome: 'Bitcom' },
        campanha: { nome: 'Upgrade Gamer' },
        canal: { nome: 'Facebook' },
        destino: { nome: 'Planos', url: 'https://www.bitcom.com.br/planos' },
        usuario: { nome: expect.any(String) },
        cliques: 0,
        cliques_bot: 0,
        leads: 0,
      });
    });

    it('lists every link newest first, the demo links with their clicks', async () => {
      const rows = (await list()).json().vendas_tracking_url as {
        id: number;
        created_at: string;
        cliques: number;
        cliques_bot: number;
      }[];
      expect(rows.length).toBeGreaterThanOrEqual(4);
      expect(rows.some((r) => r.cliques > 0 && r.cliques_bot === 2)).toBe(true);
      const order = rows.map((r) => r.created_at);
      expect(order).toEqual([...order].sort().reverse());
      expect((await list(null)).statusCode).toBe(200);
      const bad = await list({ filtro: { id: 'x' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(FIELD_MSG.invalidData);
      const only = (await list({ filtro: { id_empresa: vetorial } })).json().vendas_tracking_url as {
        id_empresa: number;
      }[];
      expect(only.length).toBeGreaterThan(0);
      expect(only.every((r) => r.id_empresa === vetorial)).toBe(true);
    });

    it('edits a link: same address, new params, and the author of the change', async () => {
      const link = await generate({ chn: facebook, cmp: bitcomCampaign });
      const res = await update({
        id: link.id,
        object: { params: { chn: facebook, cmp: bitcomCampaign, dst: bitcomForm }, id_empresa: bitcom },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().update_vendas_tracking_url_by_pk).toEqual(link);
      expect((await listed(link.id)).params).toEqual({ chn: facebook, cmp: bitcomCampaign, dst: bitcomForm });
    });

    it('keeps a campaign that became inactive on edit, but refuses choosing it anew', async () => {
      const db = t.database.db;
      const [campaign] = await db
        .insert(vendasCampanha)
        .values({ nome: 'Campanha que encerra', bitcom: true })
        .returning();
      const link = await generate({ chn: facebook, cmp: campaign.id });
      await db.update(vendasCampanha).set({ ativo: false }).where(eq(vendasCampanha.id, campaign.id));
      const kept = await update({
        id: link.id,
        object: { params: { chn: facebook, cmp: campaign.id, dst: bitcomPlanos }, id_empresa: bitcom },
      });
      expect(kept.statusCode).toBe(200);
      const fresh = await create({ params: { chn: facebook, cmp: campaign.id }, id_empresa: bitcom });
      expect(fresh.json().message).toBe(MSG.campaignUnavailable);
    });

    it('answers 404 for an unknown link and 400 for a malformed edit', async () => {
      const res = await update({
        id: 999999,
        object: { params: { chn: facebook, cmp: bitcomCampaign }, id_empresa: bitcom },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MSG.notFound);
      const bad = await update({ object: { params: { chn: facebook, cmp: bitcomCampaign }, id_empresa: bitcom } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(FIELD_MSG.invalidData);
    });
  });

  describe('destinations', () => {
    it('lists the active pages of a provider, the lead form among them', async () => {
      const res = await destinations({ filtro: { id_empresa: bitcom } });
      expect(res.statusCode).toBe(200);
      const rows = res.json().vendas_destino as { nome: string; url: string; id_empresa: number; ativo: boolean }[];
      expect(rows.map((r) => r.nome)).toEqual([
        'Home',
        'Planos',
        'Fibra',
        'Empresas',
        'Contato',
        'Formulário de interesse',
      ]);
      expect(rows.every((r) => r.id_empresa === bitcom && r.ativo)).toBe(true);
      expect(rows.find((r) => r.nome === 'Formulário de interesse')?.url).toBe('/leads/external/register');
      const all = (await destinations(null)).json().vendas_destino as unknown[];
      expect(all.length).toBe(18);
      const bad = await destinations({ filtro: { id_empresa: 'x' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(FIELD_MSG.invalidData);
    });
  });

  describe('the public address', () => {
    it('comes from the configured public URL, never from the Host header of the request', async () => {
      for (const host of ['evil.example', '127.0.0.1:3501@evil.example']) {
        const res = await t.app.inject({
          method: 'POST',
          url: API.create.path,
          headers: { ...marketing, host },
          payload: { params: { chn: facebook, cmp: bitcomCampaign, dst: bitcomPlanos }, id_empresa: bitcom },
        });
        expect(res.statusCode).toBe(200);
        const link = res.json().insert_vendas_tracking_url_one as { codigo: string; url: string };
        expect(link.url).toBe(`http://intranet.test/t/${link.codigo}`);
        const followed = await t.app.inject({
          method: 'GET',
          url: `/t/${link.codigo}`,
          headers: { host, 'user-agent': BROWSER },
        });
        expect(followed.statusCode).toBe(302);
        expect(new URL(followed.headers.location as string).host).not.toContain('evil');
      }
    });
  });

  describe('following a link', () => {
    it('records the click and redirects 302 to the destination with chn, cmp, dst and lnk', async () => {
      const link = await generate({ chn: facebook, cmp: bitcomCampaign, dst: bitcomPlanos });
      const res = await follow(link.url);
      expect(res.statusCode).toBe(302);
      expect(res.headers['cache-control']).toBe('no-store');
      const location = new URL(res.headers.location as string);
      expect(`${location.origin}${location.pathname}`).toBe('https://www.bitcom.com.br/planos');
      expect(Object.fromEntries(location.searchParams)).toEqual({
        chn: String(facebook),
        cmp: String(bitcomCampaign),
        dst: String(bitcomPlanos),
        lnk: String(link.id),
      });
      const clicks = await clicksOf(link.id);
      expect(clicks).toMatchObject([{ bot: false, user_agent: BROWSER }]);
    });

    it('keeps bots and link previews apart, counted on their own', async () => {
      const link = await generate({ chn: facebook, cmp: bitcomCampaign, dst: bitcomPlanos });
      const bots = [
        'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
        'WhatsApp/2.24.13.76 A',
        'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
        'Twitterbot/1.0',
        'TelegramBot (like TwitterBot)',
        'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        'curl/8.5.0',
        null,
      ];
      for (const agent of bots) expect((await follow(link.url, agent)).statusCode).toBe(302);
      expect((await follow(link.url, BROWSER, 'HEAD')).statusCode).toBe(302);
      await follow(link.url);
      await follow(
        link.url,
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 [FBAN/FBIOS;FBAV/470.0]',
      );
      const clicks = await clicksOf(link.id);
      expect(clicks.filter((c) => c.bot)).toHaveLength(bots.length + 1);
      expect(clicks.filter((c) => !c.bot)).toHaveLength(2);
      expect(await listed(link.id)).toMatchObject({ cliques: 2, cliques_bot: bots.length + 1, leads: 0 });
    });

    it('leads to the provider home page when the link has no destination, and to the public address of this server for its own pages', async () => {
      const home = await generate({ chn: facebook, cmp: bitcomCampaign });
      const res = await follow(home.url);
      expect(res.headers.location).toBe(
        `https://www.bitcom.com.br/?chn=${facebook}&cmp=${bitcomCampaign}&lnk=${home.id}`,
      );
      const form = await generate({ chn: facebook, cmp: bitcomCampaign, dst: bitcomForm });
      const local = await t.app.inject({
        method: 'GET',
        url: `/t/${form.codigo}`,
        headers: { host: 'intranet.exemplo.com.br', 'user-agent': BROWSER },
      });
      expect(local.headers.location).toBe(
        `http://intranet.test/leads/external/register?chn=${facebook}&cmp=${bitcomCampaign}&dst=${bitcomForm}&lnk=${form.id}`,
      );
    });

    it('answers 404 for an unknown or malformed code and records nothing', async () => {
      const before = await t.database.db.$count(vendasTrackingClique);
      for (const code of ['NaoExiste01', 'a-b', 'x'.repeat(40)]) {
        const res = await t.app.inject({ method: 'GET', url: `/t/${code}`, headers: { 'user-agent': BROWSER } });
        expect(res.statusCode).toBe(404);
        expect(res.body).toContain('Link não encontrado.');
      }
      expect(await t.database.db.$count(vendasTrackingClique)).toBe(before);
    });

    it('answers a code of thousands of characters, a NUL, a bad escape or a path below a code with the same not-found page', async () => {
      const before = await t.database.db.$count(vendasTrackingClique);
      const page = (await t.app.inject({ method: 'GET', url: '/t/NaoExiste01', headers: { 'user-agent': BROWSER } }))
        .body;
      for (const path of [
        `/t/${'a'.repeat(5_000)}`,
        '/t/%00',
        '/t/abc%00def',
        '/t/%E0%A4%A',
        '/t/%',
        '/t/abc/def',
        '/t/',
        '/t',
      ]) {
        const res = await t.app.inject({ method: 'GET', url: path, headers: { 'user-agent': BROWSER } });
        expect(res.statusCode, path.slice(0, 40)).toBe(404);
        expect(res.headers['content-type'], path.slice(0, 40)).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control'], path.slice(0, 40)).toBe('no-store');
        expect(res.body, path.slice(0, 40)).toBe(page);
      }
      expect(await t.database.db.$count(vendasTrackingClique)).toBe(before);
    });

    it('follows an edited link to its new destination at once', async () => {
      const link = await generate({ chn: facebook, cmp: bitcomCampaign, dst: bitcomPlanos });
      expect((await follow(link.url)).headers.location).toContain('/planos?');
      await update({
        id: link.id,
        object: { params: { chn: facebook, cmp: bitcomCampaign, dst: null }, id_empresa: bitcom },
      });
      expect((await follow(link.url)).headers.location).toBe(
        `https://www.bitcom.com.br/?chn=${facebook}&cmp=${bitcomCampaign}&lnk=${link.id}`,
      );
    });

    it('drops what it kept when the database announces a change made elsewhere (a destination, another instance)', async () => {
      const link = await generate({ chn: facebook, cmp: bitcomCampaign, dst: bitcomPlanos });
      expect((await follow(link.url)).headers.location).toContain('https://www.bitcom.com.br/planos?');
      await t.database.db
        .update(vendasDestino)
        .set({ url: 'https://www.bitcom.com.br/planos-novos' })
        .where(eq(vendasDestino.id, bitcomPlanos));
      let location = '';
      for (let i = 0; i < 50 && !location.includes('planos-novos'); i++) {
        await new Promise((r) => setTimeout(r, 20));
        location = (await follow(link.url)).headers.location as string;
      }
      expect(location).toContain('https://www.bitcom.com.br/planos-novos?');
      await t.database.db.update(vendasTrackingUrl).set({ id_destino: null }).where(eq(vendasTrackingUrl.id, link.id));
      for (let i = 0; i < 50 && location.includes('planos'); i++) {
        await new Promise((r) => setTimeout(r, 20));
        location = (await follow(link.url)).headers.location as string;
      }
      expect(location).toBe(`https://www.bitcom.com.br/?chn=${facebook}&cmp=${bitcomCampaign}&lnk=${link.id}`);
    });

    it("follows a provider's new name at once: a link without a destination leads to the home page that name gives", async () => {
      const link = await generate({ chn: facebook, cmp: bitcomCampaign });
      expect((await follow(link.url)).headers.location).toContain('https://www.bitcom.com.br/?');
      await t.database.db.update(empresa).set({ nome: 'Vetorial Sul' }).where(eq(empresa.id, bitcom));
      try {
        let location = '';
        for (let i = 0; i < 50 && !location.startsWith('https://www.vetorial.net/'); i++) {
          await new Promise((r) => setTimeout(r, 20));
          location = (await follow(link.url)).headers.location as string;
        }
        expect(location).toBe(`https://www.vetorial.net/?chn=${facebook}&cmp=${bitcomCampaign}&lnk=${link.id}`);
      } finally {
        await t.database.db.update(empresa).set({ nome: 'Bitcom' }).where(eq(empresa.id, bitcom));
      }
    });
  });

  describe('QR code', () => {
    it('downloads the link address as PNG and SVG', async () => {
      const link = await generate({ chn: facebook, cmp: bitcomCampaign });
      const png = await qr(link.id, 'png');
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      expect(png.headers['content-disposition']).toBe(`attachment; filename="link-${link.codigo}.png"`);
      expect(png.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      const svg = await qr(link.id, 'svg');
      expect(svg.headers['content-type']).toContain('image/svg+xml');
      expect(svg.body).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
      expect((await qr(link.id)).headers['content-type']).toBe('image/png');
    });

    it('answers 404 for an unknown link and 400 for an unknown format', async () => {
      expect((await qr(999999, 'png')).statusCode).toBe(404);
      const bad = await qr(1, 'gif');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(FIELD_MSG.invalidData);
    });
  });
});
