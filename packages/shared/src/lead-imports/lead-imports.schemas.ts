import { z } from 'zod';
import { pagingFields } from '../api/paging';
import { isValidCpf, onlyDigits } from '../validation/cpf';
import { idParam } from '../validation/fields';
import { MSG } from '../validation/messages';
import { LEAD_IMPORTS_MSG as M } from './lead-imports.messages';

const named = z.object({ id: z.number(), nome: z.string() });

/** A lead import as the list answers it (spec §3 "Lead import"): the file, provider, channel, campaign and counts. */
export const leadImport = z.object({
  id: z.number(),
  created_at: z.string(),
  file: z.object({ id: z.string().nullable(), name: z.string(), createdAt: z.string() }),
  empresa: named,
  canal: named,
  campanha: named,
  usuario: named.nullable(),
  /** Lines read from the spreadsheet (0 until it is read). */
  registros: z.number(),
  leads_criados: z.number(),
});
export type LeadImport = z.infer<typeof leadImport>;

const id = z.number({ error: MSG.invalidData }).int({ error: MSG.invalidData }).positive({ error: MSG.invalidData });
/** A required choice of the register form: missing, it is the form's 'Preencha todos os campos obrigatórios!'. */
const requiredId = z
  .number({ error: M.fillRequired })
  .int({ error: M.fillRequired })
  .positive({ error: M.fillRequired });

/** `POST v1/lead/importacao/cliente/filtro`: the imports, newest first, matching a search (file, provider, channel or campaign). */
export const leadImportListBody = z.object({
  filtro: z.object({ busca: z.string().trim().max(200).optional() }).default({}),
  ...pagingFields,
});
export type LeadImportListBody = z.input<typeof leadImportListBody>;
export const leadImportListResponse = z.object({ vendas_lead_importacao: z.array(leadImport), total: z.number() });

/**
 * `POST v1/lead/importacao` (spec §7 "POST for the import record"): the stored file (bucket
 * importacoes), campaign, channel and provider. `id_usuario` is accepted as the spec sends it and
 * ignored: the import is the signed-in user's.
 */
export const leadImportCreateBody = z.object({
  id_file: z.string({ error: M.fillRequired }).uuid({ error: M.fileNotFound }),
  id_campanha: requiredId,
  id_canal: requiredId,
  id_empresa: requiredId,
  id_usuario: z.number().int().optional(),
});
export type LeadImportCreateBody = z.input<typeof leadImportCreateBody>;
export const leadImportCreateResponse = z.object({ vendas_lead_importacao: leadImport });

export const importIdParams = z.object({ id: idParam });

/** One line of a spreadsheet and why: its number as the spreadsheet shows it (the header is line 1). */
export const lineReason = z.object({ linha: z.number(), motivo: z.string() });
export type LineReason = z.infer<typeof lineReason>;

/** Lines listed at most in each list of a reading's answer; all of them are flagged in the file list. */
export const MAX_LISTED_LINES = 1_000;

/**
 * `POST v1/lead/arquivo/clientes/{id}`: the import's spreadsheet read into its lines, all or none.
 * `success` false with the reason in `message` when the file cannot be read (then nothing is left,
 * not even the import). Lines with a problem are kept, to be corrected, and listed in `invalidos`;
 * lines whose CPF is on an earlier line or has an open lead of the provider in `repetidos` (the
 * first MAX_LISTED_LINES of each; `*_total` counts them all).
 */
export const importCustomersResponse = z.object({
  importaClientes: z.object({
    success: z.boolean(),
    message: z.string(),
    registros: z.number(),
    prontas: z.number(),
    clientes: z.number(),
    invalidos: z.array(lineReason),
    invalidos_total: z.number(),
    repetidos: z.array(lineReason),
    repetidos_total: z.number(),
  }),
});
export type ImportCustomersResult = z.infer<typeof importCustomersResponse>['importaClientes'];

/** What a spreadsheet's reading has done so far, for the register screen's progress bar. */
export const importProgressResponse = z.object({
  progresso: z.object({ fase: z.enum(['aguardando', 'lendo', 'gravando', 'concluida']), percentual: z.number() }),
});
export type ImportProgress = z.infer<typeof importProgressResponse>['progresso'];

export const PARTICIPANT_STATE_VALUES = ['todas', 'prontas', 'problemas', 'criadas'] as const;
export type ParticipantState = (typeof PARTICIPANT_STATE_VALUES)[number];

