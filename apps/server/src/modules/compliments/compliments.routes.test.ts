import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMPLIMENTS_API as API } from '@intranet/shared/compliments/compliments.contract';
import { COMPLIMENTS_MSG as MSG } from '@intranet/shared/compliments/compliments.messages';
import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import type { DemoAccount } from '@intranet/shared/demo/demo-accounts';
import { departamento, elogioCategoria, usuario } from '../../db/schema';
import { describeCrud } from '../../platform/crud/crud.test-kit';
import { expectInvalidField } from '../../test/invalid-field';
import { createTestApp, type TestApp } from '../../test/test-app';
import { complimentCategoryService } from './compliments.service';

type Key = DemoAccount['key'];

describe('compliments', () => {
  let t: TestApp;
  let category: number;
  beforeAll(async () => {
    t = await createTestApp();
    const [row] = await t.database.db
      .select({ id: elogioCategoria.id })
      .from(elogioCategoria)
      .where(eq(elogioCategoria.ativo, true))
      .limit(1);
    category = row.id;
  });
  afterAll(async () => t?.close());
  afterEach(() => vi.useRealTimers());

  const send = async (key: Key, method: string, url: string, payload?: unknown) =>
    t.app.inject({ method: method as 'GET', url, headers: await t.headersFor(key), payload: payload as never });
  const create = (key: Key, to: Key | number, mensagem = 'Parabéns pelo trabalho na migração!') =>
    send(key, 'POST', API.create.path, {
      object: {
        id_destinatario: typeof to === 'number' ? to : t.accounts[to].usuarioId,
        id_categoria: category,
        mensagem,
      },
    });
  const created = async (key: Key, to: Key, mensagem?: string) => {
    const res = await create(key, to, mensagem);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().insert_rh_elogio_one.id as number;
  };
  const unread = async (key: Key) =>
    (await send(key, 'GET', '/v1/notificacao/usuario')).json().notificacoes as { data: Record<string, unknown> }[];
  const wall = async (key: Key, query = '') => (await send(key, 'GET', `${API.list.path}?limit=100${query}`)).json();

  describe('categories', () =>
    describeCrud(() => t, {
      service: complimentCategoryService,
      manager: { account: 'rhGestor', role: 'rh:gestor' },
      roles: ['rh:leitor', 'rh:solicitante', 'rh:gestor'],
      outsiders: ['colaborador', 'candidato', 'marketing'],
      sample: (tag) => ({ nome: tag, icone: 'groups', cor: '#1565c0' }),
      edit: { ativo: false, cor: '#2e7d32', icone: 'lightbulb' },
    }));

  it('sends a compliment and notifies the colleague and the head of their department, live', async () => {
    const deps = await t.database.db
      .select({ id: usuario.id_departamento })
      .from(usuario)
      .where(eq(usuario.id, t.accounts.rhSolicitante.usuarioId));
    await t.database.db
      .update(departamento)
      .set({ id_funcionario: t.accounts.rhGestor.usuarioId })
      .where(eq(departamento.id, deps[0].id!));
    const id = await created('marketing', 'rhSolicitante', 'Obrigada pela ajuda com a campanha de vagas!');
    const notice = (await unread('rhSolicitante')).find((n) => n.data.id_elogio === id);
    expect(notice?.data).toMatchObject({ modulo: 'elogio', msg: MSG.notifyReceived('Marina Marketing') });
    const head = (await unread('rhGestor')).find((n) => n.data.id_elogio === id);
    expect(head?.data.msg).toBe(MSG.notifyTeam('Marina Marketing', 'Samuel Solicitante'));
    expect((await unread('marketing')).some((n) => n.data.id_elogio === id)).toBe(false);

    const read = await send('colaborador', 'GET', `/v1/elogio/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().elogio).toMatchObject({
      mensagem: 'Obrigada pela ajuda com a campanha de vagas!',
      autor: { id: t.accounts.marketing.usuarioId, nome: 'Marina Marketing' },
      destinatario: { id: t.accounts.rhSolicitante.usuarioId, nome: 'Samuel Solicitante' },
      editavel: false,
      oculto: false,
    });
  });

  it('refuses a compliment to oneself, to someone who is not an active employee, and a message over 1,000 characters', async () => {
    expectInvalidField(await create('colaborador', 'colaborador'), 'object.id_destinatario', MSG.toSelf);
    expectInvalidField(await create('colaborador', 'candidato'), 'object.id_destinatario', MSG.unknownColleague);
    expectInvalidField(await create('colaborador', 'novo', 'x'.repeat(1001)), 'object.mensagem', MSG.messageMax);
    expectInvalidField(await create('colaborador', 'novo', '   '), 'object.mensagem', 'Campo obrigatório');
  });

  it('lets every employee read the wall and send compliments, and refuses the candidate and the anonymous', async () => {
    expect((await send('colaborador', 'GET', API.list.path)).statusCode).toBe(200);
    expect((await send('candidato', 'GET', API.list.path)).statusCode).toBe(403);
    expect((await create('candidato', 'colaborador')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: API.list.path })).statusCode).toBe(401);
    expect((await send('candidato', 'GET', `/v1/elogio/pessoa/${t.accounts.colaborador.usuarioId}`)).statusCode).toBe(
      403,
    );
  });

  it('lets HR hide a compliment with a reason after which the author is told, the wall and the page leave it out, and show it again', async () => {
    const id = await created('novo', 'colaborador', 'Mensagem a moderar');
    const hide = (key: Key, body: unknown) => send(key, 'PUT', `/v1/elogio/${id}/ocultar`, body);
    expect((await hide('colaborador', { oculto: true, motivo: 'Não gostei' })).statusCode).toBe(403);
    expect((await hide('novo', { oculto: true, motivo: 'Não gostei' })).statusCode).toBe(403);
    expectInvalidField(await hide('rhSolicitante', { oculto: true }), 'motivo', MSG.reasonRequired);

    const before = await send('colaborador', 'GET', `/v1/elogio/pessoa/${t.accounts.colaborador.usuarioId}`);
    const res = await hide('rhSolicitante', { oculto: true, motivo: 'Dados de cliente na mensagem' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().elogio).toMatchObject({
      oculto: true,
      motivo_ocultacao: 'Dados de cliente na mensagem',
      ocultado_por: 'Samuel Solicitante',
    });
    expect((await unread('novo')).find((n) => n.data.id_elogio === id)?.data.msg).toBe(
      MSG.notifyHidden('Dados de cliente na mensagem'),
    );

    expect((await wall('colaborador')).itens.map((e: { id: number }) => e.id)).not.toContain(id);
    expect((await wall('colaborador', '&ocultos=true')).itens.map((e: { id: number }) => e.id)).not.toContain(id);
    expect((await send('colaborador', 'GET', `/v1/elogio/${id}`)).statusCode).toBe(404);
    const after = await send('colaborador', 'GET', `/v1/elogio/pessoa/${t.accounts.colaborador.usuarioId}`);
    expect(after.json().recebidos.total).toBe(before.json().recebidos.total - 1);

    const hr = (await wall('rhSolicitante', '&ocultos=true')).itens.find((e: { id: number }) => e.id === id);
    expect(hr).toMatchObject({ oculto: true, motivo_ocultacao: 'Dados de cliente na mensagem' });
    expect((await wall('rhGestor')).itens.map((e: { id: number }) => e.id)).toContain(id);

    expect((await hide('rhSolicitante', { oculto: false })).json().elogio).toMatchObject({
      oculto: false,
      motivo_ocultacao: null,
    });
    expect((await wall('colaborador')).itens.map((e: { id: number }) => e.id)).toContain(id);
  });

  it('lets the author edit for 24 hours from sending, HR at any time, and no one else', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const sent = new Date('2026-05-04T15:00:00.000Z'); // 12:00 in São Paulo
    vi.setSystemTime(sent);
    const id = await created('colaborador', 'novo', 'Primeira versão');
    const edit = (key: Key, mensagem: string) =>
      send(key, 'PUT', `/v1/elogio/${id}`, { object: { id_categoria: category, mensagem } });

    vi.setSystemTime(new Date(sent.getTime() + 3_600_000));
    expect((await send('colaborador', 'GET', `/v1/elogio/${id}`)).json().elogio.editavel).toBe(true);
    expect((await send('marketing', 'GET', `/v1/elogio/${id}`)).json().elogio.editavel).toBe(false);
    const other = await edit('marketing', 'Outra pessoa');
    expect(other.statusCode).toBe(403);

    vi.setSystemTime(new Date(sent.getTime() + 24 * 3_600_000 - 60_000));
    const inTime = await edit('colaborador', 'Segunda versão');
    expect(inTime.statusCode, inTime.body).toBe(200);
    expect(inTime.json().elogio.mensagem).toBe('Segunda versão');

    vi.setSystemTime(new Date(sent.getTime() + 24 * 3_600_000 + 60_000));
    const late = await edit('colaborador', 'Terceira versão');
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe(MSG.editClosed);
    const hr = await edit('rhSolicitante', 'Corrigido pelo RH');
    expect(hr.statusCode, hr.body).toBe(200);
    expect((await send('novo', 'GET', `/v1/elogio/${id}`)).json().elogio.mensagem).toBe('Corrigido pelo RH');
  });

  it("filters the wall by category, author, recipient and a person, and counts a person's compliments by category", async () => {
    const id = await created('rhGestor', 'novo', 'Excelente integração com a equipe');
    const mine = await wall(
      'colaborador',
      `&autor=${t.accounts.rhGestor.usuarioId}&destinatario=${t.accounts.novo.usuarioId}`,
    );
    expect(mine.itens.map((e: { id: number }) => e.id)).toContain(id);
    for (const e of mine.itens) {
      expect(e.autor.id).toBe(t.accounts.rhGestor.usuarioId);
      expect(e.destinatario.id).toBe(t.accounts.novo.usuarioId);
    }
    const byPerson = await wall('colaborador', `&pessoa=${t.accounts.novo.usuarioId}`);
    for (const e of byPerson.itens) expect([e.autor.id, e.destinatario.id]).toContain(t.accounts.novo.usuarioId);
    const byCategory = await wall('colaborador', `&categoria=${category}`);
    for (const e of byCategory.itens) expect(e.categoria.id).toBe(category);

    const page = (await send('colaborador', 'GET', `/v1/elogio/pessoa/${t.accounts.novo.usuarioId}`)).json();
    expect(page.pessoa.nome).toBe('Nicolas Novato');
    const received = await wall('colaborador', `&destinatario=${t.accounts.novo.usuarioId}`);
    expect(page.recebidos.total).toBe(received.total);
    expect(page.recebidos.por_categoria.reduce((s: number, c: { total: number }) => s + c.total, 0)).toBe(
      received.total,
    );
    expect((await send('colaborador', 'GET', `/v1/elogio/pessoa/${t.accounts.candidato.usuarioId}`)).statusCode).toBe(
      404,
    );
  });

  it('answers the lookups: active categories (v1/elogios) and active employees (v1/company/users), not to candidates', async () => {
    const categories = (await send('colaborador', 'GET', LOOKUPS_API.complimentCategories.path)).json();
    expect(categories.rh_elogio_categoria.length).toBeGreaterThan(3);
    expect(categories.rh_elogio_categoria[0]).toEqual({
      id: expect.any(Number),
      nome: expect.any(String),
      icone: expect.any(String),
      cor: expect.stringMatching(/^#/),
    });
    expect(categories.rh_elogio_categoria.map((c: { nome: string }) => c.nome)).not.toContain('Pontualidade');
    const users = await send('colaborador', 'GET', LOOKUPS_API.companyUsers.path);
    expect(users.statusCode).toBe(200);
    const ids = users.json().rh_usuario.map((u: { id: number }) => u.id);
    expect(ids).toContain(t.accounts.novo.usuarioId);
    expect(ids).not.toContain(t.accounts.candidato.usuarioId);
    expect((await send('candidato', 'GET', LOOKUPS_API.companyUsers.path)).statusCode).toBe(403);
  });
});
