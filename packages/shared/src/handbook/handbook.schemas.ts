import { z } from 'zod';
import { baseFilter, recordTimes } from '../crud/crud.schemas';
import { MSG } from '../validation/messages';
import { idField, idParam, nameField, requiredText } from '../validation/fields';

/** The most characters a chapter's HTML may hold. */
export const CHAPTER_TEXT_MAX = 200_000;

/** A part of the handbook (`/employee-handbook/categories`): a unique title, its place, active or not. */
export const handbookCategory = z.object({
  id: z.number(),
  titulo: z.string(),
  prioridade: z.number(),
  ativo: z.boolean(),
  ...recordTimes,
});
export type HandbookCategory = z.infer<typeof handbookCategory>;
export const handbookCategoryInput = z.object({ titulo: nameField(80), ativo: z.boolean().default(false) });
export const handbookCategoryPatch = z.object({ titulo: nameField(80), ativo: z.boolean() }).partial();
export const handbookCategoryFilter = z.object({ ...baseFilter });

/** A chapter as staff see it. `atualizado_em`: its title or text last changed; `versao_em`: the current version began. */
export const handbookChapter = z.object({
  id: z.number(),
  id_categoria: z.number(),
  categoria: z.string(),
  titulo: z.string(),
  texto: z.string(),
  prioridade: z.number(),
  /** "1.3": the category's place, then the chapter's inside it. */
  ordem: z.string(),
  requer_leitura: z.boolean(),
  versao: z.number(),
  versao_em: z.string(),
  atualizado_em: z.string(),
  ativo: z.boolean(),
  ...recordTimes,
});
export type HandbookChapter = z.infer<typeof handbookChapter>;

const text = requiredText().max(CHAPTER_TEXT_MAX, { error: 'O texto do capítulo está longo demais.' });
const chapterFields = {
  id_categoria: idField,
  titulo: nameField(150),
  texto: text,
  requer_leitura: z.boolean({ error: MSG.invalidData }),
};
export const handbookChapterInput = z.object({
  ...chapterFields,
  requer_leitura: chapterFields.requer_leitura.default(false),
  ativo: z.boolean().default(false),
});
export const handbookChapterPatch = z
  .object({
    ...chapterFields,
    ativo: z.boolean(),
    /** "Exigir nova leitura de todos": the version goes up and every confirmation must be given again. */
    nova_leitura: z.boolean(),
  })
  .partial();
export type HandbookChapterPatch = z.infer<typeof handbookChapterPatch>;
export const handbookChapterFilter = z.object({ ...baseFilter, id_categoria: z.number().int().positive().optional() });

/** `PUT /v1/manual/ordem/categorias`: every category in its new order. */
export const categoryOrderBody = z.object({
  ids: z.array(z.number().int().positive()).min(1, { error: MSG.invalidData }).max(200, { error: MSG.invalidData }),
});
export const categoryOrderResponse = z.object({ rh_manual_categoria: z.array(handbookCategory) });

/** `PUT /v1/manual/ordem/capitulos`: every chapter of one category in its new order. */
export const chapterOrderBody = z.object({
  id_categoria: idField,
  ids: z.array(z.number().int().positive()).min(1, { error: MSG.invalidData }).max(500, { error: MSG.invalidData }),
});
export const chapterOrderResponse = z.object({ rh_manual_capitulo: z.array(handbookChapter) });

/** One chapter in the reader's table of contents. */
export const tocChapter = z.object({
  id: z.number(),
  titulo: z.string(),
  requer_leitura: z.boolean(),
  versao: z.number(),
  atualizado_em: z.string(),
  /** Mandatory and not yet confirmed in its current version by the reader. */
  pendente: z.boolean(),
});
export type TocChapter = z.infer<typeof tocChapter>;

/** `GET /v1/manual`: the active parts in order, each with its active chapters in order. */
export const handbookTocResponse = z.object({
  categorias: z.array(z.object({ id: z.number(), titulo: z.string(), capitulos: z.array(tocChapter) })),
});
export type HandbookToc = z.infer<typeof handbookTocResponse>;

export const chapterParams = z.object({ id: idParam });

/** `GET /v1/manual/capitulo/:id`: one active chapter to read, and the reader's confirmation of its version. */
export const readChapterResponse = z.object({
  capitulo: z.object({
    id: z.number(),
    id_categoria: z.number(),
    categoria: z.string(),
    titulo: z.string(),
    texto: z.string(),
    requer_leitura: z.boolean(),
    versao: z.number(),
    atualizado_em: z.string(),
    confirmado_em: z.string().nullable(),
  }),
});
export type ReadChapter = z.infer<typeof readChapterResponse>['capitulo'];
