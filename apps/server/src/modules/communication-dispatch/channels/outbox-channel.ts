import { sql } from 'drizzle-orm';
import type { DeliveryChannel } from '@intranet/shared/communication-dispatch/communication-dispatch.schemas';
import type { Db } from '../../../db/client';
import { sqlRows } from '../../../db/sql';
import { idArray, textArray } from '../sql-arrays';
import type { DeliveryOutcome, DispatchChannel, Message } from './channel';

/** What the outbox keeps of a delivery: the e-mail's HTML, the SMS text, the WhatsApp template and its parameters. */
function bodyOf(d: Message): string {
  if (d.canal === 'whatsapp')
    return `template ${d.template?.name ?? ''} (${d.template?.language ?? ''}): ${(d.template?.parameters ?? []).join(' | ')}`;
  return d.html ?? d.text ?? '';
}

/**
 * A channel with no provider configured: its messages are stored in the outbox (listed to the
 * superadmin). Storing a batch and marking its deliveries sent is one statement, so a delivery is
 * stored exactly once whatever happens to the process; a slot being planned is written already sent,
 * delivery rows and messages together.
 */
export function outboxChannel(db: Db, canal: DeliveryChannel): DispatchChannel {
  return {
    provider: `outbox:${canal}`,
    transactional: true,
    async planSent({ regra_id, campanha_id, day, shift, deliveries }) {
      if (deliveries.length === 0) return 0;
      const column = <T>(pick: (d: (typeof deliveries)[number]) => T) => deliveries.map(pick);
      const [{ written }] = await sqlRows<{ written: number }>(
        db,
        sql`WITH v AS (
            SELECT * FROM unnest(${idArray(column((d) => d.cliente_id))}::int[], ${textArray(column((d) => d.destino))}::text[], ${textArray(column((d) => d.refusal ?? null))}::text[],
                                 ${textArray(column((d) => d.message?.subject ?? null))}::text[], ${textArray(column((d) => (d.message ? bodyOf(d.message) : null)))}::text[])
                     AS v(cliente_id, destino, motivo, assunto, corpo)
          ),
          ins AS (
            INSERT INTO comunicacao_entrega (regra_id, campanha_id, cliente_id, canal, data_envio, turno, destino, status, motivo, tentativas, id_provedor, enviado_em)
            SELECT ${regra_id}, ${campanha_id}, v.cliente_id, ${canal}, ${day}::date, ${shift}, v.destino,
                   CASE WHEN v.motivo IS NULL THEN 'enviada' ELSE 'falhou' END, v.motivo,
                   CASE WHEN v.motivo IS NULL THEN 1 ELSE 0 END, CASE WHEN v.motivo IS NULL THEN 'outbox' END, CASE WHEN v.motivo IS NULL THEN now() END
              FROM v
            ON CONFLICT DO NOTHING
            RETURNING cliente_id, status
          ),
          stored AS (
            INSERT INTO outbox_mensagem (canal, destinatario, assunto, corpo)
            SELECT ${canal}, v.destino, v.assunto, v.corpo FROM v JOIN ins ON ins.cliente_id = v.cliente_id WHERE ins.status = 'enviada'
          )
          SELECT count(*)::int AS written FROM ins`,
      );
      return written;
    },
    async send(batch) {
      if (batch.length === 0) return [];
      const ids = idArray(batch.map((d) => d.id));
      // Deliveries no longer pending (taken over and finished elsewhere) are left as they are.
      await db.execute(
        sql`WITH done AS (
            UPDATE comunicacao_entrega e
               SET status = 'enviada', enviado_em = now(), reservado_ate = NULL, motivo = NULL, id_provedor = 'outbox', tentativas = e.tentativas + 1
             WHERE e.id = ANY(${ids}::bigint[]) AND e.status = 'pendente'
         RETURNING e.id
          )
          INSERT INTO outbox_mensagem (canal, destinatario, assunto, corpo)
          SELECT ${canal}, v.destinatario, v.assunto, v.corpo
            FROM unnest(${ids}::bigint[], ${textArray(batch.map((d) => d.to))}::text[], ${textArray(batch.map((d) => d.subject ?? null))}::text[], ${textArray(batch.map(bodyOf))}::text[])
                 AS v(id, destinatario, assunto, corpo)
            JOIN done ON done.id = v.id`,
      );
      return batch.map((d): DeliveryOutcome => ({ id: d.id, status: 'enviada', providerId: 'outbox', recorded: true }));
    },
  };
}
