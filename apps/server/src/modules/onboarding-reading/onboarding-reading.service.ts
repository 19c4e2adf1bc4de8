import type { z } from 'zod';
import type {
  conteudoConcluirBody,
  conteudoInicioBody,
  funcionarioConteudoBody,
  funcionarioTrilhaBody,
  proximaTrilhaBody,
  proximoConteudoBody,
} from '@intranet/shared/onboarding-reading/onboarding-reading.schemas';
import { continueAt, nextByPriority, progressPercent } from '@intranet/shared/onboarding/onboarding.rules';
import { type Db, inTransaction } from '../../db/client';
import type { Actor } from '../../platform/auth/access';
import type { OpContext } from '../../platform/http/routes';
import { notFound } from '../../platform/http/errors';
import { syncParticipation } from '../onboarding/onboarding.public';
import { canReadProgress, canRecordProgress } from './onboarding-reading.policy';
import * as repo from './onboarding-reading.repository';

/**
 * The participation `id_funcionario` holds in the onboarding, if the actor may see it (or, to `write`,
 * record it) by onboarding-reading.policy. Anything else is simply not found.
 */
async function participationFor(
  db: Db,
  actor: Actor,
  q: { id_funcionario: number; id_onboarding: number },
  write = false,
) {
  const allowed = write ? canRecordProgress(actor, q.id_funcionario) : canReadProgress(actor, q.id_funcionario);
  if (!allowed) throw notFound();
  const found = await repo.findParticipation(db, q);
  if (!found) throw notFound();
  return found;
}

const item = ({ nome_trilha: _nome, ...rest }: repo.ReadingItem) => rest;

export async function trailContents({ db, actor }: OpContext, body: z.output<typeof funcionarioTrilhaBody>) {
  const p = await participationFor(db, actor, body);
  return (await repo.readingItems(db, p, { id_trilha: body.id_trilha })).map(item);
}

export async function readContent({ db, actor }: OpContext, body: z.output<typeof funcionarioConteudoBody>) {
  const f = body.filtro;
  const p = await participationFor(db, actor, f);
  const [found] = await repo.readingItems(db, p, { id_trilha: f.id_trilha, id_conteudo: f.id_conteudo });
  const extra = found ? await repo.contentBody(db, found.id_conteudo) : null;
  if (!found || !extra) throw notFound();
  return {
    ...item(found),
    texto: extra.texto,
    imagens: extra.imagens ?? [],
    cargo: extra.hashtags_cargo,
    departamento: extra.hashtags_departamento,
    empresa: extra.hashtags_empresa,
  };
}

async function readingTarget(db: Db, actor: Actor, body: z.output<typeof conteudoInicioBody>) {
  const p = await participationFor(db, actor, body.ids, true);
  if (p.id !== body.id_usuario_onboarding) throw notFound();
  const [found] = await repo.readingItems(db, p, { id_trilha: body.ids.id_trilha, id_conteudo: body.ids.id_conteudo });
  if (!found) throw notFound();
  return p;
}

async function answer(db: Db, p: repo.Participation, ids: { id_trilha: number; id_conteudo: number }) {
  const [found] = await repo.readingItems(db, p, ids);
  const progress = await repo.progressOf(db, p.id);
  return {
    data_inicio: found?.data_inicio ?? null,
    data_fim: found?.data_fim ?? null,
    finalizado: found?.finalizado ?? false,
    progresso: {
      id_usuario_onboarding: p.id,
      conteudos_lidos: progress.conteudos_lidos,
      conteudos_total: progress.conteudos_total,
      status: progressPercent(progress.conteudos_lidos, progress.conteudos_total),
      concluido: progress.concluido,
    },
  };
}

/** Opening a content records its start, only the first time. */
export async function startContent({ db, actor }: OpContext, body: z.output<typeof conteudoInicioBody>) {
  const p = await readingTarget(db, actor, body);
  await inTransaction(db, (tx) => repo.recordStart(tx, p, body.ids));
  return answer(db, p, body.ids);
}

/** 'Mark as read and continue': records the end, marks it read and updates the progress. */
export async function finishContent({ db, actor }: OpContext, body: z.output<typeof conteudoConcluirBody>) {
  const p = await readingTarget(db, actor, { ...body, data_inicio: undefined });
  await inTransaction(db, async (tx) => {
    await repo.recordFinish(tx, p, body.ids);
    await syncParticipation(tx, { participationIds: [p.id] });
  });
  return answer(db, p, body.ids);
}

export async function nextContent({ db, actor }: OpContext, body: z.output<typeof proximoConteudoBody>) {
  const p = await participationFor(db, actor, body);
  const items = await repo.readingItems(db, p, { id_trilha: body.id_trilha });
  const next = nextByPriority(
    items.map((i) => ({ ...i, prioridade: i.prioridade_conteudo })),
    body.prioridade,
  );
  return { conteudo: next ? item(next) : null };
}

/** The next trail (by priority) that has contents, and its first content; none → congratulations. */
export async function nextTrail({ db, actor }: OpContext, body: z.output<typeof proximaTrilhaBody>) {
  const p = await participationFor(db, actor, body);
  const items = await repo.readingItems(db, p);
  const first = items.find((i) => i.prioridade_trilha > body.prioridade);
  if (!first) return { trilha: null, conteudo: null };
  return {
    trilha: { id_trilha: first.id_trilha, nome: first.nome_trilha, prioridade: first.prioridade_trilha },
    conteudo: item(first),
  };
}

/** The signed-in employee's onboardings with trails, progress and where to continue. */
export async function home({ db, actor }: OpContext) {
  const participations = await repo.participationsOf(db, actor.userId);
  const result = [];
  for (const p of participations) {
    const items = await repo.readingItems(db, p);
    const trails = new Map<
      number,
      { id_trilha: number; nome: string; prioridade: number; conteudos_total: number; conteudos_lidos: number }
    >();
    for (const i of items) {
      const t = trails.get(i.id_trilha) ?? {
        id_trilha: i.id_trilha,
        nome: i.nome_trilha,
        prioridade: i.prioridade_trilha,
        conteudos_total: 0,
        conteudos_lidos: 0,
      };
      t.conteudos_total += 1;
      if (i.finalizado) t.conteudos_lidos += 1;
      trails.set(i.id_trilha, t);
    }
    const next = continueAt(items);
    result.push({
      id_usuario_onboarding: p.id,
      id_onboarding: p.id_onboarding,
      id_funcionario: p.id_usuario,
      titulo: p.titulo,
      conteudos_total: p.conteudos_total,
      conteudos_lidos: p.conteudos_lidos,
      status: progressPercent(p.conteudos_lidos, p.conteudos_total),
      concluido: p.concluido,
      trilhas: [...trails.values()],
      continuar: next ? { id_trilha: next.id_trilha, id_conteudo: next.id_conteudo } : null,
    });
  }
  return result;
}
