// Onboarding report benchmark: 50 000 employees with participation and progress on an in-memory
// PGlite (migrations + demo seed), then the median of 20 calls of each report request through
// app.inject. Target: under 100 ms each. Run: npx tsx bench/onboarding-report.ts
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { type Config, loadConfig } from '../apps/server/src/config';
import { openPglite } from '../apps/server/src/db/client';
import { seedDemoData } from '../apps/server/src/seeds';
import { DEMO_ACCOUNTS, type DemoAccount } from '../apps/server/src/db/seed/accounts';
import { identidade } from '../apps/server/src/db/schema';
import { loadUserRoles } from '../apps/server/src/platform/auth/user-roles';
import { syncParticipation } from '../apps/server/src/modules/onboarding/onboarding.public';

const EMPLOYEES = 50_000;
const BATCH = 1_000;
const RUNS = 20;
const TARGET_MS = 100;

type Placement = { id_empresa: number; id_departamento: number; id_setor: number; id_cargo: number };

/** The server on an in-memory PGlite with the migrations and the demo seed. */
async function start() {
  const database = await openPglite(undefined);
  await database.migrate();
  await seedDemoData(database.db);
  // Only what the bench needs is set: every other field keeps loadConfig's default.
  const config: Config = {
    ...loadConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'intranet-bench-')),
      JWT_SECRET: randomBytes(32).toString('hex'),
      NODE_ENV: 'test',
    }),
    port: 0,
    host: '127.0.0.1',
    webDist: null,
    logLevel: 'silent',
  };
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const identities = await database.db
    .select({ id: identidade.id, email: identidade.email, id_usuario: identidade.id_usuario })
    .from(identidade);
  async function headersFor(key: DemoAccount['key'], role?: string) {
    const email = DEMO_ACCOUNTS.find((a) => a.key === key)!.email;
    const identity = identities.find((i) => i.email === email)!;
    const roles = await loadUserRoles(database.db, identity.id_usuario);
    const token = await app.tokens.sign({ identityId: identity.id, email, usuarioId: identity.id_usuario, roles });
    return { authorization: `Bearer ${token}`, ...(role ? { 'x-role': role } : {}) };
  }
  return { app, database, headersFor, close: async () => (await app.close(), await database.close()) };
}

