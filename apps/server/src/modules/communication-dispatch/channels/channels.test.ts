import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../../../test/smtp-server';
import { fakeProvider } from '../dispatch.test-kit';
import { messageOf } from '../delivery-message';
import { retryAfterMs } from './channel';
import { smsHttpChannel } from './sms-http';
import { smtpEmailChannel } from './smtp-email';
import { whatsAppCloudChannel } from './whatsapp-cloud';

const fast = { attempts: 3, baseMs: 5, maxWaitMs: 5_000 };
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

async function provider(...args: Parameters<typeof fakeProvider>) {
  const p = await fakeProvider(...args);
  closers.push(p.close);
  return p;
}

const whatsapp = (id: number, to = '31988887777', template = 'boas_vindas') => ({
  id,
  canal: 'whatsapp' as const,
  to,
  template: { name: template, language: 'pt_BR', parameters: ['Maria'] },
});
const sms = (id: number, to = '31988887777') => ({ id, canal: 'sms' as const, to, text: `Mensagem ${id}` });

describe('WhatsApp Cloud API channel', () => {
  it('sends a template message in pt_BR with the first name as body parameter, and keeps the message id', async () => {
    const api = await provider(() => ({
      status: 200,
      body: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.ABC' }] },
    }));
    const channel = whatsAppCloudChannel({
      token: 'tok',
      phoneNumberId: '1234567890',
      apiUrl: `${api.url}/v21.0`,
      ratePerSecond: 100,
      retry: fast,
    });
    expect(await channel.send([whatsapp(7)])).toEqual([{ id: 7, status: 'enviada', providerId: 'wamid.ABC' }]);
    expect(api.requests).toHaveLength(1);
    const [req] = api.requests;
    expect(req.path).toBe('/v21.0/1234567890/messages');
    expect(req.headers.authorization).toBe('Bearer tok');
    expect(req.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '5531988887777',
      type: 'template',
      template: {
        name: 'boas_vindas',
        language: { code: 'pt_BR' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: 'Maria' }] }],
      },
    });
  });

  it('waits the Retry-After of a 429 before trying again', async () => {
    const api = await provider((_req, i) =>
      i === 0
        ? { status: 429, headers: { 'retry-after': '1' }, body: { error: { message: 'rate limit', code: 130429 } } }
        : { status: 200, body: { messages: [{ id: 'wamid.2' }] } },
    );
    const channel = whatsAppCloudChannel({
      token: 'tok',
      phoneNumberId: '1',
      apiUrl: api.url,
      ratePerSecond: 100,
      retry: fast,
    });
    expect(await channel.send([whatsapp(8)])).toEqual([{ id: 8, status: 'enviada', providerId: 'wamid.2' }]);
    expect(api.requests).toHaveLength(2);
    expect(api.requests[1].at - api.requests[0].at).toBeGreaterThanOrEqual(950);
  });

  it("records the provider's reason of a refusal, and puts off a delivery while the API keeps failing", async () => {
    const api = await provider((req) =>
      req.body.to === '5531900000000'
        ? { status: 500, body: { error: { message: 'Service temporarily unavailable', code: 2 } } }
        : {
            status: 400,
            body: {
              error: {
                message: 'Template name does not exist in the translation',
                code: 132001,
                error_data: { details: 'template name (xyz) does not exist in pt_BR' },
              },
            },
          },
    );
    const channel = whatsAppCloudChannel({
      token: 'tok',
      phoneNumberId: '1',
      apiUrl: api.url,
      ratePerSecond: 100,
      retry: fast,
    });
    const outcomes = await channel.send([whatsapp(9, '31988887777', 'xyz'), whatsapp(10, '31900000000')]);
    expect(outcomes.sort((a, b) => a.id - b.id)).toEqual([
      {
        id: 9,
        status: 'falhou',
        reason:
          'WhatsApp 400 (132001): Template name does not exist in the translation — template name (xyz) does not exist in pt_BR',
      },
      { id: 10, status: 'adiada', reason: 'WhatsApp 500 (2): Service temporarily unavailable' },
    ]);
    // The refusal is not tried again; the failure is, up to the policy's attempts.
    expect(api.requests.filter((r) => r.body.to === '5531988887777')).toHaveLength(1);
    expect(api.requests.filter((r) => r.body.to === '5531900000000')).toHaveLength(3);
  });
});

