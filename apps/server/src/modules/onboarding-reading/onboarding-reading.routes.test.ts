import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READING_API as API } from '@intranet/shared/onboarding-reading/onboarding-reading.contract';
import { usuarioOnboarding, usuarioOnboardingConteudo } from '../../db/schema';
import { describeOwnedRecords } from '../../platform/crud/owned-records.test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, seededOnboarding } from '../../test/hr-fixtures';

type Item = {
  id_conteudo: number;
  id_trilha: number;
  prioridade_trilha: number;
  prioridade_conteudo: number;
  id_usuario_onboarding: number;
  finalizado: boolean;
  titulo_conteudo: string;
};

describe('employee reading flow', () => {
  let t: TestApp;
  let onboardingId: number;
  let trailIds: number[];
  let colaborador: number;
  let novo: number;
  beforeAll(async () => {
    t = await createTestApp();
    onboardingId = (await seededOnboarding(t, 'Integração Recursos Humanos')).id;
    const trails = await call(t, 'POST', '/v1/rh/onboarding/trilha/filtrado', 'rhGestor', {
      filtro: { id_onboarding: onboardingId },
    });
    trailIds = trails.body.map((x: { id_trilha: number }) => x.id_trilha);
    colaborador = t.accounts.colaborador.usuarioId;
    novo = t.accounts.novo.usuarioId;
  });
  afterAll(async () => t?.close());

  const list = (who: 'colaborador' | 'novo' | 'rhGestor' | 'candidato', id_funcionario: number, id_trilha: number) =>
    call(t, 'POST', '/v1/onboarding/trilha/conteudos/funcionario', who, {
      id_funcionario,
      id_onboarding: onboardingId,
      id_trilha,
    });
  const ids = (id_funcionario: number, item: Item) => ({
    id_funcionario,
    id_onboarding: onboardingId,
    id_trilha: item.id_trilha,
    id_conteudo: item.id_conteudo,
  });

  it('refuses every call without a token', async () => {
    expect((await call(t, 'GET', '/v1/onboarding/funcionario/home', null)).status).toBe(401);
    for (const url of [
      '/v1/onboarding/trilha/conteudos/funcionario',
      '/v1/rh/onboarding/funcionario/conteudo',
      '/v1/onboarding/conteudo/inicio',
      '/v1/onboarding/conteudo/concluir',
      '/v1/onboarding/trilha/conteudos/funcionario/next',
      '/v1/onboarding/trilha/funcionario/next',
    ]) {
      expect((await call(t, 'POST', url, null, {})).status).toBe(401);
    }
  });

  it('lists the contents of a trail in priority order with what was finished', async () => {
    const res = await list('colaborador', colaborador, trailIds[0]);
    expect(res.status).toBe(200);
    expect(res.body.map((i: Item) => i.prioridade_conteudo)).toEqual([1, 2, 3]);
    expect(res.body.map((i: Item) => i.finalizado)).toEqual([true, true, true]);
    expect(res.body[0]).toMatchObject({
      titulo_conteudo: 'Bem-vindo ao grupo',
      resumo: 'Quem somos e como chegamos até aqui.',
    });
    const second = await list('colaborador', colaborador, trailIds[1]);
    expect(second.body.map((i: Item) => i.finalizado)).toEqual([true, false, false]);
  });

  it("answers not found for another employee's contents", async () => {
    expect((await list('colaborador', novo, trailIds[0])).status).toBe(404);
    expect((await list('candidato', colaborador, trailIds[0])).status).toBe(404);
  });

  describeOwnedRecords(() => t, {
    name: 'onboarding reading',
    owner: { account: 'colaborador' },
    other: { account: 'novo' },
    notFound: 'Dados não encontrados.',
    async create() {
      // The second trail of the colaborador is read in part: its unread content is one the other could mark.
      const items = (await list('colaborador', colaborador, trailIds[1])).body as Item[];
      const unread = items.find((i) => !i.finalizado)!;
      return { item: unread, reading: ids(colaborador, unread) };
    },
    reads: ({ item, reading }) => [
      {
        endpoint: API.trailContents,
        body: { id_funcionario: colaborador, id_onboarding: onboardingId, id_trilha: item.id_trilha },
      },
      { endpoint: API.content, body: { filtro: reading } },
      {
        endpoint: API.nextContent,
        body: { prioridade: 0, id_onboarding: onboardingId, id_trilha: item.id_trilha, id_funcionario: colaborador },
      },
      { endpoint: API.nextTrail, body: { prioridade: 0, id_onboarding: onboardingId, id_funcionario: colaborador } },
    ],
    writes: ({ item, reading }) => [
      { endpoint: API.start, body: { ids: reading, id_usuario_onboarding: item.id_usuario_onboarding } },
      { endpoint: API.finish, body: { ids: reading, id_usuario_onboarding: item.id_usuario_onboarding } },
    ],
    async stored(app, { item }) {
      const db = app.database.db;
      return {
        participation: await db
          .select()
          .from(usuarioOnboarding)
          .where(eq(usuarioOnboarding.id, item.id_usuario_onboarding)),
        readings: await db
          .select()
          .from(usuarioOnboardingConteudo)
          .where(eq(usuarioOnboardingConteudo.id_usuario_onboarding, item.id_usuario_onboarding))
          .orderBy(asc(usuarioOnboardingConteudo.id)),
      };
    },
  });

  it("lets an onboarding manager look at an employee's contents but not read for them", async () => {
    const res = await list('rhGestor', colaborador, trailIds[0]);
    expect(res.status).toBe(200);
    const [first] = res.body as Item[];
    const start = await call(t, 'POST', '/v1/onboarding/conteudo/inicio', 'rhGestor', {
      ids: ids(colaborador, first),
      id_usuario_onboarding: first.id_usuario_onboarding,
      data_inicio: new Date().toISOString(),
    });
    expect(start.status).toBe(404);
  });

  it('answers not found for an employee outside the onboarding', async () => {
    const res = await call(t, 'POST', '/v1/onboarding/trilha/conteudos/funcionario', 'rhGestor', {
      id_funcionario: t.accounts.rhGestor.usuarioId,
      id_onboarding: onboardingId,
      id_trilha: trailIds[0],
    });
    expect(res.status).toBe(404);
  });

  it('refuses bad input', async () => {
    const res = await call(t, 'POST', '/v1/onboarding/trilha/conteudos/funcionario', 'colaborador', {
      id_funcionario: colaborador,
      id_onboarding: 'x',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Dados inválidos.');
    const start = await call(t, 'POST', '/v1/onboarding/conteudo/inicio', 'colaborador', {
      ids: {},
      id_usuario_onboarding: 1,
    });
    expect(start.status).toBe(400);
  });

  it('opens one content with its text, images and hashtags', async () => {
    const [first] = (await list('colaborador', colaborador, trailIds[0])).body as Item[];
    const res = await call(t, 'POST', '/v1/rh/onboarding/funcionario/conteudo', 'colaborador', {
      filtro: ids(colaborador, first),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      titulo_conteudo: 'Bem-vindo ao grupo',
      finalizado: true,
      prioridade_trilha: 1,
      prioridade_conteudo: 1,
      cargo: ['todos'],
      departamento: ['todos'],
    });
    expect(res.body.empresa).toContain('bitcom');
    expect(res.body.texto).toContain('<strong>conectar pessoas</strong>');
    expect(res.body.id_imagem_capa).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.imagens).toHaveLength(1);
    const other = await call(t, 'POST', '/v1/rh/onboarding/funcionario/conteudo', 'novo', {
      filtro: ids(colaborador, first),
    });
    expect(other.status).toBe(404);
  });

  it('records the start only the first time', async () => {
    const items = (await list('novo', novo, trailIds[0])).body as Item[];
    const body = {
      ids: ids(novo, items[0]),
      id_usuario_onboarding: items[0].id_usuario_onboarding,
      data_inicio: '2020-01-01T00:00:00Z',
    };
    const first = await call(t, 'POST', '/v1/onboarding/conteudo/inicio', 'novo', body);
    expect(first.status).toBe(200);
    expect(first.body.finalizado).toBe(false);
    expect(new Date(first.body.data_inicio).getFullYear()).toBeGreaterThan(2020);
    const again = await call(t, 'POST', '/v1/onboarding/conteudo/inicio', 'novo', body);
    expect(again.body.data_inicio).toBe(first.body.data_inicio);
  });

  it('refuses a start with somebody else’s participation id', async () => {
    const mine = (await list('colaborador', colaborador, trailIds[0])).body as Item[];
    const items = (await list('novo', novo, trailIds[0])).body as Item[];
    const res = await call(t, 'POST', '/v1/onboarding/conteudo/inicio', 'novo', {
      ids: ids(novo, items[0]),
      id_usuario_onboarding: mine[0].id_usuario_onboarding,
    });
    expect(res.status).toBe(404);
  });

  it('walks the whole onboarding: trail 1 by priority, then trail 2, then trail 3, then done', async () => {
    const visited: string[] = [];
    let trail = (await list('novo', novo, trailIds[0])).body as Item[];
    let current: Item | null = trail[0];
    let guard = 0;
    while (current && guard++ < 20) {
      visited.push(`${current.prioridade_trilha}.${current.prioridade_conteudo}`);
      const body = { ids: ids(novo, current), id_usuario_onboarding: current.id_usuario_onboarding };
      expect(
        (
          await call(t, 'POST', '/v1/onboarding/conteudo/inicio', 'novo', {
            ...body,
            data_inicio: new Date().toISOString(),
          })
        ).status,
      ).toBe(200);
      const done = await call(t, 'POST', '/v1/onboarding/conteudo/concluir', 'novo', {
        ...body,
        data_fim: new Date().toISOString(),
      });
      expect(done.status).toBe(200);
      expect(done.body.finalizado).toBe(true);
      expect(done.body.data_fim).not.toBeNull();
      const next = await call(t, 'POST', '/v1/onboarding/trilha/conteudos/funcionario/next', 'novo', {
        prioridade: current.prioridade_conteudo,
        id_onboarding: onboardingId,
        id_trilha: current.id_trilha,
        id_funcionario: novo,
      });
      expect(next.status).toBe(200);
      if (next.body.conteudo) {
        current = next.body.conteudo;
        continue;
      }
      const nextTrail = await call(t, 'POST', '/v1/onboarding/trilha/funcionario/next', 'novo', {
        id_funcionario: novo,
        id_onboarding: onboardingId,
        prioridade: current.prioridade_trilha,
      });
      expect(nextTrail.status).toBe(200);
      if (nextTrail.body.trilha) {
        expect(nextTrail.body.trilha.prioridade).toBe(current.prioridade_trilha + 1);
        expect(nextTrail.body.conteudo.prioridade_conteudo).toBe(1);
      }
      current = nextTrail.body.conteudo;
    }
    expect(visited).toEqual(['1.1', '1.2', '1.3', '2.1', '2.2', '2.3', '3.1', '3.2', '3.3']);
    trail = (await list('novo', novo, trailIds[2])).body as Item[];
    expect(trail.every((i) => i.finalizado)).toBe(true);
    const home = await call(t, 'GET', '/v1/onboarding/funcionario/home', 'novo');
    expect(home.body[0]).toMatchObject({
      id_onboarding: onboardingId,
      conteudos_lidos: 9,
      conteudos_total: 9,
      status: 100,
      concluido: true,
      continuar: null,
    });
  });

  it('finishing a content twice keeps the first end and the count', async () => {
    const [first] = (await list('novo', novo, trailIds[0])).body as Item[];
    const body = {
      ids: ids(novo, first),
      id_usuario_onboarding: first.id_usuario_onboarding,
      data_fim: new Date().toISOString(),
    };
    const a = await call(t, 'POST', '/v1/onboarding/conteudo/concluir', 'novo', body);
    const b = await call(t, 'POST', '/v1/onboarding/conteudo/concluir', 'novo', body);
    expect(b.body.data_fim).toBe(a.body.data_fim);
    expect(b.body.progresso).toMatchObject({ conteudos_lidos: 9, conteudos_total: 9, status: 100, concluido: true });
  });

  it('shows the employee where to continue', async () => {
    const res = await call(t, 'GET', '/v1/onboarding/funcionario/home', 'colaborador');
    expect(res.status).toBe(200);
    const mine = res.body.find((h: { id_onboarding: number }) => h.id_onboarding === onboardingId);
    expect(mine).toMatchObject({ conteudos_lidos: 4, conteudos_total: 9, status: 44, concluido: false });
    expect(mine.trilhas.map((x: { conteudos_lidos: number }) => x.conteudos_lidos)).toEqual([3, 1, 0]);
    expect(mine.continuar).toEqual({ id_trilha: trailIds[1], id_conteudo: expect.any(Number) });
  });

  it('answers an empty home for a user with no onboarding', async () => {
    const res = await call(t, 'GET', '/v1/onboarding/funcionario/home', 'candidato');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});
