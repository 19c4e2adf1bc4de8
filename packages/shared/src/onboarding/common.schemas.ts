import { z } from 'zod';
import { MSG } from '../validation/messages';

/** Texts of the onboarding area; the first comes from the spec, the others name the broken rule. */
export const ONBOARDING_MSG = {
  fillRequired: MSG.fillRequired,
  required: MSG.required,
  invalidData: MSG.invalidData,
  notFound: MSG.notFound,
  departmentOutsideCompany: 'O departamento selecionado não pertence ao provedor informado.',
  positionOutsideDepartment: 'O cargo selecionado não pertence ao departamento informado.',
  orderMismatch: 'A ordem informada deve conter exatamente os itens vinculados, sem repetições.',
  unknownTrail: 'Trilha não encontrada.',
  unknownContent: 'Conteúdo não encontrado.',
  unknownImage: 'Arquivo com formato inválido ou não encontrado!',
  startFailed: 'A leitura do conteúdo não pode ser iniciada corretamente',
  finishFailed: 'Erro ao concluir conteúdo',
} as const;

/** A positive integer id (body field). */
export const idField = (message: string = MSG.invalidData) => z.number({ error: message }).int({ error: message }).positive({ error: message });

/** Offset/limit paging with the report's defaults (offset 0, limit 20, at most 100). */
export const pagingFields = {
  offset: z.number({ error: MSG.invalidData }).int({ error: MSG.invalidData }).min(0, { error: MSG.invalidData }).default(0),
  limit: z.number({ error: MSG.invalidData }).int({ error: MSG.invalidData }).min(1, { error: MSG.invalidData }).max(100, { error: MSG.invalidData }).default(20),
};

/** `{ id }` answers of create/update/delete calls. */
export const idResponse = z.object({ id: z.number() });
export type IdResponse = z.infer<typeof idResponse>;

/** ISO 8601 timestamp as sent by the server. */
export const isoDateTime = z.string();
