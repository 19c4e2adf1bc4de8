import { sql } from 'drizzle-orm';
import type { DeliveryChannel } from '@intranet/shared/communication-dispatch/communication-dispatch.schemas';
import type { Db } from '../../../db/client';
import { sqlRows } from '../../../db/sql';
import type { DeliveryOutcome, DispatchChannel, OutgoingDelivery } from './channel';

/** What the outbox keeps of a delivery: the e-mail's HTML, the SMS text, the WhatsApp template and its parameters. */
function bodyOf(d: OutgoingDelivery): string {
  if (d.canal === 'whatsapp') return `template ${d.template?.name ?? ''} (${d.template?.language ?? ''}): ${(d.template?.parameters ?? []).join(' | ')}`;
  return d.html ?? d.text ?? '';
}

/**
 * A channel with no provider configured: its messages are stored in the outbox (listed to the
 * superadmin). Storing a batch and marking its deliveries sent is one statement, so a delivery is
 * stored exactly once whatever happens to the process.
 */
export function outboxChannel(db: Db, canal: DeliveryChannel): DispatchChannel {
  return {
    provider: `outbox:${canal}`,
    async send(batch) {
      if (batch.length === 0) return [];
      const values = sql.join(
        batch.map((d) => sql`(${d.id}::bigint, ${d.canal}::text, ${d.to}::text, ${d.subject ?? null}::text, ${bodyOf(d)}::text)`),
        sql`, `,
      );
      // Deliveries no longer pending (taken over and finished elsewhere) are left as they are.
      await sqlRows<{ id: string | number }>(
        db,
        sql`WITH v(id, canal, destinatario, assunto, corpo) AS (VALUES ${values}),
          done AS (
            UPDATE comunicacao_entrega e
               SET status = 'enviada', enviado_em = now(), reservado_ate = NULL, motivo = NULL, id_provedor = 'outbox'
              FROM v
             WHERE e.id = v.id AND e.status = 'pendente'
         RETURNING e.id
          ),
          stored AS (
            INSERT INTO outbox_mensagem (canal, destinatario, assunto, corpo)
            SELECT v.canal, v.destinatario, v.assunto, v.corpo FROM v JOIN done ON done.id = v.id
          )
          SELECT id FROM done`,
      );
      return batch.map((d): DeliveryOutcome => ({ id: d.id, status: 'enviada', providerId: 'outbox', recorded: true }));
    },
  };
}
