import { agendamentoExecucao } from '../../db/schema';
import type { Db } from '../../db/client';

/**
 * Claims one time slot of a scheduled job (`janela`, e.g. '2026-11-23T08:00' for the 08:00 shift) for
 * this instance. Only the first claim of a slot succeeds, whatever the number of instances sharing the
 * database: the job runs when this answers true and skips when another instance has it.
 */
export async function claimSlot(db: Db, slot: { tarefa: string; janela: string; instancia: string }): Promise<boolean> {
  const claimed = await db
    .insert(agendamentoExecucao)
    .values(slot)
    .onConflictDoNothing()
    .returning({ tarefa: agendamentoExecucao.tarefa });
  return claimed.length === 1;
}
