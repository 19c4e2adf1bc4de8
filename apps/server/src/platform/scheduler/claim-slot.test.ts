import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../test/test-app';
import { claimSlot } from './claim-slot';

describe('scheduled job slots', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase('migrated'));
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it('gives a slot to exactly one of several instances claiming it at once', async () => {
    const janela = '2026-11-23T08:00';
    const results = await Promise.all(
      ['a', 'b', 'c', 'd'].map((instancia) => claimSlot(database.db, { tarefa: 'regua', janela, instancia })),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('gives the next slot, and the same slot of another job, anew', async () => {
    expect(await claimSlot(database.db, { tarefa: 'regua', janela: '2026-11-23T12:00', instancia: 'a' })).toBe(true);
    expect(await claimSlot(database.db, { tarefa: 'eventos', janela: '2026-11-23T08:00', instancia: 'a' })).toBe(true);
    expect(await claimSlot(database.db, { tarefa: 'regua', janela: '2026-11-23T12:00', instancia: 'b' })).toBe(false);
  });
});
