// What every check is given: the two instances, the balancer in front of them, the database they share,
// the bucket, the SMS provider, and signed-in sessions of the demo accounts.
import type { QueryResultRow } from 'pg';
import { AUTH_API } from '@intranet/shared/auth/auth.contract';
import { DEMO_ACCOUNTS, type DemoAccount } from '@intranet/shared/demo/demo-accounts';
import type { S3TestServer } from '../apps/server/src/test/s3-server';
import type { Balancer } from './haproxy';
import { callOk } from './http';
import type { Instance } from './instances';
import type { ScaleDatabase } from './postgres';
import type { SmsProvider } from './sms-provider';

export const DEMO_PASSWORD = 'Demo#2026';

export type AccountKey = DemoAccount['key'];
export type Session = { token: string; refreshToken: string; usuarioId: number };

export class Cluster {
  private sessions = new Map<AccountKey, Session>();

  constructor(
    readonly folder: string,
    readonly database: ScaleDatabase,
    readonly s3: S3TestServer,
    readonly sms: SmsProvider,
    readonly balancer: Balancer,
    readonly a: Instance,
    readonly b: Instance,
  ) {}

  get instances(): Instance[] {
    return [this.a, this.b];
  }

  /** A query on the shared database. */
  async query<T extends QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
    return (await this.database.pool.query<T>(text, values)).rows;
  }

  /** Signs a demo account in at `base` (the balancer unless told); answers its tokens. */
  async signInAt(key: AccountKey, base = this.balancer.url): Promise<Session> {
    const account = DEMO_ACCOUNTS.find((a) => a.key === key)!;
    const tokens = await callOk<{ idToken: string; refreshToken: string }>(`${base}${AUTH_API.login.path}`, {
      body: { email: account.email, password: DEMO_PASSWORD },
    });
    const me = await callOk<{ usuarioId: number }>(`${base}${AUTH_API.me.path}`, { token: tokens.idToken });
    return { token: tokens.idToken, refreshToken: tokens.refreshToken, usuarioId: me.usuarioId };
  }

  /**
   * A session of a demo account through the balancer, signed in once and kept (sign-in is rate
   * limited per address); `forget` after signing it out.
   */
  async session(key: AccountKey): Promise<Session> {
    let session = this.sessions.get(key);
    if (!session) {
      session = await this.signInAt(key);
      this.sessions.set(key, session);
    }
    return session;
  }

  forget(key: AccountKey): void {
    this.sessions.delete(key);
  }

  /** Starts an instance again (after a stop or a kill) and waits until it and the balancer's check of it are up. */
  async restart(instance: Instance, env: Record<string, string> = {}): Promise<number> {
    const started = Date.now();
    if (instance.running) await instance.stop();
    instance.start(env);
    await instance.healthy(60_000);
    await this.balancer.waitState(instance.name, 'UP', 15_000);
    return Date.now() - started;
  }

  /** Both instances running and seen UP by the balancer (a check after a failed one starts from there). */
  async bothUp(): Promise<void> {
    for (const instance of this.instances) {
      if (!instance.running) await this.restart(instance);
      else await this.balancer.waitState(instance.name, 'UP', 15_000);
    }
  }
}

export type Check = {
  id: string;
  title: string;
  timeoutMs: number;
  /** Runs the check; answers its figures, or throws why it failed. */
  run(cluster: Cluster): Promise<string>;
};

/** A failed check's reason, with the figures measured up to the failure. */
export class CheckFailed extends Error {}

/** Throws CheckFailed with `message` unless `condition` holds. */
export function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new CheckFailed(message);
}
