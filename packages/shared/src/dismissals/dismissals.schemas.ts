import { z } from 'zod';
import { pageLimit, pageOffset } from '../api/paging';
import { MSG } from '../validation/messages';
import { idParam } from '../validation/fields';
import { DISMISSALS_MSG } from './dismissals.messages';
import { DISMISSAL_STATUSES, DISMISSAL_TYPES, NOTICE_KINDS, NOTICE_MAX_DAYS, TASK_AREAS } from './dismissals.rules';

export const DISMISSAL_LIMITS = { motivo: 2000, entrevista: 5000, reversao: 1000, busca: 100 } as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day 'YYYY-MM-DD'. */
const isRealDay = (value: string) => {
  if (!DAY.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};
const dayField = (required: string) =>
  z.string({ error: required }).min(1, { error: required }).refine(isRealDay, { error: DISMISSALS_MSG.invalidDate });
const text = (max: number) =>
  z
    .string({ error: MSG.invalidData })
    .trim()
    .max(max, { error: DISMISSALS_MSG.max(max) })
    .default('');

/** The fields of a dismissal both the register and the edit forms send. */
const dismissalFields = {
  data: dayField(DISMISSALS_MSG.date),
  tipo: z.enum(DISMISSAL_TYPES, { error: MSG.required }),
  motivo: text(DISMISSAL_LIMITS.motivo),
  aviso_previo: z.enum(NOTICE_KINDS, { error: MSG.required }),
  aviso_dias: z
    .number({ error: DISMISSALS_MSG.noticeDays })
    .int({ error: DISMISSALS_MSG.noticeDays })
    .min(0, { error: DISMISSALS_MSG.noticeDays })
    .max(NOTICE_MAX_DAYS, { error: DISMISSALS_MSG.noticeDays }),
  entrevista: text(DISMISSAL_LIMITS.entrevista),
};

/** A dismissal for cause has no notice period. */
const noticeRule = <T extends { tipo: string; aviso_previo: string; aviso_dias: number }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.tipo === 'com_justa_causa' && (value.aviso_previo !== 'nao_se_aplica' || value.aviso_dias !== 0))
    ctx.addIssue({ code: 'custom', path: ['aviso_previo'], message: DISMISSALS_MSG.noNoticeForCause });
};

/** The edit form's body (`PUT /v1/rh/desligamentos/:id`): the person stays the same. */
export const dismissalEditObject = z.object(dismissalFields);
export const dismissalEditInput = dismissalEditObject.superRefine(noticeRule);
export type DismissalEditInput = z.input<typeof dismissalEditInput>;

/** The register form's body (`POST /v1/rh/desligamentos`). */
export const dismissalObject = z.object({
  id_usuario: z.number({ error: DISMISSALS_MSG.person }).int().positive({ error: DISMISSALS_MSG.person }),
  ...dismissalFields,
});
export const dismissalInput = dismissalObject.superRefine(noticeRule);
export type DismissalInput = z.input<typeof dismissalInput>;
export type DismissalValues = z.output<typeof dismissalInput>;

/** `POST /v1/rh/desligamentos/:id/reverter`. */
export const dismissalRevertInput = z.object({
  motivo: z
    .string({ error: DISMISSALS_MSG.revertReason })
    .trim()
    .min(1, { error: DISMISSALS_MSG.revertReason })
    .max(DISMISSAL_LIMITS.reversao, { error: DISMISSALS_MSG.max(DISMISSAL_LIMITS.reversao) }),
});

/** `PUT /v1/rh/desligamentos/:id/tarefas/:tarefa`: tick or untick a task of the checklist. */
export const dismissalTaskInput = z.object({ concluida: z.boolean({ error: MSG.invalidData }) });

export const dismissalTaskParams = z.object({ id: idParam, tarefa: idParam });

const filterDay = z.string({ error: MSG.invalidData }).refine(isRealDay, { error: MSG.invalidData }).optional();

