import { z } from 'zod';
import { MSG } from '../validation/messages';
import { CONTENT_MSG } from './content.messages';
import { requiredText } from '../validation/fields';
import { idField, isoDateTime, pagingFields } from '../onboarding/common.schemas';

/** One hashtag, without its '#': a single word (no spaces). */
export const hashtag = z
  .string({ error: MSG.invalidData })
  .trim()
  .min(1, { error: MSG.invalidData })
  .max(60, { error: MSG.invalidData })
  .regex(/^\S+$/, { error: CONTENT_MSG.hashtagSpaces });
const hashtags = z.array(hashtag, { error: MSG.invalidData }).max(30, { error: MSG.invalidData });
const fileId = z.uuid({ error: MSG.invalidData });

/** POST /v1/rh/conteudo and PUT /v1/rh/conteudo/{id}. `texto` is HTML, sanitized by the server. */
export const conteudoInput = z.object({
  titulo: requiredText(MSG.required).pipe(z.string().max(200, { error: MSG.invalidData })),
  resumo: z.string({ error: MSG.invalidData }).trim().max(1000, { error: MSG.invalidData }).default(''),
  texto: z.string({ error: MSG.invalidData }).max(200_000, { error: MSG.invalidData }).default(''),
  id_imagem_capa: fileId.nullable().default(null),
  /** Auxiliary images (arquivo ids), in display order. */
  imagens: z.array(fileId, { error: MSG.invalidData }).max(20, { error: MSG.invalidData }).default([]),
  hashtags_cargo: hashtags.default([]),
  hashtags_departamento: hashtags.default([]),
  hashtags_empresa: hashtags.default([]),
});
export type ConteudoInput = z.input<typeof conteudoInput>;

export const conteudo = z.object({
  id: z.number(),
  titulo: z.string(),
  resumo: z.string(),
  texto: z.string(),
  id_imagem_capa: z.string().nullable(),
  imagens: z.array(z.string()),
  hashtags_cargo: z.array(z.string()),
  hashtags_departamento: z.array(z.string()),
  hashtags_empresa: z.array(z.string()),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type Conteudo = z.infer<typeof conteudo>;

/** POST /v1/rh/conteudo/filtro: title search (case-insensitive), newest first, paged. */
export const conteudoFiltroBody = z.object({
  filtro: z
    .object({
      titulo: z.string().trim().max(200).optional(),
      /** Leave out the contents already in this trail (for the trail's link list). */
      fora_da_trilha: idField().optional(),
    })
    .default({}),
  ...pagingFields,
});
export type ConteudoFiltroBody = z.input<typeof conteudoFiltroBody>;

export const conteudoResumo = z.object({
  id: z.number(),
  titulo: z.string(),
  resumo: z.string(),
  id_imagem_capa: z.string().nullable(),
  created_at: isoDateTime,
});
export type ConteudoResumo = z.infer<typeof conteudoResumo>;

export const conteudoLista = z.object({ total: z.number(), dados: z.array(conteudoResumo) });
export type ConteudoLista = z.infer<typeof conteudoLista>;
