import { type SQL, sql } from 'drizzle-orm';
import { addDays } from '@intranet/shared/calendar/days';
import { AGE_BANDS, birthCutoff } from '@intranet/shared/hr-reports/hr-reports.rules';
import type {
  CityRow,
  DependentRow,
  DismissalRow,
  GenderRow,
  PersonRow,
} from '@intranet/shared/hr-reports/hr-reports.schemas';
import type { Db } from '../../db/client';
import { sqlRows } from '../../db/sql';

/** Company and department of the people a report counts. */
export type Scope = { id_empresa?: number; id_departamento?: number };
export type Paging = { limit: number; offset: number };

const day = (value: string) => sql`${value}::date`;

/** A day as the number YYYYMMDD: a column's, or a given day's. */
const dayNumber = (value: SQL) =>
  sql`(extract(year from ${value}) * 10000 + extract(month from ${value}) * 100 + extract(day from ${value}))::int`;

/**
 * Completed years on `ref` of someone born on `birth` (shared `ageOn`): (YYYYMMDD of the day − YYYYMMDD
 * of the birth) ÷ 10000, so a year is completed on the birthday, and a 29 February birthday is reached
 * on 1 March in common years (20250301 − 20000229 = 250072 → 25; 20250228 → 24).
 */
const ageSql = (birth: SQL, ref: SQL | string) =>
  sql`((${typeof ref === 'string' ? sql`${Number(ref.replaceAll('-', ''))}::int` : dayNumber(ref)} - ${dayNumber(birth)}) / 10000)`;

/** The key of an age's band (AGE_BANDS). */
function bandCase(age: SQL): SQL {
  const whens = AGE_BANDS.slice(0, -1).map(
    (b) => sql`when ${age} <= ${sql.raw(String(b.max))} then ${sql.raw(`'${b.key}'`)}`,
  );
  return sql`case ${sql.join(whens, sql` `)} else ${sql.raw(`'${AGE_BANDS[AGE_BANDS.length - 1].key}'`)} end`;
}

/**
 * The band of a birth date on day `ref` as an index of AGE_BANDS, by one `width_bucket` over the days
 * after each band's birth cutoff (shared `birthCutoff`), oldest band first: born after the cutoff of
 * a band's next lower bound means younger than it. No one's age is computed (the pyramid reads every
 * employee). Bucket 0 is the oldest band, the last the youngest.
 */
function bandBucket(birth: SQL, ref: string): SQL {
  const bounds = AGE_BANDS.slice(0, -1)
    .map((b) => addDays(birthCutoff(ref, b.max + 1), 1))
    .reverse();
  return sql`width_bucket(${birth}, ${sql.raw(`array[${bounds.map((d) => `'${d}'`).join(', ')}]::date[]`)})`;
}

/**
 * Employees active on `ref` (docs/hr-people.md): `funcionario`, admitted on or before it, and without an
 * applied dismissal dated on or before it.
 */
export const activeOn = (ref: SQL, u = sql.raw('u')) =>
  sql`${u}.funcionario and ${u}.data_admissao <= ${ref} and not exists (
    select 1 from rh_desligamento x where x.id_usuario = ${u}.id and x.status = 'aplicado' and x.data <= ${ref})`;

function scopeSql(scope: Scope): SQL[] {
  const out: SQL[] = [];
  if (scope.id_empresa) out.push(sql`u.id_empresa = ${scope.id_empresa}`);
  if (scope.id_departamento) out.push(sql`u.id_departamento = ${scope.id_departamento}`);
  return out;
}

const where = (conditions: SQL[]) => sql.join(conditions, sql` and `);
const nameSql = sql`trim(coalesce(u.nome, '') || ' ' || coalesce(u.sobrenome, ''))`;
const placement = sql`left join rh_empresa e on e.id = u.id_empresa
  left join rh_departamento dp on dp.id = u.id_departamento
  left join rh_cargo c on c.id = u.id_cargo`;

/** The person columns: age and years of company counted on `ref` (or given by the report). */
function personColumns(age: SQL, years: SQL): SQL {
  return sql`u.id, ${nameSql} as nome, e.nome as empresa, dp.nome as departamento, c.nome as cargo, u.genero,
    u.data_nascimento::text as data_nascimento, ${age} as idade, ${bandCase(age)} as faixa,
    u.data_admissao::text as data_admissao, ${years} as anos_empresa`;
}

