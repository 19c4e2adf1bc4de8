// HR reports benchmark: 50 000 employees (births from 1958 to 2007, admissions over twenty years, the
// three genders and unset, living in their providers' cities), one in twelve dismissed (applied) and a
// few dismissals scheduled, and about 0.6 dependents per employee, on an in-memory PGlite (migrations +
// demo seed). Then each report call through app.inject, as an HR manager, with its default filters and
// with a company and a department: median and 95th percentile of 15 runs after 3 warm-up runs.
// Target: under 100 ms each (docs/hr-people.md). Run: npm run bench:hr-reports
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Endpoint } from '@intranet/shared/api/endpoint';
import { addDays, today } from '@intranet/shared/calendar/days';
import { citiesOfState } from '@intranet/shared/cities/cities';
import { foldText } from '@intranet/shared/format/text';
import { HR_REPORTS_API as API } from '@intranet/shared/hr-reports/hr-reports.contract';
import { buildApp } from '../apps/server/src/app';
import { type Config, loadConfig } from '../apps/server/src/config';
import { openPglite } from '../apps/server/src/db/client';
import { seedDemoData } from '../apps/server/src/seeds';
import { DEMO_ACCOUNTS } from '../apps/server/src/db/seed/accounts';
import { identidade } from '../apps/server/src/db/schema';
import { loadUserRoles } from '../apps/server/src/platform/auth/user-roles';

const EMPLOYEES = 50_000;
const BATCH = 1_000;
const WARM_UP = 3;
const RUNS = 15;
const TARGET_MS = 100;

type Placement = { id_empresa: number; id_departamento: number; id_setor: number; id_cargo: number };

async function start() {
  const database = await openPglite(undefined);
  await database.migrate();
  await seedDemoData(database.db);
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
  const email = DEMO_ACCOUNTS.find((a) => a.key === 'rhGestor')!.email;
  const [identity] = (
    await database.db
      .select({ id: identidade.id, email: identidade.email, id_usuario: identidade.id_usuario })
      .from(identidade)
  ).filter((i) => i.email === email);
  const roles = await loadUserRoles(database.db, identity.id_usuario);
  const token = await app.tokens.sign({ identityId: identity.id, email, usuarioId: identity.id_usuario, roles });
  return { app, database, headers: { authorization: `Bearer ${token}` } };
}

