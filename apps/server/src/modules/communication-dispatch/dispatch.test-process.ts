// A dispatcher in a process of its own, for the tests that kill one (kill -9) mid-shift and start
// another: runs today's due slots as a server's start-up does, then resumes until nothing of today is
// pending. Env: DATABASE_URL (PostgreSQL) or DATA_DIR (the embedded database's folder, then the sole
// instance, as the server runs it), SMS_API_URL, WHATSAPP_API_URL (else WhatsApp goes to the outbox),
// NOW (the clock's start), DISPATCH_LEASE_SECONDS, SEND_BATCH (optional).
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../../db/client';
import { sqlRows } from '../../db/sql';
import { outboxChannel } from './channels/outbox-channel';
import { smsHttpChannel } from './channels/sms-http';
import { whatsAppCloudChannel } from './channels/whatsapp-cloud';
import { clockFrom, silentLog } from './dispatch.test-kit';
import { Dispatcher } from './dispatcher';

const retry = { attempts: 3, baseMs: 10, maxWaitMs: 1000 };
const database = process.env.DATABASE_URL
  ? await openPostgres(process.env.DATABASE_URL, silentLog)
  : await openPglite(process.env.DATA_DIR!);
const db = database.db;
const dispatcher = new Dispatcher({
  db,
  log: silentLog,
  leaseSeconds: Number(process.env.DISPATCH_LEASE_SECONDS ?? 2),
  soleInstance: database.kind === 'pglite',
  now: clockFrom(process.env.NOW!),
  channels: {
    email: outboxChannel(db, 'email'),
    whatsapp: process.env.WHATSAPP_API_URL
      ? whatsAppCloudChannel({
          token: 'tok',
          phoneNumberId: '1',
          apiUrl: process.env.WHATSAPP_API_URL,
          ratePerSecond: 400,
          retry,
        })
      : outboxChannel(db, 'whatsapp'),
    sms: smsHttpChannel({ url: process.env.SMS_API_URL!, token: 'tok', ratePerSecond: 400, retry }),
  },
  sendBatch: process.env.SEND_BATCH ? Number(process.env.SEND_BATCH) : undefined,
});
await dispatcher.catchUpToday();
const deadline = Date.now() + 30_000;
for (;;) {
  const [{ n }] = await sqlRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM comunicacao_entrega WHERE status = 'pendente' AND data_envio = ${dispatcher.today()}::date`,
  );
  if (n === 0 || Date.now() > deadline) break;
  await new Promise((resolve) => setTimeout(resolve, 300));
  await dispatcher.resume();
}
process.stdout.write('done\n');
await database.close();
