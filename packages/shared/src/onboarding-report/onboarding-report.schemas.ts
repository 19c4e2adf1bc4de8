import { z } from 'zod';
import { idField, isoDateTime, pagingFields } from '../onboarding/common.schemas';

/** POST /v1/onboarding/relatorio/contador. Requesters are held to their department by the server. */
export const relatorioContadorBody = z.object({
  filtro: z.object({ id_departamento: idField().optional(), id_onboarding: idField().optional() }).default({}),
});
export type RelatorioContadorBody = z.input<typeof relatorioContadorBody>;
export const relatorioContador = z.object({ pendentes: z.number(), concluidos: z.number() });
export type RelatorioContador = z.infer<typeof relatorioContador>;

/** POST /v1/onboarding/relatorio: one tab (concluido false = pending, true = completed), paged. */
export const relatorioBody = z.object({
  filtro: z.object({
    concluido: z.boolean().default(false),
    id_departamento: idField().optional(),
    id_onboarding: idField().optional(),
    ...pagingFields,
  }),
});
export type RelatorioBody = z.input<typeof relatorioBody>;

export const relatorioLinha = z.object({
  id: z.number(),
  id_funcionario: z.number(),
  id_onboarding: z.number(),
  funcionario: z.string(),
  onboarding: z.string(),
  inicio: isoDateTime.nullable(),
  conclusao: isoDateTime.nullable(),
  /** Rounded progress percent. */
  status: z.number(),
  concluido: z.boolean(),
});
export type RelatorioLinha = z.infer<typeof relatorioLinha>;
export const relatorio = z.object({ total: z.number(), dados: z.array(relatorioLinha) });
export type Relatorio = z.infer<typeof relatorio>;