async function main() {
  const t = await start();
  const db = t.database.db;
  const rows = <T>(q: ReturnType<typeof sql>) => db.execute(q).then((r) => (r as unknown as { rows: T[] }).rows);

  const placements = await rows<Placement>(sql`
    select d.id_empresa, d.id as id_departamento, s.id as id_setor, c.id as id_cargo
    from rh_cargo c join rh_setor s on s.id = c.id_setor join rh_departamento d on d.id = s.id_departamento
    order by c.id`);
  const trails = (await rows<{ id: number }>(sql`select id from rh_trilha order by id`)).map((r) => r.id);

  // One onboarding per placement (besides the demo ones), each with two or three trails.
  const started = performance.now();
  const existing = new Set(
    (await rows<{ id_cargo: number }>(sql`select id_cargo from rh_onboarding`)).map((r) => r.id_cargo),
  );
  for (const [i, p] of placements.entries()) {
    if (existing.has(p.id_cargo)) continue;
    const [o] = await rows<{ id: number }>(sql`
      insert into rh_onboarding (titulo, id_empresa, id_departamento, id_cargo)
      values (${`Integração ${i + 1}`}, ${p.id_empresa}, ${p.id_departamento}, ${p.id_cargo}) returning id`);
    const picked = [
      trails[i % trails.length],
      trails[(i + 1) % trails.length],
      ...(i % 2 ? [trails[(i + 2) % trails.length]] : []),
    ];
    await db.execute(
      sql`insert into rh_onboarding_trilha (id_onboarding, id_trilha, prioridade) values ${sql.join(
        picked.map((id, k) => sql`(${o.id}, ${id}, ${k + 1})`),
        sql`, `,
      )}`,
    );
  }

  // Employees, in batches.
  for (let from = 0; from < EMPLOYEES; from += BATCH) {
    const values = [];
    for (let n = from; n < Math.min(from + BATCH, EMPLOYEES); n++) {
      const p = placements[n % placements.length];
      values.push(
        sql`(${`Funcionário ${n}`}, ${'Bench'}, ${`bench.${n}@exemplo.intranet`}, true, ${p.id_empresa}, ${p.id_departamento}, ${p.id_setor}, ${p.id_cargo})`,
      );
    }
    await db.execute(
      sql`insert into rh_usuario (nome, sobrenome, email, funcionario, id_empresa, id_departamento, id_setor, id_cargo) values ${sql.join(values, sql`, `)}`,
    );
  }
  const employeesMs = performance.now() - started;

  // Participation rows with progress, in batches (the same rows the service keeps in step).
  const totals = new Map(
    (
      await rows<{ id: number; id_cargo: number; total: number }>(sql`
        select o.id, o.id_cargo, count(tc.id)::int as total from rh_onboarding o
        left join rh_onboarding_trilha ot on ot.id_onboarding = o.id left join rh_trilha_conteudo tc on tc.id_trilha = ot.id_trilha
        group by o.id`)
    ).map((r) => [r.id_cargo, r]),
  );
  const people = await rows<{ id: number; id_cargo: number; id_departamento: number }>(sql`
    select id, id_cargo, id_departamento from rh_usuario where email like 'bench.%' order by id`);
  const participationStarted = performance.now();
  for (let from = 0; from < people.length; from += BATCH) {
    const values = people.slice(from, from + BATCH).map((u, k) => {
      const o = totals.get(u.id_cargo)!;
      const lidos = (from + k) % 3 === 0 ? o.total : (from + k) % (o.total + 1);
      const done = o.total > 0 && lidos >= o.total;
      const days = (from + k) % 90;
      return sql`(${u.id}, ${o.id}, ${u.id_departamento}, ${o.total}, ${lidos}, ${done},
        now() - make_interval(days => ${days + 10}), ${done ? sql`now() - make_interval(days => ${days})` : null})`;
    });
    await db.execute(sql`
      insert into rh_usuario_onboarding (id_usuario, id_onboarding, id_departamento, conteudos_total, conteudos_lidos, concluido, data_inicio, data_conclusao)
      values ${sql.join(values, sql`, `)}`);
  }
  const participationMs = performance.now() - participationStarted;
  await db.execute(sql`analyze`);

  const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from rh_usuario_onboarding`);
  console.log(
    `seeded ${EMPLOYEES} employees in ${(employeesMs / 1000).toFixed(1)} s, ${n} participation rows (${(participationMs / 1000).toFixed(1)} s)`,
  );

  const manager = await t.headersFor('rhGestor');
  const requester = await t.headersFor('rhSolicitante', 'onboarding:solicitante');
  const cases: { name: string; url: string; payload: object; headers: Record<string, string> }[] = [
    {
      name: 'report, pending tab (page 1)',
      url: '/v1/onboarding/relatorio',
      payload: { filtro: { concluido: false, offset: 0, limit: 20 } },
      headers: manager,
    },
    {
      name: 'report, completed tab (page 1)',
      url: '/v1/onboarding/relatorio',
      payload: { filtro: { concluido: true, offset: 0, limit: 20 } },
      headers: manager,
    },
    {
      name: 'report, pending tab (page 500)',
      url: '/v1/onboarding/relatorio',
      payload: { filtro: { concluido: false, offset: 10_000, limit: 20 } },
      headers: manager,
    },
    { name: 'counter', url: '/v1/onboarding/relatorio/contador', payload: { filtro: {} }, headers: manager },
    {
      name: 'report, pending tab (requester)',
      url: '/v1/onboarding/relatorio',
      payload: { filtro: { concluido: false, offset: 0, limit: 20 } },
      headers: requester,
    },
    {
      name: 'counter (requester)',
      url: '/v1/onboarding/relatorio/contador',
      payload: { filtro: {} },
      headers: requester,
    },
  ];

  let failed = false;
  console.log(`\nmedian of ${RUNS} calls (after 2 warm-up calls), target < ${TARGET_MS} ms`);
  for (const c of cases) {
    const times: number[] = [];
    for (let i = 0; i < RUNS + 2; i++) {
      const begin = performance.now();
      const res = await t.app.inject({ method: 'POST', url: c.url, payload: c.payload, headers: c.headers });
      const took = performance.now() - begin;
      if (res.statusCode !== 200) throw new Error(`${c.name}: HTTP ${res.statusCode} ${res.body}`);
      if (i >= 2) times.push(took);
    }
    times.sort((a, b) => a - b);
    const median = (times[RUNS / 2 - 1] + times[RUNS / 2]) / 2;
    if (median >= TARGET_MS) failed = true;
    console.log(`${c.name.padEnd(34)} ${median.toFixed(1).padStart(7)} ms  ${median < TARGET_MS ? 'ok' : 'SLOW'}`);
  }

  // Informational: re-deriving every participation set-based from scratch.
  const syncStarted = performance.now();
  await syncParticipation(db, {
    onboardingIds: (await rows<{ id: number }>(sql`select id from rh_onboarding`)).map((r) => r.id),
  });
  console.log(`\nfull participation sync over all onboardings: ${(performance.now() - syncStarted).toFixed(0)} ms`);

  await t.close();
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
