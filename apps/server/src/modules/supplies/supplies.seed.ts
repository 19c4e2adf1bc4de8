import { sql } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/client';
import { type ModuleSeedContext, scaled } from '../../db/seed/seed-context';
import { sqlRows } from '../../db/sql';

/** The demo's products: what a provider lends and installs. */
export const DEMO_PRODUCTS = [
  { nome: 'ONT Huawei EG8145V5', tipo: 'ont', modelo: 'EG8145V5', custo: '189.90', serializado: true },
  { nome: 'ONT Nokia G-1425G-A', tipo: 'ont', modelo: 'G-1425G-A', custo: '214.50', serializado: true },
  { nome: 'Roteador TP-Link Archer C6', tipo: 'roteador', modelo: 'Archer C6', custo: '159.90', serializado: true },
  {
    nome: 'Roteador Intelbras Twibi Giga+',
    tipo: 'roteador',
    modelo: 'Twibi Giga+',
    custo: '249.00',
    serializado: true,
  },
  { nome: 'Roteador Mesh TP-Link Deco M4', tipo: 'roteador', modelo: 'Deco M4', custo: '299.00', serializado: true },
  { nome: 'Fonte 12V 1A', tipo: 'fonte', modelo: 'FT-12V1A', custo: '18.50', serializado: false },
  { nome: 'Cabo drop 1 FO (bobina 1 km)', tipo: 'cabo', modelo: 'DROP-1FO-1KM', custo: '420.00', serializado: false },
  {
    nome: 'Conector SC/APC (caixa com 100)',
    tipo: 'conector',
    modelo: 'SC-APC-100',
    custo: '95.00',
    serializado: false,
  },
] as const;

/** Two squads per provider. */
export const DEMO_SQUADS = [
  'Equipe Alfa',
  'Equipe Beta',
  'Equipe Gama',
  'Equipe Delta',
  'Equipe Épsilon',
  'Equipe Zeta',
];

/** The demo's units at scale 1. */
export const DEMO_UNITS = 5000;

/**
 * A unit's life, by `id % 50`: the kinds of its moves and the places they go to, in order, with the days
 * between them. Most units are lent to customers; some come back after a cancellation, go to maintenance
 * or are recycled; a few stay in the warehouse or with a squad.
 */
const LIVES: { share: number; steps: [string, string, number][] }[] = [
  {
    share: 18,
    steps: [
      ['entrada', 'almoxarifado', 0],
      ['retirada', 'equipe', 3],
      ['instalacao', 'cliente', 6],
    ],
  },
  {
    share: 9,
    steps: [
      ['entrada', 'almoxarifado', 0],
      ['retirada', 'equipe', 2],
      ['instalacao', 'cliente', 5],
      ['recolhimento', 'equipe', 60],
      ['devolucao', 'almoxarifado', 4],
    ],
  },
  { share: 9, steps: [['entrada', 'almoxarifado', 0]] },
  {
    share: 5,
    steps: [
      ['entrada', 'almoxarifado', 0],
      ['retirada', 'equipe', 4],
    ],
  },
  {
    share: 3,
    steps: [
      ['entrada', 'almoxarifado', 0],
      ['manutencao', 'manutencao', 20],
      ['reparo', 'almoxarifado', 12],
    ],
  },
  {
    share: 2,
    steps: [
      ['entrada', 'almoxarifado', 0],
      ['retirada', 'equipe', 3],
      ['manutencao', 'manutencao', 15],
    ],
  },
  {
    share: 2,
    steps: [
      ['entrada', 'almoxarifado', 0],
      ['manutencao', 'manutencao', 30],
      ['reciclagem', 'reciclagem', 9],
    ],
  },
  {
    share: 2,
    steps: [
      ['entrada', 'almoxarifado', 0],
      ['retirada', 'equipe', 2],
      ['instalacao', 'cliente', 4],
      ['recolhimento', 'equipe', 80],
    ],
  },
];

/**
 * Supplies demo data (docs/supplies.md) by set-based SQL: products, a warehouse per provider, six squads with
 * members, 5,000 units at scale 1 and a year of their moves, the returns those moves came from (and some
 * waiting on the alternative lists), and each squad's latest count from the ERP. Each unit is written where its
 * life ends and its moves in time order with the row triggers off (as a restore does: 54 s on PGlite with them
 * on, about 4 s without); the closing checks prove every unit is where its last move left it and every key.
 */
