import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { identidade } from '../../db/schema';
import { Subscribers } from '../live/subscribers';

/** What decides whether an identity's tokens still count: sign-in enabled, and the instant before which they are void. */
export type IdentityState = { enabled: boolean; revokedBeforeMs: number };

export type TokenVerdict = 'valid' | 'disabled' | 'revoked';

/** The channel the database announces sign-in state changes on (migration 0005), payload the identity id. */
export const IDENTITY_CHANNEL = 'identidade';

const GONE: IdentityState = { enabled: false, revokedBeforeMs: Number.POSITIVE_INFINITY };

/**
 * The sign-in state of identities, kept in memory so that checking a token costs no database read:
 * an identity is read on first use, then dropped when the database announces a change of it (a
 * trigger NOTIFYs on every write path, and every instance LISTENs). Entries also expire after
 * `maxAgeMs`, which bounds what an announcement lost while reconnecting could leave stale.
 */
export class IdentityStates {
  private readonly states = new Map<string, { state: IdentityState; readAt: number }>();
  private readonly reading = new Map<string, Promise<IdentityState>>();
  private readonly watchers = new Subscribers<string, () => void>();
  /** Bumped by every announcement: a read that an announcement overtook is not kept. */
  private generation = 0;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly options: { maxAgeMs: number; maxEntries: number } = { maxAgeMs: 60_000, maxEntries: 10_000 },
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(IDENTITY_CHANNEL, (identityId) => this.changed(identityId));
  }

  async stop(): Promise<void> {
    this.states.clear();
    this.watchers.clear();
    const unlisten = this.unlisten;
    this.unlisten = null;
    if (unlisten)
      await unlisten().catch((err: Error) => this.log.warn({ err: { message: err.message } }, 'LISTEN já encerrado'));
  }

  /** Whether a token of this identity issued at `issuedAtMs` still counts. */
  async verdict(identityId: string, issuedAtMs: number): Promise<TokenVerdict> {
    const state = await this.stateOf(identityId);
    if (!state.enabled) return 'disabled';
    return issuedAtMs < state.revokedBeforeMs ? 'revoked' : 'valid';
  }

  /** Calls `onChange` after each announced change of the identity; answers the unsubscribe function. */
  watch(identityId: string, onChange: () => void): () => void {
    return this.watchers.add(identityId, onChange);
  }

  /** Drops what is kept of an identity after this instance changed it (its announcement follows). */
  forget(identityId: string): void {
    this.changed(identityId);
  }

  private changed(identityId: string): void {
    this.generation += 1;
    this.states.delete(identityId);
    for (const fn of this.watchers.of(identityId)) fn();
  }

  private stateOf(identityId: string): Promise<IdentityState> {
    const kept = this.states.get(identityId);
    if (kept && Date.now() - kept.readAt < this.options.maxAgeMs) return Promise.resolve(kept.state);
    let pending = this.reading.get(identityId);
    if (!pending) {
      pending = this.read(identityId).finally(() => this.reading.delete(identityId));
      this.reading.set(identityId, pending);
    }
    return pending;
  }

  private async read(identityId: string): Promise<IdentityState> {
    const generation = this.generation;
    const [row] = await this.database.db
      .select({ habilitado: identidade.habilitado, revogadas: identidade.sessoes_revogadas_em })
      .from(identidade)
      .where(eq(identidade.id, identityId))
      .limit(1);
    const state = row ? { enabled: row.habilitado, revokedBeforeMs: row.revogadas?.getTime() ?? 0 } : GONE;
    if (generation === this.generation) this.keep(identityId, state);
    return state;
  }

  private keep(identityId: string, state: IdentityState): void {
    this.states.delete(identityId);
    if (this.states.size >= this.options.maxEntries) this.states.delete(this.states.keys().next().value!);
    this.states.set(identityId, { state, readAt: Date.now() });
  }
}
