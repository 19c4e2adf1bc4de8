import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../api/paging';
import { baseFilter, namesFilter, recordTimes } from '../crud/crud.schemas';
import { nameField } from '../validation/fields';
import { MSG } from '../validation/messages';
import { SUPPLIES_MSG } from './supplies.messages';
import {
  MANUAL_MOVES,
  MOVE_TYPES,
  PLACE_TYPES,
  PRODUCT_TYPES,
  RETURN_TYPES,
  TAG_PATTERN,
  decodeCursor,
  normalizeTag,
} from './supplies.rules';

export const tagField = z
  .string({ error: SUPPLIES_MSG.tag })
  .transform(normalizeTag)
  .pipe(z.string().regex(TAG_PATTERN, { error: SUPPLIES_MSG.tag }));
const osField = z.string({ error: SUPPLIES_MSG.os }).trim().max(40, { error: SUPPLIES_MSG.os });
const id = z.number({ error: MSG.required }).int({ error: MSG.required }).positive({ error: MSG.required });
const qid = z.coerce
  .number({ error: MSG.invalidData })
  .int({ error: MSG.invalidData })
  .positive({ error: MSG.invalidData });
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: MSG.invalidData });

/** Keyset paging of the lists: `limit` rows before the cursor `antes_de` (the `proximo` of the page before). */
const keyset = {
  limit: z.coerce.number({ error: MSG.invalidData }).int().min(1).max(MAX_PAGE_SIZE).default(20),
  antes_de: z
    .string()
    .max(80)
    .refine((c) => decodeCursor(c) !== null, { error: MSG.invalidData })
    .optional(),
};
const page = <T extends z.ZodType>(row: T) =>
  z.object({ itens: z.array(row), proximo: z.string().nullable(), total: z.number(), total_limitado: z.boolean() });

export const product = z.object({
  id: z.number(),
  nome: z.string(),
  tipo: z.enum(PRODUCT_TYPES),
  modelo: z.string(),
  custo: z.string(),
  serializado: z.boolean(),
});
export const place = z.object({
  id: z.number(),
  tipo: z.enum(PLACE_TYPES),
  nome: z.string(),
  id_empresa: z.number(),
  id_equipe: z.number().nullable(),
  id_contrato: z.number().nullable(),
});
export const squad = z.object({
  id: z.number(),
  nome: z.string(),
  id_empresa: z.number(),
  empresa: z.string(),
  id_cidade: z.number().nullable(),
  cidade: z.string().nullable(),
  ativo: z.boolean(),
  id_local: z.number(),
  membros: z.array(z.object({ id: z.number(), nome: z.string() })),
  unidades: z.number(),
  valor: z.string(),
});
export type Squad = z.infer<typeof squad>;

/** A squad's edit (`/squads/list`): its name, provider, city, whether it works, and its members (employees). */
export const squadInput = z.object({
  nome: nameField(80),
  id_empresa: z
    .number({ error: SUPPLIES_MSG.providerRequired })
    .int()
    .positive({ error: SUPPLIES_MSG.providerRequired }),
  id_cidade: z.number().int().positive().nullable(),
  ativo: z.boolean(),
  membros: z
    .array(z.number().int().positive())
    .max(30, { error: SUPPLIES_MSG.tooManyMembers })
    .transform((ids) => [...new Set(ids)]),
});
export const squadUpdateResponse = z.object({ equipe: squad });
export const employeeLookupQuery = z.object({ busca: z.string().trim().max(80).default('') });
export const employeeLookupResponse = z.object({
  funcionarios: z.array(z.object({ id: z.number(), nome: z.string() })),
});

/** A product in its register (`/supplies/products`): what is bought, at what unit cost, serialised or by quantity. */
export const productRecord = product.extend({ ativo: z.boolean(), ...recordTimes });
export type ProductRecord = z.infer<typeof productRecord>;
const costField = z
  .union([z.number(), z.string().trim().min(1)], { error: SUPPLIES_MSG.cost })
  .transform((v) => Number(typeof v === 'string' ? v.replace(',', '.') : v))
  .refine((n) => Number.isFinite(n) && n >= 0 && n < 1e12, { error: SUPPLIES_MSG.cost })
  .transform((n) => n.toFixed(2));
