import { z } from 'zod';
import { pageLimit, pageOffset } from '../api/paging';
import { baseFilter, namesFilter, recordTimes } from '../crud/crud.schemas';
import { idParam, nameField } from '../validation/fields';
import { MSG } from '../validation/messages';
import { EXPIRY_WINDOWS } from './documents.rules';

const isoDay = z.string({ error: MSG.invalidData }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: MSG.invalidData });
/** An optional day: '' or absent is none. */
const optionalDay = z
  .union([z.literal(''), isoDay])
  .nullish()
  .transform((v) => v || null);
const choice = z.number({ error: MSG.required }).int({ error: MSG.required }).positive({ error: MSG.required });

// ---- Categories (the CRUD kit: /documents-categories) ----

/** A category of documents: whether they expire, how early to warn, whether the employee sees them. */
export const documentCategory = z.object({
  id: z.number(),
  nome: z.string(),
  descricao: z.string(),
  exige_validade: z.boolean(),
  dias_alerta: z.number(),
  visivel_colaborador: z.boolean(),
  ativo: z.boolean(),
  ...recordTimes,
});
export type DocumentCategory = z.infer<typeof documentCategory>;

const alertDays = z.coerce
  .number({ error: MSG.required })
  .int({ error: 'Informe um número inteiro de dias.' })
  .min(1, { error: 'Avise com pelo menos 1 dia de antecedência.' })
  .max(365, { error: 'Avise com no máximo 365 dias de antecedência.' });
const categoryFields = {
  nome: nameField(80),
  descricao: z.string().trim().max(500, { error: 'Utilize no máximo 500 caracteres.' }).default(''),
  exige_validade: z.boolean().default(false),
  dias_alerta: alertDays.default(30),
  visivel_colaborador: z.boolean().default(true),
};
export const documentCategoryInput = z.object({ ...categoryFields, ativo: z.boolean().default(true) });
export const documentCategoryPatch = z
  .object({
    nome: categoryFields.nome,
    descricao: z.string().trim().max(500, { error: 'Utilize no máximo 500 caracteres.' }),
    exige_validade: z.boolean(),
    dias_alerta: alertDays,
    visivel_colaborador: z.boolean(),
    ativo: z.boolean(),
  })
  .partial();
export const documentCategoryFilter = z.object({ ...baseFilter, nome: namesFilter });

// ---- Documents ----

/** A document as the list and the form read it. */
export const documentRow = z.object({
  id: z.number(),
  id_usuario: z.number(),
  usuario_nome: z.string(),
  empresa_nome: z.string().nullable(),
  departamento_nome: z.string().nullable(),
  id_categoria: z.number(),
  categoria_nome: z.string(),
  exige_validade: z.boolean(),
  titulo: z.string(),
  data_emissao: z.string().nullable(),
  data_validade: z.string().nullable(),
  observacao: z.string(),
  arquivo: z.object({ id: z.string(), nome: z.string(), mime: z.string(), tamanho: z.number() }),
  alerta_enviado_em: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DocumentRow = z.infer<typeof documentRow>;

/**
 * `GET /v1/documentos`: HR filters by person, company, department, category, the "A vencer" window
 * and a search of title or name; an employee's list is their own, whatever they ask.
 */
export const documentsQuery = z.object({
  usuario: idParam.optional(),
  empresa: idParam.optional(),
  departamento: idParam.optional(),
  categoria: idParam.optional(),
  vencimento: z.enum(EXPIRY_WINDOWS, { error: MSG.invalidData }).optional(),
  busca: z.string().trim().max(120, { error: MSG.invalidData }).optional(),
  limit: pageLimit('query'),
  offset: pageOffset('query'),
});
export type DocumentsQuery = z.input<typeof documentsQuery>;
export type DocumentsFilter = z.output<typeof documentsQuery>;

export const documentsResponse = z.object({ rh_documento: z.array(documentRow), total: z.number() });
export type DocumentsResponse = z.infer<typeof documentsResponse>;

/** A document registered or edited by HR; the file is uploaded first (files API, bucket documentos). */
export const documentInput = z.object({
  id_usuario: choice,
  id_categoria: choice,
  id_arquivo: z.uuid({ error: 'Envie o arquivo do documento.' }),
  titulo: nameField(120),
  data_emissao: optionalDay,
  data_validade: optionalDay,
  observacao: z.string().trim().max(1000, { error: 'Utilize no máximo 1000 caracteres.' }).default(''),
});
export type DocumentInput = z.input<typeof documentInput>;
export type DocumentValues = z.output<typeof documentInput>;

export const documentBody = z.object({ object: documentInput });

/** The form's choices: the active categories and a person search. */
export const documentOptionsResponse = z.object({
  categorias: z.array(
    z.object({
      id: z.number(),
      nome: z.string(),
      exige_validade: z.boolean(),
      dias_alerta: z.number(),
      ativo: z.boolean(),
    }),
  ),
});
export type DocumentOptionsResponse = z.infer<typeof documentOptionsResponse>;

export const documentPeopleQuery = z.object({
  busca: z.string().trim().max(120, { error: MSG.invalidData }).default(''),
  id: idParam.optional(),
});
export const documentPeopleResponse = z.object({
  rh_usuario: z.array(z.object({ id: z.number(), nome: z.string(), empresa_nome: z.string().nullable() })),
});
export type DocumentPerson = z.infer<typeof documentPeopleResponse>['rh_usuario'][number];
