// a. Two instances started in the same second on a new, empty database: both come up, the migrations
// are applied once and the demo data seeded once; an instance restarted with SEED_DEMO=1 seeds nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '@intranet/shared/demo/demo-accounts';
import { type Check, type Cluster, expect } from '../cluster';
import { ROOT } from '../instances';

const SEEDED = 'demo data seeded';
const NOT_AGAIN = 'demo data already present: not seeded again';

/** Tables whose demo rows must each exist once, by name. */
const NAMED = [
  'rh_empresa',
  'rh_perfil',
  'campanha_comunicacao',
  'site_roleta_campanhas',
  'vendas_campanha',
  'vendas_canal',
];
/** Tables counted before and after the restart. */
const COUNTED = [
  ...NAMED,
  'auth_identidade',
  'rh_usuario',
  'relacionamento_dados_pessoas',
  'site_roleta_premios',
  'site_roleta_historico',
  'campanha_regras',
  'rh_feriado',
  'rh_categoria',
  'notificacao_mensagem',
  'vendas_lead',
];

async function counts(cluster: Cluster): Promise<Record<string, number>> {
  const [row] = await cluster.query<Record<string, string>>(
    `select ${COUNTED.map((t) => `(select count(*) from ${t}) as ${t}`).join(', ')}`,
  );
  return Object.fromEntries(Object.entries(row).map(([table, n]) => [table, Number(n)]));
}

export const startupCheck: Check = {
  id: 'a',
  title: 'two instances start at once on an empty database',
  timeoutMs: 180_000,
  async run(cluster) {
    const { a, b } = cluster;
    const started = Date.now();
    a.start();
    b.start();
    const gap = Date.now() - started;
    expect(gap < 1000, `the two instances were started ${gap} ms apart`);
    await Promise.all([a.healthy(150_000), b.healthy(150_000)]);
    const upIn = (Date.now() - started) / 1000;
    await Promise.all([
      cluster.balancer.waitState(a.name, 'UP', 15_000),
      cluster.balancer.waitState(b.name, 'UP', 15_000),
    ]);

    const outputs = [a.output(), b.output()];
    const seeders = outputs.filter((o) => o.includes(SEEDED)).length;
    expect(
      seeders === 1,
      `${seeders} instances seeded the demo data (A printed ${JSON.stringify(outputs[0].slice(0, 200))}, B ${JSON.stringify(outputs[1].slice(0, 200))})`,
    );
    expect(
      outputs.some((o) => o.includes(NOT_AGAIN)),
      'the instance that did not seed did not say it found the demo data',
    );

    const journal = JSON.parse(
      readFileSync(join(ROOT, 'apps/server/src/db/migrations/meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const [{ applied }] = await cluster.query<{ applied: string }>(
      'select count(*) as applied from drizzle.__drizzle_migrations',
    );
    expect(
      Number(applied) === journal.entries.length,
      `${applied} migration rows for ${journal.entries.length} journal entries`,
    );

    for (const table of NAMED) {
      const [row] = await cluster.query<{ n: string; names: string }>(
        `select count(*) as n, count(distinct nome) as names from ${table}`,
      );
      expect(Number(row.n) > 0 && row.n === row.names, `${table}: ${row.n} rows for ${row.names} names`);
    }
    const emails = (await cluster.query<{ email: string }>('select email from auth_identidade order by email')).map(
      (r) => r.email,
    );
    const demo = DEMO_ACCOUNTS.map((d) => d.email).sort();
    expect(JSON.stringify(emails) === JSON.stringify(demo), `accounts ${emails.join(', ')} are not the demo accounts`);

    const before = await counts(cluster);
    const restartMs = await cluster.restart(b, { SEED_DEMO: '1' });
    expect(
      b.output().includes(NOT_AGAIN),
      `B restarted with SEED_DEMO=1 did not say the demo data was present: ${b.output().slice(0, 300)}`,
    );
    expect(!b.output().includes(SEEDED), 'B restarted with SEED_DEMO=1 seeded again');
    const after = await counts(cluster);
    const changed = COUNTED.filter((t) => before[t] !== after[t]).map((t) => `${t} ${before[t]}→${after[t]}`);
    expect(changed.length === 0, `the restart changed ${changed.join(', ')}`);

    return (
      `spawned ${gap} ms apart, both up in ${upIn.toFixed(1)} s; ${applied}/${journal.entries.length} migrations once; ` +
      `seeded once (${emails.length} accounts, ${before.relacionamento_dados_pessoas} customers); B restarted with SEED_DEMO=1 in ${(restartMs / 1000).toFixed(1)} s: ${COUNTED.length} tables unchanged`
    );
  },
};