const productFields = {
  nome: nameField(120),
  tipo: z.enum(PRODUCT_TYPES, { error: SUPPLIES_MSG.productType }),
  modelo: nameField(80),
  custo: costField,
};
export const productInput = z.object({
  ...productFields,
  serializado: z.boolean().default(true),
  ativo: z.boolean().default(false),
});
export const productPatch = z.object({ ...productFields, serializado: z.boolean(), ativo: z.boolean() }).partial();
export const productFilter = z.object({
  ...baseFilter,
  nome: namesFilter,
  tipo: z.enum(PRODUCT_TYPES).optional(),
});

/** The lookups the screens' filters and forms use. */
export const suppliesLookups = z.object({
  empresas: z.array(z.object({ id: z.number(), nome: z.string() })),
  produtos: z.array(product),
  locais: z.array(place),
  equipes: z.array(z.object({ id: z.number(), nome: z.string(), id_empresa: z.number(), id_local: z.number() })),
  /** The providers' cities (a squad's city). */
  cidades: z.array(z.object({ id: z.number(), nome: z.string(), uf: z.string(), id_empresa: z.number() })),
});
export type SuppliesLookups = z.infer<typeof suppliesLookups>;

export const move = z.object({
  id: z.number(),
  tipo: z.enum(MOVE_TYPES),
  id_unidade: z.number(),
  patrimonio: z.string(),
  serial: z.string().nullable(),
  produto: z.string(),
  de_local: z.number().nullable(),
  de: z.string().nullable(),
  para_local: z.number(),
  para: z.string(),
  os: z.string().nullable(),
  motivo: z.string().nullable(),
  usuario: z.string().nullable(),
  criado_em: z.string(),
});
export type Move = z.infer<typeof move>;
export const moveListQuery = z.object({
  tipo: z.enum(MOVE_TYPES).optional(),
  /** Several kinds at once, comma-separated (a screen of maintenance shows its moves in and out). */
  tipos: z
    .string()
    .max(120)
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(z.array(z.enum(MOVE_TYPES)).max(MOVE_TYPES.length))
    .optional(),
  empresa: qid.optional(),
  local: qid.optional(),
  patrimonio: z.string().trim().max(40).optional(),
  de: day.optional(),
  ate: day.optional(),
  ...keyset,
});
export const moveListResponse = page(move);
export type MoveListResponse = z.infer<typeof moveListResponse>;

/** Registers one kind of move for several tags, all from `origem` (refused whole if one is not there). */
export const moveInput = z
  .object({
    tipo: z.enum(MANUAL_MOVES, { error: MSG.required }),
    origem: z.number({ error: SUPPLIES_MSG.originRequired }).int().positive({ error: SUPPLIES_MSG.originRequired }),
    patrimonios: z.array(tagField, { error: SUPPLIES_MSG.tags }).min(1, { error: SUPPLIES_MSG.tags }).max(200, {
      error: SUPPLIES_MSG.tags,
    }),
    id_equipe: id.optional(),
    id_contrato: id.optional(),
    id_almoxarifado: id.optional(),
    os: osField.optional(),
    motivo: z.string().trim().max(500, { error: 'Utilize no máximo 500 caracteres.' }).optional(),
  })
  .superRefine((m, ctx) => {
    if (m.tipo === 'retirada' && !m.id_equipe)
      ctx.addIssue({ code: 'custom', path: ['id_equipe'], message: SUPPLIES_MSG.squadRequired });
    if (m.tipo === 'instalacao' && !m.id_contrato)
      ctx.addIssue({ code: 'custom', path: ['id_contrato'], message: SUPPLIES_MSG.contractRequired });
    if (m.tipo === 'instalacao' && !m.os)
      ctx.addIssue({ code: 'custom', path: ['os'], message: SUPPLIES_MSG.osRequired });
    if (m.tipo === 'reparo' && !m.id_almoxarifado)
      ctx.addIssue({ code: 'custom', path: ['id_almoxarifado'], message: SUPPLIES_MSG.warehouseRequired });
    if (m.tipo === 'reciclagem' && !m.motivo)
      ctx.addIssue({ code: 'custom', path: ['motivo'], message: SUPPLIES_MSG.reasonRequired });
  });
