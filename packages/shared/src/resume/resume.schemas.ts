import { z } from 'zod';

import { requiredText } from '../validation/fields';
import { MSG } from '../validation/messages';
import { RESUME_MSG } from './resume.messages';
import { UFS, startsAfterEnd } from './resume.rules';

const day = z.string({ error: MSG.required }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: MSG.invalidData });
const optionalDay = day.nullish().transform((v) => v ?? null);
const text = (max: number) => z.string({ error: MSG.required }).trim().max(max, { error: MSG.invalidData });

export const SITUACOES = ['CONCLUIDO', 'EM_ANDAMENTO', 'INCOMPLETO'] as const;
export type Situacao = (typeof SITUACOES)[number];

/** Education (spec 002 §3): situacao, descricao (the course), ie (the institution), data_inicio, data_fim. */
export const educationInput = z
  .object({
    situacao: z.enum(SITUACOES, { error: MSG.required }),
    descricao: requiredText().pipe(text(200)),
    ie: requiredText().pipe(text(200)),
    data_inicio: day,
    data_fim: optionalDay,
  })
  .superRefine((v, ctx) => {
    if (startsAfterEnd(v.data_inicio, v.data_fim))
      ctx.addIssue({ code: 'custom', path: ['data_fim'], message: RESUME_MSG.educationDates });
    if (v.situacao === 'CONCLUIDO' && !v.data_fim)
      ctx.addIssue({ code: 'custom', path: ['data_fim'], message: RESUME_MSG.educationEndRequired });
  });
export type EducationInput = z.input<typeof educationInput>;

/** Experience (spec 002 §3): empresa, emprego_atual, funcao, cidade, estado, descricao, data_inicio, data_fim. */
export const experienceInput = z
  .object({
    empresa: requiredText().pipe(text(200)),
    emprego_atual: z.boolean().default(false),
    funcao: requiredText().pipe(text(200)),
    cidade: requiredText().pipe(text(120)),
    estado: z.enum(UFS, { error: MSG.required }),
    descricao: text(2000).default(''),
    data_inicio: day,
    data_fim: optionalDay,
  })
  .superRefine((v, ctx) => {
    if (startsAfterEnd(v.data_inicio, v.data_fim))
      ctx.addIssue({ code: 'custom', path: ['data_fim'], message: RESUME_MSG.experienceDates });
    if (v.emprego_atual && v.data_fim)
      ctx.addIssue({ code: 'custom', path: ['data_fim'], message: RESUME_MSG.currentJobEnd });
    if (!v.emprego_atual && !v.data_fim)
      ctx.addIssue({ code: 'custom', path: ['data_fim'], message: RESUME_MSG.endRequired });
  });
export type ExperienceInput = z.input<typeof experienceInput>;

/** Certificate (spec 002 §3): organizacao, descricao, data_emissao, data_validade (optional). */
export const certificateInput = z
  .object({
    organizacao: requiredText().pipe(text(200)),
    descricao: requiredText().pipe(text(200)),
    data_emissao: day,
    data_validade: optionalDay,
  })
  .superRefine((v, ctx) => {
    if (startsAfterEnd(v.data_emissao, v.data_validade))
      ctx.addIssue({ code: 'custom', path: ['data_validade'], message: RESUME_MSG.certificateDates });
  });
export type CertificateInput = z.input<typeof certificateInput>;

/** The personal data of a candidate's résumé (the employee profile keys that apply to candidates). */
export const personalInput = z.object({
  nome: requiredText().pipe(text(120)),
  telefone: text(20).default(''),
  data_nascimento: optionalDay,
  genero: z
    .enum(['F', 'M', 'O'])
    .nullish()
    .transform((v) => v ?? null),
  cidade: text(120).default(''),
  estado: z.union([z.enum(UFS), z.literal('')]).default(''),
  linkedin: text(300).default(''),
  resumo: text(2000).default(''),
  viagem: z.boolean().default(false),
});
export type PersonalInput = z.input<typeof personalInput>;

export const education = z.object({
  id: z.number(),
  situacao: z.enum(SITUACOES),
  descricao: z.string(),
  ie: z.string(),
  data_inicio: z.string(),
  data_fim: z.string().nullable(),
});
export const experience = z.object({
  id: z.number(),
  empresa: z.string(),
  emprego_atual: z.boolean(),
  funcao: z.string(),
  cidade: z.string(),
  estado: z.string(),
  descricao: z.string(),
  data_inicio: z.string(),
  data_fim: z.string().nullable(),
});
export const certificate = z.object({
  id: z.number(),
  organizacao: z.string(),
  descricao: z.string(),
  data_emissao: z.string(),
  data_validade: z.string().nullable(),
});
export type Education = z.infer<typeof education>;
export type Experience = z.infer<typeof experience>;
export type Certificate = z.infer<typeof certificate>;

export const personal = z.object({
  id_usuario: z.number(),
  nome: z.string(),
  email: z.string().nullable(),
  telefone: z.string(),
  data_nascimento: z.string().nullable(),
  genero: z.string().nullable(),
  cidade: z.string(),
  estado: z.string(),
  linkedin: z.string(),
  resumo: z.string(),
  viagem: z.boolean(),
});

/** A whole résumé: personal data and its three lists, newest first. */
export const resume = z.object({
  dados: personal,
  formacao: z.array(education),
  experiencia: z.array(experience),
  certificado: z.array(certificate),
});
export type Resume = z.infer<typeof resume>;
