import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sqlRows } from '../../db/sql';
import { campanhaComunicacao, campanhaRegra, clientePessoa, empresa, preferenciaCliente } from '../../db/schema';
import { outboxChannel } from './channels/outbox-channel';
import type { ChannelSet } from './channels';
import { Dispatcher, type DispatcherOptions } from './dispatcher';

export const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A clock that starts at `iso` and runs. */
export function clockFrom(iso: string): () => Date {
  const offset = new Date(iso).getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}

export function outboxChannels(db: Db): ChannelSet {
  return { email: outboxChannel(db, 'email'), whatsapp: outboxChannel(db, 'whatsapp'), sms: outboxChannel(db, 'sms') };
}

export function dispatcherOn(db: Db, options: Partial<DispatcherOptions> = {}): Dispatcher {
  return new Dispatcher({ db, channels: outboxChannels(db), log: silentLog, leaseSeconds: 60, ...options });
}

export async function addProvider(db: Db, nome = `Provedor ${randomBytes(3).toString('hex')}`): Promise<number> {
  const [row] = await db.insert(empresa).values({ nome }).returning({ id: empresa.id });
  return row.id;
}

export async function addCampaign(
  db: Db,
  sistema: number,
  over: Partial<typeof campanhaComunicacao.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .insert(campanhaComunicacao)
    .values({ nome: `Campanha ${randomBytes(4).toString('hex')}`, sistema, ...over })
    .returning({ id: campanhaComunicacao.id });
  return row.id;
}

export type RuleInput = Partial<typeof campanhaRegra.$inferInsert>;
export async function addRule(db: Db, campanha_id: number, over: RuleInput = {}): Promise<number> {
  const [row] = await db
    .insert(campanhaRegra)
    .values({
      campanha_id,
      criterio: 'data_especifica',
      envio: 'no_dia',
      turno: 'M',
      email: true,
      titulo_email: 'Olá, {{primeiro_nome}}',
      mensagem_email: '<p>Olá, <b>{{primeiro_nome}}</b>! Seu código na {{provedor}} é {{codigo}}.</p>',
      ...over,
    })
    .returning({ id: campanhaRegra.id });
  return row.id;
}

export type CustomerInput = Partial<typeof clientePessoa.$inferInsert> & { codpessoa: string };
export async function addCustomers(db: Db, sistema: number, customers: CustomerInput[]): Promise<Map<string, number>> {
  const rows = await db
    .insert(clientePessoa)
    .values(
      customers.map((c) => ({
        sistema,
        cpf: '52998224725',
        nome_razaosocial: `MARIA ${c.codpessoa}`,
        email: `cliente${c.codpessoa.toLowerCase()}@exemplo.com.br`,
        celular: '31987654321',
        ...c,
      })),
    )
    .returning({ id: clientePessoa.id, codpessoa: clientePessoa.codpessoa });
  return new Map(rows.map((r) => [r.codpessoa, r.id]));
}

export async function restrict(
  db: Db,
  sistema: number,
  cod_cliente: string,
  channels: { email?: boolean; whatsapp?: boolean; sms?: boolean },
) {
  await db.insert(preferenciaCliente).values({ sistema, cod_cliente, ...channels });
}

export type DeliveryRow = {
  id: number;
  regra_id: number;
  cliente_id: number;
  canal: string;
  data_envio: string;
  turno: string;
  destino: string;
  status: string;
  motivo: string | null;
  tentativas: number;
};
export function deliveriesOf(db: Db): Promise<DeliveryRow[]> {
  return sqlRows<DeliveryRow>(
    db,
    sql`SELECT id::int AS id, regra_id, cliente_id, canal, to_char(data_envio, 'YYYY-MM-DD') AS data_envio, turno, destino, status, motivo, tentativas
          FROM comunicacao_entrega ORDER BY id`,
  );
}

export function outboxOf(db: Db) {
  return sqlRows<{ canal: string; destinatario: string; assunto: string | null; corpo: string }>(
    db,
    sql`SELECT canal, destinatario, assunto, corpo FROM outbox_mensagem ORDER BY id`,
  );
}

export type FakeRequest = {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
  at: number;
};

/**
 * A provider's HTTP API on a loopback port: records every request and answers with `respond`
 * (status, JSON body, headers), after `delay`: milliseconds, or a promise the answers wait for.
 */
export async function fakeProvider(
  respond: (
    req: FakeRequest,
    index: number,
  ) => { status: number; body?: unknown; headers?: Record<string, string> } = () => ({
    status: 200,
    body: { id: 'ok' },
  }),
  delay: number | Promise<unknown> = 0,
): Promise<{ url: string; requests: FakeRequest[]; close: () => Promise<void>; server: Server }> {
  const requests: FakeRequest[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const request: FakeRequest = {
        path: req.url ?? '',
        headers: req.headers,
        body: raw ? JSON.parse(raw) : {},
        at: Date.now(),
      };
      const index = requests.push(request) - 1;
      const answer = respond(request, index);
      const reply = () => {
        res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
        res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
      };
      if (typeof delay === 'number') setTimeout(reply, delay);
      else void delay.then(reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
