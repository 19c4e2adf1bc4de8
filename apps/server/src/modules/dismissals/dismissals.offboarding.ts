import { hostname } from 'node:os';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { dayAt } from '@intranet/shared/calendar/days';
import { type Db, inTransaction } from '../../db/client';
import type { IdentityStates } from '../../platform/auth/identity-states';
import { findIdentityByUsuario, revokeAllOfIdentity, updateIdentity } from '../auth/auth.public';
import * as repo from './dismissals.repository';

/** What this instance keeps of identities' sign-in state: forgotten after a change, so the next call reads it. */
export type SignInStates = Pick<IdentityStates, 'forget'>;

/**
 * Ends a person's access inside the caller's transaction: sign-in disabled, every refresh token revoked
 * and the identity tokens issued before `now` void, the HR record inactive. Answers the identity to
 * forget once the transaction commits (null for a person without an account).
 */
export async function endAccess(tx: Db, idUsuario: number, now: Date): Promise<string | null> {
  await repo.setPersonActive(tx, idUsuario, false);
  const identity = await findIdentityByUsuario(tx, idUsuario);
  if (!identity) return null;
  await updateIdentity(tx, identity.id, { habilitado: false });
  await revokeAllOfIdentity(tx, identity.id, now);
  return identity.id;
}

/** Gives a person their access back (a dismissal reverted): sign-in enabled, the HR record active. */
export async function restoreAccess(tx: Db, idUsuario: number): Promise<string | null> {
  await repo.setPersonActive(tx, idUsuario, true);
  const identity = await findIdentityByUsuario(tx, idUsuario);
  if (!identity) return null;
  await updateIdentity(tx, identity.id, { habilitado: true });
  return identity.id;
}

/** Dismissals claimed per query of the job; the job reads again until none is left. */
const BATCH = 100;

/**
 * Applies every scheduled dismissal whose day (in São Paulo) is `today` or past, each in its own
 * transaction: the row is claimed by one conditional update (agendado → aplicado), so that two
 * instances running at once never apply one twice, and the person's access ends with it. Every instance
 * hears of the identity's change through the database's announcement; this one forgets it at once, so
 * the person's next call answers 401 and their event streams close. Answers the ids it applied.
 */
export async function applyDueDismissals(
  db: Db,
  states: SignInStates,
  { now = new Date() }: { now?: Date } = {},
): Promise<number[]> {
  const today = dayAt(now);
  const applied: number[] = [];
  for (;;) {
    const ids = await repo.dueIds(db, today, BATCH);
    for (const id of ids) {
      const identityId = await inTransaction(db, async (tx) => {
        const claimed = await repo.claimDue(tx, id, today, now);
        if (!claimed) return undefined;
        return endAccess(tx, claimed.id_usuario, now);
      });
      if (identityId === undefined) continue;
      applied.push(id);
      if (identityId) states.forget(identityId);
    }
    if (ids.length < BATCH) return applied;
  }
}

type JobLog = Pick<FastifyBaseLogger, 'info' | 'error'>;

/**
 * The offboarding job of one instance: `tick` applies the due dismissals unless a run is under way;
 * `stop` stops looking and waits for the run under way to end.
 */
export function offboardingSchedule(
  db: Db,
  states: SignInStates,
  options: { log: JobLog; now?: () => Date; instance?: string },
) {
  const now = options.now ?? (() => new Date());
  const instance = options.instance ?? `${hostname()}-${process.pid}`;
  let stopped = false;
  let running: Promise<number[]> | null = null;
  async function tick(): Promise<number[]> {
    if (stopped || running) return [];
    const run = applyDueDismissals(db, states, { now: now() });
    running = run;
    try {
      const applied = await run;
      if (applied.length) options.log.info({ instance, desligamentos: applied }, 'desligamentos aplicados');
      return applied;
    } finally {
      running = null;
    }
  }
  return {
    tick,
    async stop() {
      stopped = true;
      await running?.catch(() => undefined);
    },
  };
}

/** How often each instance looks for dismissals whose day has come. */
export const OFFBOARDING_CHECK_MS = 60_000;

/** Starts the offboarding job with the server (every instance; never in tests, which drive it themselves). */
export function scheduleOffboarding(app: FastifyInstance): void {
  if (app.config.testing) return;
  const schedule = offboardingSchedule(app.db, app.identityStates, { log: app.log });
  let timer: NodeJS.Timeout | null = null;
  const tick = () =>
    void schedule
      .tick()
      .catch((error: unknown) =>
        app.log.error({ err: { message: (error as Error).message } }, 'falha ao aplicar os desligamentos agendados'),
      );
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, OFFBOARDING_CHECK_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await schedule.stop();
  });
}
