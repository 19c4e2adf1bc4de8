import { z } from 'zod';
import { pagingFields } from '../api/paging';
import { idParam, requiredText } from '../validation/fields';
import { MSG } from '../validation/messages';
import { CAREERS_MSG, STAGES, WORK_MODES } from './careers.messages';

const day = z.string({ error: MSG.required }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: MSG.invalidData });
const optionalId = z
  .number({ error: MSG.invalidData })
  .int()
  .positive()
  .nullish()
  .transform((v) => v ?? null);
const text = (max: number) => z.string({ error: MSG.required }).trim().max(max, { error: MSG.invalidData });

/** A vacancy as staff register and edit it; published from data_inicio to data_fim (inclusive). */
export const vacancyInput = z
  .object({
    id_empresa: z.number({ error: MSG.required }).int().positive({ error: MSG.required }),
    titulo_vaga: requiredText().pipe(text(120)),
    funcao: text(120).default(''),
    id_departamento: optionalId,
    id_cargo: optionalId,
    cidade: requiredText().pipe(text(120)),
    vagas: z
      .number({ error: MSG.required })
      .int({ error: MSG.invalidData })
      .min(1, { error: 'Este valor não pode ser menor que 1!' })
      .max(999),
    modalidade: z.enum(WORK_MODES, { error: MSG.required }),
    descricao: z.string({ error: MSG.required }).max(20_000, { error: MSG.invalidData }).default(''),
    requisitos: text(4000).default(''),
    palavras_chave: text(500).default(''),
    id_gestor: optionalId,
    data_inicio: day,
    data_fim: day,
    ativo: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.data_fim < v.data_inicio)
      ctx.addIssue({ code: 'custom', path: ['data_fim'], message: CAREERS_MSG.datesOrder });
  });
export type VacancyInput = z.input<typeof vacancyInput>;

const stageCounts = z.object({
  inscrito: z.number(),
  triagem: z.number(),
  entrevista: z.number(),
  aprovado: z.number(),
  reprovado: z.number(),
});

/** A vacancy on the staff list, with its applicants per stage. */
export const staffVacancy = z.object({
  id: z.number(),
  id_empresa: z.number().nullable(),
  empresa: z.string().nullable(),
  titulo_vaga: z.string(),
  funcao: z.string(),
  id_departamento: z.number().nullable(),
  departamento: z.string().nullable(),
  id_cargo: z.number().nullable(),
  cargo: z.string().nullable(),
  cidade: z.string().nullable(),
  vagas: z.number(),
  modalidade: z.enum(WORK_MODES),
  descricao: z.string(),
  requisitos: z.string(),
  palavras_chave: z.string(),
  id_gestor: z.number().nullable(),
  gestor: z.string().nullable(),
  data_inicio: z.string().nullable(),
  data_fim: z.string().nullable(),
  ativo: z.boolean(),
  publicada: z.boolean(),
  etapas: stageCounts,
});
export type StaffVacancy = z.infer<typeof staffVacancy>;

export const staffListBody = z.object({
  filtro: z.object({ empresa: z.string().trim().max(80).optional() }).default({}),
});
export const staffListResponse = z.object({ vagas: z.array(staffVacancy) });

/** The public list: open vacancies, filtered by company (name or id), words and city. */
export const publicListQuery = z.object({
  empresa: z.string().trim().max(80).optional(),
  q: z.string().trim().max(120).optional(),
  cidade: z.string().trim().max(120).optional(),
});
export const publicVacancy = z.object({
  id: z.number(),
  titulo_vaga: z.string(),
  funcao: z.string(),
  empresa: z.string().nullable(),
  cidade: z.string().nullable(),
  vagas: z.number(),
  modalidade: z.enum(WORK_MODES),
  data_inicio: z.string().nullable(),
  data_fim: z.string().nullable(),
});
export type PublicVacancy = z.infer<typeof publicVacancy>;
export const publicListResponse = z.object({
  vagas: z.array(publicVacancy),
  cidades: z.array(z.string()),
  empresas: z.array(z.string()),
});
export const publicDetail = publicVacancy.extend({
  descricao: z.string(),
  requisitos: z.string(),
  departamento: z.string().nullable(),
});
export type PublicVacancyDetail = z.infer<typeof publicDetail>;

