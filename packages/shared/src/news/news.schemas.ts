import { z } from 'zod';
import { MSG } from '../validation/messages';
import { idParam, optionalUrlField, requiredText } from '../validation/fields';
import { NEWS_MSG } from './news.messages';
import { NEWS_LIMITS, joinHashtags, splitHashtags } from './news.rules';

const limited = (max: number) => z.string({ error: MSG.invalidData }).max(max, { error: NEWS_MSG.max(max) });
const requiredLimited = (max: number) => requiredText().pipe(limited(max));
const optionalText = (max: number) => z.string({ error: MSG.invalidData }).trim().pipe(limited(max)).default('');
const optionalId = z
  .number({ error: MSG.invalidData })
  .int({ error: MSG.invalidData })
  .positive({ error: MSG.invalidData })
  .nullable()
  .default(null);

/**
 * The spec's `hashtag`: each tag followed by a semicolon ('rede;fibra;'). A leading '#' is dropped and
 * a repeated tag kept once; a tag with a space, longer than 40 characters, or more than 20 tags are
 * refused. The value sent on is the normalized form.
 */
export const hashtagField = z
  .string({ error: MSG.invalidData })
  .max(2000, { error: NEWS_MSG.hashtagsMax })
  .superRefine((value, ctx) => {
    const tags = splitHashtags(value);
    if (tags.some((tag) => /\s/.test(tag))) ctx.addIssue({ code: 'custom', message: NEWS_MSG.hashtagSpaces });
    else if (tags.some((tag) => tag.length > NEWS_LIMITS.hashtag))
      ctx.addIssue({ code: 'custom', message: NEWS_MSG.hashtagLength });
    else if (tags.length > NEWS_LIMITS.hashtags) ctx.addIssue({ code: 'custom', message: NEWS_MSG.hashtagsMax });
  })
  .transform((value) => joinHashtags(splitHashtags(value)));

/** A news category as the feed shows it (the existing categories: title, colour and icon). */
export const newsCategory = z.object({ id: z.number(), titulo: z.string(), color: z.string(), icone: z.string() });
export type NewsCategory = z.infer<typeof newsCategory>;

/**
 * `POST /v1/noticias` and `PUT /v1/noticias/:id` (`{ object }`), the staff's generic form. The cover
 * and the auxiliary image are files uploaded first (`POST /v1/files/imagens`), named by their id; the
 * server accepts only PNG or JPEG files there. `provedor` and `departamento` narrow the audience
 * (empty: everyone); a department without a provider takes its own company. `texto` is HTML,
 * sanitized by the server.
 */
export const newsInput = z.object({
  provedor: optionalId,
  departamento: optionalId,
  categoria: z.number({ error: MSG.required }).int({ error: MSG.required }).positive({ error: MSG.required }),
  titulo: requiredLimited(NEWS_LIMITS.titulo),
  resumo: requiredLimited(NEWS_LIMITS.resumo),
  fonte: optionalText(NEWS_LIMITS.fonte),
  url: optionalUrlField.pipe(limited(NEWS_LIMITS.url)).default(''),
  texto: z
    .string({ error: MSG.invalidData })
    .max(NEWS_LIMITS.texto, { error: NEWS_MSG.max(NEWS_LIMITS.texto) })
    .default(''),
  imagem_capa: z.uuid({ error: NEWS_MSG.coverFormat }),
  imagem_auxiliar: z.uuid({ error: NEWS_MSG.auxiliaryFormat }).nullable().default(null),
  importante: z.boolean({ error: MSG.invalidData }).default(false),
  requer_lido: z.boolean({ error: MSG.invalidData }).default(false),
  hashtag: hashtagField.default(''),
  ativo: z.boolean({ error: MSG.invalidData }).default(false),
});
export type NewsInput = z.input<typeof newsInput>;
export type NewsValues = z.output<typeof newsInput>;

/** An item as the staff see it: the table's row and the edit form's record. */
export const newsRow = z.object({
  id: z.number(),
  titulo: z.string(),
  resumo: z.string(),
  fonte: z.string(),
  url: z.string(),
  texto: z.string(),
  imagem_capa: z.string().nullable(),
  imagem_auxiliar: z.string().nullable(),
  importante: z.boolean(),
  requer_lido: z.boolean(),
  hashtag: z.string(),
  categoria: z.number().nullable(),
  provedor: z.number().nullable(),
  departamento: z.number().nullable(),
  ativo: z.boolean(),
  /** Sent by an employee ("Sugerir notícia") and not published yet. */
  sugestao: z.boolean(),
  autor: z.string().nullable(),
  categoria_titulo: z.string().nullable(),
  categoria_cor: z.string().nullable(),
  provedor_nome: z.string().nullable(),
  departamento_nome: z.string().nullable(),
  publicado_em: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type NewsRow = z.infer<typeof newsRow>;

const flag = z
  .enum(['true', 'false'], { error: MSG.invalidData })
  .transform((v) => v === 'true')
  .optional();
const day = z
  .string({ error: MSG.invalidData })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: MSG.invalidData })
  .optional();
const search = z
  .string({ error: MSG.invalidData })
  .trim()
  .max(NEWS_LIMITS.busca, { error: NEWS_MSG.max(NEWS_LIMITS.busca) })
  .optional();

