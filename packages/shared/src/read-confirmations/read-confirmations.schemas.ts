import { z } from 'zod';
import { pageLimit, pageOffset } from '../api/paging';
import { MSG } from '../validation/messages';
import { idParam } from '../validation/fields';

/** What a confirmation is about: a news item or a handbook chapter. */
export const READ_TIPOS = ['noticia', 'manual'] as const;
export type ReadTipo = (typeof READ_TIPOS)[number];
export const readTipo = z.enum(READ_TIPOS, { error: MSG.invalidData });

/** `POST /v1/leituras/:tipo/:id` and the report detail's params. */
export const readItemParams = z.object({ tipo: readTipo, id: idParam });
export type ReadItemParams = z.infer<typeof readItemParams>;

/** The instant kept: the first confirmation of this version (a second click changes nothing). */
export const confirmReadResponse = z.object({ confirmado_em: z.string() });
export type ConfirmReadResponse = z.infer<typeof confirmReadResponse>;

/** One mandatory item the reader has not confirmed yet (its current version). */
export const pendingRead = z.object({
  tipo: readTipo,
  id: z.number(),
  titulo: z.string(),
  /** Since when it waits: the news item's publication, or the chapter's current version. */
  desde: z.string(),
});
export type PendingRead = z.infer<typeof pendingRead>;

/** `GET /v1/leituras/pendentes`: the reader's mandatory items still unconfirmed, oldest first. */
export const pendingReadsResponse = z.object({ pendentes: z.array(pendingRead) });
export type PendingReadsResponse = z.infer<typeof pendingReadsResponse>;

/** Figures of one mandatory item over its audience as of today. */
export const readFigures = z.object({
  tipo: readTipo,
  id: z.number(),
  titulo: z.string(),
  versao: z.number(),
  /** Publication of the news item, or the chapter's current version. */
  desde: z.string(),
  publico: z.number(),
  confirmados: z.number(),
  pendentes: z.number(),
  /** 0–100, one decimal; 0 for an empty audience. */
  percentual: z.number(),
});
export type ReadFigures = z.infer<typeof readFigures>;

/** `GET /v1/leituras/relatorio`: the mandatory items, a page of them, newest first. */
export const readReportQuery = z.object({
  tipo: readTipo.optional(),
  busca: z.string().trim().max(120, { error: 'Utilize no máximo 120 caracteres.' }).optional(),
  limit: pageLimit('query'),
  offset: pageOffset('query'),
});
export type ReadReportQuery = z.input<typeof readReportQuery>;

export const readReportResponse = z.object({ total: z.number(), itens: z.array(readFigures) });
export type ReadReportResponse = z.infer<typeof readReportResponse>;

export const READ_STATUSES = ['confirmado', 'pendente'] as const;
export type ReadStatus = (typeof READ_STATUSES)[number];

/** `GET /v1/leituras/relatorio/:tipo/:id`: filters and page of the audience. */
export const readDetailQuery = z.object({
  status: z.enum(READ_STATUSES, { error: MSG.invalidData }).optional(),
  departamento: z.coerce.number({ error: MSG.invalidData }).int().positive({ error: MSG.invalidData }).optional(),
  busca: z.string().trim().max(120, { error: 'Utilize no máximo 120 caracteres.' }).optional(),
  limit: pageLimit('query'),
  offset: pageOffset('query'),
});
export type ReadDetailQuery = z.input<typeof readDetailQuery>;

/** One person of the item's audience. */
export const readPerson = z.object({
  id_usuario: z.number(),
  nome: z.string(),
  departamento: z.string().nullable(),
  empresa: z.string().nullable(),
  status: z.enum(READ_STATUSES),
  confirmado_em: z.string().nullable(),
});
export type ReadPerson = z.infer<typeof readPerson>;

/** A "Lembrar pendentes" sent: by whom, when, to how many. */
export const readReminder = z.object({
  id: z.number(),
  versao: z.number(),
  enviado_por: z.string().nullable(),
  enviado_em: z.string(),
  quantidade: z.number(),
});
export type ReadReminder = z.infer<typeof readReminder>;

export const readDetailResponse = z.object({
  item: readFigures,
  /** Departments present in the audience, for the filter. */
  departamentos: z.array(z.object({ id: z.number(), nome: z.string(), empresa: z.string().nullable() })),
  total: z.number(),
  pessoas: z.array(readPerson),
  lembretes: z.array(readReminder),
});
export type ReadDetailResponse = z.infer<typeof readDetailResponse>;

/** `POST /v1/leituras/relatorio/:tipo/:id/lembrar`: how many were notified, and the reminder kept. */
export const remindPendingResponse = z.object({ notificados: z.number(), lembrete: readReminder.nullable() });
export type RemindPendingResponse = z.infer<typeof remindPendingResponse>;