async function pageAndCount<T>(db: Db, rows: SQL, count: SQL): Promise<{ total: number; dados: T[] }> {
  const dados = await sqlRows<T>(db, rows);
  const [n] = await sqlRows<{ total: number }>(db, count);
  return { total: n?.total ?? 0, dados };
}

const limitSql = (p: Paging) => sql`limit ${p.limit} offset ${p.offset}`;

/** `list-general` and `pyramid-list`: active employees on `ref`, by name. */
export function activePeople(db: Db, q: Scope & { ref: string }, paging: Paging) {
  const ref = day(q.ref);
  const age = sql`case when u.data_nascimento is null then null else ${ageSql(sql`u.data_nascimento`, q.ref)} end`;
  const conditions = [activeOn(ref), ...scopeSql(q)];
  return pageAndCount<PersonRow>(
    db,
    sql`select ${personColumns(age, ageSql(sql`u.data_admissao`, q.ref))}
      from rh_usuario u ${placement}
      where ${where(conditions)}
      order by u.nome, u.sobrenome, u.id ${limitSql(paging)}`,
    sql`select count(*)::int as total from rh_usuario u where ${where(conditions)}`,
  );
}

/** The age pyramid: active employees on `ref` by band and gender ('N' when the profile does not say; no birth date → left out). */
export function pyramidBands(db: Db, q: Scope & { ref: string }) {
  const ref = day(q.ref);
  return sqlRows<{ faixa: number; genero: 'F' | 'M' | 'O' | 'N'; n: number }>(
    db,
    sql`select ${bandBucket(sql`u.data_nascimento`, q.ref)} as faixa, coalesce(u.genero, 'N') as genero, count(*)::int as n
      from rh_usuario u
      where ${where([activeOn(ref), sql`u.data_nascimento is not null`, ...scopeSql(q)])}
      group by 1, 2`,
  ).then((rows) => rows.map((r) => ({ ...r, faixa: AGE_BANDS[AGE_BANDS.length - 1 - Number(r.faixa)].key })));
}

/** `list-admission`: employees admitted from `de` to `ate`, by admission day. */
export function admissions(db: Db, q: Scope & { de: string; ate: string; ref: string }, paging: Paging) {
  const conditions = [sql`u.funcionario`, sql`u.data_admissao between ${day(q.de)} and ${day(q.ate)}`, ...scopeSql(q)];
  const age = sql`case when u.data_nascimento is null then null else ${ageSql(sql`u.data_nascimento`, sql`u.data_admissao`)} end`;
  return pageAndCount<PersonRow>(
    db,
    sql`select ${personColumns(age, sql`greatest(${ageSql(sql`u.data_admissao`, q.ref)}, 0)`)}
      from rh_usuario u ${placement}
      where ${where(conditions)}
      order by u.data_admissao, u.nome, u.id ${limitSql(paging)}`,
    sql`select count(*)::int as total from rh_usuario u where ${where(conditions)}`,
  );
}

/**
 * `birthday/list`: employees active on `ref` born in month `mes`, by day; `idade` is the age they turn in
 * `ref`'s year.
 */
export function birthdays(db: Db, q: Scope & { mes: number; ref: string }, paging: Paging) {
  const ref = day(q.ref);
  const conditions = [activeOn(ref), sql`extract(month from u.data_nascimento) = ${q.mes}`, ...scopeSql(q)];
  const age = sql`(extract(year from ${ref})::int - extract(year from u.data_nascimento)::int)`;
  return pageAndCount<PersonRow>(
    db,
    sql`select ${personColumns(age, ageSql(sql`u.data_admissao`, q.ref))}
      from rh_usuario u ${placement}
      where ${where(conditions)}
      order by extract(day from u.data_nascimento), u.nome, u.id ${limitSql(paging)}`,
    sql`select count(*)::int as total from rh_usuario u where ${where(conditions)}`,
  );
}

/**
 * `company-anniversary`: employees active on `ref` admitted in month `mes` of an earlier year, by day;
 * `anos_empresa` is the years they complete in `ref`'s year.
 */
export function anniversaries(db: Db, q: Scope & { mes: number; ref: string }, paging: Paging) {
  const ref = day(q.ref);
  const conditions = [
    activeOn(ref),
    sql`extract(month from u.data_admissao) = ${q.mes}`,
    sql`extract(year from u.data_admissao) < extract(year from ${ref})`,
    ...scopeSql(q),
  ];
  const age = sql`case when u.data_nascimento is null then null else ${ageSql(sql`u.data_nascimento`, q.ref)} end`;
  return pageAndCount<PersonRow>(
    db,
    sql`select ${personColumns(age, sql`(extract(year from ${ref})::int - extract(year from u.data_admissao)::int)`)}
      from rh_usuario u ${placement}
      where ${where(conditions)}
      order by extract(day from u.data_admissao), u.nome, u.id ${limitSql(paging)}`,
    sql`select count(*)::int as total from rh_usuario u where ${where(conditions)}`,
  );
}