/** `GET /v1/noticias`: the staff table, newest first, paged in SQL. `de`/`ate` bound the creation day. */
export const newsTableQuery = z.object({
  busca: search,
  categoria: idParam.optional(),
  provedor: idParam.optional(),
  ativo: flag,
  sugestao: flag,
  de: day,
  ate: day,
  limit: z.coerce.number({ error: MSG.invalidData }).int().min(1).max(100).default(20),
  offset: z.coerce.number({ error: MSG.invalidData }).int().min(0).default(0),
});
export type NewsTableQuery = z.input<typeof newsTableQuery>;

export const newsTableResponse = z.object({ total: z.number(), itens: z.array(newsRow) });
export type NewsTableResponse = z.infer<typeof newsTableResponse>;

/** `PATCH /v1/noticias/:id/status`: Ativar / Desativar. */
export const newsStatusBody = z.object({ ativo: z.boolean({ error: MSG.invalidData }) });
export const newsStatusResponse = z.object({ id: z.number(), ativo: z.boolean() });

/** The edit form's categories: every one, the inactive marked (companies and departments are the lookups'). */
export const newsOptionsResponse = z.object({
  categorias: z.array(newsCategory.extend({ ativo: z.boolean() })),
});
export type NewsOptionsResponse = z.infer<typeof newsOptionsResponse>;

/** `GET /v1/noticias/feed`: the reader's feed. `hashtag` and `busca` search; `categoria` filters. */
export const newsFeedQuery = z.object({
  categoria: idParam.optional(),
  hashtag: z
    .string({ error: MSG.invalidData })
    .trim()
    .max(NEWS_LIMITS.hashtag, { error: NEWS_MSG.hashtagLength })
    .optional(),
  busca: search,
  limit: z.coerce.number({ error: MSG.invalidData }).int().min(1).max(48).default(12),
  offset: z.coerce.number({ error: MSG.invalidData }).int().min(0).default(0),
});
export type NewsFeedQuery = z.input<typeof newsFeedQuery>;

/** A card of the feed. `fixado`: shown at the top (mandatory and not confirmed yet, or important). */
export const newsCard = z.object({
  id: z.number(),
  titulo: z.string(),
  resumo: z.string(),
  imagem_capa: z.string().nullable(),
  categoria: newsCategory.nullable(),
  hashtag: z.string(),
  importante: z.boolean(),
  requer_lido: z.boolean(),
  /** The reader confirmed it ("Li e estou ciente"). */
  confirmado: z.boolean(),
  fixado: z.boolean(),
  publicado_em: z.string(),
});
export type NewsCard = z.infer<typeof newsCard>;

export const newsFeedResponse = z.object({ total: z.number(), itens: z.array(newsCard) });
export type NewsFeedResponse = z.infer<typeof newsFeedResponse>;

/** `GET /v1/noticias/feed/:id`: the article, for a reader of its audience. */
export const newsArticle = z.object({
  id: z.number(),
  titulo: z.string(),
  resumo: z.string(),
  fonte: z.string(),
  url: z.string(),
  texto: z.string(),
  imagem_capa: z.string().nullable(),
  imagem_auxiliar: z.string().nullable(),
  hashtag: z.string(),
  categoria: newsCategory.nullable(),
  importante: z.boolean(),
  requer_lido: z.boolean(),
  publicado_em: z.string(),
  /** When the reader confirmed it, if they did. */
  confirmado_em: z.string().nullable(),
});
export type NewsArticle = z.infer<typeof newsArticle>;

/** `GET /v1/noticias/categorias`: the active categories, for the feed's filter. */
export const newsCategoriesResponse = z.object({ categorias: z.array(newsCategory) });
export type NewsCategoriesResponse = z.infer<typeof newsCategoriesResponse>;

/**
 * `POST /v1/noticias/sugestao`: an employee's suggestion. The optional cover comes inline, as the
 * spec's `imagem_capa_data` (a data URL or base64) and `imagem_capa_format` (png, jpeg or jpg); the
 * server checks it by its bytes and keeps it as a stored file.
 */
export const newsSuggestionInput = z.object({
  titulo: requiredLimited(NEWS_LIMITS.titulo),
  resumo: requiredLimited(NEWS_LIMITS.resumo),
  texto: requiredText().pipe(limited(NEWS_LIMITS.texto)),
  // 10485760 bytes in base64, with room for a data URL's prefix.
  imagem_capa_data: z.string({ error: MSG.imageParams }).max(13_981_100, { error: MSG.imageParams }).nullish(),
  imagem_capa_format: z.string({ error: NEWS_MSG.coverFormat }).max(20, { error: NEWS_MSG.coverFormat }).nullish(),
});
export type NewsSuggestionInput = z.input<typeof newsSuggestionInput>;

export const SUGGESTION_STATUSES = ['em_analise', 'publicada'] as const;

/** `GET /v1/noticias/sugestao`: the reader's own suggestions, newest first. */
export const mySuggestionsResponse = z.object({
  sugestoes: z.array(
    z.object({ id: z.number(), titulo: z.string(), created_at: z.string(), status: z.enum(SUGGESTION_STATUSES) }),
  ),
});
export type MySuggestionsResponse = z.infer<typeof mySuggestionsResponse>;
