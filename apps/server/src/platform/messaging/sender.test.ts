import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';
import { openTestDatabase, testConfig } from '../../test/test-app';
import { startSmtpServer } from '../../test/smtp-server';
import { createSender } from './sender';

const log = { warn: () => undefined, error: () => undefined, info: () => undefined } as never;
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function database(): Promise<Database> {
  const { database, drop } = await openTestDatabase('migrated');
  cleanups.push(async () => {
    await database.close();
    await drop();
  });
  return database;
}

describe('platform sender', () => {
  it('delivers an e-mail through SMTP when SMTP_URL is set and marks its outbox row sent', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const { db } = await database();
    const sender = createSender(testConfig({ smtpUrl: smtp.url }), db, log);

    await sender.send({
      channel: 'email',
      to: 'ana@exemplo.com.br',
      subject: 'Código de acesso',
      body: 'Seu código é 123456',
    });

    expect(smtp.received.map((m) => m.to)).toEqual([['ana@exemplo.com.br']]);
    expect(smtp.received[0].raw).toContain('Seu c=C3=B3digo =C3=A9 123456');
    const [row] = await db.select().from(outbox).where(eq(outbox.destinatario, 'ana@exemplo.com.br'));
    expect(row).toMatchObject({ canal: 'email', assunto: 'Código de acesso', status: 'enviada', erro: null });
    expect(row.enviado_em).not.toBeNull();
  });

  it('records the SMTP refusal on the outbox row and does not throw', async () => {
    const smtp = await startSmtpServer(() => ({ code: 550, message: 'Mailbox unavailable' }));
    cleanups.push(smtp.close);
    const { db } = await database();
    const sender = createSender(testConfig({ smtpUrl: smtp.url }), db, log);

    await sender.send({ channel: 'email', to: 'inexistente@exemplo.com.br', subject: 'Convite', body: 'Olá' });

    const [row] = await db.select().from(outbox).where(eq(outbox.destinatario, 'inexistente@exemplo.com.br'));
    expect(row.status).toBe('falhou');
    expect(row.erro).toContain('Mailbox unavailable');
    expect(smtp.received).toHaveLength(0);
  });

  it('keeps messages in the outbox only when no SMTP server is configured', async () => {
    const { db } = await database();
    const sender = createSender(testConfig({ smtpUrl: null }), db, log);

    await sender.send({ channel: 'email', to: 'bia@exemplo.com.br', subject: 'Convite', body: 'Olá' });
    await sender.send({ channel: 'sms', to: '31988887777', body: 'Seu código é 654321' });

    const rows = await db.select().from(outbox);
    expect(rows.map((r) => [r.canal, r.destinatario, r.status])).toEqual([
      ['email', 'bia@exemplo.com.br', 'armazenada'],
      ['sms', '31988887777', 'armazenada'],
    ]);
  });
});
