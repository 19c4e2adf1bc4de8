import { z } from 'zod';
import { idField as idOf } from '../onboarding/common.schemas';
import { MSG } from '../validation/messages';
import { PIPELINE_MSG } from './pipeline.messages';

/*
 * The records of /pricing (plans and prices), the coverage areas and the blocklist, served by the CRUD
 * kit (docs/sales.md).
 */

const isoDay = z.string({ error: MSG.required }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: MSG.required });
const text = (max: number) =>
  z
    .string({ error: MSG.required })
    .trim()
    .max(max, { error: PIPELINE_MSG.max(max) });
const requiredText = (max: number) => text(max).min(1, { error: MSG.required });
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => (v ? v : null));
/** Reais with cents, kept as the numeric column's text. */
const money = z
  .number({ error: PIPELINE_MSG.moneyInvalid })
  .min(0, { error: PIPELINE_MSG.moneyInvalid })
  .max(999_999.99, { error: PIPELINE_MSG.moneyInvalid })
  .transform((v) => (Math.round(v * 100) / 100).toFixed(2));
const speed = z
  .number({ error: PIPELINE_MSG.speedInvalid })
  .int({ error: PIPELINE_MSG.speedInvalid })
  .min(1, { error: PIPELINE_MSG.speedInvalid })
  .max(100_000, { error: PIPELINE_MSG.speedInvalid });
const loyalty = z
  .number({ error: PIPELINE_MSG.loyaltyInvalid })
  .int({ error: PIPELINE_MSG.loyaltyInvalid })
  .min(0, { error: PIPELINE_MSG.loyaltyInvalid })
  .max(60, { error: PIPELINE_MSG.loyaltyInvalid });
const uf = z.string({ error: MSG.required }).regex(/^[A-Z]{2}$/, { error: MSG.required });
/** A CEP typed with or without its hyphen, kept as its 8 digits. */
const cepDigits = z
  .string({ error: MSG.cep })
  .trim()
  .max(9, { error: MSG.cep })
  .transform((v) => v.replace(/\D/g, ''))
  .refine((v) => /^\d{8}$/.test(v), { error: MSG.cep });

// Plans and prices ---------------------------------------------------------------------------------

const planFields = {
  id_empresa: idOf(MSG.required),
  nome: requiredText(80),
  download_mbps: speed,
  upload_mbps: speed,
  valor_mensal: money,
  valor_instalacao: money,
  fidelidade_meses: loyalty,
  ativo: z.boolean(),
  vigencia_inicio: isoDay,
  vigencia_fim: isoDay.nullish().transform((v) => v ?? null),
};
const validity = (v: { vigencia_inicio?: string; vigencia_fim?: string | null }) =>
  !v.vigencia_inicio || !v.vigencia_fim || v.vigencia_fim >= v.vigencia_inicio;

export const planInput = z
  .object({
    ...planFields,
    valor_instalacao: planFields.valor_instalacao.default('0.00'),
    fidelidade_meses: planFields.fidelidade_meses.default(0),
    ativo: planFields.ativo.default(true),
  })
  .refine(validity, { error: PIPELINE_MSG.validityInvalid, path: ['vigencia_fim'] });
export type PlanInput = z.input<typeof planInput>;

export const planPatch = z
  .object({
    id_empresa: planFields.id_empresa.optional(),
    nome: planFields.nome.optional(),
    download_mbps: speed.optional(),
    upload_mbps: speed.optional(),
    valor_mensal: money.optional(),
    valor_instalacao: money.optional(),
    fidelidade_meses: loyalty.optional(),
    ativo: z.boolean().optional(),
    vigencia_inicio: isoDay.optional(),
    vigencia_fim: isoDay.nullish(),
  })
  .refine(validity, { error: PIPELINE_MSG.validityInvalid, path: ['vigencia_fim'] });

export const planFilter = z.object({
  id: z.number().int().positive().optional(),
  id_empresa: z.number().int().positive().optional(),
  ativo: z.boolean().optional(),
});

