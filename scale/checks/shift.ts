// f. A communication shift run on both instances at once (the same "Executar turno agora" sent to A
// and to B together): each SMS delivery reaches the provider once.
import { type Check, expect } from '../cluster';
import { repeatsOf } from '../sms-provider';
import { campaignsByProvider, runShift, saveRules, shiftAnswer, smsDeliveries } from './shift-kit';

export const shiftCheck: Check = {
  id: 'f',
  title: 'one shift run from both instances at once',
  timeoutMs: 90_000,
  async run(cluster) {
    // Birthday SMS of each provider's campaign, morning shift: the demo customers born on today's day
    // and month (the demo rules match no customer today).
    const campaigns = await campaignsByProvider(cluster);
    const rules = await saveRules(
      cluster,
      [...campaigns.values()].map((campanha_id) => ({
        campanha_id,
        criterio: 'data_aniversario',
        envio: 'anual',
        turno: 'M',
        sms: true,
        mensagem_sms: 'Escala: feliz aniversario, {{primeiro_nome}}! Cliente {{codigo}} da {{provedor}}.',
      })),
    );
    const from = cluster.sms.received.length;
    const started = Date.now();
    const [onA, onB] = await Promise.all([
      runShift(cluster, cluster.a.url, 'M'),
      runShift(cluster, cluster.b.url, 'M'),
    ]);
    const answers = [shiftAnswer(onA), shiftAnswer(onB)];
    expect(
      answers[0] && answers[1],
      `the shift answered ${onA.status} on A and ${onB.status} on B: ${onA.text().slice(0, 200)} ${onB.text().slice(0, 200)}`,
    );
    const firsts = answers.filter((x) => x!.executado).length;
    expect(firsts === 1, `${firsts} instances said they ran the slot first`);
    const seconds = (Date.now() - started) / 1000;

    const deliveries = await smsDeliveries(cluster, rules);
    expect(deliveries.pendente === 0, `${deliveries.pendente} SMS deliveries still pending after both runs answered`);
    const received = cluster.sms.received.slice(from).filter((m) => m.message.startsWith('Escala: feliz'));
    const repeats = repeatsOf(received);
    expect(deliveries.enviada > 0, 'no SMS delivery was planned: no demo customer has a birthday today?');
    expect(repeats.repeated === 0, `${repeats.repeated} SMS reached the provider twice: ${repeats.samples.join('; ')}`);
    expect(repeats.repeatedKeys === 0, `${repeats.repeatedKeys} idempotency keys came twice`);
    expect(
      received.length === deliveries.enviada,
      `the provider got ${received.length} SMS for ${deliveries.enviada} deliveries marked sent`,
    );
    return (
      `shift M sent to A and B together, answered in ${seconds.toFixed(1)} s (first run: ${answers[0]!.executado ? 'A' : 'B'}); ` +
      `${deliveries.enviada} SMS deliveries sent, ${deliveries.falhou} failed, provider got ${received.length}, 0 twice`
    );
  },
};