/** `list-dismiss`: dismissals not reverted dated from `de` to `ate`, latest first. */
export function dismissals(db: Db, q: Scope & { de: string; ate: string }, paging: Paging) {
  const conditions = [sql`x.status <> 'revertido'`, sql`x.data between ${day(q.de)} and ${day(q.ate)}`, ...scopeSql(q)];
  return pageAndCount<DismissalRow>(
    db,
    sql`select x.id, ${nameSql} as nome, e.nome as empresa, dp.nome as departamento,
        u.data_admissao::text as data_admissao, x.data::text as data, x.tipo, x.status, x.motivo
      from rh_desligamento x join rh_usuario u on u.id = x.id_usuario
      left join rh_empresa e on e.id = u.id_empresa
      left join rh_departamento dp on dp.id = u.id_departamento
      where ${where(conditions)}
      order by x.data desc, x.id desc ${limitSql(paging)}`,
    sql`select count(*)::int as total from rh_desligamento x join rh_usuario u on u.id = x.id_usuario
      where ${where(conditions)}`,
  );
}

/**
 * The movement of a period, aggregated: admissions by month (`adm`), applied dismissals by month
 * (`desl`), and the days people stop being counted (`saida`: the later of the dismissal and the
 * admission). `mes` is null for what happened before `de`; `dia1` marks events on a month's first day.
 * The service turns them into each month's headcount on its first and last day.
 */
export function movementEvents(db: Db, q: Scope & { de: string; ate: string }) {
  const de = day(q.de);
  const ate = day(q.ate);
  const scope = scopeSql(q);
  const exit = sql`greatest(x.data, u.data_admissao)`;
  const bucket = (d: SQL) => sql`case when ${d} < ${de} then null else to_char(${d}, 'YYYY-MM') end`;
  return sqlRows<{ tipo: 'adm' | 'saida' | 'desl'; mes: string | null; dia1: boolean; n: number }>(
    db,
    sql`select 'adm' as tipo, ${bucket(sql`u.data_admissao`)} as mes, extract(day from u.data_admissao) = 1 as dia1, count(*)::int as n
        from rh_usuario u where ${where([sql`u.funcionario`, sql`u.data_admissao <= ${ate}`, ...scope])}
        group by 2, 3
      union all
      select 'saida', ${bucket(exit)}, extract(day from ${exit}) = 1, count(*)::int
        from rh_desligamento x join rh_usuario u on u.id = x.id_usuario
        where ${where([sql`x.status = 'aplicado'`, sql`u.funcionario`, sql`u.data_admissao is not null`, sql`${exit} <= ${ate}`, ...scope])}
        group by 2, 3
      union all
      select 'desl', to_char(x.data, 'YYYY-MM'), false, count(*)::int
        from rh_desligamento x join rh_usuario u on u.id = x.id_usuario
        where ${where([sql`x.status = 'aplicado'`, sql`u.funcionario`, sql`x.data between ${de} and ${ate}`, ...scope])}
        group by 2`,
  );
}

/** `family-list`: dependents of employees active on `ref`, by employee and dependent; ages on `ref`. */
export function dependents(db: Db, q: Scope & { ref: string }, paging: Paging) {
  const ref = day(q.ref);
  const conditions = [activeOn(ref), ...scopeSql(q)];
  return pageAndCount<DependentRow>(
    db,
    sql`select f.id, f.nome, ${nameSql} as funcionario, e.nome as empresa, dp.nome as departamento, f.parentesco,
        f.data_nascimento::text as data_nascimento, greatest(${ageSql(sql`f.data_nascimento`, q.ref)}, 0) as idade,
        f.dependente_ir, f.dependente_plano
      from rh_dependente f join rh_usuario u on u.id = f.id_usuario
      left join rh_empresa e on e.id = u.id_empresa
      left join rh_departamento dp on dp.id = u.id_departamento
      where ${where(conditions)}
      order by u.nome, u.sobrenome, u.id, f.nome, f.id ${limitSql(paging)}`,
    sql`select count(*)::int as total from rh_dependente f join rh_usuario u on u.id = f.id_usuario
      where ${where(conditions)}`,
  );
}

