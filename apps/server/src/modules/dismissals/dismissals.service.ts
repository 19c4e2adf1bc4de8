import type { z } from 'zod';
import { dayParts, today as todayInSaoPaulo } from '@intranet/shared/calendar/days';
import { DISMISSALS_MSG } from '@intranet/shared/dismissals/dismissals.messages';
import { checklistFor, drives, isDue, readsInterview } from '@intranet/shared/dismissals/dismissals.rules';
import type {
  DismissalDetail,
  DismissalListResponse,
  DismissalPeopleResponse,
  DismissalValues,
  dismissalEditInput,
  dismissalListQuery,
  dismissalPeopleQuery,
} from '@intranet/shared/dismissals/dismissals.schemas';
import { type Db, withActor } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { conflict, invalid, notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { type SignInStates, endAccess, restoreAccess } from './dismissals.offboarding';
import { presentDetail, presentRow } from './dismissals.presenter';
import * as repo from './dismissals.repository';

/** Registering, reverting and editing may end or restore someone's access: they forget the identity after. */
export type DismissalContext = OpContext & { identityStates: SignInStates };

export async function list({ db }: OpContext, q: z.output<typeof dismissalListQuery>): Promise<DismissalListResponse> {
  const { limit, offset, ...filters } = q;
  const { rows, total } = await repo.list(db, filters, { limit, offset }, todayInSaoPaulo());
  return { total, itens: rows.map(presentRow) };
}

async function detail(db: Db, role: string, id: number): Promise<DismissalDetail> {
  const today = todayInSaoPaulo();
  const row = await repo.find(db, id, today);
  if (!row) throw notFound(DISMISSALS_MSG.notFound);
  return presentDetail(row, await repo.tasksOf(db, id), { today, interview: readsInterview(role) });
}

export const get = ({ db, actor }: OpContext, id: number) => detail(db, actor.role, id);

export async function people(
  { db }: OpContext,
  q: z.output<typeof dismissalPeopleQuery>,
): Promise<DismissalPeopleResponse> {
  const rows = await repo.people(db, { busca: q.busca || undefined, id: q.id });
  return {
    colaboradores: rows.map((r) => ({
      id: r.id,
      nome: r.nome,
      empresa: r.empresa,
      departamento: r.departamento,
      data_admissao: r.data_admissao,
      cnh: drives(r.cnh_numero),
      desligamento:
        r.desligamento_id && r.desligamento_data && r.desligamento_status
          ? { id: r.desligamento_id, data: r.desligamento_data, status: r.desligamento_status }
          : null,
    })),
  };
}

async function refuseSecond(db: Db, idUsuario: number, nome: string): Promise<void> {
  const live = await repo.liveOf(db, idUsuario);
  if (live) throw conflict(DISMISSALS_MSG.alreadyLive(nome, live.data, live.status));
}

const dateError = (message: string) => invalid(message, [{ path: 'data', message }]);

/**
 * Registers a dismissal and its checklist (the vehicle task for a person with a CNH on record). One
 * that is not reverted per person: a second is refused naming the first. Dated today or before (in São
 * Paulo), it is applied in the same transaction: the person's access ends at once.
 */
export async function create(ctx: DismissalContext, values: DismissalValues): Promise<DismissalDetail> {
  const { db, actor } = ctx;
  const person = await repo.person(db, values.id_usuario);
  if (!person)
    throw invalid(DISMISSALS_MSG.personNotFound, [{ path: 'id_usuario', message: DISMISSALS_MSG.personNotFound }]);
  if (!person.funcionario)
    throw invalid(DISMISSALS_MSG.notEmployee, [{ path: 'id_usuario', message: DISMISSALS_MSG.notEmployee }]);
  if (person.id === actor.userId) throw conflict(DISMISSALS_MSG.ownDismissal);
  if (person.data_admissao && values.data < person.data_admissao) throw dateError(DISMISSALS_MSG.beforeAdmission);
  await refuseSecond(db, person.id, person.nome);
  const now = new Date();
  const today = todayInSaoPaulo();
  let result: { id: number; identityId: string | null };
  try {
    result = await withActor(db, actor.userId, async (tx) => {
      const { id_usuario, ...columns } = values;
      const id = await repo.insert(tx, { ...columns, id_usuario, id_registrado_por: actor.userId });
      await repo.insertTasks(tx, id, checklistFor(values.data, { drives: drives(person.cnh_numero) }));
      let identityId: string | null = null;
      if (isDue(values.data, today) && (await repo.claimDue(tx, id, today, now)))
        identityId = await endAccess(tx, id_usuario, now);
      return { id, identityId };
    });
  } catch (error) {
    if (isUniqueViolation(error)) await refuseSecond(db, person.id, person.nome);
    throw error;
  }
  if (result.identityId) ctx.identityStates.forget(result.identityId);
  return detail(db, actor.role, result.id);
}

/** The days between two ISO days. */
const daysBetween = (from: string, to: string) => {
  const utc = (day: string) => {
    const p = dayParts(day);
    return Date.UTC(p.year, p.month - 1, p.day);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
};

/**
 * Edits a dismissal that is not reverted. Its day moves only while it is scheduled (the open tasks'
 * due days move with it); moved to today or before, it is applied at once.
 */
export async function update(
  ctx: DismissalContext,
  id: number,
  values: z.output<typeof dismissalEditInput>,
): Promise<DismissalDetail> {
  const { db, actor } = ctx;
  const now = new Date();
  const today = todayInSaoPaulo();
  const identityId = await withActor(db, actor.userId, async (tx) => {
    const current = await repo.lockDismissal(tx, id);
    if (!current) throw notFound(DISMISSALS_MSG.notFound);
    if (current.status === 'revertido') throw conflict(DISMISSALS_MSG.reverted);
    if (current.status === 'aplicado' && values.data !== current.data) throw dateError(DISMISSALS_MSG.appliedDate);
    const person = await repo.person(tx, current.id_usuario);
    if (person?.data_admissao && values.data < person.data_admissao) throw dateError(DISMISSALS_MSG.beforeAdmission);
    // Who does not read the exit interview does not write over it either.
    await repo.update(tx, id, {
      ...values,
      entrevista: readsInterview(actor.role) ? values.entrevista : current.entrevista,
    });
    await repo.shiftOpenTasks(tx, id, daysBetween(current.data, values.data));
    if (current.status === 'agendado' && isDue(values.data, today) && (await repo.claimDue(tx, id, today, now)))
      return endAccess(tx, current.id_usuario, now);
    return null;
  });
  if (identityId) ctx.identityStates.forget(identityId);
  return detail(db, actor.role, id);
}

/** Ticks a task done (who and when) or opens it again; a reverted dismissal's checklist stays as it was. */
export async function setTask(
  { db, actor }: OpContext,
  id: number,
  taskId: number,
  concluida: boolean,
): Promise<DismissalDetail> {
  await withActor(db, actor.userId, async (tx) => {
    const current = await repo.lockDismissal(tx, id);
    if (!current) throw notFound(DISMISSALS_MSG.notFound);
    if (current.status === 'revertido') throw conflict(DISMISSALS_MSG.reverted);
    const done = concluida ? { at: new Date(), by: actor.userId } : null;
    if (!(await repo.setTask(tx, id, taskId, done))) throw notFound(DISMISSALS_MSG.taskNotFound);
  });
  return detail(db, actor.role, id);
}

/**
 * Reverts a dismissal registered by mistake, with who and why. When it was applied, the person's
 * sign-in and HR record are restored: they sign in again with their password.
 */
export async function revert(ctx: DismissalContext, id: number, motivo: string): Promise<DismissalDetail> {
  const { db, actor } = ctx;
  const identityId = await withActor(db, actor.userId, async (tx) => {
    const current = await repo.lockDismissal(tx, id);
    if (!current) throw notFound(DISMISSALS_MSG.notFound);
    if (current.status === 'revertido') throw conflict(DISMISSALS_MSG.reverted);
    await repo.markReverted(tx, id, { by: actor.userId, at: new Date(), motivo });
    return current.status === 'aplicado' ? restoreAccess(tx, current.id_usuario) : null;
  });
  if (identityId) ctx.identityStates.forget(identityId);
  return detail(db, actor.role, id);
}
