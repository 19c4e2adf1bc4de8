import { HANDBOOK_CATEGORY_API, HANDBOOK_CHAPTER_API } from '@intranet/shared/handbook/handbook.contract';
import { HANDBOOK_MSG } from '@intranet/shared/handbook/handbook.messages';
import type {
  HandbookCategory,
  HandbookChapter,
  HandbookToc,
  ReadChapter,
} from '@intranet/shared/handbook/handbook.schemas';
import { reorderItems } from '@intranet/shared/ordering/ordered-list';
import { ORDERING_MSG } from '@intranet/shared/ordering/ordering.messages';
import { MSG } from '@intranet/shared/validation/messages';
import { withActor } from '../../db/client';
import { manualCategoria } from '../../db/schema';
import { iso } from '../../db/sql';
import { presentRecord } from '../../platform/crud/crud.presenter';
import { crudService, type CrudService } from '../../platform/crud/crud.service';
import { invalid, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { sanitizeContentHtml } from '../content/content.public';
import { presentCategory, presentChapter } from './handbook.presenter';
import * as repo from './handbook.repository';

const categoryBase = crudService({
  api: HANDBOOK_CATEGORY_API,
  table: manualCategoria,
  present: presentRecord,
  name: { column: 'titulo', taken: HANDBOOK_MSG.categoryTaken },
  messages: { notFound: HANDBOOK_MSG.categoryNotFound, inUse: HANDBOOK_MSG.categoryInUse },
});

/** The handbook's parts: the kit's calls, listed in their order, the gap closed after a delete. */
export const categoryService: typeof categoryBase = {
  ...categoryBase,
  async list({ db }, { filter }) {
    return (await repo.categories(db, filter ?? {})).map(presentCategory);
  },
  async remove(ctx, input) {
    return withActor(ctx.db, ctx.actor.userId, async (tx) => {
      const deleted = await categoryBase.remove({ ...ctx, db: tx }, input);
      await repo.repackCategories(tx);
      return deleted;
    });
  },
};

type ChapterApi = typeof HANDBOOK_CHAPTER_API;
type ChapterValues = ChapterApi['schemas']['input']['_output'];
type ChapterPatch = ChapterApi['schemas']['patch']['_output'];

/** The HTML kept of an editor's text; empty after sanitizing is a missing text. */
function cleanText(html: string): string {
  const clean = sanitizeContentHtml(html);
  if (!clean.replace(/<[^>]*>/g, '').trim() && !/<img\b/i.test(clean))
    throw invalid(MSG.required, [{ path: 'object.texto', message: MSG.required }]);
  return clean;
}

const unknownCategory = () =>
  invalid(HANDBOOK_MSG.unknownCategory, [{ path: 'object.id_categoria', message: HANDBOOK_MSG.unknownCategory }]);

async function presentedChapter(db: OpContext['db'], id: number): Promise<HandbookChapter> {
  const row = await repo.chapter(db, id);
  if (!row) throw notFound(HANDBOOK_MSG.chapterNotFound);
  return presentChapter(row);
}

/**
 * Chapters, staff side: the kit's five calls with the handbook's rules. The text is sanitized; a new
 * chapter goes last in its part, a chapter moved to another part goes last there; "exigir nova
 * leitura" raises the version, so that the confirmations of the former one no longer count.
 */
export const chapterService: CrudService<never, ChapterApi> = {
  // The calls below replace the kit's operations; the config names the contract and the texts.
  config: {
    api: HANDBOOK_CHAPTER_API,
    messages: { notFound: HANDBOOK_MSG.chapterNotFound, inUse: HANDBOOK_MSG.chapterNotFound },
  } as CrudService<never, ChapterApi>['config'],
  repository: undefined as never,
  async list({ db }, { filter }) {
    return (await repo.chapters(db, filter ?? {})).map(presentChapter);
  },
  async get({ db }, { id }) {
    return presentedChapter(db, id);
  },
  async create({ db, actor }, { values }: { values: ChapterValues }) {
    const texto = cleanText(values.texto);
    return withActor(db, actor.userId, async (tx) => {
      if (!(await repo.categoryExists(tx, values.id_categoria))) throw unknownCategory();
      return repo.insertChapter(tx, { ...values, texto });
    });
  },
  async update({ db, actor }, { id, patch }: { id: number; patch: ChapterPatch }) {
    const { nova_leitura, ...fields } = patch;
    const texto = fields.texto === undefined ? undefined : cleanText(fields.texto);
    return withActor(db, actor.userId, async (tx) => {
      const current = await repo.lockChapter(tx, id);
      if (!current) throw notFound(HANDBOOK_MSG.chapterNotFound);
      const now = new Date();
      const set: Parameters<typeof repo.updateChapter>[2] = { ...fields, ...(texto !== undefined && { texto }) };
      const moved = fields.id_categoria !== undefined && fields.id_categoria !== current.id_categoria;
      if (moved) {
        const order = await repo.lockChapterOrder(tx, fields.id_categoria!);
        if (!order) throw unknownCategory();
        set.prioridade = order.length + 1;
      }
      const changedText =
        (set.titulo !== undefined && set.titulo !== current.titulo) ||
        (set.texto !== undefined && set.texto !== current.texto);
      if (changedText || nova_leitura) set.atualizado_em = now;
      if (nova_leitura) {
        set.versao = current.versao + 1;
        set.versao_em = now;
      } else if (fields.requer_leitura && !current.requer_leitura) set.versao_em = now;
      await repo.updateChapter(tx, id, set);
      if (moved) await repo.repackChapters(tx, current.id_categoria);
      return presentedChapter(tx, id);
    });
  },
  async remove({ db, actor }, { id }) {
    return withActor(db, actor.userId, async (tx) => {
      const current = await repo.lockChapter(tx, id);
      if (!current) throw notFound(HANDBOOK_MSG.chapterNotFound);
      await repo.deleteChapter(tx, id);
      await repo.repackChapters(tx, current.id_categoria);
      return { id };
    });
  },
};

/** Every part in the given order (exactly the existing ones). */
export async function orderCategories(ctx: OpContext, ids: number[]): Promise<HandbookCategory[]> {
  return withActor(ctx.db, ctx.actor.userId, async (tx) => {
    const next = reorderItems(await repo.lockCategoryOrder(tx), ids);
    if (!next) throw invalid(ORDERING_MSG.orderMismatch);
    await repo.writeCategoryOrder(tx, next);
    return (await repo.categories(tx)).map(presentCategory);
  });
}

/** Every chapter of a part in the given order (exactly the part's chapters). */
export async function orderChapters(
  ctx: OpContext,
  input: { id_categoria: number; ids: number[] },
): Promise<HandbookChapter[]> {
  return withActor(ctx.db, ctx.actor.userId, async (tx) => {
    const current = await repo.lockChapterOrder(tx, input.id_categoria);
    if (!current) throw notFound(HANDBOOK_MSG.categoryNotFound);
    const next = reorderItems(current, input.ids);
    if (!next) throw invalid(ORDERING_MSG.orderMismatch);
    await repo.writeChapterOrder(tx, next);
    return (await repo.chapters(tx, { id_categoria: input.id_categoria })).map(presentChapter);
  });
}

/** The reader's table of contents: active parts with their active chapters, the pending ones marked. */
export async function handbookToc({ db, actor }: OpContext): Promise<HandbookToc> {
  const categorias: HandbookToc['categorias'] = [];
  for (const row of await repo.toc(db, actor.userId)) {
    let part = categorias.at(-1);
    if (part?.id !== row.id_categoria) {
      part = { id: row.id_categoria, titulo: row.categoria, capitulos: [] };
      categorias.push(part);
    }
    part.capitulos.push({
      id: row.id,
      titulo: row.titulo,
      requer_leitura: row.requer_leitura,
      versao: row.versao,
      atualizado_em: iso(row.atualizado_em)!,
      pendente: row.pendente,
    });
  }
  return { categorias };
}

/** One chapter to read; 404 when it does not exist or is not published. */
export async function readChapter({ db, actor }: OpContext, id: number): Promise<ReadChapter> {
  const row = await repo.readable(db, id, actor.userId);
  if (!row) throw notFound(HANDBOOK_MSG.chapterNotFound);
  return { ...row, atualizado_em: iso(row.atualizado_em)!, confirmado_em: iso(row.confirmado_em) };
}