export type MoveInput = z.input<typeof moveInput>;
export const moveResponse = z.object({ movimentos: z.array(move) });

export const unit = z.object({
  id: z.number(),
  patrimonio: z.string(),
  serial: z.string().nullable(),
  id_produto: z.number(),
  produto: z.string(),
  tipo_produto: z.enum(PRODUCT_TYPES),
  custo: z.string(),
  id_local: z.number(),
  local: z.string(),
  tipo_local: z.enum(PLACE_TYPES),
  id_empresa: z.number(),
  atualizado_em: z.string(),
});
export type Unit = z.infer<typeof unit>;
export const unitListQuery = z.object({
  local: qid.optional(),
  tipo_local: z.enum(PLACE_TYPES).optional(),
  produto: qid.optional(),
  empresa: qid.optional(),
  ...keyset,
});
export const unitListResponse = page(unit);
export const unitDetail = z.object({ unidade: unit, movimentos: z.array(move) });
export type UnitDetail = z.infer<typeof unitDetail>;
/** A tag or a serial, as typed or scanned. */
export const unitLookupParams = z.object({ codigo: z.string().trim().min(1).max(80) });

export const returnRow = z.object({
  id: z.number(),
  tipo: z.enum(RETURN_TYPES),
  id_empresa: z.number(),
  id_equipe: z.number(),
  equipe: z.string(),
  id_contrato: z.number().nullable(),
  contrato: z.string().nullable(),
  cliente: z.string().nullable(),
  os: z.string().nullable(),
  patrimonio: z.string().nullable(),
  produto: z.string().nullable(),
  id_movimento: z.number().nullable(),
  registrado_em: z.string(),
});
export type ReturnRow = z.infer<typeof returnRow>;
export const returnListQuery = z.object({
  tipo: z.enum(RETURN_TYPES),
  alternativo: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .default(false),
  empresa: qid.optional(),
  equipe: qid.optional(),
  de: day.optional(),
  ate: day.optional(),
  ...keyset,
});
export const returnListResponse = page(returnRow);
export const returnInput = z
  .object({
    tipo: z.enum(RETURN_TYPES, { error: MSG.required }),
    id_equipe: id,
    id_contrato: id.optional(),
    os: osField.optional(),
    patrimonio: z.string().trim().max(40, { error: SUPPLIES_MSG.tag }).optional(),
  })
  .superRefine((r, ctx) => {
    if (r.tipo === 'recolhimento' && !r.id_contrato)
      ctx.addIssue({ code: 'custom', path: ['id_contrato'], message: SUPPLIES_MSG.contractRequired });
  });
export const returnResponse = z.object({ retorno: returnRow });
/** Spec §7: `POST v1/suprimentos/retorno/atualizar/os/patrimonio {id, os, patrimonio}`. */
export const returnEditInput = z.object({
  id,
  os: osField.nullable().optional(),
  patrimonio: z.string().trim().max(40, { error: SUPPLIES_MSG.tag }).nullable().optional(),
});
export const returnEditResponse = z.object({ update_suprimentos_retorno_by_pk: returnRow });