const pad = (n: number) => String(n).padStart(2, '0');
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function main() {
  const t = await start();
  const db = t.database.db;
  const rows = <T>(q: ReturnType<typeof sql>) => db.execute(q).then((r) => (r as unknown as { rows: T[] }).rows);
  const placements = await rows<Placement>(sql`
    select d.id_empresa, d.id as id_departamento, s.id as id_setor, c.id as id_cargo
    from rh_cargo c join rh_setor s on s.id = c.id_setor join rh_departamento d on d.id = s.id_departamento
    order by c.id`);
  // Where each company's people live: its provider cities, as the city lookup numbers them.
  const cities = new Map<number, number[]>();
  for (const c of await rows<{ nome: string; uf: string; id_empresa: number }>(
    sql`select nome, uf, id_empresa from rh_cidade_provedor`,
  )) {
    const found = citiesOfState(c.uf).find((x) => foldText(x.label) === foldText(c.nome));
    if (found) cities.set(c.id_empresa, [...(cities.get(c.id_empresa) ?? []), Number(found.ID)]);
  }
  const day = today();
  const started = performance.now();
  for (let from = 0; from < EMPLOYEES; from += BATCH) {
    const values = [];
    for (let n = from; n < Math.min(from + BATCH, EMPLOYEES); n++) {
      const p = placements[(n * 7) % placements.length];
      const lives = cities.get(p.id_empresa) ?? [];
      const birth = `${1958 + ((n * 31) % 50)}-${pad(1 + ((n * 5) % 12))}-${pad(1 + ((n * 11) % 28))}`;
      const admission = addDays(day, -((n * 37) % 7300));
      values.push(
        sql`(${`Funcionário ${n}`}, ${'Bench'}, ${`bench.${n}@exemplo.intranet`}, true, ${p.id_empresa}, ${p.id_departamento},
          ${p.id_setor}, ${p.id_cargo}, ${birth}::date, ${admission}::date, ${(['F', 'M', 'O', null] as const)[n % 7 === 0 ? 2 : n % 11 === 0 ? 3 : n % 2]},
          ${lives.length ? lives[n % lives.length] : null})`,
      );
    }
    await db.execute(sql`insert into rh_usuario (nome, sobrenome, email, funcionario, id_empresa, id_departamento,
      id_setor, id_cargo, data_nascimento, data_admissao, genero, id_cidade) values ${sql.join(values, sql`, `)}`);
  }
  const people = await rows<{ id: number; data_admissao: string }>(
    sql`select id, data_admissao::text as data_admissao from rh_usuario where email like 'bench.%' order by id`,
  );
  // One in twelve dismissed (applied, after admission, by today), one in a hundred scheduled ahead.
  let dismissed = 0;
  for (let from = 0; from < people.length; from += BATCH) {
    const values = people.slice(from, from + BATCH).flatMap((u, k) => {
      const n = from + k;
      if (n % 12 === 0) {
        const date = addDays(u.data_admissao, 30 + ((n * 13) % 2000));
        if (date >= day) return [];
        dismissed++;
        return [sql`(${u.id}, ${date}::date, 'sem_justa_causa', 'indenizado', 'aplicado')`];
      }
      if (n % 100 === 1)
        return [sql`(${u.id}, ${addDays(day, 1 + (n % 60))}::date, 'pedido_demissao', 'trabalhado', 'agendado')`];
      return [];
    });
    if (values.length)
      await db.execute(
        sql`insert into rh_desligamento (id_usuario, data, tipo, aviso_previo, status) values ${sql.join(values, sql`, `)}`,
      );
  }
  // Dependents: about 0.6 per employee.
  let dependents = 0;
  for (let from = 0; from < people.length; from += BATCH) {
    const values = people.slice(from, from + BATCH).flatMap((u, k) => {
      const n = from + k;
      const count = n % 5 === 0 ? 2 : n % 5 === 1 ? 1 : 0;
      return Array.from({ length: count }, (_, j) => {
        dependents++;
        return sql`(${u.id}, ${`Dependente ${n}-${j}`}, ${j === 0 ? 'filho' : 'conjuge'}, ${`${1975 + ((n + j * 17) % 48)}-0${1 + (n % 9)}-1${n % 9}`}::date, ${j === 0}, ${n % 2 === 0})`;
      });
    });
    if (values.length)
      await db.execute(
        sql`insert into rh_dependente (id_usuario, nome, parentesco, data_nascimento, dependente_ir, dependente_plano) values ${sql.join(values, sql`, `)}`,
      );
  }
  await db.execute(sql`analyze`);
  console.log(
    `seeded ${EMPLOYEES} employees, ${dismissed} applied dismissals and ${dependents} dependents in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const [scope] = await rows<{ id_empresa: number; id_departamento: number }>(
    sql`select id_empresa, id_departamento from rh_usuario where email like 'bench.%' group by 1, 2 order by count(*) desc limit 1`,
  );
  const filters: [string, Record<string, string | number>][] = [
    ['default filters', {}],
    ['company + department', scope],
  ];
  const calls: [string, Endpoint, boolean][] = [
    ['general (page)', API.general, true],
    ['pyramid (page)', API.pyramid, true],
    ['pyramid bands', API.pyramidBands, false],
    ['admissions (page)', API.admissions, true],
    ['birthdays (page)', API.birthdays, true],
    ['company anniversaries (page)', API.anniversaries, true],
    ['dismissals (page)', API.dismissals, true],
    ['admissions × dismissals', API.movement, false],
    ['family (page)', API.family, true],
    ['provider cities (page)', API.cities, true],
    ['provider cities (all, chart)', API.citiesAll, false],
    ['gender (page)', API.gender, true],
    ['gender (all, chart)', API.genderAll, false],
  ];
  console.log(`\n${'call'.padEnd(32)} ${'filter'.padEnd(22)} ${'median'.padStart(9)} ${'p95'.padStart(9)}  rows/total`);
  for (const [name, endpoint, paged] of calls) {
    for (const [label, filter] of filters) {
      const query = new URLSearchParams(
        Object.entries({ ...filter, ...(paged ? { limit: 20, offset: 0 } : {}) }).map(([k, v]): [string, string] => [
          k,
          String(v),
        ]),
      );
      const url = `${endpoint.path}?${query}`;
      const times: number[] = [];
      let summary = '';
      for (let i = 0; i < WARM_UP + RUNS; i++) {
        const began = performance.now();
        const res = await t.app.inject({ method: 'GET', url, headers: t.headers });
        const ms = performance.now() - began;
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        if (i >= WARM_UP) times.push(ms);
        const body = res.json() as { total?: number; dados?: unknown[]; meses?: unknown[]; faixas?: unknown[] };
        summary = body.dados
          ? `${body.dados.length}/${body.total}`
          : `${(body.meses ?? body.faixas ?? []).length} groups`;
      }
      times.sort((a, b) => a - b);
      const median = quantile(times, 0.5);
      const p95 = quantile(times, 0.95);
      console.log(
        `${name.padEnd(32)} ${label.padEnd(22)} ${`${median.toFixed(1)} ms`.padStart(9)} ${`${p95.toFixed(1)} ms`.padStart(9)}  ${summary}${median > TARGET_MS ? '  (over the target)' : ''}`,
      );
    }
  }
  console.log(`\ntarget: under ${TARGET_MS} ms each (median)`);
  await t.app.close();
  await t.database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
