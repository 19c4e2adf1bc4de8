import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type CustomerInput, customerColumnOf } from '@intranet/shared/customers/customers.rules';
import type { CustomerImportReport } from '@intranet/shared/customers/customers.schemas';
import type { Db } from '../../db/client';
import { claimSlot } from '../../platform/scheduler/claim-slot';
import { cellText } from '../../platform/spreadsheets/cells';
import { type CustomerLine, writeCustomerLines } from './customers.import';
import * as repo from './customers.repository';
import {
  type AccountSource,
  type AccountSyncReport,
  AccountKindUnavailable,
  syncAccounts,
} from '../customer-accounts/customer-accounts.public';

/**
 * Where a provider's customers come from outside the intranet: pages of customers changed since an
 * instant (every customer when `since` is null), each customer with the import's columns; and, when it
 * has them, the customers' account records (customer-accounts.sync: contracts, invoices …).
 */
export interface CustomerSource extends Partial<AccountSource> {
  changedSince(since: Date | null, signal?: AbortSignal): AsyncIterable<CustomerInput[]>;
}

/** One provider's ERP endpoint. */
export type ErpEndpoint = { url: string; token: string | null };

/** The ERP sync's settings (docs/customers.md), or null when it is off. */
export type ErpSyncConfig = {
  /** A URL for every provider, `{provedor}` standing for the provider's key in lower case. */
  template: ErpEndpoint | null;
  /** URLs of single providers by key (BITCOM, RAZAOINFO, VETORIAL), over the template. */
  providers: Map<string, ErpEndpoint>;
  pageSize: number;
  timeoutMs: number;
};

