import { z } from 'zod';
import { baseFilter, namesFilter, recordTimes } from '../crud/crud.schemas';
import { idField, nameField } from '../validation/fields';

const optionalId = z.number().int().positive().nullable().optional();
const filterId = z.number().int().positive().optional();

/** Department (spec §3: ativo, nome, id_empresa, id_funcionario). */
export const department = z.object({
  id: z.number(),
  nome: z.string(),
  ativo: z.boolean(),
  id_empresa: z.number(),
  id_funcionario: z.number().nullable(),
  ...recordTimes,
});
export type Department = z.infer<typeof department>;
const departmentFields = { nome: nameField(), id_empresa: idField, id_funcionario: optionalId };
export const departmentInput = z.object({ ...departmentFields, ativo: z.boolean().default(false) });
export const departmentPatch = z.object({ ...departmentFields, ativo: z.boolean() }).partial();
export const departmentFilter = z.object({ ...baseFilter, nome: namesFilter, id_empresa: filterId });

/** Sector (spec §3: ativo, nome, id_departamento, id_usuario). */
export const sector = z.object({
  id: z.number(),
  nome: z.string(),
  ativo: z.boolean(),
  id_departamento: z.number(),
  id_usuario: z.number().nullable(),
  ...recordTimes,
});
export type Sector = z.infer<typeof sector>;
const sectorFields = { nome: nameField(), id_departamento: idField, id_usuario: optionalId };
export const sectorInput = z.object({ ...sectorFields, ativo: z.boolean().default(false) });
export const sectorPatch = z.object({ ...sectorFields, ativo: z.boolean() }).partial();
export const sectorFilter = z.object({ ...baseFilter, nome: namesFilter, id_departamento: filterId });

/** Position, cargo (spec §3: ativo, nome, id_setor, id_usuario, descricao sent empty). */
export const position = z.object({
  id: z.number(),
  nome: z.string(),
  ativo: z.boolean(),
  id_setor: z.number(),
  id_usuario: z.number().nullable(),
  descricao: z.string(),
  ...recordTimes,
});
export type Position = z.infer<typeof position>;
const positionFields = {
  nome: nameField(),
  id_setor: idField,
  id_usuario: optionalId,
  descricao: z.string().max(2000),
};
export const positionInput = z.object({
  ...positionFields,
  descricao: positionFields.descricao.default(''),
  ativo: z.boolean().default(false),
});
export const positionPatch = z.object({ ...positionFields, ativo: z.boolean() }).partial();
export const positionFilter = z.object({ ...baseFilter, nome: namesFilter, id_setor: filterId });
