import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FAQ_API as API, FAQ_CATEGORY_API, FAQ_QUESTION_API } from '@intranet/shared/faq/faq.contract';
import { FAQ_MSG } from '@intranet/shared/faq/faq.messages';
import type { FaqHighlight, FaqSearchResponse } from '@intranet/shared/faq/faq.schemas';
import { MSG } from '@intranet/shared/validation/messages';
import { faqCategoria, faqPergunta, logsRh } from '../../db/schema';
import { describeCrud } from '../../platform/crud/crud.test-kit';
import { expectInvalidField } from '../../test/invalid-field';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PUBLIC_VOTES_PER_MINUTE } from './faq.routes';
import { faqCategoryService, faqQuestionService } from './faq.service';

const marked = (runs: FaqHighlight) => runs.filter((r) => r.marcado).map((r) => r.texto);

describe('faq', () => {
  let t: TestApp;
  let categoryId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const [first] = await t.database.db
      .select({ id: faqCategoria.id })
      .from(faqCategoria)
      .where(eq(faqCategoria.titulo, 'Férias e ausências'));
    categoryId = first.id;
  });
  afterAll(async () => t?.close());

  const read = async (path: string, query: Record<string, string | number>, headers?: Record<string, string>) => {
    const url = `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`;
    return t.app.inject({ method: 'GET', url, headers });
  };
  const publicSearch = (query: Record<string, string | number> = {}) => read(API.publicSearch.path, query);
  const employeeSearch = async (query: Record<string, string | number> = {}, account: 'colaborador' = 'colaborador') =>
    read(API.search.path, query, await t.headersFor(account));
  const found = (res: { json(): unknown }) => (res.json() as FaqSearchResponse).perguntas;
  const titles = (res: { json(): unknown }) => found(res).map((q) => q.pergunta);

  const createQuestion = async (object: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: FAQ_QUESTION_API.create.path,
      headers: await t.headersFor('rhSolicitante'),
      payload: { object: { id_categoria: categoryId, publica: false, ...object } },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().insert_rh_faq_pergunta_one.id as number;
  };

  describe('categories', () =>
    describeCrud(() => t, {
      service: faqCategoryService,
      manager: { account: 'rhGestor', role: 'rh:gestor' },
      roles: ['rh:leitor', 'rh:solicitante', 'rh:gestor', 'perguntas_frequentes:leitor', 'perguntas_frequentes:gestor'],
      outsiders: ['colaborador', 'candidato', 'marketing'],
      sample: (tag) => ({ titulo: tag, ordem: 7 }),
      edit: { ordem: 3, ativo: false },
    }));

  describe('questions', () =>
    describeCrud(() => t, {
      service: faqQuestionService,
      manager: { account: 'rhGestor', role: 'rh:gestor' },
      roles: ['rh:leitor', 'rh:solicitante', 'rh:gestor', 'perguntas_frequentes:solicitante'],
      outsiders: ['colaborador', 'candidato', 'marketing'],
      sample: (tag) => ({
        id_categoria: categoryId,
        pergunta: `${tag}: como funciona?`,
        resposta: '<p>Resposta de teste.</p>',
        publica: false,
      }),
      edit: { publica: true, ativo: false },
    }));

  describe('readers', () => {
    it('opens the public questions without login, and only those', async () => {
      const res = await publicSearch();
      expect(res.statusCode).toBe(200);
      const body = res.json() as FaqSearchResponse;
      expect(body.perguntas.length).toBeGreaterThan(0);
      expect(body.perguntas.every((q) => q.publica)).toBe(true);
      expect(body.perguntas.map((q) => q.pergunta)).toContain('Qual o horário de atendimento da central?');
      expect(body.categorias.map((c) => c.titulo)).toEqual(['Atendimento ao cliente', 'Trabalhe conosco']);
      expect(body.categorias.map((c) => c.total)).toEqual([3, 4]);
      // The votes are what staff see.
      expect(Object.keys(body.perguntas[0]).sort()).toEqual(
        ['categoria', 'destaque', 'id', 'id_categoria', 'pergunta', 'publica', 'resposta'].sort(),
      );
    });

    it('gives a visitor no internal question by search, category or its own link', async () => {
      expect(titles(await publicSearch({ q: 'ferias' }))).toEqual([
        'Quais benefícios a empresa oferece a quem é contratado?',
      ]);
      expect(found(await publicSearch({ categoria: categoryId }))).toEqual([]);
      const [internal] = await t.database.db
        .select({ id: faqPergunta.id })
        .from(faqPergunta)
        .where(eq(faqPergunta.pergunta, 'Como solicito minhas férias?'));
      const res = await publicSearch({ pergunta: internal.id });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(FAQ_MSG.questionNotFound);
      const own = await employeeSearch({ pergunta: internal.id });
      expect(own.statusCode).toBe(200);
      expect(titles(own)).toEqual(['Como solicito minhas férias?']);
    });

    it('shows a signed-in employee the internal questions too', async () => {
      const res = await employeeSearch();
      expect(res.statusCode).toBe(200);
      const body = res.json() as FaqSearchResponse;
      expect(body.categorias.map((c) => c.titulo)).toEqual([
        'Férias e ausências',
        'Ponto e jornada',
        'Salário e benefícios',
        'TI e acessos',
        'Atendimento ao cliente',
        'Trabalhe conosco',
      ]);
      expect(body.perguntas.some((q) => !q.publica)).toBe(true);
      // The most helpful first.
      expect(body.perguntas[0].pergunta).toBe('Qual o horário de atendimento da central?');
      const category = await employeeSearch({ categoria: categoryId });
      expect(titles(category).filter((title) => !title.startsWith('Kit '))).toEqual([
        'Como apresento um atestado médico?',
        'Como solicito minhas férias?',
        'Posso dividir minhas férias em mais de um período?',
        'Posso vender parte das férias (abono pecuniário)?',
        'Quando recebo o pagamento das férias?',
      ]);
    });

    it('refuses the employees’ search without a token (401) and to a candidate (403)', async () => {
      expect((await read(API.search.path, {})).statusCode).toBe(401);
      expect((await read(API.search.path, {}, await t.headersFor('candidato'))).statusCode).toBe(403);
      // A candidate reads the public questions like any visitor.
      expect((await read(API.publicSearch.path, {}, await t.headersFor('candidato'))).statusCode).toBe(200);
    });

    it("finds 'Férias' from 'ferias', without case or accents, and marks the words matched", async () => {
      for (const q of ['ferias', 'FÉRIAS', 'Ferias']) {
        const res = await employeeSearch({ q });
        expect(res.statusCode).toBe(200);
        expect(titles(res)).toContain('Como solicito minhas férias?');
      }
      const [first] = found(await employeeSearch({ q: 'ferias' }));
      const hit = found(await employeeSearch({ q: 'ferias' })).find(
        (q) => q.pergunta === 'Como solicito minhas férias?',
      )!;
      expect(marked(hit.destaque!.pergunta)).toEqual(['férias']);
      expect(hit.destaque!.pergunta.map((r) => r.texto).join('')).toBe(hit.pergunta);
      expect(first.destaque).not.toBeNull();
    });

    it('matches the word being typed by its beginning, and plurals by their stem', async () => {
      expect(titles(await employeeSearch({ q: 'holer' }))).toContain('Onde encontro meu holerite?');
      expect(titles(await employeeSearch({ q: 'holerites' }))).toContain('Onde encontro meu holerite?');
      const typing = found(await employeeSearch({ q: 'como registro o po' }));
      expect(typing[0].pergunta).toBe('Como registro o ponto pelo celular?');
      expect(marked(typing[0].destaque!.pergunta)).toEqual(['registro', 'ponto']);
    });

    it('ranks a question whose title matches above one whose answer matches', async () => {
      const inAnswer = await createQuestion({
        pergunta: 'Quem cuida da limpeza da sede?',
        resposta: `<p>${'A zeladoria cuida da limpeza e a zeladoria organiza a copa. '.repeat(5)}</p>`,
      });
      const inTitle = await createQuestion({
        pergunta: 'Como falo com a Zeladoria?',
        resposta: '<p>Pelo ramal 2100, das 7h às 17h.</p>',
      });
      const res = await employeeSearch({ q: 'zeladoria' });
      expect(found(res).map((q) => q.id)).toEqual([inTitle, inAnswer]);
      const answerHit = found(res)[1];
      expect(marked(answerHit.destaque!.resposta)).toContain('zeladoria');
    });

    it('finds questions holding every word, or any of them when none holds all', async () => {
      const both = titles(await employeeSearch({ q: 'ferias pagamento' }));
      expect(both).toEqual(['Quando recebo o pagamento das férias?']);
      const either = titles(await employeeSearch({ q: 'vpn holerite' }));
      expect(either).toEqual(
        expect.arrayContaining(['Como acesso a VPN fora da empresa?', 'Onde encontro meu holerite?']),
      );
    });

    it('hides the questions of an inactive category and inactive questions', async () => {
      const id = await createQuestion({
        pergunta: 'Onde fica o bicicletário?',
        resposta: '<p>No subsolo.</p>',
        publica: true,
      });
      expect(titles(await publicSearch({ q: 'bicicletario' }))).toEqual(['Onde fica o bicicletário?']);
      await t.app.inject({
        method: 'PUT',
        url: `/v1/faq/pergunta/${id}`,
        headers: await t.headersFor('rhSolicitante'),
        payload: { object: { ativo: false } },
      });
      expect(titles(await publicSearch({ q: 'bicicletario' }))).toEqual([]);
    });

    it('keeps the categories’ counts as questions are added, hidden, moved and deleted', async () => {
      const staff = await t.headersFor('rhGestor');
      const created = await t.app.inject({
        method: 'POST',
        url: FAQ_CATEGORY_API.create.path,
        headers: staff,
        payload: { object: { titulo: 'Frota e veículos', ordem: 9 } },
      });
      const id = created.json().insert_rh_faq_categoria_one.id as number;
      const countOf = async (visitor: boolean) => {
        const res = visitor ? await publicSearch() : await employeeSearch();
        return (res.json() as FaqSearchResponse).categorias.find((c) => c.id === id)?.total;
      };
      const edit = (question: number, object: object) =>
        t.app.inject({ method: 'PUT', url: `/v1/faq/pergunta/${question}`, headers: staff, payload: { object } });
      expect(await countOf(false)).toBeUndefined();
      const open = await createQuestion({
        id_categoria: id,
        pergunta: 'Quem pode dirigir os carros da frota?',
        resposta: '<p>Quem tem CNH B e autorização.</p>',
        publica: true,
      });
      const internal = await createQuestion({
        id_categoria: id,
        pergunta: 'Como reservo um carro da frota?',
        resposta: '<p>Pelo sistema de frota.</p>',
      });
      expect([await countOf(true), await countOf(false)]).toEqual([1, 2]);
      await edit(open, { publica: false });
      expect([await countOf(true), await countOf(false)]).toEqual([undefined, 2]);
      await edit(internal, { ativo: false });
      expect(await countOf(false)).toBe(1);
      const before = (await employeeSearch()).json().categorias.find((c: { id: number }) => c.id === categoryId).total;
      await edit(open, { id_categoria: categoryId });
      expect(await countOf(false)).toBeUndefined();
      const moved = (await employeeSearch()).json().categorias.find((c: { id: number }) => c.id === categoryId).total;
      expect(moved).toBe(before + 1);
      const removed = await t.app.inject({ method: 'DELETE', url: `/v1/faq/pergunta/${open}`, headers: staff });
      expect(removed.statusCode).toBe(200);
      const after = (await employeeSearch()).json().categorias.find((c: { id: number }) => c.id === categoryId).total;
      expect(after).toBe(before);
    });

    it('refuses a search longer than 200 characters and malformed ids with 400', async () => {
      const long = await publicSearch({ q: 'a'.repeat(201) });
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toBe(FAQ_MSG.searchTooLong);
      expect((await publicSearch({ q: 'a'.repeat(200) })).statusCode).toBe(200);
      expect((await publicSearch({ categoria: 'abc' })).statusCode).toBe(400);
      expect((await publicSearch({ pergunta: -1 })).statusCode).toBe(400);
      // Search syntax is only text.
      const odd = await publicSearch({ q: "atendimento & | ! :* ' (" });
      expect(odd.statusCode).toBe(200);
      expect(titles(odd)).toContain('Qual o horário de atendimento da central?');
    });
  });

  describe('"Esta resposta ajudou?"', () => {
    const vote = (path: string, id: number, util: unknown, headers?: Record<string, string>, remoteAddress?: string) =>
      t.app.inject({
        method: 'POST',
        url: path.replace(':id', String(id)),
        headers,
        payload: { util },
        remoteAddress,
      });
    const counts = async (id: number) => {
      const [row] = await t.database.db
        .select({ sim: faqPergunta.ajudou_sim, nao: faqPergunta.ajudou_nao, updated: faqPergunta.updated_at })
        .from(faqPergunta)
        .where(eq(faqPergunta.id, id));
      return row;
    };

    it('counts a visitor’s vote on a public question, and refuses internal ones with 404', async () => {
      const publicId = await createQuestion({ pergunta: 'Aceitam PIX?', resposta: '<p>Sim.</p>', publica: true });
      const internalId = await createQuestion({ pergunta: 'Onde fica a copa?', resposta: '<p>No 2º andar.</p>' });
      const before = await counts(publicId);
      expect((await vote(API.publicVote.path, publicId, true, undefined, '10.20.0.1')).statusCode).toBe(200);
      expect((await vote(API.publicVote.path, publicId, false, undefined, '10.20.0.1')).statusCode).toBe(200);
      expect((await vote(API.publicVote.path, publicId, true, undefined, '10.20.0.1')).statusCode).toBe(200);
      const after = await counts(publicId);
      expect([after.sim, after.nao]).toEqual([2, 1]);
      // A vote is not an edit: the question keeps its date and its history.
      expect(after.updated.toISOString()).toBe(before.updated.toISOString());
      const history = await t.database.db
        .select()
        .from(logsRh)
        .where(eq(logsRh.id_item, String(publicId)));
      expect(history.filter((h) => h.tabela === 'rh_faq_pergunta').map((h) => h.operacao)).toEqual(['INSERT']);

      const refused = await vote(API.publicVote.path, internalId, true, undefined, '10.20.0.1');
      expect(refused.statusCode).toBe(404);
      expect((await counts(internalId)).sim).toBe(0);
      const employee = await vote(API.vote.path, internalId, false, await t.headersFor('colaborador'));
      expect(employee.statusCode).toBe(200);
      expect((await counts(internalId)).nao).toBe(1);
    });

    it('refuses the employees’ vote without a token and bad votes with 400', async () => {
      const id = await createQuestion({ pergunta: 'Tem estacionamento?', resposta: '<p>Sim, 20 vagas.</p>' });
      expect((await vote(API.vote.path, id, true)).statusCode).toBe(401);
      expect((await vote(API.vote.path, id, true, await t.headersFor('candidato'))).statusCode).toBe(403);
      expect((await vote(API.vote.path, id, 'sim', await t.headersFor('colaborador'))).statusCode).toBe(400);
      expect((await vote(API.publicVote.path, 2_000_000_000, true, undefined, '10.20.0.2')).statusCode).toBe(404);
    });

    it(`limits a visitor to ${PUBLIC_VOTES_PER_MINUTE} votes a minute`, async () => {
      const id = await createQuestion({ pergunta: 'Tem bicicletas?', resposta: '<p>Não.</p>', publica: true });
      const statuses: number[] = [];
      for (let i = 0; i <= PUBLIC_VOTES_PER_MINUTE; i++)
        statuses.push((await vote(API.publicVote.path, id, true, undefined, '10.20.0.3')).statusCode);
      expect(statuses.slice(0, PUBLIC_VOTES_PER_MINUTE).every((s) => s === 200)).toBe(true);
      expect(statuses[PUBLIC_VOTES_PER_MINUTE]).toBe(429);
      expect((await vote(API.publicVote.path, id, true, undefined, '10.20.0.4')).statusCode).toBe(200);
      expect((await counts(id)).sim).toBe(PUBLIC_VOTES_PER_MINUTE + 1);
    });
  });

  describe('staff', () => {
    const table = async (body: object, account: 'rhGestor' | 'colaborador' = 'rhGestor') =>
      t.app.inject({ method: 'POST', url: API.table.path, headers: await t.headersFor(account), payload: body });

    it('refuses the table without a token (401) and to a plain employee (403)', async () => {
      expect((await t.app.inject({ method: 'POST', url: API.table.path, payload: {} })).statusCode).toBe(401);
      expect((await table({}, 'colaborador')).statusCode).toBe(403);
    });

    it('pages the questions in SQL with the votes, filtered and searched', async () => {
      const first = await table({ limit: 5 });
      expect(first.statusCode).toBe(200);
      expect(first.json().perguntas).toHaveLength(5);
      expect(first.json().total).toBeGreaterThanOrEqual(30);
      const publicOnes = await table({ publica: true, limit: 100 });
      expect(publicOnes.json().perguntas.every((q: { publica: boolean }) => q.publica)).toBe(true);
      const search = await table({ q: 'holerite', limit: 100 });
      expect(search.json().perguntas[0]).toMatchObject({
        pergunta: 'Onde encontro meu holerite?',
        categoria: 'Salário e benefícios',
        ajudou_sim: 52,
        ajudou_nao: 2,
      });
      expect((await table({ limit: 101 })).statusCode).toBe(400);
      expect((await table({ q: 'x'.repeat(201) })).statusCode).toBe(400);
    });

    it('sanitizes the answer on the server and refuses one left empty', async () => {
      const id = await createQuestion({
        pergunta: 'Posso levar visitantes?',
        resposta: '<p onclick="alert(1)">Sim, com <strong>crachá</strong>.</p><script>alert(2)</script>',
      });
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/faq/pergunta/${id}`,
        headers: await t.headersFor('rhGestor'),
      });
      expect(res.json().rh_faq_pergunta[0].resposta).toBe('<p>Sim, com <strong>crachá</strong>.</p>');
      const headers = await t.headersFor('rhSolicitante');
      const empty = await t.app.inject({
        method: 'POST',
        url: FAQ_QUESTION_API.create.path,
        headers,
        payload: { object: { id_categoria: categoryId, pergunta: 'Vazia?', resposta: '<script>x</script>' } },
      });
      expectInvalidField(empty, 'object.resposta', MSG.required);
      const missing = await t.app.inject({
        method: 'POST',
        url: FAQ_QUESTION_API.create.path,
        headers,
        payload: { object: { id_categoria: categoryId, pergunta: '' } },
      });
      expectInvalidField(missing, 'object.pergunta', MSG.required);
      expectInvalidField(missing, 'object.resposta', MSG.required);
    });

    it('refuses a second question with the same title (409) and deleting a category in use (409)', async () => {
      const again = await t.app.inject({
        method: 'POST',
        url: FAQ_QUESTION_API.create.path,
        headers: await t.headersFor('rhSolicitante'),
        payload: {
          object: { id_categoria: categoryId, pergunta: 'COMO SOLICITO MINHAS FÉRIAS?', resposta: '<p>x</p>' },
        },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(FAQ_MSG.questionTaken);
      const remove = await t.app.inject({
        method: 'DELETE',
        url: FAQ_CATEGORY_API.remove.path.replace(':id', String(categoryId)),
        headers: await t.headersFor('rhGestor'),
      });
      expect(remove.statusCode).toBe(409);
    });
  });
});
