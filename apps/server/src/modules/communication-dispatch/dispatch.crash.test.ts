import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite, openPostgres } from '../../db/client';
import { sqlRows } from '../../db/sql';
import { createPostgresDatabase, writeEmbeddedDataDir } from '../../test/test-app';
import {
  addCampaign,
  addCustomers,
  addProvider,
  addRule,
  fakeProvider,
  type FakeRequest,
  silentLog,
} from './dispatch.test-kit';

const ADMIN_URL = process.env.TEST_DATABASE_URL;
const DAY = '2026-03-04';
const CUSTOMERS = 150;
/** The SMS request at which the sending process is killed. */
const KILL_AT = 40;

/** Requests sent more than once for the same delivery (told apart by `keyOf`). */
function repeats(requests: FakeRequest[], keyOf: (r: FakeRequest) => string): { distinct: number; repeated: number } {
  const seen = new Map<string, number>();
  for (const r of requests) seen.set(keyOf(r), (seen.get(keyOf(r)) ?? 0) + 1);
  return { distinct: seen.size, repeated: requests.length - seen.size };
}

/**
 * A dispatcher process sending SMS and WhatsApp through providers, killed (kill -9) after it sent some,
 * then another taking over: on the embedded database the server started again on the same folder, on
 * PostgreSQL another instance once the lease is over.
 */
describe(`a dispatcher killed while sending, on ${ADMIN_URL ? 'PostgreSQL' : 'the embedded database'}`, () => {
  let env: Record<string, string>;
  let open: () => Promise<Database>;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    if (ADMIN_URL) {
      const scratch = await createPostgresDatabase(ADMIN_URL, 'migrated');
      env = { DATABASE_URL: scratch.url, DATA_DIR: '' };
      open = () => openPostgres(scratch.url, silentLog);
      cleanup = scratch.drop;
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'dispatch-crash-'));
      writeEmbeddedDataDir(join(dir, 'pg'), 'migrated');
      env = { DATABASE_URL: '', DATA_DIR: join(dir, 'pg') };
      open = () => openPglite(join(dir, 'pg'));
      cleanup = async () => rmSync(dir, { recursive: true, force: true });
    }
    const database = await open();
    try {
      const db = database.db;
      const sistema = await addProvider(db);
      const campanha = await addCampaign(db, sistema);
      await addRule(db, campanha, {
        data_especifica: DAY,
        turno: 'M',
        email: false,
        sms: true,
        mensagem_sms: 'Oi {{primeiro_nome}}',
        whatsapp: true,
        template_whatsapp: 'aviso',
      });
      await addCustomers(
        db,
        sistema,
        Array.from({ length: CUSTOMERS }, (_, i) => ({
          codpessoa: `X${i}`,
          celular: `319${String(i).padStart(8, '0')}`,
          email: null,
        })),
      );
    } finally {
      // The embedded database is one process's: the dispatchers open its folder after this one closes it.
      await database.close();
    }
  });
  afterAll(async () => {
    await cleanup?.();
  });

  it('repeats at most one message per channel sent through a provider, and the next dispatcher completes the shift', async () => {
    let killed: ChildProcess | null = null;
    const sms = await fakeProvider((req, index) => {
      if (index === KILL_AT - 1) killed?.kill('SIGKILL');
      return { status: 200, body: { id: String(req.headers['idempotency-key']) } };
    }, 3);
    const whatsapp = await fakeProvider(() => ({ status: 200, body: { messages: [{ id: 'wamid.x' }] } }), 3);
    const script = fileURLToPath(new URL('./dispatch.test-process.ts', import.meta.url));
    const start = (): ChildProcess =>
      spawn(process.execPath, ['--import', 'tsx', script], {
        env: {
          ...process.env,
          ...env,
          SMS_API_URL: sms.url,
          WHATSAPP_API_URL: `${whatsapp.url}/v21.0`,
          NOW: `${DAY}T11:00:00Z`,
          DISPATCH_LEASE_SECONDS: '2',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    const exited = (child: ChildProcess) =>
      new Promise<NodeJS.Signals | number | null>((resolve) =>
        child.once('exit', (code, signal) => resolve(signal ?? code)),
      );
    let errors = '';

    const first = start();
    killed = first;
    first.stderr!.on('data', (chunk) => (errors += chunk));
    expect(await exited(first), errors).toBe('SIGKILL');
    const smsBeforeKill = sms.requests.length;
    expect(smsBeforeKill).toBeGreaterThanOrEqual(KILL_AT);
    expect(smsBeforeKill).toBeLessThan(CUSTOMERS);

    const second = start();
    let output = '';
    second.stdout!.on('data', (chunk) => (output += chunk));
    second.stderr!.on('data', (chunk) => (errors += chunk));
    expect(await exited(second), errors).toBe(0);
    expect(output).toContain('done');
    await sms.close();
    await whatsapp.close();

    const database = await open();
    try {
      const [after] = await sqlRows<{ enviada: number; total: number }>(
        database.db,
        sql`SELECT count(*) FILTER (WHERE status = 'enviada')::int AS enviada, count(*)::int AS total FROM comunicacao_entrega WHERE data_envio = ${DAY}::date`,
      );
      expect(after).toEqual({ enviada: 2 * CUSTOMERS, total: 2 * CUSTOMERS });
    } finally {
      await database.close();
    }
    // Every customer got each message; a message whose outcome the killed process never recorded was
    // sent again by the next one: at most the one it had under way on each channel.
    const smsSent = repeats(sms.requests, (r) => String(r.headers['idempotency-key']));
    const whatsappSent = repeats(whatsapp.requests, (r) => String(r.body.to));
    expect(smsSent.distinct).toBe(CUSTOMERS);
    expect(whatsappSent.distinct).toBe(CUSTOMERS);
    expect(smsSent.repeated).toBeLessThanOrEqual(1);
    expect(whatsappSent.repeated).toBeLessThanOrEqual(1);
  }, 90_000);
});
