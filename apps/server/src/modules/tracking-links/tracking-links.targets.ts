import type { FastifyBaseLogger } from 'fastify';
import { PROVIDER_HOME_PAGES, providerFlagOf } from '@intranet/shared/tracking-links/tracking-links.rules';
import type { Database, Db } from '../../db/client';
import { type LinkTarget } from './tracking-links.repository';
import * as repo from './tracking-links.repository';

/** The channel on which the database announces changed links (their code), destinations and provider names ('*'). */
export const TRACKING_LINK_CHANNEL = 'tracking_link';

/** Where a followed link sends the visitor: the destination (or the provider's home page) with chn, cmp, dst and lnk. */
export type Followed = { id: number; location: string };

/**
 * The address a link leads to. A destination may be a page of this server ('/leads/external/register'):
 * such a path is kept relative, and the redirect answers it on the visitor's own host.
 */
export function locationOf(target: LinkTarget): string {
  const flag = providerFlagOf(target.empresa_nome);
  const base = target.destino_url ?? (flag ? PROVIDER_HOME_PAGES[flag] : '/');
  const relative = base.startsWith('/') && !base.startsWith('//');
  const url = new URL(base, 'http://relative.invalid');
  url.searchParams.set('chn', String(target.id_canal));
  url.searchParams.set('cmp', String(target.id_campanha));
  if (target.id_destino !== null) url.searchParams.set('dst', String(target.id_destino));
  url.searchParams.set('lnk', String(target.id));
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

type Entry = { followed: Followed | null; readAt: number };

/**
 * Short code → where it leads, kept in memory so that following a link costs no read: a code is read
 * on first use (unknown codes too, so that guessing costs no read either), then dropped when the
 * database announces a change of its link, of any destination or of a provider's name (every
 * instance LISTENs), or when this instance edits it. Entries also expire after `maxAgeMs`, bounding
 * what a lost announcement could leave stale.
 */
export class LinkTargets {
  private readonly entries = new Map<string, Entry>();
  private readonly reading = new Map<string, Promise<Followed | null>>();
  private generation = 0;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly options = { maxAgeMs: 60_000, maxEntries: 20_000 },
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(TRACKING_LINK_CHANNEL, (code) => this.forget(code));
  }

  async stop(): Promise<void> {
    this.entries.clear();
    const unlisten = this.unlisten;
    this.unlisten = null;
    if (unlisten)
      await unlisten().catch((err: Error) => this.log.warn({ err: { message: err.message } }, 'LISTEN já encerrado'));
  }

  /** Drops a code ('*': every code) after its link or a destination changed. */
  forget(code: string): void {
    this.generation += 1;
    if (code === '*') this.entries.clear();
    else this.entries.delete(code);
  }

  follow(db: Db, code: string): Promise<Followed | null> | Followed | null {
    const kept = this.entries.get(code);
    if (kept && Date.now() - kept.readAt < this.options.maxAgeMs) return kept.followed;
    let pending = this.reading.get(code);
    if (!pending) {
      pending = this.read(db, code).finally(() => this.reading.delete(code));
      this.reading.set(code, pending);
    }
    return pending;
  }

  private async read(db: Db, code: string): Promise<Followed | null> {
    const generation = this.generation;
    const target = await repo.target(db, code);
    const followed = target ? { id: target.id, location: locationOf(target) } : null;
    // An announcement that came while reading may concern this code: answer, but do not keep it.
    if (generation === this.generation) {
      if (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(code, { followed, readAt: Date.now() });
    }
    return followed;
  }
}