export const plan = z.object({
  id: z.number(),
  id_empresa: z.number(),
  nome: z.string(),
  download_mbps: z.number(),
  upload_mbps: z.number(),
  valor_mensal: z.number(),
  valor_instalacao: z.number(),
  fidelidade_meses: z.number(),
  ativo: z.boolean(),
  vigencia_inicio: z.string(),
  vigencia_fim: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Plan = z.infer<typeof plan>;

/** A plan is offered on `day` when active and the day is within its validity. */
export function planOffered(p: Pick<Plan, 'ativo' | 'vigencia_inicio' | 'vigencia_fim'>, day: string): boolean {
  return p.ativo && p.vigencia_inicio <= day && (p.vigencia_fim === null || p.vigencia_fim >= day);
}

// Coverage areas ----------------------------------------------------------------------------------

const coverageShape = (
  v: { cep_inicio?: string | null; cep_fim?: string | null; bairro?: string | null; logradouro?: string | null },
  ctx: z.RefinementCtx,
) => {
  const range = Boolean(v.cep_inicio || v.cep_fim);
  if (range) {
    if (!v.cep_inicio || !v.cep_fim || v.bairro || v.logradouro)
      ctx.addIssue({ code: 'custom', path: ['cep_inicio'], message: PIPELINE_MSG.coverageShape });
    else if (v.cep_fim < v.cep_inicio)
      ctx.addIssue({ code: 'custom', path: ['cep_fim'], message: PIPELINE_MSG.cepRangeInvalid });
  } else if (v.bairro === null || (v.bairro === undefined && v.logradouro !== undefined))
    ctx.addIssue({ code: 'custom', path: ['bairro'], message: PIPELINE_MSG.coverageShape });
};

/** A field the form left blank is no value (a range area has no neighbourhood, and the other way round). */
const blankIsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema);
const optionalCep = blankIsNull(cepDigits.nullish().transform((v) => v ?? null));

const coverageFields = {
  id_empresa: idOf(MSG.required),
  cidade: requiredText(100),
  uf,
  cep_inicio: optionalCep,
  cep_fim: optionalCep,
  bairro: optionalText(100),
  logradouro: optionalText(150),
  ativo: z.boolean(),
};

export const coverageInput = z
  .object({ ...coverageFields, ativo: coverageFields.ativo.default(true) })
  .superRefine(coverageShape);
export type CoverageInput = z.input<typeof coverageInput>;

export const coveragePatch = z
  .object({
    id_empresa: coverageFields.id_empresa.optional(),
    cidade: coverageFields.cidade.optional(),
    uf: uf.optional(),
    cep_inicio: blankIsNull(cepDigits.nullish()),
    cep_fim: blankIsNull(cepDigits.nullish()),
    bairro: blankIsNull(text(100).nullish()),
    logradouro: blankIsNull(text(150).nullish()),
    ativo: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    // A patch that names the shape names it whole (the form sends every field).
    if ('cep_inicio' in v || 'bairro' in v) coverageShape(v, ctx);
  });

export const coverageFilter = z.object({
  id: z.number().int().positive().optional(),
  id_empresa: z.number().int().positive().optional(),
  ativo: z.boolean().optional(),
});

export const coverage = z.object({
  id: z.number(),
  id_empresa: z.number(),
  cidade: z.string(),
  uf: z.string(),
  cep_inicio: z.string().nullable(),
  cep_fim: z.string().nullable(),
  bairro: z.string().nullable(),
  logradouro: z.string().nullable(),
  ativo: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Coverage = z.infer<typeof coverage>;

// Blocklist --------------------------------------------------------------------------------------

/**
 * The blocked value as stored: a CPF's or phone's digits; an address as `CEP:número`
 * ('01310-100, 1578' → '01310100:1578').
 */
export function blockValueOf(raw: string): string {
  const address = /^\s*(\d{5})-?(\d{3})\s*[,:;]\s*(.+?)\s*$/.exec(raw);
  if (address) return `${address[1]}${address[2]}:${address[3].toLowerCase().replace(/\s+/g, '')}`;
  return raw.replace(/\D/g, '');
}

const blockValue = requiredText(120).transform(blockValueOf);
const blockShape = (v: { tipo?: string; valor?: string }, ctx: z.RefinementCtx) => {
  if (!v.tipo || v.valor === undefined) return;
  const ok =
    v.tipo === 'cpf'
      ? /^\d{11}$/.test(v.valor)
      : v.tipo === 'telefone'
        ? /^\d{10,11}$/.test(v.valor)
        : /^\d{8}:.+$/.test(v.valor);
  if (!ok) ctx.addIssue({ code: 'custom', path: ['valor'], message: PIPELINE_MSG.blockValueInvalid });
};
const blockKind = z.enum(['cpf', 'telefone', 'endereco'], { error: MSG.required });

export const blocklistInput = z
  .object({
    tipo: blockKind,
    valor: blockValue,
    id_empresa: idOf()
      .nullish()
      .transform((v) => v ?? null),
    motivo: requiredText(300),
    ativo: z.boolean().default(true),
  })
  .superRefine(blockShape);
export type BlocklistInput = z.input<typeof blocklistInput>;

export const blocklistPatch = z
  .object({
    tipo: blockKind.optional(),
    valor: blockValue.optional(),
    id_empresa: idOf().nullish(),
    motivo: requiredText(300).optional(),
    ativo: z.boolean().optional(),
  })
  .superRefine(blockShape);

export const blocklistFilter = z.object({
  id: z.number().int().positive().optional(),
  tipo: blockKind.optional(),
  id_empresa: z.number().int().positive().optional(),
  ativo: z.boolean().optional(),
});

export const blocklistEntry = z.object({
  id: z.number(),
  tipo: blockKind,
  valor: z.string(),
  id_empresa: z.number().nullable(),
  motivo: z.string(),
  ativo: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BlocklistEntry = z.infer<typeof blocklistEntry>;