/** A provider's key in the variables' names: its name in upper case without accents or punctuation ('RazãoInfo' → RAZAOINFO). */
export function providerKey(nome: string): string {
  return nome
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

const boundedInt = (text: string | undefined, fallback: number, min: number, max: number) => {
  const value = Number(text);
  return Number.isInteger(value) && value >= min && value <= max ? value : fallback;
};

/**
 * ERP_SYNC_URL (template with {provedor}) and ERP_SYNC_TOKEN; ERP_SYNC_URL_<KEY> and
 * ERP_SYNC_TOKEN_<KEY> per provider; ERP_SYNC_PAGE_SIZE (1000); ERP_SYNC_TIMEOUT_SECONDS (30).
 * Null when no URL is set: the sync is off.
 */
export function erpSyncConfig(env: NodeJS.ProcessEnv = process.env): ErpSyncConfig | null {
  const token = (name: string) => env[name]?.trim() || null;
  const template = env.ERP_SYNC_URL?.trim() ? { url: env.ERP_SYNC_URL.trim(), token: token('ERP_SYNC_TOKEN') } : null;
  const providers = new Map<string, ErpEndpoint>();
  for (const [name, value] of Object.entries(env)) {
    const key = /^ERP_SYNC_URL_([A-Z0-9]+)$/.exec(name)?.[1];
    if (key && value?.trim())
      providers.set(key, { url: value.trim(), token: token(`ERP_SYNC_TOKEN_${key}`) ?? token('ERP_SYNC_TOKEN') });
  }
  if (!template && providers.size === 0) return null;
  return {
    template,
    providers,
    pageSize: boundedInt(env.ERP_SYNC_PAGE_SIZE, 1_000, 1, 10_000),
    timeoutMs: boundedInt(env.ERP_SYNC_TIMEOUT_SECONDS, 30, 1, 600) * 1000,
  };
}

/** The endpoint of a provider, or null when the sync does not cover it. */
export function erpEndpointOf(config: ErpSyncConfig, key: string): ErpEndpoint | null {
  const own = config.providers.get(key);
  if (own) return own;
  if (!config.template) return null;
  return {
    url: config.template.url.replaceAll('{provedor}', encodeURIComponent(key.toLowerCase())),
    token: config.template.token,
  };
}

/** A page of the ERP's answer: customers with the import's column names (or their accepted spellings). */
const erpPage = z.object({
  clientes: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
  proxima_pagina: z.number().int().positive().nullable().optional(),
});

/** Pages followed in one run at most: a guard against an ERP that never ends its list. */
export const MAX_PAGES = 10_000;
/** The largest page read: an answer that passes it is refused as it arrives, before it is parsed. */
export const MAX_PAGE_BYTES = 32 * 1024 * 1024;

/** An ERP customer's fields under the import's columns; fields the import does not know are dropped. */
function inputOf(record: Record<string, string | number | boolean | null>): CustomerInput {
  const input: CustomerInput = {};
  for (const [field, value] of Object.entries(record)) {
    const column = customerColumnOf(field);
    if (column && input[column] === undefined) input[column] = cellText(value);
  }
  return input;
}

/** An answer's body as JSON, refused past `MAX_PAGE_BYTES` while it arrives; undefined when it is not JSON. */
async function boundedJson(response: Response, page: number): Promise<unknown> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > MAX_PAGE_BYTES) throw new Error(`a página ${page} do ERP passa de ${MAX_PAGE_BYTES / 1024 / 1024} MB`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.length;
    if (size > MAX_PAGE_BYTES) {
      await response.body?.cancel().catch(() => undefined);
      throw new Error(`a página ${page} do ERP passa de ${MAX_PAGE_BYTES / 1024 / 1024} MB`);
    }
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The address of an account kind beside the customers' (`…/clientes` → `…/contratos`): the kind replaces
 * the last segment of the customers' path; the query of the customers' address is kept.
 */
export function kindUrl(customersUrl: string, kind: string): URL {
  const base = new URL(customersUrl);
  const url = new URL(kind, base);
  for (const [name, value] of base.searchParams) url.searchParams.set(name, value);
  return url;
}

/**
 * Pages of records under `field` from `GET <url>?pagina=N&tamanho=S[&alterados_desde=ISO]`, following
 * `proxima_pagina`. `onMissing` answers a 404 on the first page (a kind the ERP does not offer).
 */
async function* erpPages<T>(
  url: URL,
  endpoint: ErpEndpoint,
  options: { pageSize: number; timeoutMs: number },
  read: (body: unknown) => { records: T[]; next: number | null | undefined } | null,
  since: Date | null,
  signal: AbortSignal | undefined,
  onMissing?: () => Error,
): AsyncGenerator<T[]> {
  let page = 1;
  for (let fetched = 0; fetched < MAX_PAGES; fetched++) {
    const pageUrl = new URL(url);
    pageUrl.searchParams.set('pagina', String(page));
    pageUrl.searchParams.set('tamanho', String(options.pageSize));
    if (since) pageUrl.searchParams.set('alterados_desde', since.toISOString());
    const headers: Record<string, string> = { accept: 'application/json' };
    if (endpoint.token) headers.authorization = `Bearer ${endpoint.token}`;
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const response = await fetch(pageUrl, { headers, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
    if (response.status === 404 && page === 1 && onMissing) {
      await response.body?.cancel().catch(() => undefined);
      throw onMissing();
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new Error(`o ERP respondeu ${response.status} à página ${page}`);
    }
    const parsed = read(await boundedJson(response, page));
    if (!parsed) throw new Error(`a página ${page} do ERP não está no formato esperado`);
    const { records, next } = parsed;
    if (records.length > 0) yield records;
    if (!next || records.length === 0) return;
    if (next <= page) throw new Error(`o ERP indicou a página ${next} depois da página ${page}`);
    page = next;
  }
  throw new Error(`o ERP passou de ${MAX_PAGES} páginas`);
}

/**
 * The HTTP JSON source: `GET <url>?pagina=N&tamanho=S[&alterados_desde=ISO]` with
 * `Authorization: Bearer <token>`, answering `{ clientes: [...], proxima_pagina: N+1 | null }`; the
 * account kinds beside it (`kindUrl`), answering `{ <kind>: [...], proxima_pagina }`, at most `tamanho`
 * records a page (docs/customer-accounts.md).
 */
export function httpCustomerSource(
  endpoint: ErpEndpoint,
  options: { pageSize: number; timeoutMs: number },
): CustomerSource {
  return {
    changedSince(since, signal) {
      return erpPages(
        new URL(endpoint.url),
        endpoint,
        options,
        (body) => {
          const parsed = erpPage.safeParse(body);
          return parsed.success
            ? { records: parsed.data.clientes.map(inputOf), next: parsed.data.proxima_pagina }
            : null;
        },
        since,
        signal,
      );
    },
    accountPages(kind, since, signal) {
      const page = z.object({
        [kind]: z.array(z.unknown()).max(options.pageSize),
        proxima_pagina: z.number().int().positive().nullable().optional(),
      });
      return erpPages(
        kindUrl(endpoint.url, kind),
        endpoint,
        options,
        (body) => {
          const parsed = page.safeParse(body);
          return parsed.success
            ? { records: parsed.data[kind] as unknown[], next: parsed.data.proxima_pagina as number | null | undefined }
            : null;
        },
        since,
        signal,
        () => new AccountKindUnavailable(kind),
      );
    },
  };
}

/** Changes are asked from this long before the previous run started, for clocks that disagree a little. */
export const SYNC_OVERLAP_MS = 10 * 60_000;

/**
 * A provider's run: the customers' report, the account kinds' (when the source has them), or the error
 * that stopped it — after the customers were written when `report` is there too.
 */
export type ProviderSyncResult = {
  sistema: number;
  nome: string;
  report?: CustomerImportReport;
  contas?: AccountSyncReport;
  error?: string;
};

type SyncLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * Brings one provider's changes into the directory through the import's own checks and writes: a
 * code that comes more than once keeps its last version; invalid customers are left out and logged.
 * The writes and the new position are saved together, so a failed run is asked again in full next time.
 */
export async function syncProvider(
  db: Db,
  sistema: number,
  source: CustomerSource,
  { now = new Date(), signal }: { now?: Date; signal?: AbortSignal } = {},
): Promise<CustomerImportReport> {
  const cursors = await repo.syncCursors(db);
  const previous = cursors.get(sistema);
  const since = previous ? new Date(previous.getTime() - SYNC_OVERLAP_MS) : null;
  const byCode = new Map<string, CustomerLine>();
  const withoutCode: CustomerLine[] = [];
  let position = 0;
  for await (const batch of source.changedSince(since, signal)) {
    for (const values of batch) {
      const line = { linha: ++position, values };
      const code = (values.codpessoa ?? '').trim();
      if (!code) withoutCode.push(line);
      else {
        byCode.delete(code);
        byCode.set(code, line);
      }
    }
  }
  const lines = [...withoutCode, ...byCode.values()].sort((a, b) => a.linha - b.linha);
  return db.transaction(async (tx) => {
    const report = await writeCustomerLines(tx, sistema, lines, { applyValid: true });
    await repo.saveSyncCursor(tx, sistema, now, { linhas: report.linhas, invalidos: report.invalidos.length });
    return report;
  });
}

/** Syncs every provider the configuration covers, one after the other; one provider's failure does not stop the others. */
export async function runCustomerSync(
  db: Db,
  config: ErpSyncConfig,
  {
    log,
    signal,
    sourceOf = (e) => httpCustomerSource(e, config),
  }: { log: SyncLog; signal?: AbortSignal; sourceOf?: (endpoint: ErpEndpoint) => CustomerSource },
): Promise<ProviderSyncResult[]> {
  const results: ProviderSyncResult[] = [];
  const providers = await repo.providers(db);
  const known = new Set(providers.map((p) => providerKey(p.nome)));
  for (const key of config.providers.keys())
    if (!known.has(key)) log.warn({ provider: key }, 'ERP_SYNC_URL_%s não corresponde a nenhum provedor', key);
  for (const provider of providers) {
    const endpoint = erpEndpointOf(config, providerKey(provider.nome));
    if (!endpoint) continue;
    const result: ProviderSyncResult = { sistema: provider.id, nome: provider.nome };
    results.push(result);
    try {
      const source = sourceOf(endpoint);
      const started = new Date();
      const report = await syncProvider(db, provider.id, source, { now: started, signal });
      result.report = report;
      const { invalidos, ...counts } = report;
      log.info({ provider: provider.nome, ...counts, invalidos: invalidos.length }, 'clientes sincronizados com o ERP');
      if (invalidos.length)
        log.warn({ provider: provider.nome, exemplos: invalidos.slice(0, 20) }, 'clientes do ERP recusados');
      if (source.accountPages) {
        result.contas = await syncAccounts(db, provider.id, source as AccountSource, { now: started, signal });
        for (const [kind, { invalidos: refused, ...kindCounts }] of Object.entries(result.contas)) {
          log.info(
            { provider: provider.nome, tipo: kind, ...kindCounts },
            'registros de contas sincronizados com o ERP',
          );
          if (refused.length)
            log.warn(
              { provider: provider.nome, tipo: kind, exemplos: refused },
              'registros de contas do ERP recusados',
            );
        }
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error({ provider: provider.nome, err: { message } }, 'falha na sincronização de clientes com o ERP');
      result.error = message;
    }
  }
  return results;
}

/** The scheduled job's name in agendamento_execucao. */
export const SYNC_TASK = 'clientes-erp';

/** The hour slot of an instant, as claimSlot keys it ('2026-11-23T08:00', UTC). */
export function hourSlot(at: Date): string {
  return `${at.toISOString().slice(0, 13)}:00`;
}

/**
 * Runs the sync once per hour across all instances sharing the database: each instance looks every
 * minute, and the first to claim the hour's slot runs it. `tick` is what the timer calls.
 */
export function customerSyncSchedule(
  db: Db,
  config: ErpSyncConfig,
  options: { log: SyncLog; instance?: string; now?: () => Date; sourceOf?: (endpoint: ErpEndpoint) => CustomerSource },
) {
  const instance = options.instance ?? `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  const now = options.now ?? (() => new Date());
  const stop = new AbortController();
  let lastSlot: string | null = null;
  let running: Promise<unknown> | null = null;
  async function tick(): Promise<boolean> {
    const janela = hourSlot(now());
    // A run longer than an hour is not joined by the next one here: the next hour is looked at when it ends.
    if (janela === lastSlot || stop.signal.aborted || running) return false;
    lastSlot = janela;
    if (!(await claimSlot(db, { tarefa: SYNC_TASK, janela, instancia: instance }))) return false;
    const run = runCustomerSync(db, config, { log: options.log, signal: stop.signal, sourceOf: options.sourceOf });
    running = run.catch(() => undefined).finally(() => (running = null));
    await run;
    return true;
  }
  return {
    tick,
    /** Stops looking and waits for a run under way to end (its requests are aborted). */
    async stop() {
      stop.abort();
      await running;
    },
  };
}

export const SYNC_CHECK_MS = 60_000;

/** Starts the hourly sync with the server when ERP_SYNC_* is set (never in tests). */
export function scheduleCustomerSync(app: FastifyInstance): void {
  const config = erpSyncConfig();
  if (!config || app.config.testing) return;
  const schedule = customerSyncSchedule(app.db, config, { log: app.log });
  let timer: NodeJS.Timeout | null = null;
  const tick = () =>
    void schedule
      .tick()
      .catch((error: unknown) =>
        app.log.error({ err: { message: (error as Error).message } }, 'falha ao agendar a sincronização de clientes'),
      );
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, SYNC_CHECK_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await schedule.stop();
  });
}
