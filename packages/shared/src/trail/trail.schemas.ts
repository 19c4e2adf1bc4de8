import { z } from 'zod';
import { MSG } from '../validation/messages';
import { requiredText } from '../validation/fields';
import { idField, isoDateTime, pagingFields } from '../onboarding/common.schemas';

const prioridade = z
  .number({ error: MSG.invalidData })
  .int({ error: MSG.invalidData })
  .positive({ error: MSG.invalidData });

/** POST /v1/rh/trilha: a trail with its contents in reading order (optional). */
export const trilhaInput = z.object({
  nome: requiredText(MSG.required).pipe(z.string().max(200, { error: MSG.invalidData })),
  conteudos: z
    .array(z.object({ id_conteudo: idField(), prioridade }), { error: MSG.invalidData })
    .max(200)
    .optional(),
});
export type TrilhaInput = z.input<typeof trilhaInput>;

/** PUT /v1/rh/trilha/{id}. */
export const trilhaUpdate = z.object({
  nome: requiredText(MSG.required).pipe(z.string().max(200, { error: MSG.invalidData })),
});
export type TrilhaUpdate = z.input<typeof trilhaUpdate>;

/** POST /v1/rh/trilha/filtro: name search (case-insensitive), newest first, paged. */
export const trilhaFiltroBody = z.object({
  filtro: z.object({ nome: z.string().trim().max(200).optional() }).default({}),
  ...pagingFields,
});
export type TrilhaFiltroBody = z.input<typeof trilhaFiltroBody>;

export const trilhaItem = z.object({
  id: z.number(),
  nome: z.string(),
  conteudos: z.number(),
  created_at: isoDateTime,
});
export type TrilhaItem = z.infer<typeof trilhaItem>;
export const trilhaLista = z.object({ total: z.number(), dados: z.array(trilhaItem) });
export type TrilhaLista = z.infer<typeof trilhaLista>;

export const trilhaConteudoItem = z.object({
  id_trilha: z.number(),
  id_conteudo: z.number(),
  prioridade: z.number(),
  titulo: z.string(),
  resumo: z.string(),
});
export type TrilhaConteudoItem = z.infer<typeof trilhaConteudoItem>;

/** GET /v1/rh/trilha/{id}. */
export const trilhaDetalhe = z.object({
  id: z.number(),
  nome: z.string(),
  created_at: isoDateTime,
  conteudos: z.array(trilhaConteudoItem),
});
export type TrilhaDetalhe = z.infer<typeof trilhaDetalhe>;

/** POST /v1/rh/trilha/conteudo (link): contents placed at their prioridade; answers the new order. */
export const trilhaConteudoLink = z.object({
  objects: z
    .array(z.object({ id_trilha: idField(), id_conteudo: idField(), prioridade }), { error: MSG.invalidData })
    .min(1, { error: MSG.invalidData })
    .max(200),
});
export type TrilhaConteudoLink = z.input<typeof trilhaConteudoLink>;

/** DELETE /v1/rh/trilha/conteudo (unlink); the contents after it move up. */
export const trilhaConteudoUnlink = z.object({ id_trilha: idField(), id_conteudo: idField() });
export type TrilhaConteudoUnlink = z.input<typeof trilhaConteudoUnlink>;

/** PUT /v1/rh/trilha/conteudo/ordem: every linked content id in the new order. */
export const trilhaConteudoOrdem = z.object({
  id_trilha: idField(),
  ids: z.array(idField(), { error: MSG.invalidData }).max(200),
});
export type TrilhaConteudoOrdem = z.input<typeof trilhaConteudoOrdem>;

export const trilhaConteudoLista = z.array(trilhaConteudoItem);
