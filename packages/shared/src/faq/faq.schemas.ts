import { z } from 'zod';
import { baseFilter, recordTimes } from '../crud/crud.schemas';
import { idField, idParam, nameField, requiredText } from '../validation/fields';
import { MSG } from '../validation/messages';
import { FAQ_MSG } from './faq.messages';
import { FAQ_SEARCH_MAX } from './faq.rules';

const flag = z.boolean({ error: MSG.invalidData });
const order = z
  .number({ error: MSG.required })
  .int({ error: MSG.invalidData })
  .min(0, { error: MSG.invalidData })
  .max(9999, { error: 'Utilize um número de 0 a 9999.' });

/** A FAQ category (`/faq-categories`): a title, its place among the others (`ordem`) and the active flag. */
export const faqCategory = z.object({
  id: z.number(),
  titulo: z.string(),
  ordem: z.number(),
  ativo: z.boolean(),
  ...recordTimes,
});
export type FaqCategory = z.infer<typeof faqCategory>;
const categoryFields = { titulo: nameField(80), ordem: order };
export const faqCategoryInput = z.object({ ...categoryFields, ordem: order.default(0), ativo: flag.default(true) });
export const faqCategoryPatch = z.object({ ...categoryFields, ativo: flag }).partial();
export const faqCategoryFilter = z.object({ ...baseFilter });

/**
 * A question as staff edit it: its category, the question (its title), the answer (rich text, sanitized
 * by the server), whether it opens without login (`publica`), the active flag and the votes of
 * "Esta resposta ajudou?".
 */
export const faqQuestion = z.object({
  id: z.number(),
  id_categoria: z.number(),
  pergunta: z.string(),
  resposta: z.string(),
  publica: z.boolean(),
  ativo: z.boolean(),
  ajudou_sim: z.number(),
  ajudou_nao: z.number(),
  ...recordTimes,
});
export type FaqQuestion = z.infer<typeof faqQuestion>;
const questionFields = {
  id_categoria: idField,
  pergunta: requiredText().pipe(z.string().max(200, { error: 'Utilize no máximo 200 caracteres.' })),
  resposta: requiredText().pipe(z.string().max(50_000, { error: 'Utilize no máximo 50000 caracteres.' })),
  publica: flag,
};
export const faqQuestionInput = z.object({
  ...questionFields,
  publica: flag.default(false),
  ativo: flag.default(true),
});
export const faqQuestionPatch = z.object({ ...questionFields, ativo: flag }).partial();
export const faqQuestionFilter = z.object({
  ...baseFilter,
  id_categoria: idField.optional(),
  publica: flag.optional(),
});

/** Text of a search: at most 200 characters. */
const searchText = z.string({ error: MSG.invalidData }).max(FAQ_SEARCH_MAX, { error: FAQ_MSG.searchTooLong });

/**
 * `GET /v1/faq/publico` and `GET /v1/faq/busca`: `q` ranks the questions by the search (as typed: the
 * last word counts as the start of a word); `categoria` keeps one category's questions; `pergunta`
 * answers that one question (its own link). With none of them, the most helpful questions.
 */
export const faqSearchQuery = z.object({
  q: searchText.default(''),
  categoria: idParam.optional(),
  pergunta: idParam.optional(),
});
export type FaqSearchQuery = z.input<typeof faqSearchQuery>;

/** A text cut in runs, the matched words marked: the web renders each run as text, never as HTML. */
export const faqHighlight = z.array(z.object({ texto: z.string(), marcado: z.boolean() }));
export type FaqHighlight = z.infer<typeof faqHighlight>;

/** A question as readers see it; `destaque` when it answers a search: the title and an excerpt of the answer with the matched words. */
export const faqReadQuestion = z.object({
  id: z.number(),
  id_categoria: z.number(),
  categoria: z.string(),
  pergunta: z.string(),
  resposta: z.string(),
  publica: z.boolean(),
  destaque: z.object({ pergunta: faqHighlight, resposta: faqHighlight }).nullable(),
});
export type FaqReadQuestion = z.infer<typeof faqReadQuestion>;

/** The active categories with how many questions the reader may open in each. */
export const faqCategorySummary = z.object({ id: z.number(), titulo: z.string(), total: z.number() });
export type FaqCategorySummary = z.infer<typeof faqCategorySummary>;

export const faqSearchResponse = z.object({
  categorias: z.array(faqCategorySummary),
  perguntas: z.array(faqReadQuestion),
});
export type FaqSearchResponse = z.infer<typeof faqSearchResponse>;

/** "Esta resposta ajudou?": `util` true for Sim, false for Não. */
export const faqVoteBody = z.object({ util: flag });
export const faqVoteResponse = z.object({ id: z.number() });

/** `POST /v1/faq/pergunta/tabela`: the staff table, paged in SQL; `q` searches as readers do. */
export const faqTableBody = z.object({
  q: searchText.default(''),
  id_categoria: idField.optional(),
  publica: flag.optional(),
  ativo: flag.optional(),
  offset: z
    .number({ error: MSG.invalidData })
    .int({ error: MSG.invalidData })
    .min(0, { error: MSG.invalidData })
    .default(0),
  limit: z
    .number({ error: MSG.invalidData })
    .int({ error: MSG.invalidData })
    .min(1, { error: MSG.invalidData })
    .max(100, { error: MSG.invalidData })
    .default(20),
});
export type FaqTableBody = z.input<typeof faqTableBody>;

export const faqTableRow = z.object({
  id: z.number(),
  id_categoria: z.number(),
  categoria: z.string(),
  pergunta: z.string(),
  publica: z.boolean(),
  ativo: z.boolean(),
  ajudou_sim: z.number(),
  ajudou_nao: z.number(),
  updated_at: z.string(),
});
export type FaqTableRow = z.infer<typeof faqTableRow>;
export const faqTableResponse = z.object({ perguntas: z.array(faqTableRow), total: z.number() });
