import { z } from 'zod';
import { baseFilter, recordTimes } from '../crud/crud.schemas';
import { cnpjField, idField, maskedCepField, nameField, requiredText, ufField } from '../validation/fields';

/** Contracting company (spec §3): CNPJ with its check digits, CEP address, provider. */
export const contractingCompany = z.object({
  id: z.number(),
  razao_social: z.string(),
  nome_fantasia: z.string(),
  cnpj: z.string(),
  cep: z.string(),
  endereco: z.string(),
  numero: z.string(),
  complemento: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  estado: z.string(),
  id_empresa: z.number(),
  ativo: z.boolean(),
  ...recordTimes,
});
export type ContractingCompany = z.infer<typeof contractingCompany>;

const fields = {
  razao_social: nameField(200),
  nome_fantasia: nameField(200),
  cnpj: cnpjField,
  cep: maskedCepField,
  endereco: nameField(200),
  numero: requiredText().max(20),
  complemento: z.string().trim().max(120).default(''),
  bairro: nameField(),
  cidade: nameField(),
  estado: ufField,
  id_empresa: idField,
};

export const contractingCompanyInput = z.object({ ...fields, ativo: z.boolean().default(false) });
export const contractingCompanyPatch = z
  .object({ ...fields, complemento: z.string().trim().max(120), ativo: z.boolean() })
  .partial();
export const contractingCompanyFilter = z.object({ ...baseFilter, id_empresa: z.number().int().positive().optional() });
