import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { BLOCKING_RULES_MSG } from '@intranet/shared/blocking-rules/blocking-rules.messages';
import { today as saoPauloToday } from '@intranet/shared/calendar/days';
import { inTransaction, type Db } from '../../db/client';
import type { BlockingActionSender } from './blocking-rules.erp';
import * as repo from './blocking-rules.repository';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export type ApplierOptions = {
  sender: BlockingActionSender;
  log: Log;
  instance?: string;
  today?: () => string;
  /** Seconds before a failed send is tried again, by the attempts made (1 min, doubling, at most 1 h). */
  retryDelay?: (attempts: number) => number;
  /** Actions sent at once. */
  concurrency?: number;
};

export const defaultRetryDelay = (attempts: number) => Math.min(60 * 2 ** Math.max(0, attempts - 1), 3600);

/**
 * The application job (docs/customer-accounts.md, "Blocking rules"). An application is claimed by one
 * instance (a conditional update, `pendente` → `em_execucao`); under the rule's lock it checks that the
 * rule is the version simulated, the day is the simulation's and the rule active, then records one action
 * per contract (unique per rule, contract and day) and the connections' new status in one transaction.
 * Then the actions are sent to the ERP; a failed send is recorded and tried again later, by whichever
 * instance reserves it first.
 */
export function blockingApplier(db: Db, options: ApplierOptions) {
  const instance = options.instance ?? `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  const today = options.today ?? saoPauloToday;
  const retryDelay = options.retryDelay ?? defaultRetryDelay;
  const concurrency = options.concurrency ?? 4;
  const running = new Set<Promise<unknown>>();
  let stopped = false;

  /** Runs an application if this instance claims it; false when another has it or it is done. */
  async function run(id: number): Promise<boolean> {
    const claimed = await repo.claimApplication(db, id, instance);
    if (!claimed) return false;
    const outcome = await inTransaction(db, async (tx) => {
      const rule = await repo.lockRule(tx, claimed.id_regra);
      let erro: string | null = null;
      if (!rule || rule.versao !== claimed.versao_regra) erro = BLOCKING_RULES_MSG.changedSinceSimulation;
      else if (claimed.data_referencia !== today()) erro = BLOCKING_RULES_MSG.simulationOfAnotherDay;
      else if (!rule.ativo) erro = BLOCKING_RULES_MSG.inactiveRule;
      if (erro || !rule) {
        await repo.finishApplication(tx, id, { status: 'falhou', erro });
        return { erro, acoes: 0 };
      }
      const acoes = await repo.recordActions(tx, rule, { id, data_referencia: claimed.data_referencia });
      await repo.finishApplication(tx, id, { status: 'concluida' });
      return { erro: null, acoes };
    });
    options.log.info({ aplicacao: id, instancia: instance, ...outcome }, 'regra de bloqueio aplicada');
    if (!outcome.erro) await sendPending(id);
    return true;
  }

  /** Sends the actions whose time has come (of one application, or all), batch after batch. */
  async function sendPending(aplicacao?: number): Promise<{ enviadas: number; falhas: number }> {
    let enviadas = 0;
    let falhas = 0;
    while (!stopped) {
      const batch = await repo.reserveActions(db, { aplicacao, limit: 50, minutes: 5 });
      if (batch.length === 0) break;
      for (let i = 0; i < batch.length; i += concurrency) {
        await Promise.all(
          batch.slice(i, i + concurrency).map(async (action) => {
            try {
              await options.sender.send(action.sistema, {
                id_acao: action.id,
                contrato: action.contrato,
                acao: action.acao,
                data_referencia: action.data_referencia,
                dias_atraso: action.dias_atraso,
                valor_vencido: action.valor_vencido,
              });
              await repo.markSent(db, action.id);
              enviadas++;
            } catch (error) {
              const message = error instanceof Error ? error.message : String(error);
              await repo.markFailed(db, action.id, message, retryDelay(action.tentativas + 1));
              falhas++;
            }
          }),
        );
      }
      // What failed is not due again in this pass: the loop ends when nothing due is left.
    }
    if (falhas) options.log.warn({ aplicacao, enviadas, falhas }, 'ações de bloqueio não aceitas pelo ERP');
    return { enviadas, falhas };
  }

  /** Applications waiting or left by a stopped instance, then every send whose time has come. */
  async function resume(): Promise<void> {
    for (const { id } of await repo.unfinishedApplications(db)) if (!stopped) await run(id);
    if (!stopped) await sendPending();
  }

  function track(work: Promise<unknown>): Promise<unknown> {
    const tracked = work.catch((error: Error) =>
      options.log.error({ err: { message: error.message } }, 'falha na aplicação de regra de bloqueio'),
    );
    running.add(tracked);
    void tracked.finally(() => running.delete(tracked));
    return tracked;
  }

  return {
    instance,
    run,
    sendPending,
    resume,
    /** Starts an application in the background (the answer to "Aplicar regra" does not wait for it). */
    kick: (id: number) => track(run(id)),
    background: (work: () => Promise<unknown>) => (stopped ? undefined : track(work())),
    /** Waits for the work under way. */
    settled: () => Promise.all([...running]),
    async stop() {
      stopped = true;
      await Promise.all([...running]);
    },
  };
}

export type BlockingApplier = ReturnType<typeof blockingApplier>;
