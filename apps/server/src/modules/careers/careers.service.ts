import { today } from '@intranet/shared/calendar/days';
import { CAREERS_MAIL, CAREERS_MSG as MSG, STAGES, type Stage } from '@intranet/shared/careers/careers.messages';
import { searchText } from '@intranet/shared/careers/careers.rules';
import type {
  applyBody,
  moveBody,
  publicListQuery,
  searchBody,
  talentBankBody,
  vacancyInput,
} from '@intranet/shared/careers/careers.schemas';
import { foldText } from '@intranet/shared/format/text';
import type { z } from 'zod';
import { type Db, inTransaction, withActor } from '../../db/client';
import { isCheckViolation, isForeignKeyViolation, isUniqueViolation } from '../../db/pg-errors';
import { iso } from '../../db/sql';
import { conflict, forbidden, invalid, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import type { Sender } from '../../platform/messaging/sender';
import { sanitizeContentHtml } from '../content/content.public';
import { readResume, resumeRepository } from '../resume/resume.public';
import { type StaffRow } from './careers.repository';
import * as repo from './careers.repository';

type Out<S extends z.ZodType> = z.output<S>;

function presentStaff(r: StaffRow) {
  const { inscrito, triagem, entrevista, aprovado, reprovado, ...rest } = r;
  return { ...rest, etapas: { inscrito, triagem, entrevista, aprovado, reprovado } };
}

/** `/careers/admin/list/:company?`: every vacancy with its applicants per stage. */
export async function staffList({ db }: OpContext, filtro: { empresa?: string }) {
  return { vagas: (await repo.staffList(db, filtro.empresa, today())).map(presentStaff) };
}

async function staffOne(db: Db, id: number) {
  const row = await repo.staffOne(db, id, today());
  if (!row) throw notFound(MSG.notFound);
  return presentStaff(row);
}

export const getVacancy = ({ db }: OpContext, id: number) => staffOne(db, id);

/** The stored columns of a vacancy: its description sanitized, its search column folded. */
function columnsOf(v: Out<typeof vacancyInput>) {
  const descricao = sanitizeContentHtml(v.descricao);
  return {
    ...v,
    descricao,
    busca: searchText(v.titulo_vaga, v.funcao, v.cidade, v.palavras_chave, v.requisitos, descricao),
  };
}

function refused(error: unknown): never {
  if (isCheckViolation(error)) throw invalid(MSG.datesOrder, [{ path: 'data_fim', message: MSG.datesOrder }]);
  if (isForeignKeyViolation(error)) throw invalid(MSG.companyNotFound);
  throw error;
}

export async function createVacancy({ db, actor }: OpContext, input: Out<typeof vacancyInput>) {
  return withActor(db, actor.userId, (tx) => repo.insertVacancy(tx, columnsOf(input))).catch(refused);
}

export async function updateVacancy({ db, actor }: OpContext, id: number, input: Out<typeof vacancyInput>) {
  await withActor(db, actor.userId, async (tx) => {
    if (!(await repo.updateVacancy(tx, id, columnsOf(input)))) throw notFound(MSG.notFound);
  }).catch(refused);
  return staffOne(db, id);
}

/** Public list: open vacancies, by company, words (accents ignored) and city. */
export async function publicList({ db }: OpContext, q: Out<typeof publicListQuery>) {
  const day = today();
  const [rows, facets] = await Promise.all([
    repo.publicList(
      db,
      { company: q.empresa, words: q.q ? foldText(q.q) : undefined, city: q.cidade ? foldText(q.cidade) : undefined },
      day,
    ),
    repo.publicFacets(db, day),
  ]);
  return { vagas: rows.map(({ descricao: _d, requisitos: _r, departamento: _dep, ...v }) => v), ...facets };
}

export async function publicDetail({ db }: OpContext, id: number) {
  const row = await repo.publicOne(db, id, today());
  if (!row) throw notFound(MSG.notFound);
  return row;
}

/** Mail after the transaction: a failure to send never undoes what was saved. */
async function mail(sender: Sender, to: string | null, message: { subject: string; body: string }) {
  if (to) await sender.send({ channel: 'email', to, subject: message.subject, body: message.body });
}

/** A signed-in person applies once to an open vacancy with their résumé; the link's source is kept. */
export async function apply({ db, actor }: OpContext, body: Out<typeof applyBody>, sender: Sender) {
  const result = await withActor(db, actor.userId, async (tx) => {
    const vacancy = await repo.publicOne(tx, body.id_vaga, today());
    if (!vacancy) {
      if (await repo.staffOne(tx, body.id_vaga, today())) throw conflict(MSG.closed);
      throw notFound(MSG.notFound);
    }
    if ((await resumeRepository.countEntries(tx, actor.userId)) === 0) throw conflict(MSG.resumeMissing);
    const source = await repo.existingSource(tx, body.chn, body.cmp);
    const row = await repo.insertApplication(tx, { id_vaga: body.id_vaga, id_usuario: actor.userId, ...source });
    await repo.insertMove(tx, {
      id_candidatura: row.id,
      etapa: 'inscrito',
      nota: 'Candidatura enviada pelo site de vagas.',
      id_autor: actor.userId,
    });
    const person = await resumeRepository.person(tx, actor.userId);
    return { id: row.id, email: person?.email ?? actor.email, title: vacancy.titulo_vaga };
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw conflict(MSG.alreadyApplied);
    throw error;
  });
  await mail(sender, result.email, CAREERS_MAIL.applied(result.title));
  return { id: result.id };
}

export async function myApplications({ db, actor }: OpContext) {
  const rows = await repo.mine(db, actor.userId);
  return {
    candidaturas: rows.map((r) => ({
      ...r,
      etapa: r.etapa as Stage,
      created_at: iso(r.created_at)!,
      updated_at: iso(r.updated_at)!,
    })),
  };
}

/** `/careers/applicants/:id`: a vacancy and its applicants with every move. */
export async function pipeline({ db }: OpContext, vacancyId: number) {
  const vaga = await staffOne(db, vacancyId);
  const applicants = await repo.applicants(db, vacancyId);
  const moves = await repo.moves(
    db,
    applicants.map((a) => a.id),
  );
  return {
    vaga,
    candidaturas: applicants.map((a) => ({
      id: a.id,
      id_usuario: a.id_usuario,
      nome: a.anonimizada ? 'Candidato(a) removido(a)' : (a.nome ?? 'Sem nome'),
      email: a.email,
      cidade: a.cidade,
      etapa: a.etapa as Stage,
      origem: a.origem,
      created_at: iso(a.created_at)!,
      historico: moves
        .filter((m) => m.id_candidatura === a.id)
        .map((m) => ({
          id: m.id,
          etapa: m.etapa as Stage,
          nota: m.nota,
          autor: m.autor,
          created_at: iso(m.created_at)!,
        })),
    })),
  };
}

const MAILED: Partial<Record<Stage, (vaga: string) => { subject: string; body: string }>> = {
  entrevista: CAREERS_MAIL.entrevista,
  aprovado: CAREERS_MAIL.aprovado,
  reprovado: CAREERS_MAIL.reprovado,
};

/** Moves an application to a stage with the recruiter's note; the candidate is mailed at entrevista, aprovado and reprovado. */
export async function move({ db, actor }: OpContext, id: number, body: Out<typeof moveBody>, sender: Sender) {
  const moved = await withActor(db, actor.userId, async (tx) => {
    const app = await repo.application(tx, id);
    if (!app) throw notFound(MSG.applicationNotFound);
    if (app.etapa === body.etapa) throw conflict(MSG.sameStage);
    await repo.setStage(tx, id, body.etapa);
    await repo.insertMove(tx, {
      id_candidatura: id,
      etapa: body.etapa,
      nota: body.nota,
      id_autor: actor.userId > 0 ? actor.userId : null,
    });
    return app;
  });
  const letter = MAILED[body.etapa];
  if (letter) await mail(sender, moved.email, letter(moved.titulo_vaga));
  return { id };
}

function presentTalents(rows: Awaited<ReturnType<typeof repo.talents>>) {
  return {
    total: rows[0]?.total ?? 0,
    dados: rows.map(({ total: _t, ...r }) => ({ ...r, nome: r.nome ?? 'Sem nome', updated_at: iso(r.updated_at)! })),
  };
}

/** `/careers/keywords/...`: résumés by words in Portuguese, accents ignored ('tecnico' finds 'técnico'). */
export async function search({ db }: OpContext, body: Out<typeof searchBody>) {
  return presentTalents(
    await repo.talents(db, {
      words: foldText(body.q),
      vacancyId: body.id_vaga,
      limit: body.limit,
      offset: body.offset,
    }),
  );
}

/** `/ResumeDatabase/list`: every résumé, most recently updated first, optionally by words. */
export async function talentBank({ db }: OpContext, body: Out<typeof talentBankBody>) {
  return presentTalents(
    await repo.talents(db, { words: body.q ? foldText(body.q) : undefined, limit: body.limit, offset: body.offset }),
  );
}

export async function dashboard({ db }: OpContext) {
  const [porVaga, porEtapa, tempo, origens] = await Promise.all([
    repo.dashboard.perVacancy(db),
    repo.dashboard.perStage(db),
    repo.dashboard.timeToFill(db),
    repo.dashboard.sources(db),
  ]);
  const stageTotals = STAGES.map((etapa) => ({ etapa, total: porEtapa.find((r) => r.etapa === etapa)?.total ?? 0 }));
  const media = tempo.length ? Math.round(tempo.reduce((s, r) => s + r.dias, 0) / tempo.length) : null;
  return { porVaga, porEtapa: stageTotals, tempoPreenchimento: tempo, mediaDiasPreenchimento: media, origens };
}

/** LGPD: everything kept about the signed-in person. */
export async function myData({ db, actor }: OpContext) {
  const person = await repo.person(db, actor.userId);
  if (!person) throw notFound();
  const { candidaturas } = await myApplications({ db, actor });
  const moves = await repo.moves(
    db,
    candidaturas.map((c) => c.id),
  );
  return {
    usuario: person,
    curriculo: await readResume(db, actor.userId),
    candidaturas: candidaturas.map((c) => ({
      ...c,
      historico: moves
        .filter((m) => m.id_candidatura === c.id)
        .map((m) => ({
          id: m.id,
          etapa: m.etapa as Stage,
          nota: m.nota,
          autor: m.autor,
          created_at: iso(m.created_at)!,
        })),
    })),
    exportado_em: new Date().toISOString(),
  };
}

/**
 * LGPD: a candidate deletes their account and résumé. Their applications stay, anonymised; their
 * sign-in goes (every session ends at once); the person record keeps only its id, with its edit
 * history erased. Employees' accounts are HR's to close.
 */
export async function deleteAccount({ db, actor }: OpContext) {
  if (actor.employee) throw forbidden('Contas de colaboradores são encerradas pelo RH.');
  await inTransaction(db, async (tx) => {
    await repo.anonymiseApplications(tx, actor.userId);
    await resumeRepository.removeAll(tx, actor.userId);
    await repo.eraseCandidate(tx, actor.userId);
  });
  return { ok: true as const };
}
