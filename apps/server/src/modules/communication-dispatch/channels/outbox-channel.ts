import { sql } from 'drizzle-orm';
import type { DeliveryChannel } from '@intranet/shared/communication-dispatch/communication-dispatch.schemas';
import type { Db } from '../../../db/client';
import { idArray, textArray } from '../sql-arrays';
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
    transactional: true,
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
