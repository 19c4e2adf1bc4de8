import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, type Endpoint } from '@intranet/shared/api/endpoint';
import {
  HANDBOOK_API as API,
  HANDBOOK_CATEGORY_API as CATEGORIES,
  HANDBOOK_CHAPTER_API as CHAPTERS,
} from '@intranet/shared/handbook/handbook.contract';
import { HANDBOOK_MSG } from '@intranet/shared/handbook/handbook.messages';
import { ORDERING_MSG } from '@intranet/shared/ordering/ordering.messages';
import { logsRh, manualCapitulo } from '../../db/schema';
import { sqlRows } from '../../db/sql';
import { expectInvalidField } from '../../test/invalid-field';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('employee handbook', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const send = (
    endpoint: Endpoint,
    headers?: Record<string, string>,
    options: { params?: Record<string, unknown>; body?: unknown } = {},
  ) =>
    t.app.inject({
      method: endpoint.method,
      url: fillPath(endpoint.path, options.params),
      headers,
      payload: options.body as never,
    });
  const staff = () => t.headersFor('rhSolicitante', 'rh:solicitante');
  const manager = () => t.headersFor('rhGestor', 'rh:gestor');
  const reader = () => t.headersFor('colaborador');

  let counter = 0;
  const newCategory = async (ativo = true) => {
    const res = await send(CATEGORIES.create, await staff(), {
      body: { object: { titulo: `Parte de teste ${++counter}`, ativo } },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().insert_rh_manual_categoria_one.id as number;
  };
  const newChapter = async (id_categoria: number, extra: Record<string, unknown> = {}) => {
    const res = await send(CHAPTERS.create, await staff(), {
      body: {
        object: {
          id_categoria,
          titulo: `Capítulo ${++counter}`,
          texto: '<p>Texto do capítulo.</p>',
          ativo: true,
          ...extra,
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().insert_rh_manual_capitulo_one.id as number;
  };

  describe('reading', () => {
    it('refuses the table of contents and a chapter without a token (401) and to a candidate (403)', async () => {
      for (const [endpoint, params] of [
        [API.toc, undefined],
        [API.chapter, { id: 1 }],
      ] as const) {
        expect((await send(endpoint, undefined, { params })).statusCode).toBe(401);
        expect((await send(endpoint, await t.headersFor('candidato'), { params })).statusCode).toBe(403);
      }
    });

    it('shows the seeded handbook in order, the two mandatory chapters pending for the employee', async () => {
      const res = await send(API.toc, await reader());
      expect(res.statusCode).toBe(200);
      const parts = res.json().categorias as { titulo: string; capitulos: { titulo: string; pendente: boolean }[] }[];
      expect(parts.slice(0, 3).map((p) => p.titulo)).toEqual([
        'Conhecendo a empresa',
        'Rotina e benefícios',
        'Conduta e segurança',
      ]);
      expect(parts.slice(0, 3).flatMap((p) => p.capitulos.map((c) => c.titulo))).toEqual([
        'Boas-vindas',
        'Nossa história e valores',
        'Jornada de trabalho e ponto',
        'Férias e folgas',
        'Benefícios',
        'Código de conduta',
        'Segurança da informação e LGPD',
        'Saúde e segurança no trabalho',
      ]);
      const pending = parts.flatMap((p) => p.capitulos.filter((c) => c.pendente).map((c) => c.titulo));
      expect(pending).toEqual(['Código de conduta', 'Segurança da informação e LGPD']);
      const hr = (await send(API.toc, await t.headersFor('rhGestor'))).json();
      expect(
        hr.categorias
          .flatMap((p: { capitulos: { pendente: boolean }[] }) => p.capitulos)
          .some((c: { pendente: boolean }) => c.pendente),
      ).toBe(false);
    });

    it('reads one chapter with its version and date; an inactive or unknown one is 404', async () => {
      const part = await newCategory();
      const id = await newChapter(part, { titulo: 'Capítulo legível', requer_leitura: true });
      const res = await send(API.chapter, await reader(), { params: { id } });
      expect(res.statusCode).toBe(200);
      expect(res.json().capitulo).toMatchObject({
        id,
        titulo: 'Capítulo legível',
        texto: '<p>Texto do capítulo.</p>',
        versao: 1,
        requer_leitura: true,
        confirmado_em: null,
      });
      const hidden = await newChapter(part, { ativo: false });
      for (const missing of [hidden, 2_000_000_000]) {
        const answer = await send(API.chapter, await reader(), { params: { id: missing } });
        expect(answer.statusCode).toBe(404);
        expect(answer.json().message).toBe(HANDBOOK_MSG.chapterNotFound);
      }
      expect((await send(API.chapter, await reader(), { params: { id: 'abc' } })).statusCode).toBe(400);
    });

    it('hides the chapters of an inactive part', async () => {
      const part = await newCategory(false);
      const id = await newChapter(part);
      expect((await send(API.chapter, await reader(), { params: { id } })).statusCode).toBe(404);
      const toc = (await send(API.toc, await reader())).json();
      expect(toc.categorias.some((p: { id: number }) => p.id === part)).toBe(false);
    });
  });

  describe('chapters, staff side', () => {
    it('refuses the staff calls without a token, to a plain employee and to a candidate', async () => {
      for (const endpoint of [
        CHAPTERS.list,
        CHAPTERS.create,
        API.orderChapters,
        CATEGORIES.list,
        API.orderCategories,
      ]) {
        expect((await send(endpoint, undefined, { body: {} })).statusCode).toBe(401);
        for (const account of ['colaborador', 'candidato'] as const)
          expect((await send(endpoint, await t.headersFor(account), { body: {} })).statusCode).toBe(403);
      }
      // HR readers list but do not write; only managers delete.
      const part = await newCategory();
      const id = await newChapter(part);
      const hrReader = await t.headersFor('admin', 'rh:leitor');
      expect((await send(CHAPTERS.list, hrReader, { body: {} })).statusCode).toBe(200);
      expect(
        (await send(CHAPTERS.update, hrReader, { params: { id }, body: { object: { ativo: false } } })).statusCode,
      ).toBe(403);
      expect((await send(CHAPTERS.remove, await staff(), { params: { id } })).statusCode).toBe(403);
      expect((await send(CHAPTERS.remove, await manager(), { params: { id } })).statusCode).toBe(200);
    });

    it('sanitizes the text, puts a new chapter last in its part and records the history', async () => {
      const part = await newCategory();
      const first = await newChapter(part);
      const res = await send(CHAPTERS.create, await staff(), {
        body: {
          object: {
            id_categoria: part,
            titulo: 'Com script',
            texto: '<p onclick="x()">Olá<script>alert(1)</script></p><img src="https://x.test/a.png">',
          },
        },
      });
      expect(res.statusCode).toBe(200);
      const second = res.json().insert_rh_manual_capitulo_one.id;
      const list = (await send(CHAPTERS.list, await staff(), { body: { filtro: { id_categoria: part } } })).json()
        .rh_manual_capitulo;
      expect(list.map((c: { id: number; prioridade: number }) => [c.id, c.prioridade])).toEqual([
        [first, 1],
        [second, 2],
      ]);
      expect(list[1].texto).toBe('<p>Olá</p>');
      expect(list[1].ativo).toBe(false);
      const log = await t.database.db
        .select()
        .from(logsRh)
        .where(and(eq(logsRh.tabela, 'rh_manual_capitulo'), eq(logsRh.id_item, String(second))));
      expect(log.map((e) => [e.operacao, e.id_usuario])).toEqual([['INSERT', t.accounts.rhSolicitante.usuarioId]]);
    });

    it('refuses missing fields, a text that is empty once sanitized and an unknown part with 400', async () => {
      const headers = await staff();
      const part = await newCategory();
      expectInvalidField(
        await send(CHAPTERS.create, headers, {
          body: { object: { id_categoria: part, titulo: '', texto: '<p>a</p>' } },
        }),
        'object.titulo',
        'Campo obrigatório',
      );
      expectInvalidField(
        await send(CHAPTERS.create, headers, {
          body: { object: { id_categoria: part, titulo: 'Vazio', texto: '<script>x</script>' } },
        }),
        'object.texto',
        'Campo obrigatório',
      );
      expectInvalidField(
        await send(CHAPTERS.create, headers, {
          body: { object: { id_categoria: 2_000_000_000, titulo: 'Sem parte', texto: '<p>a</p>' } },
        }),
        'object.id_categoria',
        HANDBOOK_MSG.unknownCategory,
      );
      const long = await send(CHAPTERS.create, headers, {
        body: { object: { id_categoria: part, titulo: 'Longo', texto: `<p>${'a'.repeat(200_001)}</p>` } },
      });
      expect(long.statusCode).toBe(400);
    });

    it('"exigir nova leitura" raises the version; other edits keep it and date only text changes', async () => {
      const part = await newCategory();
      const id = await newChapter(part, { requer_leitura: true });
      const before = (await send(CHAPTERS.get, await staff(), { params: { id } })).json().rh_manual_capitulo[0];
      await t.database.db.execute(
        sql`update rh_manual_capitulo set atualizado_em = now() - interval '10 days' where id = ${id}`,
      );
      const toggled = await send(CHAPTERS.update, await staff(), {
        params: { id },
        body: { object: { ativo: false } },
      });
      expect(toggled.json().update_rh_manual_capitulo_by_pk).toMatchObject({ versao: 1, ativo: false });
      expect(Date.parse(toggled.json().update_rh_manual_capitulo_by_pk.atualizado_em)).toBeLessThan(
        Date.parse(before.atualizado_em),
      );
      const changed = await send(CHAPTERS.update, await staff(), {
        params: { id },
        body: { object: { texto: '<p>Nova regra.</p>', nova_leitura: true } },
      });
      expect(changed.statusCode).toBe(200);
      const row = changed.json().update_rh_manual_capitulo_by_pk;
      expect(row).toMatchObject({ versao: 2, texto: '<p>Nova regra.</p>' });
      expect(Date.parse(row.atualizado_em)).toBeGreaterThanOrEqual(Date.parse(before.atualizado_em));
      expect(Date.parse(row.versao_em)).toBeGreaterThanOrEqual(Date.parse(before.versao_em));
    });

    it('moves a chapter to the end of another part and closes the gap it left', async () => {
      const from = await newCategory();
      const to = await newCategory();
      const [a, b, c] = [await newChapter(from), await newChapter(from), await newChapter(from)];
      const d = await newChapter(to);
      const res = await send(CHAPTERS.update, await staff(), {
        params: { id: a },
        body: { object: { id_categoria: to } },
      });
      expect(res.statusCode).toBe(200);
      const places = await sqlRows<{ id: number; id_categoria: number; prioridade: number }>(
        t.database.db,
        sql`select id, id_categoria, prioridade from rh_manual_capitulo where id in (${a}, ${b}, ${c}, ${d}) order by id_categoria, prioridade`,
      );
      expect(places.map((p) => [p.id, p.id_categoria, p.prioridade])).toEqual([
        [b, from, 1],
        [c, from, 2],
        [d, to, 1],
        [a, to, 2],
      ]);
    });

    it('reorders the chapters of a part; a list that is not exactly its chapters is 400; an unknown part 404', async () => {
      const part = await newCategory();
      const [a, b, c] = [await newChapter(part), await newChapter(part), await newChapter(part)];
      const res = await send(API.orderChapters, await staff(), { body: { id_categoria: part, ids: [c, a, b] } });
      expect(res.statusCode).toBe(200);
      expect(res.json().rh_manual_capitulo.map((x: { id: number; ordem: string }) => x.id)).toEqual([c, a, b]);
      const mismatch = await send(API.orderChapters, await staff(), { body: { id_categoria: part, ids: [a, b] } });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().message).toBe(ORDERING_MSG.orderMismatch);
      const unknown = await send(API.orderChapters, await staff(), { body: { id_categoria: 2_000_000_000, ids: [a] } });
      expect(unknown.statusCode).toBe(404);
      const rows = await t.database.db.select().from(manualCapitulo).where(eq(manualCapitulo.id_categoria, part));
      expect(Object.fromEntries(rows.map((r) => [r.id, r.prioridade]))).toEqual({ [c]: 1, [a]: 2, [b]: 3 });
    });

    it('deletes a chapter with its confirmations and closes the gap', async () => {
      const part = await newCategory();
      const [a, b] = [await newChapter(part, { requer_leitura: true }), await newChapter(part)];
      await t.database.db.execute(
        sql`insert into rh_leitura (tipo, id_item, versao, id_usuario) values ('manual', ${a}, 1, ${t.accounts.colaborador.usuarioId})`,
      );
      expect((await send(CHAPTERS.remove, await manager(), { params: { id: a } })).statusCode).toBe(200);
      const left = await sqlRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from rh_leitura where tipo = 'manual' and id_item = ${a}`,
      );
      expect(left[0].n).toBe(0);
      const [row] = await t.database.db.select().from(manualCapitulo).where(eq(manualCapitulo.id, b));
      expect(row.prioridade).toBe(1);
      expect((await send(CHAPTERS.get, await staff(), { params: { id: a } })).statusCode).toBe(404);
    });
  });

  describe('parts', () => {
    it('lists the parts in order, refuses a repeated title (409) and a part with chapters on delete (409)', async () => {
      const list = (await send(CATEGORIES.list, await staff(), { body: {} })).json().rh_manual_categoria;
      expect(list.slice(0, 3).map((c: { titulo: string; prioridade: number }) => [c.titulo, c.prioridade])).toEqual([
        ['Conhecendo a empresa', 1],
        ['Rotina e benefícios', 2],
        ['Conduta e segurança', 3],
      ]);
      const taken = await send(CATEGORIES.create, await staff(), {
        body: { object: { titulo: 'ROTINA E BENEFÍCIOS' } },
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe(HANDBOOK_MSG.categoryTaken);
      const part = await newCategory();
      await newChapter(part);
      const inUse = await send(CATEGORIES.remove, await manager(), { params: { id: part } });
      expect(inUse.statusCode).toBe(409);
      expect(inUse.json().message).toBe(HANDBOOK_MSG.categoryInUse);
      expectInvalidField(
        await send(CATEGORIES.create, await staff(), { body: { object: { titulo: '' } } }),
        'object.titulo',
        'Campo obrigatório',
      );
    });

    it('reorders the parts and closes the gap of a deleted one', async () => {
      const before = (await send(CATEGORIES.list, await staff(), { body: {} })).json().rh_manual_categoria;
      const ids = before.map((c: { id: number }) => c.id) as number[];
      const reversed = [...ids].reverse();
      const res = await send(API.orderCategories, await staff(), { body: { ids: reversed } });
      expect(res.statusCode).toBe(200);
      expect(res.json().rh_manual_categoria.map((c: { id: number }) => c.id)).toEqual(reversed);
      expect((await send(API.orderCategories, await staff(), { body: { ids: reversed.slice(1) } })).statusCode).toBe(
        400,
      );
      const empty = await newCategory();
      expect((await send(CATEGORIES.remove, await manager(), { params: { id: empty } })).statusCode).toBe(200);
      const after = (await send(CATEGORIES.list, await staff(), { body: {} })).json().rh_manual_categoria;
      expect(after.map((c: { prioridade: number }) => c.prioridade)).toEqual(
        after.map((_: unknown, i: number) => i + 1),
      );
      await send(API.orderCategories, await staff(), {
        body: { ids: after.map((c: { id: number }) => c.id).reverse() },
      });
    });
  });
});
