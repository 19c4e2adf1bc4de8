import { z } from 'zod';
import { MSG } from '../validation/messages';
import { idField, isoDateTime } from '../onboarding/common.schemas';

const prioridade = z
  .number({ error: MSG.invalidData })
  .int({ error: MSG.invalidData })
  .min(0, { error: MSG.invalidData });

/** POST v1/onboarding/trilha/conteudos/funcionario: the contents of a trail for one employee. */
export const funcionarioTrilhaBody = z.object({
  id_funcionario: idField(),
  id_onboarding: idField(),
  id_trilha: idField(),
});
export type FuncionarioTrilhaBody = z.input<typeof funcionarioTrilhaBody>;

/** One content of a trail as the employee sees it in the list. */
export const funcionarioConteudoItem = z.object({
  id_conteudo: z.number(),
  id_onboarding: z.number(),
  id_trilha: z.number(),
  id_funcionario: z.number(),
  id_usuario_onboarding: z.number(),
  titulo_conteudo: z.string(),
  resumo: z.string(),
  id_imagem_capa: z.string().nullable(),
  prioridade_trilha: z.number(),
  prioridade_conteudo: z.number(),
  data_inicio: isoDateTime.nullable(),
  data_fim: isoDateTime.nullable(),
  finalizado: z.boolean(),
});
export type FuncionarioConteudoItem = z.infer<typeof funcionarioConteudoItem>;
export const funcionarioConteudoLista = z.array(funcionarioConteudoItem);

/** POST /v1/rh/onboarding/funcionario/conteudo: one content to read. */
export const funcionarioConteudoBody = z.object({
  filtro: z.object({
    id_funcionario: idField(),
    id_onboarding: idField(),
    id_trilha: idField(),
    id_conteudo: idField(),
  }),
});
export type FuncionarioConteudoBody = z.input<typeof funcionarioConteudoBody>;

/** The content with its HTML text, images and the hashtags of cargo, departamento and empresa. */
export const funcionarioConteudo = funcionarioConteudoItem.extend({
  texto: z.string(),
  imagens: z.array(z.string()),
  cargo: z.array(z.string()),
  departamento: z.array(z.string()),
  empresa: z.array(z.string()),
});
export type FuncionarioConteudo = z.infer<typeof funcionarioConteudo>;

/** Which reading a start/finish call is about. */
export const leituraIds = z.object({
  id_funcionario: idField(),
  id_onboarding: idField(),
  id_trilha: idField(),
  id_conteudo: idField(),
});
export type LeituraIds = z.input<typeof leituraIds>;

/**
 * POST /v1/onboarding/conteudo/inicio. The start is recorded the first time only; the server keeps
 * its own clock (`data_inicio` from the client is accepted and ignored).
 */
export const conteudoInicioBody = z.object({
  ids: leituraIds,
  id_usuario_onboarding: idField(),
  data_inicio: z.string().optional(),
});
export type ConteudoInicioBody = z.input<typeof conteudoInicioBody>;

/** POST /v1/onboarding/conteudo/concluir. Same as the start, with data_fim (server clock). */
export const conteudoConcluirBody = z.object({
  ids: leituraIds,
  id_usuario_onboarding: idField(),
  data_fim: z.string().optional(),
});
export type ConteudoConcluirBody = z.input<typeof conteudoConcluirBody>;

export const progresso = z.object({
  id_usuario_onboarding: z.number(),
  conteudos_lidos: z.number(),
  conteudos_total: z.number(),
  /** Rounded percent. */
  status: z.number(),
  concluido: z.boolean(),
});
export type Progresso = z.infer<typeof progresso>;

export const leituraResposta = z.object({
  data_inicio: isoDateTime.nullable(),
  data_fim: isoDateTime.nullable(),
  finalizado: z.boolean(),
  progresso,
});
export type LeituraResposta = z.infer<typeof leituraResposta>;

/** POST /v1/onboarding/trilha/conteudos/funcionario/next: the content after `prioridade` in the trail. */
export const proximoConteudoBody = z.object({
  prioridade,
  id_onboarding: idField(),
  id_trilha: idField(),
  id_funcionario: idField(),
});
export type ProximoConteudoBody = z.input<typeof proximoConteudoBody>;
export const proximoConteudo = z.object({ conteudo: funcionarioConteudoItem.nullable() });
export type ProximoConteudo = z.infer<typeof proximoConteudo>;

/**
 * POST /v1/onboarding/trilha/funcionario/next: the next trail after `prioridade` that has contents,
 * and its first content; both null when none remains (congratulations).
 */
export const proximaTrilhaBody = z.object({ id_funcionario: idField(), id_onboarding: idField(), prioridade });
export type ProximaTrilhaBody = z.input<typeof proximaTrilhaBody>;
export const proximaTrilha = z.object({
  trilha: z.object({ id_trilha: z.number(), nome: z.string(), prioridade: z.number() }).nullable(),
  conteudo: funcionarioConteudoItem.nullable(),
});
export type ProximaTrilha = z.infer<typeof proximaTrilha>;

/** GET /v1/onboarding/funcionario/home: the signed-in employee's onboardings. */
export const funcionarioHomeTrilha = z.object({
  id_trilha: z.number(),
  nome: z.string(),
  prioridade: z.number(),
  conteudos_total: z.number(),
  conteudos_lidos: z.number(),
});
export const funcionarioHomeItem = z.object({
  id_usuario_onboarding: z.number(),
  id_onboarding: z.number(),
  id_funcionario: z.number(),
  titulo: z.string(),
  conteudos_total: z.number(),
  conteudos_lidos: z.number(),
  status: z.number(),
  concluido: z.boolean(),
  trilhas: z.array(funcionarioHomeTrilha),
  /** Where to continue (first unfinished content), null when finished or empty. */
  continuar: z.object({ id_trilha: z.number(), id_conteudo: z.number() }).nullable(),
});
export type FuncionarioHomeItem = z.infer<typeof funcionarioHomeItem>;
export const funcionarioHome = z.array(funcionarioHomeItem);
