// c. Live notifications across instances: event streams opened through the balancer (so held by either
// instance) receive each notification exactly once, whichever instance it was sent through.
import { NOTIFICATIONS_API } from '@intranet/shared/notifications/notifications.contract';
import {
  NOTIFICATION_STREAM_EVENT,
  type UnreadNotificationsResponse,
} from '@intranet/shared/notifications/notifications.schemas';
import { type AccountKey, type Check, expect } from '../cluster';
import { callOk, type EventStream, openEventStream } from '../http';

const READERS: AccountKey[] = ['colaborador', 'rhSolicitante', 'candidato'];
const STREAMS_PER_READER = 2;
const NOTIFICATIONS = 10;

const idsOf = (data: string) =>
  (JSON.parse(data) as UnreadNotificationsResponse).notificacoes.map((n) => n.id_mensagem);

export const notificationsCheck: Check = {
  id: 'c',
  title: 'live notifications reach every stream once',
  timeoutMs: 45_000,
  async run(cluster) {
    const { a, b, balancer } = cluster;
    const readers = await Promise.all(READERS.map((key) => cluster.session(key)));
    const sender = await cluster.session('marketing');
    const streams: { reader: number; stream: EventStream }[] = [];
    try {
      // Tickets from A; the streams themselves one after another through the balancer, which
      // deals them to both instances in turn.
      for (let i = 0; i < READERS.length * STREAMS_PER_READER; i++) {
        const reader = i % READERS.length;
        const { ticket } = await callOk<{ ticket: string }>(`${a.url}${NOTIFICATIONS_API.streamTicket.path}`, {
          method: 'POST',
          token: readers[reader].token,
        });
        streams.push({
          reader,
          stream: await openEventStream(
            `${balancer.url}${NOTIFICATIONS_API.stream.path}?ticket=${encodeURIComponent(ticket)}`,
          ),
        });
      }
      await Promise.all(
        streams.map(({ stream }) => stream.waitFor((e) => e.event === NOTIFICATION_STREAM_EVENT, 10_000)),
      );

      const sent: number[] = [];
      const latencies: number[] = [];
      const sendTimes: number[] = [];
      const through = { A: 0, B: 0 };
      // One more at the end, so that a repeat of the last one would have arrived before it.
      for (let k = 0; k <= NOTIFICATIONS; k++) {
        const via = k % 2 === 0 ? a : b;
        through[via === a ? 'A' : 'B']++;
        const at = Date.now();
        const { id_mensagem } = await callOk<{ id_mensagem: number }>(`${via.url}${NOTIFICATIONS_API.send.path}`, {
          token: sender.token,
          body: {
            id_usuarios: readers.map((r) => r.usuarioId),
            data: { modulo: 'escala', msg: `Aviso ${k + 1} da verificação de escala` },
          },
        });
        sendTimes.push(Date.now() - at);
        sent.push(id_mensagem);
        const arrivals = await Promise.all(
          streams.map(({ stream }) => stream.waitFor((e) => idsOf(e.data).includes(id_mensagem), 5_000)),
        );
        for (const event of arrivals) latencies.push(event.at - at);
      }

      // Each event after the first list must bring exactly the next notification sent, nothing else.
      for (const [index, { reader, stream }] of streams.entries()) {
        const lists = stream.events.filter((e) => e.event === NOTIFICATION_STREAM_EVENT).map((e) => idsOf(e.data));
        expect(
          lists.length === sent.length + 1,
          `stream ${index + 1} (${READERS[reader]}) got ${lists.length - 1} updates for ${sent.length} notifications`,
        );
        for (let k = 0; k < sent.length; k++) {
          const added = lists[k + 1].filter((id) => !lists[k].includes(id));
          expect(
            added.length === 1 && added[0] === sent[k],
            `stream ${index + 1}: update ${k + 1} added [${added.join(', ')}] for notification ${sent[k]}`,
          );
        }
        expect(!stream.ended, `stream ${index + 1} ended`);
      }
      const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
      return (
        `${streams.length} streams × ${NOTIFICATIONS} notifications (+1 closing) sent via A ${through.A}, B ${through.B}: ` +
        `each received once; send answered in ${median(sendTimes)} ms, on the streams after ${median(latencies)} ms (median; max ${Math.max(...latencies)} ms)`
      );
    } finally {
      for (const { stream } of streams) stream.close();
    }
  },
};
