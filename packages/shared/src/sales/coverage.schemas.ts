import { z } from 'zod';
import { pageLimit, pageOffset } from '../api/paging';
import { idField as idOf } from '../onboarding/common.schemas';
import { MSG } from '../validation/messages';
import { COVERAGE_COLUMN_LABELS, type CoverageColumn } from './coverage.rules';
import { PIPELINE_MSG } from './pipeline.messages';
import { coverage, coverageInput } from './pricing.schemas';

/*
 * The coverage screens' own calls (docs/sales.md "Coverage and feasibility"): the areas paged by
 * provider and city, the cities of a provider, and the spreadsheet import with its preview.
 */

const queryId = (message: string = MSG.invalidData) => z.coerce.number({ error: message }).pipe(idOf(message));
const flag = z
  .enum(['true', 'false'], { error: MSG.invalidData })
  .transform((v) => v === 'true')
  .optional();
const text = (max: number) =>
  z
    .string({ error: MSG.invalidData })
    .trim()
    .max(max, { error: PIPELINE_MSG.max(max) });

/** The areas of a provider and city, paged; `busca` looks in the neighbourhood, the street and the CEPs. */
export const coveragePageQuery = z.object({
  id_empresa: queryId().optional(),
  cidade: text(100).optional(),
  uf: z
    .string({ error: MSG.invalidData })
    .regex(/^[A-Z]{2}$/, { error: MSG.invalidData })
    .optional(),
  ativo: flag,
  busca: text(100).optional(),
  offset: pageOffset('query'),
  limit: pageLimit('query'),
});
export type CoveragePageQuery = z.input<typeof coveragePageQuery>;

export const coverageArea = coverage.extend({ empresa: z.string() });
export type CoverageArea = z.infer<typeof coverageArea>;
export const coveragePageResponse = z.object({ total: z.number(), areas: z.array(coverageArea) });
export type CoveragePageResponse = z.infer<typeof coveragePageResponse>;

/** The cities a provider covers (the list's city filter), with how many areas each. */
export const coverageCitiesQuery = z.object({ id_empresa: queryId().optional() });
export const coverageCitiesResponse = z.object({
  cidades: z.array(z.object({ cidade: z.string(), uf: z.string(), areas: z.number() })),
});
export type CoverageCitiesResponse = z.infer<typeof coverageCitiesResponse>;

// The spreadsheet import -------------------------------------------------------------------------

/**
 * An import's phases: the file received (`aguardando`), being read (`lendo`, its share in
 * `percentual`), read with its lines kept for the preview (`lida`), refused as a whole (`recusada`,
 * the reason in `mensagem`), its valid lines written as areas (`aplicada`), or given up (`descartada`).
 */
export const COVERAGE_IMPORT_PHASES = ['aguardando', 'lendo', 'lida', 'recusada', 'aplicada', 'descartada'] as const;
export type CoverageImportPhase = (typeof COVERAGE_IMPORT_PHASES)[number];

/** The text fields of the multipart upload beside the file `arquivo`. */
export const coverageImportFields = z.object({ id_empresa: queryId(PIPELINE_MSG.providerUnknown) });

export const coverageImport = z.object({
  id: z.number(),
  id_empresa: z.number(),
  empresa: z.string(),
  nome_arquivo: z.string(),
  fase: z.enum(COVERAGE_IMPORT_PHASES),
  percentual: z.number(),
  mensagem: z.string().nullable(),
  linhas: z.number(),
  validas: z.number(),
  invalidas: z.number(),
  criadas: z.number().nullable(),
  created_at: z.string(),
});
export type CoverageImport = z.infer<typeof coverageImport>;

export const coverageImportParams = z.object({ id: queryId() });

/** The lines read, paged; `problemas` only those with a problem (the preview's errors). */
export const coverageImportLinesQuery = z.object({
  problemas: flag,
  offset: pageOffset('query'),
  limit: pageLimit('query'),
});
export const coverageImportLine = z.object({
  linha: z.number(),
  cidade: z.string().nullable(),
  uf: z.string().nullable(),
  cep_inicio: z.string().nullable(),
  cep_fim: z.string().nullable(),
  bairro: z.string().nullable(),
  logradouro: z.string().nullable(),
  problema: z.string().nullable(),
});
export type CoverageImportLine = z.infer<typeof coverageImportLine>;
export const coverageImportLinesResponse = z.object({ total: z.number(), linhas: z.array(coverageImportLine) });
export type CoverageImportLinesResponse = z.infer<typeof coverageImportLinesResponse>;

/**
 * A spreadsheet line as an area of the provider: the area's values, or the line's problems in pt-BR,
 * each named by its column ("CEP final: O CEP final não pode ser menor que o inicial.").
 */
export function checkCoverageLine(
  idEmpresa: number,
  values: Record<CoverageColumn, string | null>,
): { ok: true; area: z.output<typeof coverageInput> } | { ok: false; problems: string[] } {
  const parsed = coverageInput.safeParse({ id_empresa: idEmpresa, ...values, ativo: true });
  if (parsed.success) return { ok: true, area: parsed.data };
  const problems = parsed.error.issues.map((issue) => {
    const column = issue.path[0] as CoverageColumn | undefined;
    const label = column && column in COVERAGE_COLUMN_LABELS ? COVERAGE_COLUMN_LABELS[column] : null;
    const message = issue.code === 'invalid_type' ? MSG.required : issue.message;
    return label ? `${label}: ${message}` : message;
  });
  return { ok: false, problems: [...new Set(problems)] };
}
