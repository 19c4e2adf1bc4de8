import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HR_REPORTS_API as API } from '@intranet/shared/hr-reports/hr-reports.contract';
import { type Endpoint, fillPath } from '@intranet/shared/api/endpoint';
import { withActor } from '../../db/client';
import { departamento, dependente, desligamento, empresa, usuario } from '../../db/schema';
import { sqlRows } from '../../db/sql';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The HR reports' figures against SQL written here independently (PostgreSQL's own `age()`, the
 * definition of "active on a day" spelt out), on a company of their own so the demo data does not count.
 */
describe('hr reports', () => {
  let t: TestApp;
  let company: number;
  let dept: number;
  let otherDept: number;
  let rh: Record<string, string>;
  const people: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    rh = await t.headersFor('rhGestor');
    const db = t.database.db;
    await withActor(db, t.accounts.admin.usuarioId, async (tx) => {
      [{ id: company }] = await tx.insert(empresa).values({ nome: 'Empresa dos Relatórios' }).returning();
      [{ id: dept }] = await tx.insert(departamento).values({ nome: 'Operações', id_empresa: company }).returning();
      [{ id: otherDept }] = await tx
        .insert(departamento)
        .values({ nome: 'Comercial', id_empresa: company })
        .returning();
      const person = async (
        key: string,
        p: { nascimento: string | null; admissao: string; genero?: 'F' | 'M' | 'O' | null; dep?: number },
      ) => {
        const [row] = await tx
          .insert(usuario)
          .values({
            nome: key,
            sobrenome: 'Teste',
            email: `${key}@relatorios.test`,
            funcionario: true,
            id_empresa: company,
            id_departamento: p.dep ?? dept,
            data_nascimento: p.nascimento,
            data_admissao: p.admissao,
            genero: p.genero ?? null,
          })
          .returning({ id: usuario.id });
        people[key] = row.id;
      };
      // Ten people there before 2025, at assorted ages and genders.
      for (let i = 0; i < 10; i++)
        await person(`base${i}`, {
          nascimento: `${1960 + i * 5}-0${(i % 9) + 1}-15`,
          admissao: `2020-0${(i % 9) + 1}-10`,
          genero: (['F', 'M', 'O', null] as const)[i % 4],
          dep: i % 3 === 0 ? otherDept : dept,
        });
      // Birthday boundaries: turns 20 on 25 Nov 2026; born on 29 Feb (a common year's birthday is 1 March).
      await person('vinte', { nascimento: '2006-11-25', admissao: '2024-11-25', genero: 'F' });
      await person('bissexto', { nascimento: '2000-02-29', admissao: '2019-02-01', genero: 'M' });
      // March 2025: admitted on its first day and in its middle; one of the base people leaves on the 20th.
      await person('marco1', { nascimento: '1990-05-05', admissao: '2025-03-01', genero: 'M' });
      await person('marco15', { nascimento: '1991-06-06', admissao: '2025-03-15', genero: 'F' });
      // Admitted later on: not counted on earlier days.
      await person('futuro', { nascimento: '1985-01-01', admissao: '2026-12-01', genero: 'F' });
      await tx.insert(desligamento).values([
        {
          id_usuario: people.base1,
          data: '2025-03-20',
          tipo: 'pedido_demissao',
          aviso_previo: 'trabalhado',
          status: 'aplicado',
        },
        // Scheduled (not applied): still counted; reverted: ignored everywhere.
        {
          id_usuario: people.base2,
          data: '2025-03-25',
          tipo: 'sem_justa_causa',
          aviso_previo: 'indenizado',
          status: 'agendado',
        },
        {
          id_usuario: people.base3,
          data: '2025-03-05',
          tipo: 'acordo',
          aviso_previo: 'dispensado',
          status: 'revertido',
        },
      ]);
      await tx.insert(dependente).values([
        {
          id_usuario: people.base0,
          nome: 'Ana Filha',
          parentesco: 'filho',
          data_nascimento: '2015-11-25',
          dependente_ir: true,
        },
        { id_usuario: people.base1, nome: 'Bia Filha', parentesco: 'filho', data_nascimento: '2012-01-01' },
        {
          id_usuario: people.vinte,
          nome: 'Caio Cônjuge',
          parentesco: 'conjuge',
          data_nascimento: '2005-02-02',
          dependente_plano: true,
        },
      ]);
    });
  });
  afterAll(async () => t?.close());
  afterEach(() => vi.useRealTimers());

  const get = async <E extends Endpoint>(
    e: E,
    query: Record<string, string | number>,
    headers: Record<string, string> = rh,
  ) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
    return t.app.inject({ method: 'GET', url: `${fillPath(e.path, {})}?${qs}`, headers });
  };
  const json = async (e: Endpoint, query: Record<string, string | number>) => {
    const res = await get(e, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  /** Active on a day, spelt out: an employee admitted by then without an applied dismissal by then. */
  const activeSql = (ref: string) => sql`u.funcionario and u.id_empresa = ${company} and u.data_admissao <= ${ref}::date
    and u.id not in (select id_usuario from rh_desligamento where status = 'aplicado' and data <= ${ref}::date)`;
  const activeCount = async (ref: string) =>
    (
      await sqlRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from rh_usuario u where ${activeSql(ref)}`,
      )
    )[0].n;

  /** The pyramid computed here: PostgreSQL's age(), bands by arithmetic. */
  async function expectedBands(ref: string) {
    return sqlRows<{ faixa: string; genero: string; n: number }>(
      t.database.db,
      sql`select case when a < 20 then 'ate19' when a >= 65 then '65mais'
            else (20 + ((a - 20) / 5) * 5)::text || '-' || (24 + ((a - 20) / 5) * 5)::text end as faixa,
          coalesce(genero, 'N') as genero, count(*)::int as n
        from (select date_part('year', age(${ref}::date, u.data_nascimento))::int as a, u.genero
          from rh_usuario u where ${activeSql(ref)} and u.data_nascimento is not null) s
        group by 1, 2`,
    );
  }
  const nonZero = (faixas: { faixa: string; F: number; M: number; O: number; N: number }[]) =>
    faixas.flatMap((f) =>
      (['F', 'M', 'O', 'N'] as const).filter((g) => f[g] > 0).map((g) => ({ faixa: f.faixa, genero: g, n: f[g] })),
    );
  const sorted = <T extends { faixa: string; genero: string }>(rows: T[]) =>
    [...rows].sort((a, b) => (a.faixa + a.genero).localeCompare(b.faixa + b.genero));

  describe('who may read them', () => {
    it('refuses a call without a token (401), an employee and a candidate (403); HR and the superadmin read', async () => {
      expect((await get(API.general, {}, {})).statusCode).toBe(401);
      for (const key of ['colaborador', 'candidato', 'marketing'] as const) {
        for (const call of [API.general, API.pyramidAll, API.pyramidBands, API.movement, API.familyAll])
          expect((await get(call, {}, await t.headersFor(key))).statusCode, `${key} ${call.path}`).toBe(403);
      }
      for (const key of ['rhGestor', 'rhSolicitante', 'admin'] as const)
        expect((await get(API.general, {}, await t.headersFor(key))).statusCode, key).toBe(200);
    });

    it('refuses a period that ends before it starts, with the field named', async () => {
      const res = await get(API.dismissals, { de: '2025-03-01', ate: '2025-01-01' });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('A data final deve ser igual ou posterior à inicial.');
    });
  });

  describe('age pyramid', () => {
    it('counts a person in their new band from their birthday, in São Paulo (clock pinned)', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      // 01:30 UTC on the 25th is still the 24th in São Paulo: 'vinte' is 19.
      vi.setSystemTime(new Date('2026-11-25T01:30:00Z'));
      const before = await json(API.pyramidBands, { id_empresa: company });
      expect(before.data).toBe('2026-11-24');
      expect(sorted(nonZero(before.faixas))).toEqual(sorted(await expectedBands('2026-11-24')));
      expect(before.faixas.find((f: { faixa: string }) => f.faixa === 'ate19').F).toBe(1);
      // 03:30 UTC is 00:30 in São Paulo: her birthday, 20.
      vi.setSystemTime(new Date('2026-11-25T03:30:00Z'));
      const on = await json(API.pyramidBands, { id_empresa: company });
      expect(on.data).toBe('2026-11-25');
      expect(sorted(nonZero(on.faixas))).toEqual(sorted(await expectedBands('2026-11-25')));
      expect(on.faixas.find((f: { faixa: string }) => f.faixa === 'ate19').F).toBe(0);
      const page = await json(API.pyramid, { id_empresa: company, limit: 100 });
      expect(page.dados.find((p: { id: number }) => p.id === people.vinte)).toMatchObject({
        idade: 20,
        faixa: '20-24',
      });
    });

    it('turns someone born on 29 February a year older on 1 March in a common year', async () => {
      const row = async (data: string) =>
        (await json(API.pyramid, { id_empresa: company, data, limit: 100 })).dados.find(
          (p: { id: number }) => p.id === people.bissexto,
        );
      expect(await row('2025-02-28')).toMatchObject({ idade: 24, faixa: '20-24' });
      expect(await row('2025-03-01')).toMatchObject({ idade: 25, faixa: '25-29' });
      for (const day of ['2025-02-28', '2025-03-01', '2024-02-29']) {
        const bands = await json(API.pyramidBands, { id_empresa: company, data: day });
        expect(sorted(nonZero(bands.faixas)), day).toEqual(sorted(await expectedBands(day)));
      }
    });
  });

  describe('admissions, dismissals and turnover', () => {
    it('gives March 2025 its headcount on the first and last day and its turnover rate', async () => {
      const answer = await json(API.movement, { id_empresa: company, de: '2025-01-01', ate: '2025-04-30' });
      expect(answer.meses.map((m: { mes: string }) => m.mes)).toEqual(['2025-01', '2025-02', '2025-03', '2025-04']);
      const march = answer.meses[2];
      const [adm] = await sqlRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from rh_usuario where funcionario and id_empresa = ${company}
          and data_admissao >= '2025-03-01' and data_admissao < '2025-04-01'`,
      );
      const [desl] = await sqlRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from rh_desligamento x join rh_usuario u on u.id = x.id_usuario
          where u.id_empresa = ${company} and x.status = 'aplicado' and x.data >= '2025-03-01' and x.data < '2025-04-01'`,
      );
      const first = await activeCount('2025-03-01');
      const last = await activeCount('2025-03-31');
      expect({ first, last, adm: adm.n, desl: desl.n }).toEqual({ first: 13, last: 13, adm: 2, desl: 1 });
      expect(march).toEqual({
        mes: '2025-03',
        admissoes: adm.n,
        desligamentos: desl.n,
        ativos_inicio: first,
        ativos_fim: last,
        // ((2 + 1) ÷ 2) ÷ ((13 + 13) ÷ 2) × 100
        turnover: 11.54,
      });
      for (const m of answer.meses) {
        expect(m.ativos_inicio, m.mes).toBe(await activeCount(`${m.mes}-01`));
      }
      expect(answer.meses[3].ativos_fim).toBe(await activeCount('2025-04-30'));
    });

    it('lists the period’s admissions and its dismissals not reverted', async () => {
      const adm = await json(API.admissions, { id_empresa: company, de: '2025-03-01', ate: '2025-03-31' });
      expect(adm.total).toBe(2);
      expect(adm.dados.map((p: { id: number }) => p.id)).toEqual([people.marco1, people.marco15]);
      const dis = await json(API.dismissals, { id_empresa: company, de: '2025-01-01', ate: '2025-12-31' });
      expect(dis.dados.map((d: { status: string; data: string }) => [d.data, d.status])).toEqual([
        ['2025-03-25', 'agendado'],
        ['2025-03-20', 'aplicado'],
      ]);
    });
  });

  describe('the other reports', () => {
    const ref = '2026-11-25';

    it('the general list has every person active on the day, paged, and the export every row', async () => {
      const [expected] = await sqlRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from rh_usuario u where ${activeSql(ref)}`,
      );
      const first = await json(API.general, { id_empresa: company, data: ref, limit: 5, offset: 0 });
      const second = await json(API.general, { id_empresa: company, data: ref, limit: 5, offset: 5 });
      expect(first.total).toBe(expected.n);
      expect(first.dados).toHaveLength(5);
      const all = await json(API.generalAll, { id_empresa: company, data: ref });
      expect(all).toMatchObject({ total: expected.n, truncado: false });
      expect(all.dados.slice(0, 10)).toEqual([...first.dados, ...second.dados]);
      expect(all.dados.some((p: { id: number }) => p.id === people.base1)).toBe(false);
      expect(all.dados.some((p: { id: number }) => p.id === people.futuro)).toBe(false);
    });

    it('gender by department, birthdays, company anniversaries, cities and family match the SQL', async () => {
      const gender = await json(API.genderAll, { id_empresa: company, data: ref });
      const expected = await sqlRows<{ id: number; f: number; m: number; o: number; n: number; total: number }>(
        t.database.db,
        sql`select u.id_departamento as id, sum(case when genero = 'F' then 1 else 0 end)::int as f,
            sum(case when genero = 'M' then 1 else 0 end)::int as m, sum(case when genero = 'O' then 1 else 0 end)::int as o,
            sum(case when genero is null then 1 else 0 end)::int as n, count(*)::int as total
          from rh_usuario u where ${activeSql(ref)} group by 1 order by 1`,
      );
      expect(
        gender.dados
          .map((g: { id: number; F: number; M: number; O: number; N: number; total: number }) => ({
            id: g.id,
            f: g.F,
            m: g.M,
            o: g.O,
            n: g.N,
            total: g.total,
          }))
          .sort((a: { id: number }, b: { id: number }) => a.id - b.id),
      ).toEqual(expected);

      const birthdays = await json(API.birthdaysAll, { id_empresa: company, data: ref, mes: 11 });
      expect(birthdays.dados.map((p: { id: number; idade: number }) => [p.id, p.idade])).toEqual([[people.vinte, 20]]);

      const anniversaries = await json(API.anniversariesAll, { id_empresa: company, data: ref, mes: 11 });
      expect(anniversaries.dados.map((p: { id: number; anos_empresa: number }) => [p.id, p.anos_empresa])).toEqual([
        [people.vinte, 2],
      ]);

      const family = await json(API.familyAll, { id_empresa: company, data: ref });
      // base1 left in 2025: their dependent is not listed.
      expect(family.dados.map((d: { nome: string; idade: number }) => [d.nome, d.idade])).toEqual([
        ['Ana Filha', 11],
        ['Caio Cônjuge', 21],
      ]);

      const cities = await json(API.citiesAll, { data: ref });
      expect(cities.total).toBeGreaterThan(0);
      const [counted] = await sqlRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from rh_cidade_provedor where ativo`,
      );
      expect(cities.total).toBe(counted.n);
    });
  });
});
