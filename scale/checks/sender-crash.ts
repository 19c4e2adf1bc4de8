// i. kill -9 of the instance sending a shift: A sends a shift of 2 000 SMS, dies after some hundreds
// reached the provider, and B, once the lease of A's deliveries has run out, sends the rest. At most
// one SMS reaches the provider twice (the one A had under way when it died).
//
// Set-up in SQL: 2 000 customers of Vetorial activated today (the demo directory has no activation
// date this year), so that a rule "activation, on the day, SMS" of the night shift reaches exactly them.
import { today } from '@intranet/shared/calendar/days';
import { cpfFromBase } from '@intranet/shared/validation/cpf';
import { type Check, expect } from '../cluster';
import { waitUntil } from '../http';
import { repeatsOf } from '../sms-provider';
import { campaignsByProvider, runShift, saveRules, shiftAnswer, smsDeliveries } from './shift-kit';

const CUSTOMERS = 2_000;
/** A is killed once the provider has received this many of the shift's SMS. */
const KILL_AFTER = 300;
/** How long the provider takes to answer each SMS. */
const PROVIDER_DELAY_MS = 2;
/** Repeats allowed: one per killed sender. */
const ALLOWED_REPEATS = 1;
const PREFIX = 'Ativacao escala';

export const senderCrashCheck: Check = {
  id: 'i',
  title: 'kill -9 of the sending instance mid-shift',
  timeoutMs: 120_000,
  async run(cluster) {
    const { a, b, sms } = cluster;
    const [{ id: vetorial }] = await cluster.query<{ id: number }>(`select id from rh_empresa where nome = 'Vetorial'`);
    const numbers = Array.from({ length: CUSTOMERS }, (_, n) => n);
    await cluster.query(
      `insert into relacionamento_dados_pessoas (sistema, codpessoa, cpf, nome_razaosocial, celular, data_ativacao, data_contratacao, ativo)
       select $1, 'escala-' || n, cpf, 'Cliente Escala ' || n, '6598' || lpad(n::text, 7, '0'), $2::date, $2::date, true
         from unnest($3::int[], $4::text[]) as c(n, cpf)`,
      [vetorial, today(), numbers, numbers.map((n) => cpfFromBase(820_000_000 + n))],
    );
    const campaign = (await campaignsByProvider(cluster)).get('Vetorial');
    expect(campaign, 'no communication campaign of Vetorial');
    const rules = await saveRules(cluster, [
      {
        campanha_id: campaign,
        criterio: 'data_ativacao',
        envio: 'no_dia',
        turno: 'N',
        sms: true,
        mensagem_sms: `${PREFIX} {{codigo}}: sua conexao foi ativada hoje.`,
      },
    ]);

    const from = sms.received.length;
    const ours = () => sms.received.slice(from).filter((m) => m.message.startsWith(PREFIX));
    sms.delayMs = PROVIDER_DELAY_MS;
    try {
      const started = Date.now();
      // A's answer never comes: A dies while sending.
      void runShift(cluster, a.url, 'N', 60_000).catch(() => undefined);
      await waitUntil(`${KILL_AFTER} SMS of the shift sent by A`, () => ours().length >= KILL_AFTER, 60_000, 2);
      await a.kill9();
      const atKill = ours().length;
      const killedAfter = Date.now() - started;
      // B may take A's deliveries over once their lease has run out.
      await waitUntil(
        "the lease of A's deliveries",
        async () =>
          Number(
            (
              await cluster.query<{ n: string }>(
                `select count(*) as n from comunicacao_entrega where regra_id = any($1::int[]) and status = 'pendente' and reservado_ate > now()`,
                [rules],
              )
            )[0].n,
          ) === 0,
        30_000,
        100,
      );
      const resumedAfter = Date.now() - started;
      const onB = await runShift(cluster, b.url, 'N', 60_000);
      expect(shiftAnswer(onB), `the shift on B answered ${onB.status}: ${onB.text().slice(0, 200)}`);
      await waitUntil(
        'every delivery of the shift sent',
        async () => (await smsDeliveries(cluster, rules)).pendente === 0,
        60_000,
        200,
      );

      const deliveries = await smsDeliveries(cluster, rules);
      const received = ours();
      const repeats = repeatsOf(received);
      expect(
        deliveries.enviada === CUSTOMERS,
        `${deliveries.enviada} of ${CUSTOMERS} deliveries sent (${deliveries.falhou} failed)`,
      );
      expect(
        repeats.distinct === CUSTOMERS,
        `the provider got ${repeats.distinct} distinct SMS for ${CUSTOMERS} customers`,
      );
      expect(
        repeats.repeated <= ALLOWED_REPEATS,
        `${repeats.repeated} SMS reached the provider twice after one kill (at most ${ALLOWED_REPEATS}); A had sent ${atKill} when killed: ${repeats.samples.join('; ')}`,
      );
      return (
        `${CUSTOMERS} SMS; A killed after ${atKill} reached the provider (${(killedAfter / 1000).toFixed(1)} s), B resumed ${((resumedAfter - killedAfter) / 1000).toFixed(1)} s later; ` +
        `provider got ${received.length}: ${repeats.distinct} distinct, ${repeats.repeated} twice (same idempotency key: ${repeats.repeatedKeys})`
      );
    } finally {
      sms.delayMs = 0;
    }
  },
};
