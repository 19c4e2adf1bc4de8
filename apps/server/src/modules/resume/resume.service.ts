import { RESUME_MSG as MSG } from '@intranet/shared/resume/resume.messages';
import type {
  CertificateInput,
  EducationInput,
  ExperienceInput,
  PersonalInput,
  Resume,
} from '@intranet/shared/resume/resume.schemas';
import { searchText } from '@intranet/shared/careers/careers.rules';
import type { z } from 'zod';
import type {
  certificateInput,
  educationInput,
  experienceInput,
  personalInput,
} from '@intranet/shared/resume/resume.schemas';
import { type Db, withActor } from '../../db/client';
import { isCheckViolation } from '../../db/pg-errors';
import { invalid, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { resumeOwner } from './resume.policy';
import { type EntryKind } from './resume.repository';
import * as repo from './resume.repository';

type Out<S extends z.ZodType> = z.output<S>;
export type { CertificateInput, EducationInput, ExperienceInput, PersonalInput };

const day = (v: string | Date | null) =>
  v === null ? null : String(v instanceof Date ? v.toISOString() : v).slice(0, 10);

/** A person's whole résumé (an empty one when nothing was written yet), or null for an unknown person. */
export async function readResume(db: Db, userId: number): Promise<Resume | null> {
  const person = await repo.person(db, userId);
  if (!person) return null;
  const [p, formacao, experiencia, certificado] = await Promise.all([
    repo.personal(db, userId),
    repo.education(db, userId),
    repo.experience(db, userId),
    repo.certificates(db, userId),
  ]);
  return {
    dados: {
      id_usuario: userId,
      nome: [person.nome, person.sobrenome].filter(Boolean).join(' '),
      email: person.email,
      telefone: p?.telefone ?? '',
      data_nascimento: day(p?.data_nascimento ?? null),
      genero: p?.genero ?? null,
      cidade: p?.cidade ?? '',
      estado: p?.estado ?? '',
      linkedin: p?.linkedin ?? '',
      resumo: p?.resumo ?? '',
      viagem: p?.viagem ?? false,
    },
    formacao: formacao.map((e) => ({
      id: e.id,
      situacao: e.situacao,
      descricao: e.descricao,
      ie: e.ie,
      data_inicio: day(e.data_inicio)!,
      data_fim: day(e.data_fim),
    })),
    experiencia: experiencia.map((e) => ({
      id: e.id,
      empresa: e.empresa,
      emprego_atual: e.emprego_atual,
      funcao: e.funcao,
      cidade: e.cidade,
      estado: e.estado,
      descricao: e.descricao,
      data_inicio: day(e.data_inicio)!,
      data_fim: day(e.data_fim),
    })),
    certificado: certificado.map((e) => ({
      id: e.id,
      organizacao: e.organizacao,
      descricao: e.descricao,
      data_emissao: day(e.data_emissao)!,
      data_validade: day(e.data_validade),
    })),
  };
}

/** Folds the name, personal data and every entry into the résumé's search column. */
export async function refreshSearch(db: Db, userId: number): Promise<void> {
  const r = await readResume(db, userId);
  if (!r) return;
  const busca = searchText(
    r.dados.nome,
    r.dados.cidade,
    r.dados.estado,
    r.dados.resumo,
    ...r.formacao.flatMap((e) => [e.descricao, e.ie]),
    ...r.experiencia.flatMap((e) => [e.empresa, e.funcao, e.cidade, e.descricao]),
    ...r.certificado.flatMap((e) => [e.organizacao, e.descricao]),
  );
  await repo.setSearch(db, userId, busca);
}

async function mine(db: Db, userId: number): Promise<Resume> {
  const r = await readResume(db, userId);
  if (!r) throw notFound(MSG.notFound);
  return r;
}

export function myResume({ db, actor }: OpContext): Promise<Resume> {
  return mine(db, resumeOwner(actor));
}

/** Someone's résumé for the curriculo, talent-bank and HR roles. */
export async function resumeOf({ db }: OpContext, userId: number): Promise<Resume> {
  return mine(db, userId);
}

export async function savePersonal({ db, actor }: OpContext, input: Out<typeof personalInput>): Promise<Resume> {
  const [nome, ...rest] = input.nome.split(/\s+/);
  const owner = resumeOwner(actor);
  await withActor(db, actor.userId, async (tx) => {
    await repo.setName(tx, owner, nome, rest.join(' '));
    const { nome: _nome, ...values } = input;
    await repo.upsertPersonal(tx, owner, values);
    await refreshSearch(tx, owner);
  });
  return mine(db, owner);
}

const DATE_RULES: Record<EntryKind, { constraint: string; field: string; message: string }> = {
  formacao: { constraint: 'valida_datas', field: 'data_fim', message: MSG.educationDates },
  experiencia: { constraint: 'valida_data', field: 'data_fim', message: MSG.experienceDates },
  certificado: {
    constraint: 'rh_curriculo_certificado_valida_datas',
    field: 'data_validade',
    message: MSG.certificateDates,
  },
};

/** The database's date check in the user's words (spec 002 §8: valida_datas, valida_data). */
function datesRefused(kind: EntryKind) {
  return (error: unknown): never => {
    const rule = DATE_RULES[kind];
    if (isCheckViolation(error, rule.constraint))
      throw invalid(rule.message, [{ path: rule.field, message: rule.message }]);
    throw error;
  };
}

type EntryValues = Out<typeof educationInput> | Out<typeof experienceInput> | Out<typeof certificateInput>;

export function createEntry({ db, actor }: OpContext, kind: EntryKind, values: EntryValues) {
  const owner = resumeOwner(actor);
  return withActor(db, actor.userId, async (tx) => {
    const row = await repo.insertEntry(tx, kind, owner, values);
    await refreshSearch(tx, owner);
    return row;
  }).catch(datesRefused(kind));
}

export function updateEntry({ db, actor }: OpContext, kind: EntryKind, id: number, values: EntryValues) {
  const owner = resumeOwner(actor);
  return withActor(db, actor.userId, async (tx) => {
    const row = await repo.updateEntry(tx, kind, owner, id, values);
    if (!row) throw notFound(MSG.notFound);
    await refreshSearch(tx, owner);
    return row;
  }).catch(datesRefused(kind));
}

export function removeEntry({ db, actor }: OpContext, kind: EntryKind, id: number) {
  const owner = resumeOwner(actor);
  return withActor(db, actor.userId, async (tx) => {
    const row = await repo.removeEntry(tx, kind, owner, id);
    if (!row) throw notFound(MSG.notFound);
    await refreshSearch(tx, owner);
    return row;
  });
}