/** Applying: the vacancy and the tracking link's channel and campaign (`chn`, `cmp`) as its source. */
export const applyBody = z.object({
  id_vaga: z.number({ error: MSG.invalidData }).int().positive({ error: MSG.invalidData }),
  chn: z.coerce.number().int().positive().nullish().catch(null),
  cmp: z.coerce.number().int().positive().nullish().catch(null),
});

export const stageSchema = z.enum(STAGES, { error: MSG.invalidData });
export const stageMove = z.object({
  id: z.number(),
  etapa: stageSchema,
  nota: z.string(),
  autor: z.string().nullable(),
  created_at: z.string(),
});

/** A candidate's own application. */
export const myApplication = z.object({
  id: z.number(),
  id_vaga: z.number(),
  titulo_vaga: z.string(),
  empresa: z.string().nullable(),
  cidade: z.string().nullable(),
  etapa: stageSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export const myApplicationsResponse = z.object({ candidaturas: z.array(myApplication) });

/** An applicant on a vacancy's pipeline. */
export const applicant = z.object({
  id: z.number(),
  id_usuario: z.number().nullable(),
  nome: z.string(),
  email: z.string().nullable(),
  cidade: z.string().nullable(),
  etapa: stageSchema,
  origem: z.string().nullable(),
  created_at: z.string(),
  historico: z.array(stageMove),
});
export const pipelineResponse = z.object({ vaga: staffVacancy, candidaturas: z.array(applicant) });

export const moveBody = z.object({ etapa: stageSchema, nota: requiredText().pipe(text(450)) });
export const idParams = z.object({ id: idParam });

/** Keyword search across résumés (`/careers/keywords/:vacancyName?/:id?/:search?`). */
export const searchBody = z.object({
  q: requiredText().pipe(text(200)),
  id_vaga: z.number().int().positive().nullish(),
  ...pagingFields,
});
export const talent = z.object({
  id_usuario: z.number(),
  nome: z.string(),
  email: z.string().nullable(),
  cidade: z.string(),
  estado: z.string(),
  resumo: z.string(),
  ultima_funcao: z.string().nullable(),
  candidaturas: z.number(),
  updated_at: z.string(),
});
export type Talent = z.infer<typeof talent>;
export const talentsResponse = z.object({ total: z.number(), dados: z.array(talent) });
export const talentBankBody = z.object({
  q: text(200).optional(),
  ...pagingFields,
});

/** `/dashboards/careers`. */
export const dashboardResponse = z.object({
  porVaga: z.array(z.object({ id: z.number(), titulo_vaga: z.string(), total: z.number() })),
  porEtapa: z.array(z.object({ etapa: stageSchema, total: z.number() })),
  tempoPreenchimento: z.array(z.object({ id: z.number(), titulo_vaga: z.string(), dias: z.number() })),
  mediaDiasPreenchimento: z.number().nullable(),
  origens: z.array(z.object({ origem: z.string(), total: z.number() })),
});

/** LGPD: a candidate's own data. */
export const myDataResponse = z.object({
  usuario: z.object({
    id: z.number(),
    nome: z.string().nullable(),
    sobrenome: z.string().nullable(),
    email: z.string().nullable(),
    telefone: z.string().nullable(),
  }),
  curriculo: z.unknown(),
  candidaturas: z.array(myApplication.extend({ historico: z.array(stageMove) })),
  exportado_em: z.string(),
});
export const deleteAccountBody = z.object({
  confirmacao: z.literal('EXCLUIR', { error: 'Digite EXCLUIR para confirmar.' }),
});