/** Spec §3 inventory row, with what the system expects beside what was counted. */
export const inventoryRow = z.object({
  id: z.number(),
  validado: z.boolean(),
  patrimonio: z.string().nullable(),
  quantidade_informada: z.number(),
  quantidade_sistema: z.number(),
  equipe: z.string(),
  id_equipe: z.number(),
  sistema: z.number(),
  cidade: z.string(),
  id_produto: z.number().nullable(),
  produto: z.string().nullable(),
  origem: z.enum(['mk', 'manual']),
  validado_em: z.string().nullable(),
  created_at: z.string(),
});
export type InventoryRow = z.infer<typeof inventoryRow>;
export const inventoryListQuery = z.object({
  id_equipe: qid,
  validado: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export const inventoryListResponse = z.object({ suprimentos_inventario: z.array(inventoryRow) });
export const inventoryInput = z
  .object({
    id_equipe: id,
    patrimonio: tagField.nullable().optional(),
    id_produto: id.nullable().optional(),
    quantidade_informada: z
      .number({ error: SUPPLIES_MSG.quantity })
      .int({ error: SUPPLIES_MSG.quantity })
      .min(0, { error: SUPPLIES_MSG.quantity })
      .max(100_000, { error: SUPPLIES_MSG.quantity }),
    cidade: z.string().trim().max(120).optional(),
    origem: z.enum(['mk', 'manual']).default('manual'),
  })
  .superRefine((r, ctx) => {
    if (!r.patrimonio && !r.id_produto)
      ctx.addIssue({ code: 'custom', path: ['patrimonio'], message: SUPPLIES_MSG.itemRequired });
    if (r.patrimonio && r.quantidade_informada > 1)
      ctx.addIssue({ code: 'custom', path: ['quantidade_informada'], message: SUPPLIES_MSG.tagQuantity });
  });
/** Spec §7: `POST v1/company/suprimentos/inventario {objects}`. */
export const inventoryInsertBody = z.object({
  objects: z.array(inventoryInput).min(1, { error: MSG.invalidData }).max(1000, { error: MSG.invalidData }),
});
export const inventoryInsertResponse = z.object({
  insert_suprimentos_inventario: z.object({ affected_rows: z.number(), returning: z.array(inventoryRow) }),
});
/** Spec §7/§4: `PUT v1/company/inventario/{id}` sets validado true. */
export const inventoryValidateBody = z.object({ validado: z.literal(true).default(true) }).default({ validado: true });
export const inventoryValidateResponse = z.object({
  update_suprimentos_inventario_by_pk: inventoryRow,
  ajustes: z.array(move),
});

export const valueRow = z.object({
  id_local: z.number(),
  local: z.string(),
  tipo_local: z.enum(PLACE_TYPES),
  id_empresa: z.number(),
  empresa: z.string(),
  unidades: z.number(),
  valor: z.string(),
});
export const valuesQuery = z.object({ agrupar: z.enum(['local', 'equipe']).default('local'), empresa: qid.optional() });
export const valuesResponse = z.object({
  itens: z.array(valueRow),
  total_valor: z.string(),
  baixado_valor: z.string(),
});
export type ValuesResponse = z.infer<typeof valuesResponse>;

export const dashboardResponse = z.object({
  por_local: z.array(z.object({ tipo_local: z.enum(PLACE_TYPES), unidades: z.number(), valor: z.string() })),
  atrasados: z.array(
    z.object({
      patrimonio: z.string(),
      produto: z.string(),
      cliente: z.string(),
      contrato: z.string(),
      data_cancelamento: z.string(),
      dias: z.number(),
    }),
  ),
  atrasados_total: z.number(),
  manutencao_dias: z.number().nullable(),
  reciclagem_mes: z.array(z.object({ mes: z.string(), unidades: z.number() })),
  movimentos_mes: z.array(z.object({ mes: z.string(), tipo: z.enum(MOVE_TYPES), unidades: z.number() })),
  valor_estoque: z.string(),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;

export const squadListResponse = z.object({ equipes: z.array(squad) });
export const contractLookupQuery = z.object({ busca: z.string().trim().min(1).max(80) });
export const contractLookupResponse = z.object({
  contratos: z.array(
    z.object({ id: z.number(), codigo_erp: z.string(), cliente: z.string(), status: z.string(), sistema: z.number() }),
  ),
});