export async function seedSupplies(db: Db, ctx: ModuleSeedContext): Promise<void> {
  const units = scaled(ctx, DEMO_UNITS);
  const members = ctx.org.employeeIds;
  await inTransaction(db, async (tx) => {
    await tx.execute(sql`
      insert into suprimentos_produto (nome, tipo, modelo, custo, serializado)
      select p.nome, p.tipo, p.modelo, p.custo, p.serializado
      from jsonb_to_recordset(${JSON.stringify(DEMO_PRODUCTS)}::jsonb)
        as p(nome text, tipo text, modelo text, custo numeric, serializado boolean)`);
    // A warehouse in each provider's first city, and its maintenance, recycling and differences places.
    await tx.execute(sql`
      insert into suprimentos_local (tipo, nome, id_empresa, id_cidade)
      select distinct on (c.id_empresa) 'almoxarifado', 'Almoxarifado ' || c.nome, c.id_empresa, c.id
      from rh_cidade_provedor c order by c.id_empresa, c.id`);
    await tx.execute(sql`
      insert into suprimentos_local (tipo, nome, id_empresa)
      select k.tipo, k.nome || ' ' || e.nome, e.id from rh_empresa e
      cross join (values ('manutencao', 'Manutenção'), ('reciclagem', 'Reciclagem'), ('ajuste', 'Diferenças de inventário')) k(tipo, nome)`);
    await tx.execute(sql`
      insert into suprimentos_equipe (nome, id_empresa, id_cidade)
      select s.nome, w.id_empresa, w.id_cidade
      from unnest(${sql.raw(`array[${DEMO_SQUADS.map((s) => `'${s}'`).join(',')}]`)}::text[]) with ordinality s(nome, n)
      join (select id_empresa, id_cidade, row_number() over (order by id_empresa) as k
            from suprimentos_local where tipo = 'almoxarifado') w on w.k = (s.n + 1) / 2`);
    await tx.execute(sql`
      insert into suprimentos_local (tipo, nome, id_empresa, id_equipe)
      select 'equipe', e.nome, e.id_empresa, e.id from suprimentos_equipe e`);
    if (members.length)
      await tx.execute(sql`
        insert into suprimentos_equipe_membro (id_equipe, id_usuario)
        select e.id, (${sql.raw(`array[${members.join(',')}]`)}::int[])[1 + ((e.id * 3 + m) % ${members.length})]
        from suprimentos_equipe e cross join generate_series(0, 2) m
        on conflict do nothing`);

    // Bulk writes skip the row triggers (foreign-key checks and the move trigger) where the role may, as a
    // restore does; the closing checks prove the keys and the places set-wise.
    const [{ superuser }] = await sqlRows<{ superuser: boolean }>(
      tx,
      sql`select current_setting('is_superuser') = 'on' as superuser`,
    );
    if (superuser) await tx.execute(sql`set local session_replication_role = replica`);
    else {
      await tx.execute(sql`alter table suprimentos_movimento disable trigger suprimentos_movimento_aplica`);
      await tx.execute(sql`alter table suprimentos_movimento disable trigger suprimentos_movimento_mes`);
      await tx.execute(sql`alter table suprimentos_unidade disable trigger suprimentos_saldo_insere`);
    }

    // Each unit's life (unit n is PAT-n): its warehouse and product, its steps with their kinds, places and
    // instants (days after its entry, up to today).
    const lives = LIVES.flatMap((life, n) =>
      life.steps.map(([tipo, lugar, dias], step) => ({ n, step, tipo, lugar, dias })),
    );
    const shares = LIVES.flatMap((life, n) => Array.from({ length: life.share }, () => n));
    await tx.execute(sql`
      create temporary table suprimentos_seed_passo on commit drop as
      with vida as (
        select g as id, w.id_empresa, w.id as almoxarifado, p.id as id_produto, p.serializado,
          (${sql.raw(`array[${shares.join(',')}]`)}::int[])[1 + g % ${shares.length}] as n
        from generate_series(1, ${units}) g
        join (select id, serializado, row_number() over (order by id) - 1 as k from suprimentos_produto) p
          on p.k = (case when g % 10 < 7 then g % 5 else 5 + g % 3 end)
        join (select id, id_empresa, row_number() over (order by id) - 1 as k from suprimentos_local where tipo = 'almoxarifado') w
          on w.k = g % 3),
      passo as (
        select v.id, v.id_empresa, v.almoxarifado, v.id_produto, v.serializado, v.n, s.step, s.tipo, s.lugar,
          sum(s.dias + case when s.step = 0 then 0 else u_j end) over (partition by v.id order by s.step) as dias
        from vida v
        join jsonb_to_recordset(${JSON.stringify(lives)}::jsonb) as s(n int, step int, tipo text, lugar text, dias int) on s.n = v.n
        cross join lateral (select (v.id * 7 + s.step * 13) % 9 as u_j) j)
      select p.*,
        now() - make_interval(days => 360 - (p.id * 37) % 260) + make_interval(days => p.dias::int, mins => (p.id * 11) % 600) as criado_em
      from passo p`);
    // Places the lives need: each provider's squads (two), its own places, and its customers' contracts.
    await tx.execute(sql`
      create temporary table suprimentos_seed_lugar on commit drop as
      with equipe as (
        select id, id_empresa, row_number() over (partition by id_empresa order by id) - 1 as k
        from suprimentos_local where tipo = 'equipe'),
      contrato as (
        select id, sistema, row_number() over (partition by sistema order by id) - 1 as k,
          count(*) over (partition by sistema) as n
        from cliente_contrato)
      select p.id, p.step,
        case p.lugar when 'almoxarifado' then p.almoxarifado when 'equipe' then e.id when 'cliente' then null else o.id end as lugar,
        case when p.lugar = 'cliente' then c.id end as contrato
      from suprimentos_seed_passo p
      left join equipe e on e.id_empresa = p.id_empresa and e.k = p.id % 2
      left join suprimentos_local o on o.id_empresa = p.id_empresa and o.tipo = p.lugar
        and p.lugar in ('manutencao', 'reciclagem', 'ajuste')
      left join (select sistema, max(n) as n from contrato group by sistema) cn on cn.sistema = p.id_empresa
      left join contrato c on c.sistema = p.id_empresa and c.k = (p.id / 3) % cn.n`);
    await tx.execute(sql`
      insert into suprimentos_local (tipo, nome, id_empresa, id_contrato)
      select distinct on (c.id) 'cliente', 'Contrato ' || c.codigo_erp || ' — ' || pe.nome_razaosocial, c.sistema, c.id
      from suprimentos_seed_lugar s join cliente_contrato c on c.id = s.contrato
      join relacionamento_dados_pessoas pe on pe.id = c.id_pessoa
      on conflict do nothing`);
    await tx.execute(sql`
      update suprimentos_seed_lugar s set lugar = l.id from suprimentos_local l where l.id_contrato = s.contrato`);

    // The units, each where its last step left it.
    await tx.execute(sql`
      insert into suprimentos_unidade (id_produto, id_empresa, patrimonio, serial, id_local, updated_at)
      select p.id_produto, p.id_empresa, 'PAT-' || lpad(p.id::text, 6, '0'),
        case when p.serializado then upper(substr(md5('sn' || p.id), 1, 12)) end, l.lugar, least(p.criado_em, now())
      from (select distinct on (id) * from suprimentos_seed_passo order by id, step desc) p
      join suprimentos_seed_lugar l on l.id = p.id and l.step = p.step
      order by p.id`);
    await tx.execute(sql`
      insert into suprimentos_movimento (id_unidade, id_empresa, tipo, de_local, para_local, os, motivo, id_usuario, criado_em)
      select u.id, p.id_empresa, p.tipo, prev.lugar, l.lugar,
        case when p.tipo in ('instalacao', 'recolhimento', 'devolucao') then 'OS-' || (100000 + p.id * 5 + p.step) end,
        case when p.tipo = 'reciclagem' then (array['Placa queimada', 'Carcaça danificada', 'Modelo obsoleto'])[1 + p.id % 3]
             when p.tipo = 'manutencao' then 'Sem sinal óptico' end,
        ${members[0] ?? null}::int, least(p.criado_em, now() - interval '1 hour')
      from suprimentos_seed_passo p
      join suprimentos_seed_lugar l on l.id = p.id and l.step = p.step
      join suprimentos_unidade u on u.patrimonio = 'PAT-' || lpad(p.id::text, 6, '0')
      left join suprimentos_seed_lugar prev on prev.id = p.id and prev.step = p.step - 1
      order by least(p.criado_em, now() - interval '1 hour'), p.id, p.step`);
    if (superuser) await tx.execute(sql`set local session_replication_role = origin`);
    else {
      await tx.execute(sql`alter table suprimentos_movimento enable trigger suprimentos_movimento_aplica`);
      await tx.execute(sql`alter table suprimentos_movimento enable trigger suprimentos_movimento_mes`);
      await tx.execute(sql`alter table suprimentos_unidade enable trigger suprimentos_saldo_insere`);
    }
    // The dashboard's summaries, from the units and moves just written (their row triggers were off).
    await tx.execute(sql`select suprimentos_painel_recalcula()`);

    // The returns those moves came from; then returns still waiting: no OS yet, or a mistyped tag.
    await tx.execute(sql`
      insert into suprimentos_retorno (tipo, id_empresa, id_equipe, id_contrato, os, patrimonio, id_movimento, id_usuario, registrado_em)
      select m.tipo, m.id_empresa, coalesce(d.id_equipe, o.id_equipe), o.id_contrato, m.os, u.patrimonio, m.id, m.id_usuario, m.criado_em
      from suprimentos_movimento m
      join suprimentos_unidade u on u.id = m.id_unidade
      join suprimentos_local o on o.id = m.de_local
      join suprimentos_local d on d.id = m.para_local
      where m.tipo in ('recolhimento', 'devolucao')
      order by m.id`);
    await tx.execute(sql`
      insert into suprimentos_retorno (tipo, id_empresa, id_equipe, id_contrato, os, patrimonio, registrado_em)
      select 'recolhimento', l.id_empresa,
        (select q.id_equipe from suprimentos_local q where q.tipo = 'equipe' and q.id_empresa = l.id_empresa order by q.id limit 1),
        l.id_contrato,
        case when u.id % 2 = 0 then null else 'OS-' || (900000 + u.id) end,
        case when u.id % 2 = 0 then u.patrimonio else overlay(u.patrimonio placing 'X' from length(u.patrimonio)) end,
        now() - make_interval(days => u.id % 20)
      from suprimentos_unidade u join suprimentos_local l on l.id = u.id_local and l.tipo = 'cliente'
      join cliente_contrato c on c.id = l.id_contrato and c.status = 'cancelado'
      order by u.id limit ${scaled(ctx, 40)}`);
    await tx.execute(sql`
      insert into suprimentos_retorno (tipo, id_empresa, id_equipe, os, patrimonio, registrado_em)
      select 'devolucao', l.id_empresa, l.id_equipe, null, u.patrimonio, now() - make_interval(days => u.id % 10)
      from suprimentos_unidade u join suprimentos_local l on l.id = u.id_local and l.tipo = 'equipe'
      order by u.id limit ${scaled(ctx, 20)}`);

    // Each squad's latest count from the ERP: every product it holds, a few with a difference.
    await tx.execute(sql`
      insert into suprimentos_inventario (id_equipe, equipe, sistema, cidade, id_produto, quantidade_informada, origem, created_at)
      select e.id, e.nome, e.id_empresa, coalesce(c.nome, 'Rio Grande'), p.id,
        greatest(0, (select count(*)::int from suprimentos_unidade u where u.id_local = l.id and u.id_produto = p.id)
          + case when (e.id + p.id) % 4 = 0 then -1 when (e.id + p.id) % 7 = 0 then 1 else 0 end),
        'mk', now() - interval '1 day'
      from suprimentos_equipe e join suprimentos_local l on l.id_equipe = e.id
      left join rh_cidade_provedor c on c.id = e.id_cidade
      cross join suprimentos_produto p`);

    const [broken] = await sqlRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from suprimentos_unidade u
          where u.id_local <> (select m.para_local from suprimentos_movimento m where m.id_unidade = u.id order by m.id desc limit 1)`,
    );
    if (broken.n) throw new Error(`supplies seed: ${broken.n} units are not where their last move left them`);
    const [orphans] = await sqlRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from suprimentos_movimento m
          left join suprimentos_local d on d.id = m.de_local
          left join suprimentos_local p on p.id = m.para_local
          left join rh_usuario us on us.id = m.id_usuario
          where (m.de_local is not null and d.id is null) or p.id is null or (m.id_usuario is not null and us.id is null)`,
    );
    if (orphans.n) throw new Error(`supplies seed: ${orphans.n} moves name a place or a person that does not exist`);
  });
}
