import { recordMessages } from '@intranet/shared/crud/crud.messages';
import { FAQ_CATEGORY_API, FAQ_QUESTION_API } from '@intranet/shared/faq/faq.contract';
import { FAQ_MSG } from '@intranet/shared/faq/faq.messages';
import { searchWords } from '@intranet/shared/faq/faq.rules';
import type { FaqSearchResponse, faqSearchQuery, faqTableBody } from '@intranet/shared/faq/faq.schemas';
import { foldText } from '@intranet/shared/format/text';
import { MSG } from '@intranet/shared/validation/messages';
import type { z } from 'zod';
import { faqCategoria, faqPergunta } from '../../db/schema';
import { presentRecord } from '../../platform/crud/crud.presenter';
import { type CrudService, crudService } from '../../platform/crud/crud.service';
import { invalid, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { sanitizeContentHtml } from '../content/content.public';
import { presentQuestion, presentRead, presentTableRow } from './faq.presenter';
import { type Audience, type ReadRow, type SearchWords } from './faq.repository';
import * as repo from './faq.repository';
import { foldedWords, plainTextOf, type WordMatcher } from './faq.text';

/** FAQ categories (`/faq-categories`): a unique title, an order and the active flag. */
export const faqCategoryService = crudService({
  api: FAQ_CATEGORY_API,
  table: faqCategoria,
  present: presentRecord,
  name: { column: 'titulo', taken: FAQ_MSG.categoryTaken },
  messages: { ...recordMessages('Categoria'), notFound: FAQ_MSG.categoryNotFound },
});

type QuestionApi = typeof FAQ_QUESTION_API;
type QuestionValues = z.output<QuestionApi['schemas']['input']>;
type QuestionPatch = z.output<QuestionApi['schemas']['patch']>;

const questionKit = crudService({
  api: FAQ_QUESTION_API,
  table: faqPergunta,
  present: presentQuestion,
  name: { column: 'pergunta', taken: FAQ_MSG.questionTaken },
  messages: { ...recordMessages('Pergunta'), notFound: FAQ_MSG.questionNotFound },
});

/** The answer kept of the editor's HTML, and its plain text; an answer empty once sanitized is missing. */
function answerColumns(html: string): { resposta: string; resposta_texto: string } {
  const resposta = sanitizeContentHtml(html);
  const resposta_texto = plainTextOf(resposta);
  if (!resposta_texto && !/<img\b/i.test(resposta))
    throw invalid(MSG.required, [{ path: 'object.resposta', message: MSG.required }]);
  return { resposta, resposta_texto };
}

/**
 * FAQ questions, staff side: the kit's five calls, the answer sanitized (the content editor's
 * sanitizer) and its plain text written with it, which the search vector is generated from.
 */
export const faqQuestionService: CrudService<typeof faqPergunta, QuestionApi> = {
  ...questionKit,
  create(ctx, { values }) {
    const stored = { ...values, ...answerColumns(values.resposta) } as QuestionValues;
    return questionKit.create(ctx, { values: stored });
  },
  update(ctx, { id, patch }) {
    const stored = (
      patch.resposta === undefined ? patch : { ...patch, ...answerColumns(patch.resposta) }
    ) as QuestionPatch;
    return questionKit.update(ctx, { id, patch: stored });
  },
};

/** The reader of a call: an employee (the intranet's readers) sees the internal questions too. */
const GUEST: Audience = { internal: false };
const EMPLOYEE: Audience = { internal: true };
export const audienceOf = (internal: boolean): Audience => (internal ? EMPLOYEE : GUEST);

/** How the answers' words match the search, from the database's stems of both. */
async function matcherOf(ctx: OpContext, words: string[], rows: ReadRow[]): Promise<WordMatcher> {
  const searched = words.map(foldText);
  const stemOf = await repo.stems(ctx.db, [
    ...new Set([...searched, ...foldedWords(...rows.flatMap((r) => [r.pergunta, r.resposta_texto]))]),
  ]);
  const stems = new Set(searched.flatMap((w) => stemOf.get(w) ?? []));
  return { stems, stemOf, prefix: searched[searched.length - 1] ?? null };
}

/**
 * The FAQ as a reader asks for it (`/faq/search/:search`, `/faq/list`): one question (its own
 * link), a search ranked with the title first and the matched words marked, a category's questions,
 * or, with nothing asked, the categories and the most helpful questions. A search of several words
 * finds the questions holding all of them, or, when none does, any of them.
 */
export async function readFaq(
  ctx: OpContext,
  audience: Audience,
  query: z.output<typeof faqSearchQuery>,
): Promise<FaqSearchResponse> {
  if (query.pergunta !== undefined) {
    const row = await repo.one(ctx.db, audience, query.pergunta);
    if (!row) throw notFound(FAQ_MSG.questionNotFound);
    return { categorias: [], perguntas: [presentRead(row, null)] };
  }
  const words = searchWords(query.q);
  if (words.length > 0) {
    let rows = await repo.search(ctx.db, audience, { words, join: 'and' }, query.categoria);
    if (rows.length === 0 && words.length > 1)
      rows = await repo.search(ctx.db, audience, { words, join: 'or' }, query.categoria);
    const matcher = await matcherOf(ctx, words, rows);
    return { categorias: [], perguntas: rows.map((row) => presentRead(row, matcher)) };
  }
  const [categorias, rows] = await Promise.all([
    repo.categories(ctx.db, audience),
    query.categoria === undefined ? repo.popular(ctx.db, audience) : repo.ofCategory(ctx.db, audience, query.categoria),
  ]);
  return { categorias, perguntas: rows.map((row) => presentRead(row, null)) };
}

/** "Esta resposta ajudou?": one more yes or no on a question the voter may read. */
export async function voteFaq(ctx: OpContext, audience: Audience, id: number, util: boolean): Promise<{ id: number }> {
  const voted = await repo.vote(ctx.db, audience, id, util);
  if (!voted) throw notFound(FAQ_MSG.questionNotFound);
  return voted;
}

/** The staff table of questions, paged in SQL, with the votes. */
export async function faqTable(ctx: OpContext, body: z.output<typeof faqTableBody>) {
  const words = searchWords(body.q);
  const search: SearchWords | null = words.length > 0 ? { words, join: 'and' } : null;
  const { rows, total } = await repo.table(ctx.db, { ...body, search });
  return { perguntas: rows.map(presentTableRow), total };
}
