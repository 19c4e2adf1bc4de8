import { z } from 'zod';
import { idField } from '../onboarding/common.schemas';

/** POST /v1/rh/relatorio/vaga/filtro: vacancies by opening date, newest first. */
export const vagaRelatorioBody = z.object({
  filtro: z.object({ id_empresa: idField().optional(), ativo: z.boolean().optional() }).default({}),
});
export type VagaRelatorioBody = z.input<typeof vagaRelatorioBody>;

/** Empty values show N/A on the screen; the server sends null. `data_inicio` is YYYY-MM-DD. */
export const vagaRelatorioLinha = z.object({
  id: z.number(),
  titulo_vaga: z.string(),
  vagas: z.number(),
  cidade: z.string().nullable(),
  gestor_vaga: z.string().nullable(),
  data_inicio: z.string().nullable(),
});
export type VagaRelatorioLinha = z.infer<typeof vagaRelatorioLinha>;
export const vagaRelatorio = z.array(vagaRelatorioLinha);