describe('SMS HTTP channel', () => {
  it('posts {to, message} with the token and the delivery as idempotency key', async () => {
    const api = await provider(() => ({ status: 201, body: { id: 987 } }));
    const channel = smsHttpChannel({ url: `${api.url}/v1/sms`, token: 'sms-tok', ratePerSecond: 100, retry: fast });
    expect(await channel.send([sms(11)])).toEqual([{ id: 11, status: 'enviada', providerId: '987' }]);
    expect(api.requests[0]).toMatchObject({ path: '/v1/sms', body: { to: '5531988887777', message: 'Mensagem 11' } });
    expect(api.requests[0].headers.authorization).toBe('Bearer sms-tok');
    expect(api.requests[0].headers['idempotency-key']).toBe('entrega-11');
  });

  it('honours a Retry-After given as an HTTP date on a 503 and records a 422 refusal with its reason', async () => {
    const api = await provider((req, i) => {
      if (req.body.to === '5531911111111') return { status: 422, body: { message: 'número inválido' } };
      return i < 2
        ? { status: 503, headers: { 'retry-after': new Date(Date.now() + 1500).toUTCString() } }
        : { status: 200, body: {} };
    });
    const channel = smsHttpChannel({ url: api.url, token: null, ratePerSecond: 100, retry: fast });
    const [refused] = await channel.send([sms(12, '31911111111')]);
    expect(refused).toEqual({ id: 12, status: 'falhou', reason: 'SMS 422: número inválido' });
    const [sent] = await channel.send([sms(13)]);
    expect(sent).toEqual({ id: 13, status: 'enviada', providerId: null });
    expect(api.requests[2].at - api.requests[1].at).toBeGreaterThanOrEqual(400);
    expect(api.requests[0].headers.authorization).toBeUndefined();
  });

  it('puts off a delivery whose Retry-After is longer than it waits, and one the provider never answers', async () => {
    const api = await provider(() => ({
      status: 429,
      headers: { 'retry-after': '3600' },
      body: { message: 'cota excedida' },
    }));
    const channel = smsHttpChannel({ url: api.url, token: null, ratePerSecond: 100, retry: fast });
    expect(await channel.send([sms(14)])).toEqual([{ id: 14, status: 'adiada', reason: 'SMS 429: cota excedida' }]);
    expect(api.requests).toHaveLength(1);
    const nowhere = smsHttpChannel({
      url: 'http://127.0.0.1:1/sms',
      token: null,
      ratePerSecond: 100,
      retry: { attempts: 2, baseMs: 1, maxWaitMs: 10 },
    });
    const [lost] = await nowhere.send([sms(15)]);
    expect(lost).toMatchObject({
      id: 15,
      status: 'adiada',
      reason: expect.stringContaining('sem resposta do provedor'),
    });
  });

  it("keeps to the provider's rate limit", async () => {
    const api = await provider();
    const channel = smsHttpChannel({ url: api.url, token: null, ratePerSecond: 20, retry: fast });
    const started = Date.now();
    const outcomes = await channel.send(Array.from({ length: 11 }, (_, i) => sms(100 + i)));
    expect(outcomes.every((o) => o.status === 'enviada')).toBe(true);
    // 11 starts at 20 per second: at least 10 × 50 ms between the first and the last.
    expect(Date.now() - started).toBeGreaterThanOrEqual(480);
    const span = api.requests[10].at - api.requests[0].at;
    expect(span).toBeGreaterThanOrEqual(450);
  });
});

describe('SMTP e-mail channel', () => {
  async function smtpServer(refuse?: Parameters<typeof startSmtpServer>[0]) {
    const server = await startSmtpServer(refuse);
    closers.push(server.close);
    return server;
  }

  const email = (id: number, to: string) => ({
    id,
    ...messageOf({
      canal: 'email',
      destino: to,
      nome_razaosocial: 'ANA <b>SOUZA</b>',
      codpessoa: 'C-9',
      cpf: '52998224725',
      provedor: 'Bitcom',
      titulo_email: 'Bem-vinda, {{primeiro_nome}}',
      mensagem_email: '<p>Ola, <strong>{{nome}}</strong>. CPF {{cpf}}.</p>',
      mensagem_sms: null,
      template_whatsapp: null,
    }),
  });

  it("sends the rule's HTML with its subject and a Message-ID made from the delivery, customer values escaped", async () => {
    const smtp = await smtpServer();
    const channel = smtpEmailChannel({
      url: smtp.url,
      from: 'Bitcom <relacionamento@bitcom.com.br>',
      ratePerSecond: 100,
      retry: fast,
    });
    closers.push(async () => channel.close?.());
    const [outcome] = await channel.send([email(21, 'ana@exemplo.com.br')]);
    expect(outcome).toEqual({ id: 21, status: 'enviada', providerId: '<entrega-21@bitcom.com.br>' });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.from).toBe('relacionamento@bitcom.com.br');
    expect(mail.to).toEqual(['ana@exemplo.com.br']);
    expect(mail.raw).toMatch(/^Subject: Bem-vinda, Ana$/m);
    expect(mail.raw).toMatch(/^Message-ID: <entrega-21@bitcom\.com\.br>$/m);
    expect(mail.raw).toContain('text/html');
    const unfolded = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(unfolded).toContain('<p>Ola, <strong>ANA &lt;b&gt;SOUZA&lt;/b&gt;</strong>. CPF 529.982.247-25.</p>');
    expect(unfolded).toContain('Ola, ANA <b>SOUZA</b>. CPF 529.982.247-25.');
  });

  it("records a 5xx refusal with the server's reason and tries a 4xx again", async () => {
    const smtp = await smtpServer((to, attempt) => {
      if (to === 'inexistente@exemplo.com.br') return { code: 550, message: 'Mailbox unavailable' };
      if (to === 'ocupado@exemplo.com.br' && attempt === 1) return { code: 451, message: 'Try again later' };
      return null;
    });
    const channel = smtpEmailChannel({
      url: smtp.url,
      from: 'Intranet <nao-responda@intranet.local>',
      ratePerSecond: 100,
      retry: fast,
    });
    closers.push(async () => channel.close?.());
    const outcomes = await channel.send([email(22, 'inexistente@exemplo.com.br'), email(23, 'ocupado@exemplo.com.br')]);
    expect(outcomes.sort((a, b) => a.id - b.id)).toEqual([
      { id: 22, status: 'falhou', reason: 'SMTP 550: Mailbox unavailable' },
      { id: 23, status: 'enviada', providerId: '<entrega-23@intranet.local>' },
    ]);
    expect(smtp.received.map((m) => m.to)).toEqual([['ocupado@exemplo.com.br']]);
  });
});

describe('Retry-After', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs('amanhã')).toBeNull();
  });
});
