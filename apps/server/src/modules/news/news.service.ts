import type { z } from 'zod';
import { fileTypeFromBuffer } from 'file-type';
import { MAX_IMAGE_BYTES } from '@intranet/shared/files/files.rules';
import { NEWS_MSG, SUGGESTIONS_WAITING_MAX } from '@intranet/shared/news/news.messages';
import { NEWS_IMAGE_TYPES, base64Of, formatOfDataUrl, isNewsImageFormat } from '@intranet/shared/news/news.rules';
import type {
  MySuggestionsResponse,
  NewsArticle,
  NewsCategoriesResponse,
  NewsFeedResponse,
  NewsOptionsResponse,
  NewsRow,
  NewsTableResponse,
  NewsValues,
  newsFeedQuery,
  newsSuggestionInput,
  newsTableQuery,
} from '@intranet/shared/news/news.schemas';
import { type Db, withActor } from '../../db/client';
import { iso } from '../../db/sql';
import type { Storage } from '../../platform/files/storage';
import { conflict, invalid, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { sanitizeContentHtml } from '../content/content.public';
import { filesPublic } from '../files/files.public';
import { notificationsPublic } from '../notifications/notifications.public';
import { presentArticle, presentCard, presentRow } from './news.presenter';
import * as repo from './news.repository';

/** The suggestion's cover is stored as a file: its operation needs the storage. */
export type NewsContext = OpContext & { storage: Storage };

const NEWS_TYPES: readonly string[] = NEWS_IMAGE_TYPES;

/** The reader's feed: their audience's active items, pinned first, paged in SQL. */
export async function feed({ db, actor }: OpContext, q: z.output<typeof newsFeedQuery>): Promise<NewsFeedResponse> {
  const reader = await repo.findReader(db, actor.userId);
  const { total, rows } = await repo.feed(db, reader, {
    categoria: q.categoria,
    hashtag: q.hashtag?.replace(/^#+/, '') || undefined,
    busca: q.busca || undefined,
    limit: q.limit,
    offset: q.offset,
  });
  return { total, itens: rows.map(presentCard) };
}

/** One article: 404 when it is inactive or does not reach the reader. */
export async function article({ db, actor }: OpContext, { id }: { id: number }): Promise<NewsArticle> {
  const reader = await repo.findReader(db, actor.userId);
  const row = await repo.findArticle(db, reader, id);
  if (!row) throw notFound(NEWS_MSG.notFound);
  return presentArticle(row);
}

export async function categories({ db }: OpContext): Promise<NewsCategoriesResponse> {
  return { categorias: await repo.activeCategories(db) };
}

export async function options({ db }: OpContext): Promise<NewsOptionsResponse> {
  return { categorias: await repo.allCategories(db) };
}

export async function table({ db }: OpContext, q: z.output<typeof newsTableQuery>): Promise<NewsTableResponse> {
  const { total, rows } = await repo.table(db, { ...q, busca: q.busca || undefined });
  return { total, itens: rows.map(presentRow) };
}

async function staffRow(db: Db, id: number): Promise<NewsRow> {
  const row = await repo.findForStaff(db, id);
  if (!row) throw notFound(NEWS_MSG.notFound);
  return presentRow(row);
}

export const get = ({ db }: OpContext, { id }: { id: number }) => staffRow(db, id);

/** The category, the audience (a department's own company) and both images checked; the text sanitized. */
async function prepare(db: Db, values: NewsValues): Promise<repo.NewsColumns> {
  if (!(await repo.categoryExists(db, values.categoria)))
    throw invalid(NEWS_MSG.unknownCategory, [{ path: 'categoria', message: NEWS_MSG.unknownCategory }]);
  let company = values.provedor;
  if (company !== null && !(await repo.companyExists(db, company)))
    throw invalid(NEWS_MSG.unknownProvider, [{ path: 'provedor', message: NEWS_MSG.unknownProvider }]);
  if (values.departamento !== null) {
    const owner = await repo.companyOfDepartment(db, values.departamento);
    if (owner === null)
      throw invalid(NEWS_MSG.unknownDepartment, [{ path: 'departamento', message: NEWS_MSG.unknownDepartment }]);
    if (company !== null && owner !== company)
      throw invalid(NEWS_MSG.departmentElsewhere, [{ path: 'departamento', message: NEWS_MSG.departmentElsewhere }]);
    company = owner;
  }
  const types = await repo.fileTypes(db, [
    values.imagem_capa,
    ...(values.imagem_auxiliar ? [values.imagem_auxiliar] : []),
  ]);
  if (!NEWS_TYPES.includes(types.get(values.imagem_capa) ?? ''))
    throw invalid(NEWS_MSG.coverFormat, [{ path: 'imagem_capa', message: NEWS_MSG.coverFormat }]);
  if (values.imagem_auxiliar && !NEWS_TYPES.includes(types.get(values.imagem_auxiliar) ?? ''))
    throw invalid(NEWS_MSG.auxiliaryFormat, [{ path: 'imagem_auxiliar', message: NEWS_MSG.auxiliaryFormat }]);
  return {
    titulo: values.titulo,
    resumo: values.resumo,
    fonte: values.fonte,
    url: values.url,
    texto: sanitizeContentHtml(values.texto),
    id_imagem_capa: values.imagem_capa,
    id_imagem_auxiliar: values.imagem_auxiliar,
    importante: values.importante,
    requer_lido: values.requer_lido,
    hashtag: values.hashtag,
    id_categoria: values.categoria,
    id_empresa: company,
    id_departamento: values.departamento,
    ativo: values.ativo,
  };
}

/** An important item saved active for the first time notifies exactly its audience, once. */
async function notifyAudience(tx: Db, id: number, titulo: string): Promise<void> {
  const audience = await repo.audienceIds(tx, id);
  if (audience.length)
    await notificationsPublic.notify(tx, audience, {
      modulo: 'noticia',
      msg: NEWS_MSG.importantNotice(titulo),
      id_noticia: id,
    });
}

export async function create({ db, actor }: OpContext, values: NewsValues) {
  const data = await prepare(db, values);
  const id = await withActor(db, actor.userId, async (tx) => {
    const created = await repo.insert(tx, data);
    if (created.notify) await notifyAudience(tx, created.id, data.titulo);
    return created.id;
  });
  return { insert_rh_noticia_one: { id } };
}

export async function update({ db, actor }: OpContext, id: number, values: NewsValues) {
  const data = await prepare(db, values);
  await withActor(db, actor.userId, async (tx) => {
    const saved = await repo.update(tx, id, data, { ativo: values.ativo, importante: values.importante });
    if (!saved) throw notFound(NEWS_MSG.notFound);
    if (saved.notify) await notifyAudience(tx, id, data.titulo);
  });
  return { update_rh_noticia_by_pk: await staffRow(db, id) };
}

/** Ativar / Desativar; an item is published only once it has its category and cover (a suggestion may lack them). */
export async function setStatus({ db, actor }: OpContext, id: number, ativo: boolean) {
  const record = await repo.findRecord(db, id);
  if (!record) throw notFound(NEWS_MSG.notFound);
  if (ativo && (record.id_categoria === null || record.id_imagem_capa === null)) throw invalid(NEWS_MSG.incomplete);
  await withActor(db, actor.userId, async (tx) => {
    const saved = await repo.update(tx, id, { ativo }, { ativo, importante: record.importante });
    if (saved?.notify) await notifyAudience(tx, id, record.titulo);
  });
  return { id, ativo };
}

export async function remove({ db, actor }: OpContext, { id }: { id: number }) {
  const removed = await withActor(db, actor.userId, (tx) => repo.remove(tx, id));
  if (!removed) throw notFound(NEWS_MSG.notFound);
  return { delete_rh_noticia_by_pk: { id } };
}

const coverRefused = (message: string, path = 'imagem_capa_data') => invalid(message, [{ path, message }]);

/** The suggestion's cover, sent inline: PNG or JPEG by its declared format and by its bytes, at most 10 MB. */
async function suggestedCover(data: string, declared: string | null | undefined) {
  const format = declared?.trim() || formatOfDataUrl(data);
  if (!isNewsImageFormat(format)) throw coverRefused(NEWS_MSG.coverFormat, 'imagem_capa_format');
  const body = Buffer.from(base64Of(data), 'base64');
  if (body.length === 0 || body.length > MAX_IMAGE_BYTES) throw coverRefused(NEWS_MSG.imageParams);
  const detected = await fileTypeFromBuffer(body);
  if (!detected || !NEWS_TYPES.includes(detected.mime)) throw coverRefused(NEWS_MSG.coverFormat);
  return { filename: `sugestao.${detected.ext}`, body };
}

/** "Sugerir notícia": an inactive item flagged as a suggestion, by its author; at most 5 waiting per person. */
export async function suggest(
  { db, actor, storage }: NewsContext,
  body: z.output<typeof newsSuggestionInput>,
): Promise<{ id: number }> {
  if ((await repo.waitingSuggestions(db, actor.userId)) >= SUGGESTIONS_WAITING_MAX)
    throw conflict(NEWS_MSG.suggestionsWaiting);
  const cover = body.imagem_capa_data ? await suggestedCover(body.imagem_capa_data, body.imagem_capa_format) : null;
  const id = await withActor(db, actor.userId, async (tx) => {
    const stored = cover ? await filesPublic.storeImage(tx, storage, cover, actor.userId) : null;
    const created = await repo.insert(tx, {
      titulo: body.titulo,
      resumo: body.resumo,
      texto: sanitizeContentHtml(body.texto),
      id_imagem_capa: stored?.id ?? null,
      ativo: false,
      sugestao: true,
      id_autor: actor.userId > 0 ? actor.userId : null,
    });
    return created.id;
  });
  return { id };
}

export async function mySuggestions({ db, actor }: OpContext): Promise<MySuggestionsResponse> {
  const rows = await repo.suggestionsOf(db, actor.userId);
  return {
    sugestoes: rows.map((r) => ({
      id: r.id,
      titulo: r.titulo,
      created_at: iso(r.created_at)!,
      status: r.publicado_em ? 'publicada' : 'em_analise',
    })),
  };
}
