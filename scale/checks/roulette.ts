// g. The public wheel behind the balancer: 500 visitors from 500 distinct addresses spin at once and
// never get more prizes than the stock, no 5xx and no 429 (the limit keys on each real client); one
// address forging 200 X-Forwarded-For values is still limited as one.
import { ROULETTE_PUBLIC_API } from '@intranet/shared/roulette/roulette-public.contract';
import { ROULETTE_API } from '@intranet/shared/roulette/roulette.contract';
import { dayFromToday } from '@intranet/shared/calendar/days';
import { cpfFromBase } from '@intranet/shared/validation/cpf';
import { type Check, expect } from '../cluster';
import { call, callOk, type Reply } from '../http';

const VISITORS = 500;
const STOCK = 50;
const FORGED = 200;

/** The n-th visitor's source address: 127.0.1.1 … 127.0.2.244 for n = 0 … 499. */
const visitorAddress = (n: number) => `127.0.${1 + Math.floor((n + 1) / 256)}.${(n + 1) % 256}`;
/** The one address that forges X-Forwarded-For. */
const FORGER = '127.0.3.1';

function tally(replies: (Reply | Error)[]): Record<string, number> {
  const by: Record<string, number> = {};
  for (const r of replies) {
    const key = r instanceof Error ? 'no answer' : String(r.status);
    by[key] = (by[key] ?? 0) + 1;
  }
  return by;
}
const show = (by: Record<string, number>) =>
  Object.entries(by)
    .map(([status, n]) => `${n}×${status}`)
    .join(' ');

export const rouletteCheck: Check = {
  id: 'g',
  title: '500 concurrent spins from distinct addresses, then one forger',
  timeoutMs: 90_000,
  async run(cluster) {
    const base = cluster.balancer.url;
    const marketing = await cluster.session('marketing');
    const created = await callOk<{ insert_site_roleta_campanhas_one: { id: number; url_campanha: string } }>(
      `${base}${ROULETTE_API.create.path}`,
      {
        token: marketing.token,
        body: {
          object: {
            nome: `Roleta da verificação de escala ${Date.now()}`,
            descricao: 'Campanha criada pela verificação de escala.',
            sistema: 'bitcom',
            data_inicio_campanha: dayFromToday(0),
            data_fim_campanha: dayFromToday(30),
            intervalo_votacao: 1,
            id_usuario_intranet: marketing.usuarioId,
          },
        },
      },
    );
    const { id, url_campanha } = created.insert_site_roleta_campanhas_one;
    const prize = (cliente: boolean) => ({
      id_campanha: id,
      nome: cliente ? 'Brinde cliente' : 'Brinde visitante',
      descricao: 'Você ganhou um brinde.',
      cliente,
      peso_item: 50,
      quantidade: STOCK,
      quantidade_minima: 1,
      animacao: false,
      consumivel: true,
    });
    await callOk(`${base}${ROULETTE_API.createPrizes.path}`, {
      token: marketing.token,
      body: { objects: [prize(false), prize(true)] },
    });

    const spin = (n: number, localAddress: string, forwardedFor?: string) =>
      call(`${base}${ROULETTE_PUBLIC_API.spin.path}`, {
        localAddress,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
        body: {
          url_campanha,
          nome: `Visitante ${n}`,
          telefone: `319${String(80_000_000 + n).padStart(8, '0')}`,
          cpf: cpfFromBase(610_000_000 + n * 7),
          consentimento: true,
        },
        timeoutMs: 60_000,
      }).catch((error: Error) => error);

    const started = Date.now();
    const replies = await Promise.all(Array.from({ length: VISITORS }, (_, n) => spin(n, visitorAddress(n))));
    const seconds = (Date.now() - started) / 1000;
    const by = tally(replies);
    const won = replies
      .filter((r): r is Reply => !(r instanceof Error) && r.status === 200)
      .map((r) => r.json<{ premio: { id: number } }>().premio.id);
    const stock = await cluster.query<{ id: number; quantidade: number; dados: string }>(
      `select p.id, p.quantidade, (select count(*) from site_roleta_historico h where h.id_premio = p.id) as dados from site_roleta_premios p where p.id_campanha = $1`,
      [id],
    );
    const failures = replies.filter((r) => r instanceof Error || r.status >= 500 || r.status === 429);
    expect(
      failures.length === 0,
      `of ${VISITORS} spins from distinct addresses: ${show(by)}${failures[0] instanceof Error ? ` (${failures[0].message})` : ''}`,
    );
    for (const p of stock) {
      const given = won.filter((w) => w === p.id).length;
      expect(
        p.quantidade >= 0 && given <= STOCK,
        `prize ${p.id}: ${given} given for a stock of ${STOCK}, ${p.quantidade} left`,
      );
      expect(
        Number(p.dados) === given && p.quantidade === STOCK - given,
        `prize ${p.id}: ${given} answered, ${p.dados} recorded, ${p.quantidade} left of ${STOCK}`,
      );
    }
    const unexpected = Object.keys(by).filter((status) => status !== '200' && status !== '409');
    expect(unexpected.length === 0, `unexpected answers to the spins: ${show(by)}`);

    // One address, each call claiming another client in X-Forwarded-For.
    const forged = await Promise.all(
      Array.from({ length: FORGED }, (_, n) =>
        spin(VISITORS + n, FORGER, `127.9.${Math.floor(n / 200)}.${(n % 200) + 1}`),
      ),
    );
    const forgedBy = tally(forged);
    expect(
      (forgedBy['429'] ?? 0) > 0,
      `one address forging ${FORGED} X-Forwarded-For values was never limited: ${show(forgedBy)}`,
    );
    expect(
      Object.keys(forgedBy).every((s) => s === '429' || s === '409' || s === '200'),
      `unexpected answers to the forged spins: ${show(forgedBy)}`,
    );

    return (
      `${VISITORS} spins from ${VISITORS} addresses in ${seconds.toFixed(1)} s: ${show(by)}, ${won.length} prizes for a stock of ${stock.length}×${STOCK}; ` +
      `${FORGED} from one address with forged X-Forwarded-For: ${show(forgedBy)}`
    );
  },
};