/** `GET /v1/rh/desligamentos`: newest date first, filtered, paged in SQL; `de`/`ate` bound the date. */
export const dismissalListQuery = z.object({
  empresa: idParam.optional(),
  departamento: idParam.optional(),
  tipo: z.enum(DISMISSAL_TYPES, { error: MSG.invalidData }).optional(),
  status: z.enum(DISMISSAL_STATUSES, { error: MSG.invalidData }).optional(),
  de: filterDay,
  ate: filterDay,
  limit: pageLimit('query'),
  offset: pageOffset('query'),
});
export type DismissalListQuery = z.input<typeof dismissalListQuery>;

/** A dismissal as the list shows it, with its checklist's progress. */
export const dismissalRow = z.object({
  id: z.number(),
  id_usuario: z.number(),
  nome: z.string(),
  empresa: z.string().nullable(),
  departamento: z.string().nullable(),
  data: z.string(),
  tipo: z.enum(DISMISSAL_TYPES),
  aviso_previo: z.enum(NOTICE_KINDS),
  aviso_dias: z.number(),
  status: z.enum(DISMISSAL_STATUSES),
  tarefas: z.number(),
  tarefas_concluidas: z.number(),
  tarefas_atrasadas: z.number(),
  created_at: z.string(),
});
export type DismissalRow = z.infer<typeof dismissalRow>;

export const dismissalListResponse = z.object({ total: z.number(), itens: z.array(dismissalRow) });
export type DismissalListResponse = z.infer<typeof dismissalListResponse>;

export const dismissalTask = z.object({
  id: z.number(),
  titulo: z.string(),
  area: z.enum(TASK_AREAS),
  prazo: z.string(),
  concluida_em: z.string().nullable(),
  concluida_por: z.string().nullable(),
  atrasada: z.boolean(),
});
export type DismissalTask = z.infer<typeof dismissalTask>;

/** `GET /v1/rh/desligamentos/:id`: the dismissal, who registered and reverted it, and its checklist. */
export const dismissalDetail = dismissalRow.extend({
  motivo: z.string(),
  /** The exit interview notes: only to HR (null for a desligamentos role alone). */
  entrevista: z.string().nullable(),
  data_admissao: z.string().nullable(),
  aplicado_em: z.string().nullable(),
  revertido_em: z.string().nullable(),
  revertido_por: z.string().nullable(),
  motivo_reversao: z.string().nullable(),
  registrado_por: z.string().nullable(),
  checklist: z.array(dismissalTask),
});
export type DismissalDetail = z.infer<typeof dismissalDetail>;

/** `GET /v1/rh/desligamentos/colaboradores`: the register form's people (search by name, or one by id). */
export const dismissalPeopleQuery = z.object({
  busca: z
    .string({ error: MSG.invalidData })
    .trim()
    .max(DISMISSAL_LIMITS.busca, { error: DISMISSALS_MSG.max(DISMISSAL_LIMITS.busca) })
    .optional(),
  id: idParam.optional(),
});

export const dismissalPerson = z.object({
  id: z.number(),
  nome: z.string(),
  empresa: z.string().nullable(),
  departamento: z.string().nullable(),
  data_admissao: z.string().nullable(),
  /** A CNH on record: the checklist gets the vehicle task. */
  cnh: z.boolean(),
  /** The person's live dismissal, if any (a second one is refused). */
  desligamento: z.object({ id: z.number(), data: z.string(), status: z.enum(DISMISSAL_STATUSES) }).nullable(),
});
export type DismissalPerson = z.infer<typeof dismissalPerson>;

export const dismissalPeopleResponse = z.object({ colaboradores: z.array(dismissalPerson) });
export type DismissalPeopleResponse = z.infer<typeof dismissalPeopleResponse>;

/** The answer of register, edit, tick and revert: the dismissal as it is now. */
export const dismissalResponse = dismissalDetail;
