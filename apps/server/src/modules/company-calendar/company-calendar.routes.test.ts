import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, today } from '@intranet/shared/calendar/days';
import { COMPANY_CALENDAR_API as API } from '@intranet/shared/company-calendar/company-calendar.contract';
import type { CalendarEvent } from '@intranet/shared/company-calendar/company-calendar.schemas';
import { feriado, identidade, usuario } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Next year's January: the seed's New Year's Day, and birthdays set by the tests. */
const YEAR = Number(today().slice(0, 4)) + 1;
const JAN = { inicio: `${YEAR}-01-01`, fim: `${YEAR}-01-31` };

describe('company calendar', () => {
  let t: TestApp;
  let colleague: number;
  let otherCompany: number;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.db;
    const [me] = await db
      .select({ id_empresa: usuario.id_empresa })
      .from(usuario)
      .where(eq(usuario.id, t.accounts.colaborador.usuarioId));
    const people = await db
      .select({ id: usuario.id, id_empresa: usuario.id_empresa })
      .from(usuario)
      .where(eq(usuario.funcionario, true));
    colleague = people.find((p) => p.id_empresa === me.id_empresa && p.id !== t.accounts.colaborador.usuarioId)!.id;
    otherCompany = people.find((p) => p.id_empresa !== me.id_empresa)!.id;
    await db
      .update(usuario)
      .set({
        nome: 'Beatriz',
        sobrenome: 'Quintela',
        data_nascimento: '1987-01-14',
        data_admissao: '2016-01-20',
        ocultar_aniversario: false,
      })
      .where(eq(usuario.id, colleague));
    await db
      .update(usuario)
      .set({ nome: 'Otto', sobrenome: 'Longe', data_nascimento: '1991-01-14' })
      .where(eq(usuario.id, otherCompany));
    // The employee lives in Belo Horizonte (seed): its holiday counts, Cuiabá's and Mato Grosso's do not.
    await db.insert(feriado).values([
      {
        nome: 'Dia de Teste em BH',
        data: '01-09',
        tipo: 'Municipal',
        uf: 'MG',
        municipio: 'Belo Horizonte',
        recorrencia_anual: true,
        ativo: true,
      },
      {
        nome: 'Dia de Teste em Cuiabá',
        data: '01-09',
        tipo: 'Municipal',
        uf: 'MT',
        municipio: 'Cuiabá',
        recorrencia_anual: true,
        ativo: true,
      },
      { nome: 'Dia de Teste de MT', data: '01-10', tipo: 'Estadual', uf: 'MT', recorrencia_anual: true, ativo: true },
      { nome: 'Feriado Desativado', data: '01-11', tipo: 'Nacional', recorrencia_anual: true, ativo: false },
    ]);
  });
  afterAll(async () => t?.close());

  const events = async (key: Parameters<TestApp['headersFor']>[0], q: { inicio: string; fim: string }) =>
    t.app.inject({ method: 'GET', url: API.events.path, query: q, headers: await t.headersFor(key) });
  const titles = (list: CalendarEvent[]) => list.map((e) => e.titulo);

  it('refuses a call without a token with 401 and a candidate with 403', async () => {
    expect((await t.app.inject({ method: 'GET', url: API.events.path, query: JAN })).statusCode).toBe(401);
    expect((await events('candidato', JAN)).statusCode).toBe(403);
    const settings = await t.app.inject({
      method: 'GET',
      url: API.settings.path,
      headers: await t.headersFor('candidato'),
    });
    expect(settings.statusCode).toBe(403);
  });

  it('refuses days that are not days, run backwards or span more than a month view, in pt-BR', async () => {
    const bad = await events('colaborador', { inicio: '2026-13-40x', fim: '2026-01-01' });
    expect(bad.statusCode).toBe(400);
    const backwards = await events('colaborador', { inicio: '2026-02-01', fim: '2026-01-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message + JSON.stringify(backwards.json().fields)).toContain(
      'A data final não pode ser anterior',
    );
    const long = await events('colaborador', { inicio: '2026-01-01', fim: '2026-06-01' });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain('no máximo 62 dias');
  });

  it("shows the holidays of the employee's country, state and city, and the birthdays and anniversaries of their company", async () => {
    const res = await events('colaborador', JAN);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { eventos: CalendarEvent[]; tipos: string[] };
    expect(body.tipos).toEqual(['feriado', 'aniversario', 'tempo_de_casa']);
    const list = titles(body.eventos);
    expect(list).toContain('Confraternização Universal');
    expect(list).toContain('Dia de Teste em BH');
    expect(list).not.toContain('Dia de Teste em Cuiabá');
    expect(list).not.toContain('Dia de Teste de MT');
    expect(list).not.toContain('Feriado Desativado');
    const birthday = body.eventos.find((e) => e.titulo === 'Aniversário de Beatriz Quintela')!;
    expect(birthday).toMatchObject({
      tipo: 'aniversario',
      data: `${YEAR}-01-14`,
      data_fim: `${YEAR}-01-14`,
      id_pessoa: colleague,
    });
    // Day and month only: the year of birth appears nowhere.
    expect(JSON.stringify(body)).not.toContain('1987');
    expect(list).not.toContain('Aniversário de Otto Longe');
    expect(body.eventos.find((e) => e.tipo === 'tempo_de_casa' && e.id_pessoa === colleague)).toMatchObject({
      data: `${YEAR}-01-20`,
      titulo: `Beatriz Quintela: ${YEAR - 2016} anos de empresa`,
    });
    expect(body.eventos.find((e) => e.titulo === 'Confraternização Universal')).toMatchObject({
      data: `${YEAR}-01-01`,
      detalhe: 'Feriado nacional',
    });
  });

  it('shows onboarding starts only to HR and marketing events only to marketing', async () => {
    const around = { inicio: addDays(today(), -30), fim: addDays(today(), 30) };
    const hr = (await events('rhGestor', around)).json() as { eventos: CalendarEvent[]; tipos: string[] };
    expect(hr.tipos).toContain('onboarding');
    expect(hr.eventos.some((e) => e.tipo === 'onboarding' && e.titulo.startsWith('Início de onboarding: '))).toBe(true);
    expect(hr.eventos.some((e) => e.tipo === 'evento_marketing')).toBe(false);
    const mkt = (await events('marketing', around)).json() as { eventos: CalendarEvent[]; tipos: string[] };
    expect(mkt.tipos).toEqual(['feriado', 'aniversario', 'tempo_de_casa', 'evento_marketing']);
    expect(mkt.eventos.some((e) => e.tipo === 'evento_marketing')).toBe(true);
    expect(mkt.eventos.some((e) => e.tipo === 'onboarding')).toBe(false);
    const plain = (await events('colaborador', around)).json() as { eventos: CalendarEvent[] };
    expect(plain.eventos.some((e) => e.tipo === 'onboarding' || e.tipo === 'evento_marketing')).toBe(false);
  });

  it('hides the birthday of whoever asks for it, from colleagues and from the settings on', async () => {
    const headers = await t.headersFor('colaborador');
    const put = (body: unknown) =>
      t.app.inject({ method: 'PUT', url: API.saveSettings.path, headers, payload: body as object });
    expect((await put({ ocultar_aniversario: 'sim' })).statusCode).toBe(400);
    const saved = await put({ ocultar_aniversario: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().preferencias).toEqual({ ocultar_aniversario: true, assinatura: null });
    const seenByHr = (await events('rhGestor', JAN)).json() as { eventos: CalendarEvent[] };
    expect(titles(seenByHr.eventos)).not.toContain('Aniversário de Carlos Colaborador');
    await put({ ocultar_aniversario: false });
    const again = (await events('rhGestor', JAN)).json() as { eventos: CalendarEvent[] };
    expect(titles(again.eventos)).toContain('Aniversário de Carlos Colaborador');
  });

  describe('iCalendar feed', () => {
    const subscribe = async (key: Parameters<TestApp['headersFor']>[0] = 'colaborador') =>
      t.app.inject({
        method: 'POST',
        url: API.subscribe.path,
        // The address is built from PUBLIC_URL, whatever Host the request names.
        headers: { ...(await t.headersFor(key)), host: 'atacante.example' },
      });
    const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

    it('gives an address on the public URL that serves a valid calendar with holidays and birthdays', async () => {
      const res = await subscribe();
      expect(res.statusCode).toBe(200);
      const { url, webcal } = res.json().assinatura as { url: string; webcal: string };
      expect(url).toMatch(/^http:\/\/intranet\.test\/cal\/[A-Za-z0-9_-]{43}\.ics$/);
      expect(webcal).toBe(url.replace('http:', 'webcal:'));

      const feed = await fetchFeed(url);
      expect(feed.statusCode).toBe(200);
      expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const text = feed.body;
      // RFC 5545: CRLF after every line, none longer than 75 octets.
      expect(text.endsWith('\r\n')).toBe(true);
      expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);

      const calendar = new ICAL.Component(ICAL.parse(text));
      expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
      expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
      expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Calendário da empresa');
      expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/Sao_Paulo');
      const vevents = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
      const summaries = vevents.map((e) => e.summary);
      expect(summaries).toContain('Confraternização Universal');
      expect(summaries).toContain('Aniversário de Beatriz Quintela');
      expect(summaries).not.toContain('Aniversário de Otto Longe');
      const newYear = vevents.find((e) => e.summary === 'Confraternização Universal')!;
      expect(newYear.startDate.isDate).toBe(true);
      expect(newYear.startDate.toString()).toMatch(/^\d{4}-01-01$/);
      expect(newYear.endDate.toString()).toMatch(/^\d{4}-01-02$/);
      expect(newYear.uid).toMatch(/^feriado-\d+-\d{4}-01-01@intranet\.test$/);
      expect(vevents.every((e) => e.component.getFirstPropertyValue('dtstamp'))).toBe(true);
      // A year around today.
      const starts = vevents.map((e) => e.startDate.toString()).sort();
      expect(starts[0] >= addDays(today(), -182)).toBe(true);
      expect(starts.at(-1)! <= addDays(today(), 183)).toBe(true);

      // The same events keep their UIDs from one fetch to the next.
      const again = new ICAL.Component(ICAL.parse((await fetchFeed(url)).body));
      const uids = (c: ICAL.Component) => c.getAllSubcomponents('vevent').map((v) => v.getFirstPropertyValue('uid'));
      expect(uids(again)).toEqual(uids(calendar));
    });

    it('escapes and folds long texts so that they read back whole', async () => {
      const nome = 'Feriado; com vírgula, barra \\ e um nome bem longo, acentuado: ação, coração, município';
      await t.app.db
        .insert(feriado)
        .values({ nome, data: '01-03', tipo: 'Nacional', recorrencia_anual: true, ativo: true });
      const { url } = (await subscribe()).json().assinatura as { url: string };
      const text = (await fetchFeed(url)).body;
      expect(text).toContain('\r\n ');
      const calendar = new ICAL.Component(ICAL.parse(text));
      const summaries = calendar.getAllSubcomponents('vevent').map((v) => v.getFirstPropertyValue('summary'));
      expect(summaries).toContain(nome);
    });

    it('stops answering an address once renewed or revoked, and never answers a made-up one', async () => {
      const first = (await subscribe()).json().assinatura.url as string;
      const second = (await subscribe()).json().assinatura.url as string;
      expect(second).not.toBe(first);
      expect((await fetchFeed(first)).statusCode).toBe(404);
      expect((await fetchFeed(second)).statusCode).toBe(200);

      const headers = await t.headersFor('colaborador');
      const settings = await t.app.inject({ method: 'GET', url: API.settings.path, headers });
      expect(settings.json().preferencias.assinatura.criada_em).toEqual(expect.any(String));
      const revoked = await t.app.inject({ method: 'DELETE', url: API.revoke.path, headers });
      expect(revoked.json()).toEqual({ revogada: true });
      expect((await fetchFeed(second)).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'GET', url: API.settings.path, headers })).json().preferencias.assinatura,
      ).toBeNull();

      expect((await t.app.inject({ method: 'GET', url: `/cal/${'A'.repeat(43)}.ics` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/cal/qualquer-coisa' })).statusCode).toBe(404);
    });

    it('stops answering when its owner leaves the company or their account is disabled', async () => {
      const url = (await subscribe('rhSolicitante')).json().assinatura.url as string;
      expect((await fetchFeed(url)).statusCode).toBe(200);
      const id = t.accounts.rhSolicitante.usuarioId;
      await t.app.db.update(identidade).set({ habilitado: false }).where(eq(identidade.id_usuario, id));
      expect((await fetchFeed(url)).statusCode).toBe(404);
      await t.app.db.update(identidade).set({ habilitado: true }).where(eq(identidade.id_usuario, id));
      await t.app.db.update(usuario).set({ ativo: false }).where(eq(usuario.id, id));
      expect((await fetchFeed(url)).statusCode).toBe(404);
    });
  });
});
