import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, type Endpoint } from '@intranet/shared/api/endpoint';
import { HANDBOOK_CHAPTER_API as CHAPTERS } from '@intranet/shared/handbook/handbook.contract';
import { READ_CONFIRMATIONS_API as API } from '@intranet/shared/read-confirmations/read-confirmations.contract';
import { READ_CONFIRMATIONS_MSG } from '@intranet/shared/read-confirmations/read-confirmations.messages';
import type { ReadFigures } from '@intranet/shared/read-confirmations/read-confirmations.schemas';
import { sqlRows } from '../../db/sql';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('read confirmations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const send = (
    endpoint: Endpoint,
    headers?: Record<string, string>,
    options: { params?: Record<string, unknown>; query?: Record<string, string>; body?: unknown } = {},
  ) => {
    const search = options.query ? `?${new URLSearchParams(options.query)}` : '';
    return t.app.inject({
      method: endpoint.method,
      url: `${fillPath(endpoint.path, options.params)}${search}`,
      headers,
      payload: options.body as never,
    });
  };
  const as = (key: Parameters<TestApp['headersFor']>[0], role?: string) => t.headersFor(key, role);
  const hr = () => as('rhGestor', 'rh:gestor');
  const one = async <T>(query: ReturnType<typeof sql>) => (await sqlRows<T>(t.database.db, query))[0];
  const count = async (query: ReturnType<typeof sql>) => Number((await one<{ n: number }>(query)).n);

  /** A mandatory active chapter in a new part. */
  let parts = 0;
  const newChapter = async (requer_leitura = true) => {
    const part = await one<{ id: number }>(
      sql`insert into rh_manual_categoria (titulo) values (${`Parte de leitura ${++parts}`}) returning id`,
    );
    const chapter = await one<{ id: number }>(
      sql`insert into rh_manual_capitulo (id_categoria, titulo, texto, requer_leitura)
          values (${part.id}, ${`Capítulo de leitura ${parts}`}, '<p>Texto.</p>', ${requer_leitura}) returning id`,
    );
    return chapter.id;
  };
  /** A news item whose audience is one department of one company. */
  const newNews = async (values: { empresa: number | null; departamento: number | null; ativo?: boolean }) =>
    (
      await one<{ id: number }>(
        sql`insert into rh_noticia (titulo, requer_lido, ativo, id_empresa, id_departamento, publicado_em)
            values ('Nova política de reembolso', true, ${values.ativo ?? true}, ${values.empresa}, ${values.departamento}, now())
            returning id`,
      )
    ).id;
  const placeOf = (key: keyof TestApp['accounts']) =>
    one<{ id_empresa: number; id_departamento: number }>(
      sql`select id_empresa, id_departamento from rh_usuario where id = ${t.accounts[key].usuarioId}`,
    );
  const activeEmployees = () => count(sql`select count(*) as n from rh_usuario where funcionario and ativo`);

  describe('confirming', () => {
    it('refuses without a token (401), to a candidate (403) and bad input (400)', async () => {
      const id = await newChapter();
      expect((await send(API.confirm, undefined, { params: { tipo: 'manual', id } })).statusCode).toBe(401);
      expect((await send(API.confirm, await as('candidato'), { params: { tipo: 'manual', id } })).statusCode).toBe(403);
      for (const params of [
        { tipo: 'video', id },
        { tipo: 'manual', id: 'abc' },
      ]) {
        const res = await send(API.confirm, await as('colaborador'), { params });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Dados inválidos.');
      }
    });

    it('keeps the first instant of a second confirmation', async () => {
      const id = await newChapter();
      const first = await send(API.confirm, await as('colaborador'), { params: { tipo: 'manual', id } });
      expect(first.statusCode).toBe(200);
      const again = await send(API.confirm, await as('colaborador'), { params: { tipo: 'manual', id } });
      expect(again.json().confirmado_em).toBe(first.json().confirmado_em);
      expect(await count(sql`select count(*) as n from rh_leitura where tipo = 'manual' and id_item = ${id}`)).toBe(1);
    });

    it('answers 404 for an unknown or inactive item and for a news item outside the reader audience', async () => {
      const own = await placeOf('colaborador');
      const other = await one<{ id: number; id_empresa: number }>(
        sql`select id, id_empresa from rh_departamento where id <> ${own.id_departamento} order by id limit 1`,
      );
      const outside = await newNews({ empresa: other.id_empresa, departamento: other.id });
      const inside = await newNews({ empresa: own.id_empresa, departamento: own.id_departamento });
      const inactive = await newNews({ empresa: null, departamento: null, ativo: false });
      const hidden = await newChapter();
      await t.database.db.execute(sql`update rh_manual_capitulo set ativo = false where id = ${hidden}`);
      const reader = await as('colaborador');
      for (const params of [
        { tipo: 'noticia', id: outside },
        { tipo: 'noticia', id: inactive },
        { tipo: 'noticia', id: 2_000_000_000 },
        { tipo: 'manual', id: hidden },
        { tipo: 'manual', id: 2_000_000_000 },
      ]) {
        const res = await send(API.confirm, reader, { params });
        expect(res.statusCode, JSON.stringify(params)).toBe(404);
        expect(res.json().message).toBe(READ_CONFIRMATIONS_MSG.notFound);
      }
      expect((await send(API.confirm, reader, { params: { tipo: 'noticia', id: inside } })).statusCode).toBe(200);
    });
  });

  describe('pending', () => {
    it('refuses without a token (401) and to a candidate (403)', async () => {
      expect((await send(API.pending)).statusCode).toBe(401);
      expect((await send(API.pending, await as('candidato'))).statusCode).toBe(403);
    });

    it("lists the reader's mandatory items until confirmed; a new version makes a chapter pending again", async () => {
      const id = await newChapter();
      const optional = await newChapter(false);
      const titles = async () =>
        ((await send(API.pending, await as('novo'))).json().pendentes as { tipo: string; id: number }[])
          .filter((p) => p.tipo === 'manual')
          .map((p) => p.id);
      expect(await titles()).toContain(id);
      expect(await titles()).not.toContain(optional);
      await send(API.confirm, await as('novo'), { params: { tipo: 'manual', id } });
      expect(await titles()).not.toContain(id);
      const edit = await send(CHAPTERS.update, await as('rhSolicitante', 'rh:solicitante'), {
        params: { id },
        body: { object: { nova_leitura: true } },
      });
      expect(edit.statusCode).toBe(200);
      expect(await titles()).toContain(id);
    });

    it('holds the two seeded mandatory chapters for the demo employee', async () => {
      const res = await send(API.pending, await as('colaborador'));
      const seeded = (res.json().pendentes as { titulo: string }[]).map((p) => p.titulo);
      expect(seeded).toEqual(expect.arrayContaining(['Código de conduta', 'Segurança da informação e LGPD']));
    });
  });

  describe('report', () => {
    const figuresOf = async (tipo: string, id: number): Promise<ReadFigures> => {
      const res = await send(API.report, await hr(), { query: { tipo, limit: '100' } });
      expect(res.statusCode).toBe(200);
      return (res.json().itens as ReadFigures[]).find((i) => i.id === id)!;
    };

    it('refuses without a token (401), to an employee or a candidate (403) and a bad page (400)', async () => {
      expect((await send(API.report)).statusCode).toBe(401);
      for (const key of ['colaborador', 'candidato', 'marketing'] as const)
        expect((await send(API.report, await as(key))).statusCode).toBe(403);
      expect((await send(API.report, await hr(), { query: { limit: '0' } })).statusCode).toBe(400);
      expect((await send(API.report, await hr(), { query: { tipo: 'video' } })).statusCode).toBe(400);
    });

    it('counts the audience of a department news item exactly, confirmations outside it ignored', async () => {
      const place = await placeOf('colaborador');
      const id = await newNews({ empresa: place.id_empresa, departamento: place.id_departamento });
      const audience = await sqlRows<{ id: number }>(
        t.database.db,
        sql`select id from rh_usuario where funcionario and ativo and id_departamento = ${place.id_departamento} order by id`,
      );
      expect(audience.length).toBeGreaterThanOrEqual(3);
      await send(API.confirm, await as('colaborador'), { params: { tipo: 'noticia', id } });
      const colleague = audience.find((u) => u.id !== t.accounts.colaborador.usuarioId)!;
      const outsider = await one<{ id: number }>(
        sql`select id from rh_usuario where funcionario and id_departamento <> ${place.id_departamento} limit 1`,
      );
      await t.database.db.execute(sql`insert into rh_leitura (tipo, id_item, versao, id_usuario)
        values ('noticia', ${id}, 1, ${colleague.id}), ('noticia', ${id}, 1, ${outsider.id})`);
      const figures = await figuresOf('noticia', id);
      expect(figures).toMatchObject({
        tipo: 'noticia',
        publico: audience.length,
        confirmados: 2,
        pendentes: audience.length - 2,
        percentual: Math.round(2000 / audience.length) / 10,
      });
      // An employee who leaves the department stops counting, as the audience is evaluated today.
      await t.database.db.execute(sql`update rh_usuario set ativo = false where id = ${colleague.id}`);
      expect(await figuresOf('noticia', id)).toMatchObject({ publico: audience.length - 1, confirmados: 1 });
      await t.database.db.execute(sql`update rh_usuario set ativo = true where id = ${colleague.id}`);
    });

    it('shows the seeded chapters with every active employee as audience and the current version confirmations', async () => {
      const total = await activeEmployees();
      const res = await send(API.report, await hr(), { query: { tipo: 'manual', busca: 'Código de conduta' } });
      const [conduct] = res.json().itens as ReadFigures[];
      const confirmed = await count(
        sql`select count(*) as n from rh_leitura l join rh_usuario u on u.id = l.id_usuario and u.funcionario and u.ativo
            join rh_manual_capitulo c on c.id = l.id_item and c.versao = l.versao
            where l.tipo = 'manual' and c.titulo = 'Código de conduta'`,
      );
      expect(confirmed).toBeGreaterThan(0);
      expect(conduct).toMatchObject({ titulo: 'Código de conduta', publico: total, confirmados: confirmed });
      expect(res.json().total).toBe(1);
    });

    it('a new version makes everyone pending again and the old confirmations stop counting', async () => {
      const id = await newChapter();
      for (const key of ['colaborador', 'rhGestor'] as const)
        await send(API.confirm, await as(key), { params: { tipo: 'manual', id } });
      const total = await activeEmployees();
      expect(await figuresOf('manual', id)).toMatchObject({
        publico: total,
        confirmados: 2,
        pendentes: total - 2,
        versao: 1,
      });
      await send(CHAPTERS.update, await as('rhSolicitante', 'rh:solicitante'), {
        params: { id },
        body: { object: { nova_leitura: true } },
      });
      expect(await figuresOf('manual', id)).toMatchObject({
        confirmados: 0,
        pendentes: total,
        percentual: 0,
        versao: 2,
      });
      expect(await count(sql`select count(*) as n from rh_leitura where tipo = 'manual' and id_item = ${id}`)).toBe(2);
      await send(API.confirm, await as('colaborador'), { params: { tipo: 'manual', id } });
      expect(await figuresOf('manual', id)).toMatchObject({ confirmados: 1 });
    });

    it('pages in SQL with the total of mandatory active items', async () => {
      const all = (await send(API.report, await hr(), { query: { limit: '100' } })).json();
      const page = (await send(API.report, await hr(), { query: { limit: '2', offset: '1' } })).json();
      expect(page.total).toBe(all.total);
      expect(page.itens.map((i: ReadFigures) => `${i.tipo}${i.id}`)).toEqual(
        all.itens.slice(1, 3).map((i: ReadFigures) => `${i.tipo}${i.id}`),
      );
      const beyond = (await send(API.report, await hr(), { query: { offset: '1000' } })).json();
      expect(beyond).toEqual({ total: all.total, itens: [] });
      expect(all.itens.every((i: ReadFigures) => i.publico === i.confirmados + i.pendentes)).toBe(true);
    });
  });

  describe('detail and reminders', () => {
    it('refuses without a token (401), to an employee (403), bad filters (400) and an unknown item (404)', async () => {
      const params = { tipo: 'manual', id: await newChapter() };
      expect((await send(API.detail, undefined, { params })).statusCode).toBe(401);
      expect((await send(API.remind, undefined, { params })).statusCode).toBe(401);
      for (const key of ['colaborador', 'candidato'] as const) {
        expect((await send(API.detail, await as(key), { params })).statusCode).toBe(403);
        expect((await send(API.remind, await as(key), { params })).statusCode).toBe(403);
      }
      // HR requesters see the report; reminding is for managers.
      expect((await send(API.detail, await as('rhSolicitante', 'rh:solicitante'), { params })).statusCode).toBe(200);
      expect((await send(API.remind, await as('rhSolicitante', 'rh:solicitante'), { params })).statusCode).toBe(403);
      expect((await send(API.detail, await hr(), { params, query: { status: 'talvez' } })).statusCode).toBe(400);
      for (const endpoint of [API.detail, API.remind]) {
        const res = await send(endpoint, await hr(), { params: { tipo: 'noticia', id: 2_000_000_000 } });
        expect(res.statusCode).toBe(404);
      }
    });

    it('lists each person with status and instant, filtered by status and department', async () => {
      const place = await placeOf('colaborador');
      const id = await newNews({ empresa: place.id_empresa, departamento: null });
      await send(API.confirm, await as('colaborador'), { params: { tipo: 'noticia', id } });
      const params = { tipo: 'noticia', id };
      const audience = await count(
        sql`select count(*) as n from rh_usuario where funcionario and ativo and id_empresa = ${place.id_empresa}`,
      );
      const all = (await send(API.detail, await hr(), { params, query: { limit: '100' } })).json();
      expect(all.total).toBe(audience);
      expect(all.item).toMatchObject({ publico: audience, confirmados: 1, pendentes: audience - 1 });
      const confirmed = (await send(API.detail, await hr(), { params, query: { status: 'confirmado' } })).json();
      expect(confirmed.total).toBe(1);
      expect(confirmed.pessoas).toEqual([
        expect.objectContaining({
          id_usuario: t.accounts.colaborador.usuarioId,
          nome: 'Carlos Colaborador',
          status: 'confirmado',
          confirmado_em: expect.any(String),
          empresa: expect.any(String),
        }),
      ]);
      const pending = (
        await send(API.detail, await hr(), { params, query: { status: 'pendente', limit: '100' } })
      ).json();
      expect(pending.total).toBe(audience - 1);
      expect(
        pending.pessoas.every(
          (p: { status: string; confirmado_em: null }) => p.status === 'pendente' && !p.confirmado_em,
        ),
      ).toBe(true);
      const inDepartment = await count(
        sql`select count(*) as n from rh_usuario where funcionario and ativo and id_departamento = ${place.id_departamento}`,
      );
      const byDepartment = (
        await send(API.detail, await hr(), { params, query: { departamento: String(place.id_departamento) } })
      ).json();
      expect(byDepartment.total).toBe(inDepartment);
      expect(all.departamentos.map((d: { id: number }) => d.id)).toContain(place.id_departamento);
      const page = (await send(API.detail, await hr(), { params, query: { limit: '3', offset: '3' } })).json();
      expect(page.pessoas.map((p: { id_usuario: number }) => p.id_usuario)).toEqual(
        all.pessoas.slice(3, 6).map((p: { id_usuario: number }) => p.id_usuario),
      );
    });

    it('reminds exactly the pending people once, records it, and sends nothing when nobody is pending', async () => {
      const place = await placeOf('colaborador');
      const id = await newNews({ empresa: place.id_empresa, departamento: place.id_departamento });
      await send(API.confirm, await as('colaborador'), { params: { tipo: 'noticia', id } });
      const pendingIds = (
        await sqlRows<{ id: number }>(
          t.database.db,
          sql`select id from rh_usuario where funcionario and ativo and id_departamento = ${place.id_departamento}
              and id <> ${t.accounts.colaborador.usuarioId} order by id`,
        )
      ).map((r) => Number(r.id));
      expect(pendingIds.length).toBeGreaterThan(0);
      const messagesBefore = await count(sql`select count(*) as n from notificacao_mensagem`);
      const res = await send(API.remind, await hr(), { params: { tipo: 'noticia', id } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        notificados: pendingIds.length,
        lembrete: { enviado_por: 'Renata Gestora', quantidade: pendingIds.length, versao: 1 },
      });
      expect(await count(sql`select count(*) as n from notificacao_mensagem`)).toBe(messagesBefore + 1);
      const delivered = await sqlRows<{ id_usuario: number; msg: string }>(
        t.database.db,
        sql`select d.id_usuario, m.data->>'msg' as msg from notificacao_usuario d
            join notificacao_mensagem m on m.id = d.id_mensagem
            where m.data->>'modulo' = 'leitura' and (m.data->>'id_item')::int = ${id} order by d.id_usuario`,
      );
      expect(delivered.map((d) => Number(d.id_usuario))).toEqual(pendingIds);
      expect(delivered[0].msg).toBe('Lembrete: confirme a leitura de "Nova política de reembolso".');
      const detail = (await send(API.detail, await hr(), { params: { tipo: 'noticia', id } })).json();
      expect(detail.lembretes).toEqual([res.json().lembrete]);

      await t.database.db.execute(sql`insert into rh_leitura (tipo, id_item, versao, id_usuario)
        select 'noticia', ${id}, 1, u from unnest(${`{${pendingIds.join(',')}}`}::int[]) as u`);
      const none = await send(API.remind, await hr(), { params: { tipo: 'noticia', id } });
      expect(none.json()).toEqual({ notificados: 0, lembrete: null });
      expect(await count(sql`select count(*) as n from notificacao_mensagem`)).toBe(messagesBefore + 1);
    });
  });
});
