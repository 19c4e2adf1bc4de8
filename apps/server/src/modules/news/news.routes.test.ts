import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_MSG } from '@intranet/shared/news/news.messages';
import { MSG } from '@intranet/shared/validation/messages';
import {
  arquivo,
  categoria,
  departamento,
  empresa,
  leitura,
  noticia,
  notificacaoMensagem,
  notificacaoUsuario,
  usuario,
  usuarioRole,
} from '../../db/schema';
import { rectanglePng } from '../../db/seed/png';
import { createTestApp, type TestApp } from '../../test/test-app';

type Who = Parameters<TestApp['headersFor']>[0];
type Card = { id: number; titulo: string; fixado: boolean; confirmado: boolean; importante: boolean };

describe('news', () => {
  let t: TestApp;
  let images: string[];
  let csvFile: string;
  let ids: { bitcom: number; vetorial: number; rh: number; marketing: number; vetorialTi: number };
  let categories: number[];

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    images = (await db.select({ id: arquivo.id }).from(arquivo).where(eq(arquivo.mime, 'image/png')).limit(3)).map(
      (r) => r.id,
    );
    const [csv] = await db
      .insert(arquivo)
      .values({ bucket: 'importacoes', nome: 'leads.csv', mime: 'text/csv', tamanho: 10, chave: 'importacoes/x' })
      .returning({ id: arquivo.id });
    csvFile = csv.id;
    const companies = await db.select().from(empresa);
    const company = (nome: string) => companies.find((c) => c.nome === nome)!.id;
    const dep = async (companyId: number, nome: string) =>
      (
        await db
          .select({ id: departamento.id })
          .from(departamento)
          .where(and(eq(departamento.id_empresa, companyId), eq(departamento.nome, nome)))
      )[0].id;
    ids = {
      bitcom: company('Bitcom'),
      vetorial: company('Vetorial'),
      rh: await dep(company('Bitcom'), 'Recursos Humanos'),
      marketing: await dep(company('Bitcom'), 'Marketing'),
      vetorialTi: await dep(company('Vetorial'), 'Tecnologia'),
    };
    categories = (await db.select({ id: categoria.id }).from(categoria).orderBy(categoria.id)).map((c) => c.id);
  });
  afterAll(async () => t?.close());

  async function call(method: string, url: string, who: Who | null, payload?: unknown) {
    const headers = who ? await t.headersFor(who) : {};
    const res = await t.app.inject({ method: method as 'GET', url, headers, payload: payload as never });
    return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null };
  }

  const item = (over: Record<string, unknown> = {}) => ({
    titulo: 'Inauguração da nova sede em Contagem',
    resumo: 'A sede de Contagem abre as portas na próxima semana.',
    fonte: 'Diretoria',
    url: 'https://exemplo.com.br/sede',
    texto: '<p>Venha conhecer a <strong>nova sede</strong>.</p>',
    imagem_capa: images[0],
    imagem_auxiliar: images[1],
    categoria: categories[0],
    hashtag: 'sede;contagem;',
    importante: false,
    requer_lido: false,
    ativo: true,
    provedor: null,
    departamento: null,
    ...over,
  });
  const create = (who: Who, over: Record<string, unknown> = {}) =>
    call('POST', '/v1/noticias', who, { object: item(over) });
  const createdId = async (over: Record<string, unknown> = {}) => {
    const res = await create('rhSolicitante', over);
    expect(res.status).toBe(200);
    return res.body.insert_rh_noticia_one.id as number;
  };
  const feed = async (who: Who, query = '') => {
    const res = await call('GET', `/v1/noticias/feed?limit=48${query}`, who);
    expect(res.status).toBe(200);
    return res.body as { total: number; itens: Card[] };
  };
  const seeded = async (titulo: string) =>
    (await t.database.db.select().from(noticia).where(eq(noticia.titulo, titulo)))[0];

  describe('access', () => {
    it('refuses every call without a token with 401', async () => {
      for (const [method, url] of [
        ['GET', '/v1/noticias/feed'],
        ['GET', '/v1/noticias/feed/1'],
        ['GET', '/v1/noticias/categorias'],
        ['POST', '/v1/noticias/sugestao'],
        ['GET', '/v1/noticias'],
        ['GET', '/v1/noticias/1'],
        ['POST', '/v1/noticias'],
        ['PUT', '/v1/noticias/1'],
        ['PATCH', '/v1/noticias/1/status'],
        ['DELETE', '/v1/noticias/1'],
      ])
        expect((await call(method, url, null, method === 'GET' ? undefined : {})).status, url).toBe(401);
    });

    it('refuses a candidate the feed, the articles and the suggestions with 403', async () => {
      const { id } = await seeded('Festa de fim de ano: inscrições abertas');
      expect((await call('GET', '/v1/noticias/feed', 'candidato')).status).toBe(403);
      expect((await call('GET', `/v1/noticias/feed/${id}`, 'candidato')).status).toBe(403);
      expect((await call('GET', '/v1/noticias/categorias', 'candidato')).status).toBe(403);
      expect(
        (await call('POST', '/v1/noticias/sugestao', 'candidato', { titulo: 'a', resumo: 'b', texto: 'c' })).status,
      ).toBe(403);
    });

    it('keeps the staff calls to the news area: employees 403, requesters write, managers delete', async () => {
      const id = await createdId();
      expect((await call('GET', '/v1/noticias', 'colaborador')).status).toBe(403);
      expect((await call('GET', `/v1/noticias/${id}`, 'marketing')).status).toBe(403);
      expect((await create('colaborador')).status).toBe(403);
      expect((await call('PATCH', `/v1/noticias/${id}/status`, 'colaborador', { ativo: false })).status).toBe(403);
      expect((await call('DELETE', `/v1/noticias/${id}`, 'rhSolicitante')).status).toBe(403);
      expect((await call('GET', `/v1/noticias/${id}`, 'rhSolicitante')).status).toBe(200);
    });

    it('admits the novidades module: a reader lists, a requester writes', async () => {
      const db = t.database.db;
      await db.insert(usuarioRole).values({ id_usuario: t.accounts.marketing.usuarioId, role: 'novidades:leitor' });
      expect((await call('GET', '/v1/noticias', 'marketing')).status).toBe(200);
      expect((await create('marketing')).status).toBe(403);
      await db
        .update(usuarioRole)
        .set({ role: 'novidades:solicitante' })
        .where(
          and(eq(usuarioRole.id_usuario, t.accounts.marketing.usuarioId), eq(usuarioRole.role, 'novidades:leitor')),
        );
      expect((await create('marketing')).status).toBe(200);
      await db
        .delete(usuarioRole)
        .where(
          and(
            eq(usuarioRole.id_usuario, t.accounts.marketing.usuarioId),
            eq(usuarioRole.role, 'novidades:solicitante'),
          ),
        );
    });
  });

  describe('the feed', () => {
    it('shows the reader only the items of their audience', async () => {
      const titles = (await feed('colaborador')).itens.map((c) => c.titulo);
      expect(titles).toContain('Novo fluxo de admissão no Departamento Pessoal'); // Bitcom, Recursos Humanos
      expect(titles).toContain('Corrida solidária Bitcom 5K'); // Bitcom
      expect(titles).toContain('Festa de fim de ano: inscrições abertas'); // everyone
      expect(titles).not.toContain('Rede de fibra chega a Rondonópolis'); // Vetorial
      expect(titles).not.toContain('Treinamento de atendimento humanizado para o Suporte'); // Bitcom, Atendimento
      const marketing = (await feed('marketing')).itens.map((c) => c.titulo);
      expect(marketing).not.toContain('Novo fluxo de admissão no Departamento Pessoal');
      expect(marketing).toContain('Corrida solidária Bitcom 5K');
    });

    it('answers 404 for an item outside the reader’s audience, and for an inactive one', async () => {
      const hr = await seeded('Novo fluxo de admissão no Departamento Pessoal');
      const vetorial = await seeded('Manutenção programada na rede de Cuiabá');
      expect((await call('GET', `/v1/noticias/feed/${hr.id}`, 'colaborador')).status).toBe(200);
      const refused = await call('GET', `/v1/noticias/feed/${hr.id}`, 'marketing');
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe(NEWS_MSG.notFound);
      expect((await call('GET', `/v1/noticias/feed/${vetorial.id}`, 'colaborador')).status).toBe(404);
      const inactive = await createdId({ ativo: false });
      expect((await call('GET', `/v1/noticias/feed/${inactive}`, 'colaborador')).status).toBe(404);
    });

    it('pins mandatory unread items first, then important ones, then the newest', async () => {
      const cards = (await feed('rhGestor')).itens;
      const pinned = cards.filter((c) => c.fixado);
      const rest = cards.filter((c) => !c.fixado);
      expect(cards.slice(0, 2).map((c) => c.titulo)).toEqual([
        'Política de Segurança da Informação 2027',
        'Novo fluxo de admissão no Departamento Pessoal',
      ]);
      expect(pinned.slice(2).every((c) => c.importante)).toBe(true);
      expect(cards.indexOf(rest[0])).toBe(pinned.length);
      expect(rest.every((c) => !c.importante)).toBe(true);
    });

    it('unpins a mandatory item once the reader confirms it, for them only', async () => {
      const id = await createdId({
        titulo: 'Regras do estacionamento',
        requer_lido: true,
        provedor: ids.bitcom,
        departamento: ids.rh,
      });
      const card = async (who: Who) => (await feed(who)).itens.find((c) => c.id === id)!;
      expect(await card('rhGestor')).toMatchObject({ fixado: true, confirmado: false });
      await t.database.db
        .insert(leitura)
        .values({ tipo: 'noticia', id_item: id, id_usuario: t.accounts.rhGestor.usuarioId });
      expect(await card('rhGestor')).toMatchObject({ fixado: false, confirmado: true });
      expect(await card('colaborador')).toMatchObject({ fixado: true, confirmado: false });
      const article = await call('GET', `/v1/noticias/feed/${id}`, 'rhGestor');
      expect(article.body.confirmado_em).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect((await call('GET', `/v1/noticias/feed/${id}`, 'colaborador')).body.confirmado_em).toBeNull();
    });

    it('filters by category, by hashtag (any case, with or without #) and by text, paged with a total', async () => {
      const [eventos] = await t.database.db.select().from(categoria).where(eq(categoria.titulo, 'Eventos'));
      const byCategory = await feed('colaborador', `&categoria=${eventos.id}`);
      expect(byCategory.itens.length).toBeGreaterThan(0);
      expect(
        byCategory.itens.every((c) => (c as unknown as { categoria: { id: number } }).categoria.id === eventos.id),
      ).toBe(true);
      const byTag = await feed('colaborador', `&hashtag=${encodeURIComponent('#SAUDE')}`);
      expect(byTag.itens.map((c) => c.titulo).sort()).toEqual([
        'Campanha de vacinação contra a gripe nas sedes',
        'Plano odontológico: novas clínicas credenciadas',
      ]);
      const byText = await feed('colaborador', '&busca=odontol%C3%B3gico');
      expect(byText.itens.map((c) => c.titulo)).toEqual(['Plano odontológico: novas clínicas credenciadas']);
      const page = await call('GET', '/v1/noticias/feed?limit=3&offset=3', 'colaborador');
      expect(page.body.itens).toHaveLength(3);
      expect(page.body.total).toBe((await feed('colaborador')).total);
      expect((await call('GET', '/v1/noticias/feed?limit=500', 'colaborador')).status).toBe(400);
    });

    it('lists the active categories with colour and icon', async () => {
      const res = await call('GET', '/v1/noticias/categorias', 'colaborador');
      expect(res.status).toBe(200);
      expect(res.body.categorias).toEqual(
        expect.arrayContaining([{ id: expect.any(Number), titulo: 'Eventos', color: '#2e7d32', icone: 'event' }]),
      );
    });
  });

  describe('register and edit', () => {
    it('creates an item, with the text sanitized, the hashtags normalized and the department’s company', async () => {
      const texto = [
        '<p style="text-align: center">Olá <strong>equipe</strong></p>',
        '<script>alert(1)</script>',
        '<img src="x" onerror="alert(1)">',
        `<img src="/v1/files/${images[2]}" alt="ok" />`,
        '<p><a href="javascript:alert(1)">clique</a> <a href="https://exemplo.com.br">site</a></p>',
        '<iframe src="https://mal.example"></iframe><p onclick="roubar()">fim</p>',
      ].join('');
      const id = await createdId({ texto, hashtag: '#Rede; fibra;rede;', departamento: ids.rh });
      const res = await call('GET', `/v1/noticias/${id}`, 'rhSolicitante');
      expect(res.status).toBe(200);
      const html: string = res.body.texto;
      expect(html).toContain('<p style="text-align:center">Olá <strong>equipe</strong></p>');
      expect(html).toContain(`<img src="/v1/files/${images[2]}" alt="ok" />`);
      expect(html).toContain('<a href="https://exemplo.com.br">site</a>');
      for (const bad of ['<script', 'onerror', 'javascript:', '<iframe', 'onclick', 'alert(1)'])
        expect(html).not.toContain(bad);
      expect(res.body).toMatchObject({
        hashtag: 'Rede;fibra;',
        provedor: ids.bitcom,
        departamento: ids.rh,
        provedor_nome: 'Bitcom',
        departamento_nome: 'Recursos Humanos',
        imagem_capa: images[0],
        imagem_auxiliar: images[1],
        ativo: true,
        sugestao: false,
      });
      expect(res.body.publicado_em).not.toBeNull();
      const article = await call('GET', `/v1/noticias/feed/${id}`, 'colaborador');
      expect(article.body.texto).toBe(html);
      expect((await feed('colaborador', '&hashtag=REDE')).itens.map((c) => c.id)).toContain(id);
    });

    it('refuses bad input with the spec’s texts', async () => {
      const refused = async (over: Record<string, unknown>, message: string, path: string) => {
        const res = await create('rhSolicitante', over);
        expect(res.status, message).toBe(400);
        expect(res.body.message).toBe(message);
        expect(res.body.fields[0].path.replace(/^object\./, '')).toBe(path);
      };
      await refused({ titulo: '  ' }, MSG.required, 'titulo');
      await refused({ categoria: undefined }, MSG.required, 'categoria');
      await refused({ imagem_capa: undefined }, NEWS_MSG.coverFormat, 'imagem_capa');
      await refused({ imagem_capa: 'capa.gif' }, NEWS_MSG.coverFormat, 'imagem_capa');
      await refused({ imagem_capa: csvFile }, NEWS_MSG.coverFormat, 'imagem_capa');
      await refused({ imagem_capa: '00000000-0000-4000-8000-000000000000' }, NEWS_MSG.coverFormat, 'imagem_capa');
      await refused({ imagem_auxiliar: csvFile }, NEWS_MSG.auxiliaryFormat, 'imagem_auxiliar');
      await refused({ hashtag: 'duas palavras;' }, NEWS_MSG.hashtagSpaces, 'hashtag');
      await refused({ url: 'javascript:alert(1)' }, MSG.url, 'url');
      await refused({ titulo: 'x'.repeat(201) }, NEWS_MSG.max(200), 'titulo');
      await refused({ categoria: 999999 }, NEWS_MSG.unknownCategory, 'categoria');
      await refused({ provedor: ids.vetorial, departamento: ids.rh }, NEWS_MSG.departmentElsewhere, 'departamento');
    });

    it('edits an item and answers 404 for an unknown one', async () => {
      const id = await createdId();
      const res = await call('PUT', `/v1/noticias/${id}`, 'rhSolicitante', {
        object: item({ titulo: 'Sede de Contagem: nova data', imagem_auxiliar: null }),
      });
      expect(res.status).toBe(200);
      expect(res.body.update_rh_noticia_by_pk).toMatchObject({
        id,
        titulo: 'Sede de Contagem: nova data',
        imagem_auxiliar: null,
      });
      expect((await call('PUT', '/v1/noticias/999999', 'rhSolicitante', { object: item() })).status).toBe(404);
      expect((await call('GET', '/v1/noticias/999999', 'rhSolicitante')).status).toBe(404);
      const history = await call('POST', '/v1/admin/log/history', 'rhSolicitante', {
        tabelas: 'rh_noticia',
        id_item: id,
      });
      expect(history.status).toBe(200);
      expect(history.body.rh_logs_rh.map((l: { operacao: string }) => l.operacao).sort()).toEqual(['INSERT', 'UPDATE']);
    });

    it('notifies exactly the audience when an item is first saved active and important, once', async () => {
      const db = t.database.db;
      const audience = (
        await db
          .select({ id: usuario.id })
          .from(usuario)
          .where(
            and(
              eq(usuario.funcionario, true),
              eq(usuario.ativo, true),
              eq(usuario.id_empresa, ids.bitcom),
              eq(usuario.id_departamento, ids.marketing),
            ),
          )
      ).map((r) => r.id);
      expect(audience).toContain(t.accounts.marketing.usuarioId);
      const id = await createdId({
        titulo: 'Lançamento do plano 1 Giga',
        importante: true,
        ativo: false,
        provedor: ids.bitcom,
        departamento: ids.marketing,
      });
      const notified = async () => {
        const messages = await db
          .select({ id: notificacaoMensagem.id })
          .from(notificacaoMensagem)
          .where(
            and(
              sql`${notificacaoMensagem.data}->>'modulo' = 'noticia'`,
              sql`${notificacaoMensagem.data}->>'id_noticia' = ${String(id)}`,
              sql`${notificacaoMensagem.data}->>'msg' = ${NEWS_MSG.importantNotice('Lançamento do plano 1 Giga')}`,
            ),
          );
        if (!messages.length) return { messages: 0, users: [] as number[] };
        const users = await db
          .select({ id: notificacaoUsuario.id_usuario })
          .from(notificacaoUsuario)
          .where(
            inArray(
              notificacaoUsuario.id_mensagem,
              messages.map((m) => m.id),
            ),
          );
        return { messages: messages.length, users: users.map((u) => u.id).sort((a, b) => a - b) };
      };
      expect((await notified()).messages).toBe(0);
      expect((await call('PATCH', `/v1/noticias/${id}/status`, 'rhSolicitante', { ativo: true })).body).toEqual({
        id,
        ativo: true,
      });
      expect(await notified()).toEqual({ messages: 1, users: [...audience].sort((a, b) => a - b) });
      await call('PATCH', `/v1/noticias/${id}/status`, 'rhSolicitante', { ativo: false });
      await call('PATCH', `/v1/noticias/${id}/status`, 'rhSolicitante', { ativo: true });
      await call('PUT', `/v1/noticias/${id}`, 'rhSolicitante', {
        object: item({
          titulo: 'Lançamento do plano 1 Giga',
          importante: true,
          provedor: ids.bitcom,
          departamento: ids.marketing,
        }),
      });
      expect((await notified()).messages).toBe(1);
      const card = (await feed('marketing')).itens.find((c) => c.id === id);
      expect(card).toMatchObject({ fixado: true, importante: true });
    });

    it('activates and deactivates; a deactivated item leaves the feed', async () => {
      const id = await createdId();
      expect((await call('PATCH', `/v1/noticias/${id}/status`, 'rhSolicitante', { ativo: false })).status).toBe(200);
      expect((await call('GET', `/v1/noticias/feed/${id}`, 'colaborador')).status).toBe(404);
      expect((await feed('colaborador')).itens.map((c) => c.id)).not.toContain(id);
      expect((await call('PATCH', '/v1/noticias/999999/status', 'rhSolicitante', { ativo: true })).status).toBe(404);
      expect((await call('PATCH', `/v1/noticias/${id}/status`, 'rhSolicitante', { ativo: 'sim' })).status).toBe(400);
    });

    it('deletes an item and its confirmations, for managers', async () => {
      const id = await createdId({ requer_lido: true });
      await t.database.db
        .insert(leitura)
        .values({ tipo: 'noticia', id_item: id, id_usuario: t.accounts.colaborador.usuarioId });
      expect((await call('DELETE', `/v1/noticias/${id}`, 'rhGestor')).body).toEqual({
        delete_rh_noticia_by_pk: { id },
      });
      expect((await call('DELETE', `/v1/noticias/${id}`, 'rhGestor')).status).toBe(404);
      const left = await t.database.db.select().from(leitura).where(eq(leitura.id_item, id));
      expect(left.filter((l) => l.tipo === 'noticia')).toEqual([]);
    });
  });

  describe('the staff table', () => {
    it('lists every item newest first, filtered and paged in SQL', async () => {
      const all = await call('GET', '/v1/noticias?limit=5', 'rhSolicitante');
      expect(all.status).toBe(200);
      expect(all.body.itens).toHaveLength(5);
      expect(all.body.total).toBeGreaterThanOrEqual(13);
      const idsOf = (body: { itens: { id: number }[] }) => body.itens.map((r) => r.id);
      expect(idsOf(all.body)).toEqual([...idsOf(all.body)].sort((a, b) => b - a));
      const vetorial = await call('GET', `/v1/noticias?provedor=${ids.vetorial}&limit=100`, 'rhSolicitante');
      expect(vetorial.body.itens.map((r: { titulo: string }) => r.titulo).sort()).toEqual([
        'Manutenção programada na rede de Cuiabá',
        'Rede de fibra chega a Rondonópolis',
      ]);
      const inactive = await call('GET', '/v1/noticias?ativo=false&limit=100', 'rhSolicitante');
      expect(inactive.body.itens.every((r: { ativo: boolean }) => !r.ativo)).toBe(true);
      const search = await call('GET', '/v1/noticias?busca=CORRIDA', 'rhSolicitante');
      expect(search.body.itens.map((r: { titulo: string }) => r.titulo)).toEqual(['Corrida solidária Bitcom 5K']);
      const future = await call('GET', '/v1/noticias?de=2999-01-01', 'rhSolicitante');
      expect(future.body).toEqual({ total: 0, itens: [] });
      expect((await call('GET', '/v1/noticias?de=ontem', 'rhSolicitante')).status).toBe(400);
    });
  });

  describe('suggestions', () => {
    const png = () => `data:image/png;base64,${rectanglePng(40, 20, [10, 20, 30]).toString('base64')}`;
    const suggestion = (over: Record<string, unknown> = {}) => ({
      titulo: 'Horta comunitária na sede',
      resumo: 'Podemos usar o terraço para uma horta cuidada pelas equipes.',
      texto: '<p>Tenho mudas e posso ajudar a organizar.</p><script>x()</script>',
      imagem_capa_data: png(),
      imagem_capa_format: 'png',
      ...over,
    });

    it('stores an employee’s suggestion as an inactive item for staff to complete', async () => {
      const res = await call('POST', '/v1/noticias/sugestao', 'novo', suggestion());
      expect(res.status).toBe(200);
      const id = res.body.id;
      const staff = await call('GET', '/v1/noticias?sugestao=true&limit=100', 'rhSolicitante');
      const row = staff.body.itens.find((r: { id: number }) => r.id === id);
      expect(row).toMatchObject({ sugestao: true, ativo: false, autor: 'Nicolas Novato', categoria: null });
      expect(row.texto).toBe('<p>Tenho mudas e posso ajudar a organizar.</p>');
      const [stored] = await t.database.db.select().from(arquivo).where(eq(arquivo.id, row.imagem_capa));
      expect(stored.mime).toBe('image/png');
      expect((await call('GET', `/v1/noticias/feed/${id}`, 'novo')).status).toBe(404);
      const mine = await call('GET', '/v1/noticias/sugestao', 'novo');
      expect(mine.body.sugestoes[0]).toMatchObject({ id, titulo: 'Horta comunitária na sede', status: 'em_analise' });
      // Staff complete it (category) and publish it: the badge goes.
      const incomplete = await call('PATCH', `/v1/noticias/${id}/status`, 'rhSolicitante', { ativo: true });
      expect(incomplete.status).toBe(400);
      expect(incomplete.body.message).toBe(NEWS_MSG.incomplete);
      const saved = await call('PUT', `/v1/noticias/${id}`, 'rhSolicitante', {
        object: item({ titulo: row.titulo, imagem_capa: row.imagem_capa, imagem_auxiliar: null, ativo: true }),
      });
      expect(saved.body.update_rh_noticia_by_pk).toMatchObject({
        sugestao: false,
        ativo: true,
        autor: 'Nicolas Novato',
      });
      expect((await call('GET', '/v1/noticias/sugestao', 'novo')).body.sugestoes[0].status).toBe('publicada');
    });

    it('takes a suggestion without a cover', async () => {
      const res = await call('POST', '/v1/noticias/sugestao', 'rhGestor', suggestion({ imagem_capa_data: null }));
      expect(res.status).toBe(200);
    });

    it('refuses a cover that is not PNG or JPEG, or larger than 10 MB, with the spec’s texts', async () => {
      const gif = `data:image/gif;base64,${Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64').toString('base64')}`;
      const refused = async (over: Record<string, unknown>, message: string) => {
        const res = await call('POST', '/v1/noticias/sugestao', 'rhSolicitante', suggestion(over));
        expect(res.status, message).toBe(400);
        expect(res.body.message).toBe(message);
      };
      await refused({ imagem_capa_format: 'gif' }, NEWS_MSG.coverFormat);
      await refused({ imagem_capa_data: gif, imagem_capa_format: 'png' }, NEWS_MSG.coverFormat);
      await refused({ imagem_capa_data: 'bm90IGFuIGltYWdl', imagem_capa_format: 'jpg' }, NEWS_MSG.coverFormat);
      const big = Buffer.alloc(10_485_761, 1);
      rectanglePng(2, 2, [0, 0, 0]).copy(big);
      await refused({ imagem_capa_data: big.toString('base64'), imagem_capa_format: 'png' }, MSG.imageParams);
      await refused({ titulo: '' }, MSG.required);
    });

    it('keeps at most five suggestions waiting per person', async () => {
      for (let i = 0; i < 5; i++)
        expect(
          (await call('POST', '/v1/noticias/sugestao', 'marketing', suggestion({ imagem_capa_data: null }))).status,
        ).toBe(200);
      const res = await call('POST', '/v1/noticias/sugestao', 'marketing', suggestion({ imagem_capa_data: null }));
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(NEWS_MSG.suggestionsWaiting);
    });
  });
});
