import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { dueSlotsOfToday } from '@intranet/shared/communication-dispatch/shift-clock';
import { loadDispatchConfig } from '../../config';
import { sqlRows } from '../../db/sql';
import { comunicacaoEntrega } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addCampaign, addCustomers, addProvider, addRule } from './dispatch.test-kit';
import { TASK } from './dispatcher';

describe('the dispatcher scheduled with the app', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  const claimedSlots = async (app: TestApp) =>
    (
      await sqlRows<{ janela: string }>(
        app.database.db,
        sql`SELECT janela FROM agendamento_execucao WHERE tarefa = ${TASK} ORDER BY janela`,
      )
    ).map((r) => r.janela);

  it('is off in tests unless asked, and on by default elsewhere (DISPATCH_ENABLED=0 turns it off)', async () => {
    expect(loadDispatchConfig({ NODE_ENV: 'test' }).enabled).toBe(false);
    expect(loadDispatchConfig({}).enabled).toBe(true);
    expect(loadDispatchConfig({ DISPATCH_ENABLED: '0' }).enabled).toBe(false);
    expect(loadDispatchConfig({ NODE_ENV: 'test', DISPATCH_ENABLED: '1' }).enabled).toBe(true);
    t = await createTestApp();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await claimedSlots(t)).toEqual([]);
  });

  it("when enabled, runs today's due slots at start-up and resumes periodically, expiring what earlier days left pending", async () => {
    const before = dueSlotsOfToday(new Date()).map((s) => s.janela);
    t = await createTestApp({ dispatch: { ...loadDispatchConfig({}), enabled: true, resumeSeconds: 1 } });
    const db = t.database.db;
    const sistema = await addProvider(db);
    const campanha = await addCampaign(db, sistema);
    const rule = await addRule(db, campanha, { data_especifica: '2020-01-01', email: true });
    const ids = await addCustomers(db, sistema, [{ codpessoa: 'Q1' }]);
    await db.insert(comunicacaoEntrega).values({
      regra_id: rule,
      campanha_id: campanha,
      cliente_id: ids.get('Q1')!,
      canal: 'email',
      data_envio: '2020-01-01',
      turno: 'M',
      destino: 'q1@exemplo.com.br',
    });

    const deadline = Date.now() + 5_000;
    let status = 'pendente';
    while (status === 'pendente' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      [{ status }] = await sqlRows<{ status: string }>(
        db,
        sql`SELECT status FROM comunicacao_entrega WHERE regra_id = ${rule}`,
      );
    }
    expect(status).toBe('falhou');
    const after = dueSlotsOfToday(new Date()).map((s) => s.janela);
    const claimed = await claimedSlots(t);
    // Every slot due at start-up was claimed (a shift that came due meanwhile may be too).
    expect(claimed.slice(0, before.length)).toEqual(before);
    expect(after).toEqual(expect.arrayContaining(claimed));
  });
});
