import { z } from 'zod';
import { recordTimes } from '../crud/crud.schemas';
import { MSG } from '../validation/messages';
import { idField, nameField, requiredText } from '../validation/fields';

/** Incident (spec §3): id_categoria, id_departamento, id_usuario, descricao, titulo, id_empresa when there is no department. */
export const incident = z.object({
  id: z.number(),
  titulo: z.string(),
  descricao: z.string(),
  id_categoria: z.number(),
  id_departamento: z.number().nullable(),
  id_empresa: z.number().nullable(),
  id_usuario: z.number().nullable(),
  /** When it was marked resolved (ISO), null while open. */
  resolvido_em: z.string().nullable(),
  ...recordTimes,
});
export type Incident = z.infer<typeof incident>;

const fields = {
  titulo: nameField(120),
  descricao: requiredText().max(4000),
  id_categoria: idField,
  id_departamento: z.number().int().positive().nullable(),
  id_empresa: z.number().int().positive().nullable(),
};

/** A department, or else the provider (spec §3). */
function departmentOrProvider(
  value: { id_departamento?: number | null; id_empresa?: number | null },
  ctx: z.RefinementCtx,
) {
  if (!value.id_departamento && !value.id_empresa)
    ctx.addIssue({ code: 'custom', path: ['id_empresa'], message: MSG.required });
}

export const incidentInput = z
  .object({
    ...fields,
    id_departamento: fields.id_departamento.default(null),
    id_empresa: fields.id_empresa.default(null),
  })
  .superRefine(departmentOrProvider);
export const incidentPatch = z.object(fields).partial();
export const incidentFilter = z.object({
  id: z.number().int().positive().optional(),
  id_categoria: z.number().int().positive().optional(),
  id_departamento: z.number().int().positive().optional(),
});

/** `POST /v1/incidente/contador`: the incidents home (total, and per category). */
export const incidentCountsResponse = z.object({
  total: z.number(),
  por_categoria: z.array(
    z.object({ id_categoria: z.number(), titulo: z.string(), icone: z.string(), color: z.string(), total: z.number() }),
  ),
});
export type IncidentCounts = z.infer<typeof incidentCountsResponse>;

/** `GET /v1/incidente/painel?meses=`: the incidents of the last months (São Paulo), at most 24. */
export const incidentDashboardQuery = z.object({
  meses: z.coerce.number().int().min(1, { error: MSG.invalidData }).max(24, { error: MSG.invalidData }).default(12),
});
const dashboardFigures = {
  total: z.number(),
  resolvidos: z.number(),
  /** The mean hours from registered to resolved, of those resolved; null when none. */
  horas_para_resolver: z.number().nullable(),
};
export const incidentDashboardResponse = z.object({
  de: z.string(),
  ...dashboardFigures,
  por_mes: z.array(z.object({ mes: z.string(), ...dashboardFigures })),
  por_categoria: z.array(z.object({ id: z.number(), titulo: z.string(), color: z.string(), ...dashboardFigures })),
  por_departamento: z.array(z.object({ id: z.number().nullable(), nome: z.string(), ...dashboardFigures })),
});
export type IncidentDashboard = z.infer<typeof incidentDashboardResponse>;

/** `PUT /v1/incidente/:id/resolucao`: marks the incident resolved now, or open again. */
export const incidentResolutionBody = z.object({ resolvido: z.boolean({ error: MSG.required }) });
export const incidentResolutionResponse = z.object({
  update_rh_incidente_by_pk: z.object({ id: z.number(), resolvido_em: z.string().nullable() }),
});