/** The provider cities (small: a few per company), to match with the city lookup. */
export function providerCities(db: Db, q: Scope) {
  return sqlRows<{ id: number; nome: string; uf: string; id_empresa: number; empresa: string }>(
    db,
    sql`select c.id, c.nome, c.uf, c.id_empresa, e.nome as empresa
      from rh_cidade_provedor c join rh_empresa e on e.id = c.id_empresa
      where c.ativo ${q.id_empresa ? sql`and c.id_empresa = ${q.id_empresa}` : sql``}`,
  );
}

/** A grouped report's page with its number of groups (a window over the few groups, no second scan). */
async function groupedPage<T>(db: Db, rows: SQL, count: SQL, paging: Paging): Promise<{ total: number; dados: T[] }> {
  const found = await sqlRows<T & { total_grupos: number }>(db, rows);
  if (!found.length && paging.offset > 0) {
    const [n] = await sqlRows<{ total: number }>(db, count);
    return { total: n?.total ?? 0, dados: [] };
  }
  return {
    total: found[0]?.total_grupos ?? 0,
    dados: found.map(({ total_grupos: _, ...row }) => row as unknown as T),
  };
}

/**
 * `provider-city`: each provider city with the active employees (on `ref`) of its company who live there
 * (`id_cidade`, matched through `cityIds`: provider city id → city lookup id), most people first.
 */
export function cityHeadcount(
  db: Db,
  q: Scope & { ref: string; cityIds: [number, number][] },
  paging: Paging,
): Promise<{ total: number; dados: CityRow[] }> {
  const ref = day(q.ref);
  const matches = q.cityIds.length
    ? sql`(values ${sql.join(
        q.cityIds.map(([provider, lookup]) => sql`(${provider}::int, ${lookup}::int)`),
        sql`, `,
      )}) as m(id_provedor, id_cidade)`
    : sql`(select null::int as id_provedor, null::int as id_cidade where false) as m`;
  const cityScope = q.id_empresa ? sql`and c.id_empresa = ${q.id_empresa}` : sql``;
  const living = sql`select u.id_empresa, u.id_cidade, count(*)::int as n from rh_usuario u
    where ${where([activeOn(ref), sql`u.id_cidade is not null`, ...scopeSql(q)])} group by 1, 2`;
  return groupedPage<CityRow>(
    db,
    sql`select c.id, c.nome as cidade, c.uf, e.nome as empresa, coalesce(sum(p.n), 0)::int as total,
        count(*) over ()::int as total_grupos
      from rh_cidade_provedor c join rh_empresa e on e.id = c.id_empresa
      left join ${matches} on m.id_provedor = c.id
      left join (${living}) p on p.id_empresa = c.id_empresa and p.id_cidade = m.id_cidade
      where c.ativo ${cityScope}
      group by c.id, c.nome, c.uf, e.nome
      order by total desc, c.nome, c.id ${limitSql(paging)}`,
    sql`select count(*)::int as total from rh_cidade_provedor c where c.ativo ${cityScope}`,
    paging,
  );
}

/** `list-gender`: departments with their active employees (on `ref`) by gender, by company and name. */
export function genderByDepartment(db: Db, q: Scope & { ref: string }, paging: Paging) {
  const ref = day(q.ref);
  const conditions = [activeOn(ref), sql`u.id_departamento is not null`, ...scopeSql(q)];
  return groupedPage<GenderRow>(
    db,
    sql`select dp.id, dp.nome as departamento, e.nome as empresa,
        coalesce(sum(g.n) filter (where g.genero = 'F'), 0)::int as "F",
        coalesce(sum(g.n) filter (where g.genero = 'M'), 0)::int as "M",
        coalesce(sum(g.n) filter (where g.genero = 'O'), 0)::int as "O",
        coalesce(sum(g.n) filter (where g.genero is null), 0)::int as "N",
        sum(g.n)::int as total,
        count(*) over ()::int as total_grupos
      from (select u.id_departamento, u.genero, count(*) as n from rh_usuario u where ${where(conditions)} group by 1, 2) g
      join rh_departamento dp on dp.id = g.id_departamento join rh_empresa e on e.id = dp.id_empresa
      group by dp.id, dp.nome, e.nome
      order by e.nome, dp.nome, dp.id ${limitSql(paging)}`,
    sql`select count(distinct u.id_departamento)::int as total from rh_usuario u where ${where(conditions)}`,
    paging,
  );
}