/** A person of an import (spec §3 "Lead participant"), with what keeps it from becoming a lead. */
export const participant = z.object({
  id: z.number(),
  id_importacao_evento: z.number(),
  linha: z.number(),
  nome: z.string(),
  telefone: z.string(),
  cpf: z.string(),
  cliente: z.boolean(),
  codlead: z.string().nullable(),
  lead: z.boolean(),
  /** The line's problems (name, CPF, phone), null when it has none. */
  problema: z.string().nullable(),
  /** An earlier line of the spreadsheet with the same CPF. */
  repetido_na_linha: z.number().nullable(),
  /** The provider already has an open lead with this CPF (another line's or from elsewhere). */
  lead_aberta: z.boolean(),
});
export type Participant = z.infer<typeof participant>;

/** `POST v1/lead/importacao/clientes/filtro` (spec: body filtro): a page of an import's lines in spreadsheet order, or one line by id. */
export const participantListBody = z.object({
  filtro: z.object({
    id_importacao_evento: id,
    id: id.optional(),
    busca: z.string().trim().max(200).optional(),
    situacao: z.enum(PARTICIPANT_STATE_VALUES).default('todas'),
  }),
  ...pagingFields,
});
export type ParticipantListBody = z.input<typeof participantListBody>;
export const participantListResponse = z.object({
  vendas_lead_participante: z.array(participant),
  total: z.number(),
  importacao: leadImport,
});

/**
 * The edit form (spec §2 "Edit", §5): nome, telefone and cpf required ('Preencha todos os campos
 * obrigatórios'); only their digits are sent; the phone has its area code, the CPF its check digits.
 */
export const participantFields = z.object({
  nome: z
    .string({ error: M.fillRequiredEdit })
    .trim()
    .min(1, { error: M.fillRequiredEdit })
    .max(200, { error: M.row.nameTooLong }),
  telefone: z
    .string({ error: M.fillRequiredEdit })
    .transform(onlyDigits)
    .refine((d) => d.length > 0, { error: M.fillRequiredEdit })
    .refine((d) => d.length === 0 || d.length === 10 || d.length === 11, { error: M.row.phone }),
  cpf: z
    .string({ error: M.fillRequiredEdit })
    .transform(onlyDigits)
    .refine((d) => d.length > 0, { error: M.fillRequiredEdit })
    .refine((d) => d.length === 0 || d.length === 11, { error: M.row.cpfLength })
    .refine((d) => d.length !== 11 || isValidCpf(d), { error: M.row.cpfInvalid }),
});
export type ParticipantFields = z.input<typeof participantFields>;

/** `PUT v1/lead/importacao/clientes` (spec: a list of where/_set): lines of an import corrected. */
export const participantUpdateBody = z.object({
  updates: z
    .array(z.object({ where: z.object({ id, id_importacao_evento: id }), _set: participantFields }))
    .min(1, { error: MSG.invalidData })
    .max(100, { error: MSG.invalidData }),
});
export type ParticipantUpdateBody = z.input<typeof participantUpdateBody>;
export const participantUpdateResponse = z.object({ vendas_lead_participante: z.array(participant) });

/** The most lines one call turns into leads (a whole spreadsheet). */
export const MAX_LEADS_PER_CALL = 100_000;

/**
 * `POST v1/lead/importacao/mk` (spec: id_usuario, lead, id_importacao_evento): the selected lines of
 * an import turned into leads. `id_usuario` is accepted and ignored (the signed-in user creates them).
 */
export const createLeadsBody = z.object({
  id_usuario: z.number().int().optional(),
  lead: z.array(id).min(1, { error: M.selectLeads }).max(MAX_LEADS_PER_CALL, { error: MSG.invalidData }),
  id_importacao_evento: id,
});
export type CreateLeadsBody = z.input<typeof createLeadsBody>;

/** What creating leads did: `status` 'sucesso' (all created), 'parcial' or 'nenhuma'; the lines refused and why. */
export const createLeadsResponse = z.object({
  criaLeadImportada: z.object({
    status: z.enum(['sucesso', 'parcial', 'nenhuma']),
    message: z.string(),
    criadas: z.number(),
    recusadas: z.array(z.object({ id: z.number(), linha: z.number(), motivo: z.string() })),
  }),
});
export type CreateLeadsResult = z.infer<typeof createLeadsResponse>['criaLeadImportada'];
