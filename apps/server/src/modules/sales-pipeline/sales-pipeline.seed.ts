import { sql } from 'drizzle-orm';
import { addDays, today } from '@intranet/shared/calendar/days';
import type { Db } from '../../db/client';
import { OPEN_LEAD_STATUS_LIST } from '../../db/schema';
import { sqlRows } from '../../db/sql';
import { type ModuleSeedContext, scaled } from '../../db/seed/seed-context';
import { bulkLoad } from '../../db/seed/bulk-load';

/** Leads of the pipeline's demo at scale 1: a year of them. */
export const DEMO_PIPELINE_LEADS = 50_000;

type Place = { cidade: string; uf: string; cep: string; bairros: string[]; ddd: string };

/**
 * Each provider's places: the first city covered by a CEP range, the second by neighbourhoods (its
 * last neighbourhood left out), the third not covered at all — the network team's expansion map.
 */
const PLACES: Record<string, Place[]> = {
  Bitcom: [
    {
      cidade: 'Belo Horizonte',
      uf: 'MG',
      cep: '30130',
      bairros: ['Savassi', 'Funcionários', 'Padre Eustáquio', 'Santa Efigênia', 'Pampulha'],
      ddd: '31',
    },
    {
      cidade: 'Contagem',
      uf: 'MG',
      cep: '32010',
      bairros: ['Eldorado', 'Riacho', 'Industrial', 'Água Branca'],
      ddd: '31',
    },
    { cidade: 'Sete Lagoas', uf: 'MG', cep: '35700', bairros: ['Centro', 'Canaã', 'Boa Vista'], ddd: '31' },
  ],
  RazãoInfo: [
    {
      cidade: 'Uberlândia',
      uf: 'MG',
      cep: '38400',
      bairros: ['Santa Mônica', 'Tibery', 'Umuarama', 'Martins'],
      ddd: '34',
    },
    { cidade: 'Uberaba', uf: 'MG', cep: '38010', bairros: ['Centro', 'Mercês', 'Fabrício', 'Boa Vista'], ddd: '34' },
    { cidade: 'Araguari', uf: 'MG', cep: '38440', bairros: ['Centro', 'Gutierrez', 'Miranda'], ddd: '34' },
  ],
  Vetorial: [
    {
      cidade: 'Cuiabá',
      uf: 'MT',
      cep: '78005',
      bairros: ['Centro Norte', 'Jardim das Américas', 'Coxipó', 'Boa Esperança'],
      ddd: '65',
    },
    { cidade: 'Várzea Grande', uf: 'MT', cep: '78110', bairros: ['Cristo Rei', 'Centro', 'Jardim Glória'], ddd: '65' },
    { cidade: 'Sinop', uf: 'MT', cep: '78550', bairros: ['Centro', 'Jardim Botânico', 'Setor Industrial'], ddd: '66' },
  ],
};

const STREETS = [
  'Rua das Acácias',
  'Avenida Brasil',
  'Rua Tiradentes',
  'Rua Sete de Setembro',
  'Avenida Getúlio Vargas',
  'Rua São Paulo',
  'Rua Padre Anchieta',
  'Rua dos Ipês',
  'Rua Santos Dumont',
  'Rua Quinze de Novembro',
];

const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Daniel',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
  'Larissa',
  'Marcelo',
  'Natália',
  'Otávio',
  'Patrícia',
  'Rafael',
  'Sabrina',
  'Thiago',
  'Vanessa',
  'Wagner',
];
const LAST = [
  'Silva',
  'Souza',
  'Oliveira',
  'Pereira',
  'Costa',
  'Rodrigues',
  'Almeida',
  'Nascimento',
  'Lima',
  'Araújo',
  'Fernandes',
  'Carvalho',
  'Gomes',
  'Martins',
  'Rocha',
  'Ribeiro',
];

const PLANS = [
  { nome: 'Fibra 300 Mega', down: 300, up: 150, valor: 89.9, instalacao: 0, fidelidade: 12 },
  { nome: 'Fibra 500 Mega', down: 500, up: 250, valor: 99.9, instalacao: 0, fidelidade: 12 },
  { nome: 'Fibra 700 Mega', down: 700, up: 350, valor: 119.9, instalacao: 0, fidelidade: 12 },
  { nome: 'Fibra 1 Giga', down: 1000, up: 500, valor: 149.9, instalacao: 0, fidelidade: 12 },
  { nome: 'Fibra 500 Mega sem fidelidade', down: 500, up: 250, valor: 109.9, instalacao: 150, fidelidade: 0 },
];

const SELLERS: Record<string, [string, string][]> = {
  Bitcom: [
    ['Amanda', 'Vendas Lopes'],
    ['Diego', 'Vendas Moreira'],
    ['Fernanda', 'Vendas Prado'],
    ['Igor', 'Vendas Tavares'],
  ],
  RazãoInfo: [
    ['Bianca', 'Vendas Rezende'],
    ['Caio', 'Vendas Duarte'],
    ['Elaine', 'Vendas Faria'],
    ['Gustavo', 'Vendas Brandão'],
  ],
  Vetorial: [
    ['Helena', 'Vendas Siqueira'],
    ['Jonas', 'Vendas Cardoso'],
    ['Kátia', 'Vendas Queiroz'],
    ['Leandro', 'Vendas Pacheco'],
  ],
};

/**
 * The pipeline's demo (docs/sales.md): per provider its settings, plans, coverage, four sellers (and the
 * marketing manager, who sells too), a blocklist, and a year of leads (50,000 at scale 1) across kinds,
 * statuses, reasons, sellers, cities, campaigns and channels — with their timed status changes and the
 * sales of the sold ones — written by set-based SQL.
 */
export async function seedSalesPipeline(db: Db, ctx: ModuleSeedContext): Promise<void> {
  const day = today();
  const marketing = ctx.accounts.marketing.usuarioId;
  // The demo seller (vendedor@) sells for Bitcom: its internal home has leads of its own in every status.
  const seller = ctx.accounts.vendedor.usuarioId;
  const total = scaled(ctx, DEMO_PIPELINE_LEADS);
  const companies = ctx.org.companies.filter((c) => PLACES[c.nome]);
  const [{ before }] = await sqlRows<{ before: number }>(
    db,
    sql`select coalesce(max(id), 0)::int as before from vendas_lead`,
  );

  for (const [k, company] of companies.entries()) {
    const places = PLACES[company.nome];
    await db.execute(sql`
      insert into vendas_config (id_empresa, sla_novo_horas, sla_upgrade_horas, sla_downgrade_horas, tentativas_max,
        bonus_indicacao)
      values (${company.id}, 4, 24, 8, 5, ${[50, 40, 30][k % 3]})`);
    await db.execute(sql`
      insert into vendas_plano (id_empresa, nome, download_mbps, upload_mbps, valor_mensal, valor_instalacao,
        fidelidade_meses, ativo, vigencia_inicio, vigencia_fim)
      select ${company.id}::int, p.nome, p.down, p.up, p.valor + ${k * 5}, p.instalacao, p.fidelidade, true,
        ${addDays(day, -400)}::date, null
      from jsonb_to_recordset(${JSON.stringify(PLANS)}::jsonb)
        as p(nome text, down int, up int, valor numeric, instalacao numeric, fidelidade int)
      union all
      select ${company.id}::int, 'Fibra 200 Mega', 200, 100, 79.90, 0, 12, true, ${addDays(day, -400)}::date,
        ${addDays(day, -120)}::date`);
    const [byRange, byNeighbourhood] = places;
    await db.execute(sql`
      insert into vendas_cobertura (id_empresa, cidade, uf, cep_inicio, cep_fim)
      values (${company.id}, ${byRange.cidade}, ${byRange.uf}, ${`${byRange.cep}000`}, ${`${byRange.cep}999`})`);
    await db.execute(sql`
      insert into vendas_cobertura (id_empresa, cidade, uf, bairro, bairro_chave)
      select ${company.id}::int, ${byNeighbourhood.cidade}::text, ${byNeighbourhood.uf}::text, b, vendas_chave(b)
      from jsonb_array_elements_text(${JSON.stringify(byNeighbourhood.bairros.slice(0, -1))}::jsonb) b`);
    // One street of the left-out neighbourhood is already served.
    await db.execute(sql`
      insert into vendas_cobertura (id_empresa, cidade, uf, bairro, bairro_chave, logradouro, logradouro_chave)
      values (${company.id}, ${byNeighbourhood.cidade}, ${byNeighbourhood.uf}, ${byNeighbourhood.bairros.at(-1)!},
        vendas_chave(${byNeighbourhood.bairros.at(-1)!}), ${STREETS[0]}, vendas_chave(${STREETS[0]}))`);
    await db.execute(sql`
      with novos as (
        insert into rh_usuario (nome, sobrenome, email, funcionario, id_empresa)
        select s.nome, s.sobrenome, lower(translate(s.nome, 'áéíóúâêôãõçÁÉÍÓÚ', 'aeiouaeoaocAEIOU')) || '.vendas'
          || ${company.id} || '@demo.intranet', true, ${company.id}::int
        from jsonb_to_recordset(${JSON.stringify(SELLERS[company.nome].map(([nome, sobrenome]) => ({ nome, sobrenome })))}::jsonb)
          as s(nome text, sobrenome text)
        returning id
      )
      insert into vendas_vendedor (id_usuario, id_empresa, ativo) select id, ${company.id}::int, true from novos
      union all select ${marketing}::int, ${company.id}::int, true
      union all select ${seller}::int, ${company.id}::int, true where ${company.nome === 'Bitcom'}`);
  }
  if (companies.length === 0) return;
  const places = companies.map((c) => PLACES[c.nome]);
  await bulkLoad(db, 'vendas_lead', (tx) =>
    tx.execute(sql`
      with cfg as (
        select c.ord, c.id_empresa, c.places,
          (select array_agg(s.id_usuario order by s.id) from vendas_vendedor s where s.id_empresa = c.id_empresa) as vendedores,
          (select array_agg(p.id order by p.id) from vendas_plano p where p.id_empresa = c.id_empresa and p.vigencia_fim is null) as planos,
          (select array_agg(p.valor_mensal order by p.id) from vendas_plano p where p.id_empresa = c.id_empresa and p.vigencia_fim is null) as valores,
          (select k.bonus_indicacao from vendas_config k where k.id_empresa = c.id_empresa) as bonus
        from jsonb_to_recordset(${JSON.stringify(companies.map((c, ord) => ({ ord, id_empresa: c.id, places: places[ord] })))}::jsonb)
          as c(ord int, id_empresa int, places jsonb)
      ), refs as (
        select (select array_agg(id order by id) from vendas_campanha) as campanhas,
          (select array_agg(id order by id) from vendas_canal) as canais,
          (select array_agg(id order by id) from rh_usuario where funcionario and ativo) as indicadores
      ), cust as (
        -- The existing customers upgrade and downgrade leads are of, numbered per provider (those without an open lead).
        select p.id, p.sistema, p.cpf, p.nome_razaosocial, p.celular,
          row_number() over (partition by p.sistema order by p.id) as rn,
          (select c.id from cliente_contrato c where c.id_pessoa = p.id order by c.id limit 1) as contrato
        from relacionamento_dados_pessoas p
        where p.sistema in (select id_empresa from cfg) and not exists (
          select 1 from vendas_lead x where x.id_empresa = p.sistema and x.cpf = p.cpf and x.status in ${OPEN_LEAD_STATUS_LIST})
      ), base as (
        select g as i, g / ${companies.length} as j, cfg.*, refs.*,
          (g * 7919) % 1000 as h, ((g::bigint * 104729) % 997)::int as h2,
          ((g * 31) % 365) as d
        from generate_series(0, ${total - 1}) g
        join cfg on cfg.ord = g % ${companies.length}
        cross join refs
      ), kind as (
        select b.*, case when b.j % 20 in (0, 1) then 'upgrade' when b.j % 20 = 2 then 'downgrade' else 'novo' end as tipo,
          -- Ten in a hundred new-customer leads live where there is no coverage (the third city, or the left-out neighbourhood).
          case when b.j % 20 > 2 and b.h % 10 = 0 then true else false end as fora,
          now() - make_interval(days => b.d, mins => (b.i * 13) % 840) as criado
        from base b
      ), placed as (
        select k.*,
          case when k.fora then (case when k.h2 % 3 = 0 then k.places -> 1 else k.places -> 2 end)
               else k.places -> (k.h2 % 2)::int end as place
        from kind k
      ), addr as (
        select p.*, p.place ->> 'cidade' as cidade, p.place ->> 'uf' as uf,
          case when p.fora and p.h2 % 3 = 0 then (p.place -> 'bairros') ->> -1
               when p.fora then (p.place -> 'bairros') ->> (p.h % jsonb_array_length(p.place -> 'bairros'))::int
               when p.h2 % 2 = 1 then (p.place -> 'bairros') ->> (p.h % (jsonb_array_length(p.place -> 'bairros') - 1))::int
               else (p.place -> 'bairros') ->> (p.h % jsonb_array_length(p.place -> 'bairros'))::int end as bairro,
          case when p.fora and p.h2 % 3 = 0 then (${JSON.stringify(STREETS)}::jsonb ->> (1 + p.h % ${STREETS.length - 1}))
               else (${JSON.stringify(STREETS)}::jsonb ->> (p.h2 % ${STREETS.length})) end as logradouro,
          (p.place ->> 'cep') || lpad(((p.i * 37) % 1000)::text, 3, '0') as cep
        from placed p
      ), fate as (
        select a.*,
          case when a.fora then 'perdido'
            when a.d <= 14 then (case
              when a.h < 350 then 'novo' when a.h < 600 then 'em_contato' when a.h < 700 then 'proposta'
              when a.h < 820 then 'vendido' else 'perdido' end)
            else (case
              when a.h < 20 then 'novo' when a.h < 110 then 'em_contato' when a.h < 170 then 'proposta'
              when a.h < 450 then 'vendido' else 'perdido' end) end as status,
          case when a.fora then 'sem_cobertura'
            when a.d <= 14 then (case
              when a.h < 820 then null when a.h < 870 then 'errado' when a.h < 900 then 'excluido'
              when a.h < 920 then 'inativado' when a.h < 940 then 'inviavel' when a.h < 950 then 'bloqueado' else null end)
            else (case
              when a.h < 450 then null when a.h < 530 then 'excluido' when a.h < 680 then 'inativado'
              when a.h < 730 then 'inviavel' when a.h < 800 then 'errado' when a.h < 820 then 'bloqueado' else null end) end
            as motivo
        from addr a
      ), who as (
        select f.*, c.id as id_pessoa, c.contrato, c.cpf as cpf_cliente, c.nome_razaosocial, c.celular,
          case when f.status = 'novo' and f.h2 % 4 = 0 then null
               else f.vendedores[1 + (f.h2 % array_length(f.vendedores, 1))] end as vendedor,
          case when f.h2 % 10 < 6 then 'link' when f.h2 % 10 < 8 then 'importacao' when f.h2 % 10 = 8 then 'manual'
               else 'roleta' end as origem,
          case when f.status not in ('novo') then f.criado + make_interval(mins => case when f.h % 10 < 7
            then 3 + f.h2 % 200 else 240 + f.h2 * 3 end) end as contato
        from fate f
        left join cust c on f.tipo <> 'novo' and c.sistema = f.id_empresa
          and c.rn = 1 + (f.j / 20) * 3 + f.j % 20
      ), timed as (
        select w.*,
          least(now(), case when w.status in ${OPEN_LEAD_STATUS_LIST} and w.motivo is null then coalesce(w.contato, w.criado)
            else coalesce(w.contato, w.criado) + make_interval(hours => 2 + w.h % 200) end) as status_em,
          case when w.origem = 'manual' and w.h % 2 = 0 then w.indicadores[1 + w.h2 % array_length(w.indicadores, 1)] end
            as indicador,
          1 + w.h % array_length(w.planos, 1) as plano_idx
        from who w
      )
      insert into vendas_lead (nome, telefone, cpf, email, cep, logradouro, numero, bairro, cidade, uf, id_empresa,
        id_campanha, id_canal, origem, tipo, status, motivo, motivo_texto, status_em, id_vendedor, atribuido_em, prazo,
        primeiro_contato_em, tentativas, id_indicador, id_pessoa, id_contrato, id_plano, data_nascimento, viabilidade,
        valor_venda, data_venda, bonus_indicacao, consentimento_em, created_at, updated_at)
      select
        coalesce(w.nome_razaosocial, ${JSON.stringify(FIRST)}::jsonb ->> (w.i % ${FIRST.length})
          || ' ' || (${JSON.stringify(LAST)}::jsonb ->> (w.h2 % ${LAST.length}))
          || ' ' || (${JSON.stringify(LAST)}::jsonb ->> ((w.i / 7) % ${LAST.length}))),
        coalesce(w.celular, (w.place ->> 'ddd') || '9' || lpad(((w.i * 7919 + 10000000) % 90000000 + 10000000)::text, 8, '0')),
        coalesce(w.cpf_cliente, cpf.digits),
        case when w.h2 % 3 = 0 then 'lead' || w.i || '@exemplo.com.br' end,
        w.cep, w.logradouro, (10 + (w.i * 17) % 1900)::text, w.bairro, w.cidade, w.uf, w.id_empresa,
        case when w.origem <> 'manual' then w.campanhas[1 + w.h % array_length(w.campanhas, 1)] end,
        case when w.origem <> 'manual' then w.canais[1 + w.h2 % array_length(w.canais, 1)] end,
        w.origem, case when w.id_pessoa is null then 'novo' else w.tipo end, w.status, w.motivo,
        case w.motivo when 'excluido' then 'Duplicado de outro atendimento.'
          when 'inviavel' then 'Poste sem viabilidade técnica; rede a mais de 300 m.'
          when 'bloqueado' then 'CPF na lista de bloqueio.' end,
        w.status_em, w.vendedor, case when w.vendedor is not null then w.criado end,
        w.criado + make_interval(hours => case w.tipo when 'upgrade' then 24 when 'downgrade' then 8 else 4 end),
        case when w.fora or w.contato is null then null else least(now(), w.contato) end,
        case when w.motivo = 'inativado' then 5 when w.status = 'novo' then 0 else 1 + w.h % 3 end,
        w.indicador, w.id_pessoa, w.contrato,
        case when w.status in ('proposta', 'vendido') then w.planos[w.plano_idx] end,
        make_date(1950 + w.h2 % 55, 1 + w.h % 12, 1 + w.i % 28),
        case when w.fora then 'sem_cobertura' when w.motivo = 'inviavel' then 'inviavel' else 'viavel' end,
        case when w.status = 'vendido' then w.valores[w.plano_idx] end,
        case when w.status = 'vendido' then (w.status_em at time zone 'America/Sao_Paulo')::date end,
        case when w.status = 'vendido' and w.indicador is not null then w.bonus end,
        w.criado, w.criado, w.criado
      from timed w
      cross join lateral (select (555000000 + w.i)::int as b) n
      cross join lateral (select case when ((n.b / 100000000 % 10) * 10 + (n.b / 10000000 % 10) * 9 + (n.b / 1000000 % 10) * 8 + (n.b / 100000 % 10) * 7 + (n.b / 10000 % 10) * 6 + (n.b / 1000 % 10) * 5 + (n.b / 100 % 10) * 4 + (n.b / 10 % 10) * 3 + (n.b / 1 % 10) * 2) % 11 < 2 then 0
        else 11 - ((n.b / 100000000 % 10) * 10 + (n.b / 10000000 % 10) * 9 + (n.b / 1000000 % 10) * 8 + (n.b / 100000 % 10) * 7 + (n.b / 10000 % 10) * 6 + (n.b / 1000 % 10) * 5 + (n.b / 100 % 10) * 4 + (n.b / 10 % 10) * 3 + (n.b / 1 % 10) * 2) % 11 end as v) d1
      cross join lateral (select case when ((n.b / 100000000 % 10) * 11 + (n.b / 10000000 % 10) * 10 + (n.b / 1000000 % 10) * 9 + (n.b / 100000 % 10) * 8 + (n.b / 10000 % 10) * 7 + (n.b / 1000 % 10) * 6 + (n.b / 100 % 10) * 5 + (n.b / 10 % 10) * 4 + (n.b / 1 % 10) * 3 + d1.v * 2) % 11 < 2 then 0
        else 11 - ((n.b / 100000000 % 10) * 11 + (n.b / 10000000 % 10) * 10 + (n.b / 1000000 % 10) * 9 + (n.b / 100000 % 10) * 8 + (n.b / 10000 % 10) * 7 + (n.b / 1000 % 10) * 6 + (n.b / 100 % 10) * 5 + (n.b / 10 % 10) * 4 + (n.b / 1 % 10) * 3 + d1.v * 2) % 11 end as v) d2
      cross join lateral (select n.b::text || d1.v::text || d2.v::text as digits) cpf`),
  );
  // Each lead's timed status changes: created, first contact, proposal, and where it ended.
  await bulkLoad(db, 'vendas_lead_status', (tx) =>
    tx.execute(sql`
      insert into vendas_lead_status (id_lead, de_status, para_status, de_motivo, para_motivo, texto, id_usuario,
        segundos_no_anterior, contato, created_at)
      select l.id, s.de, s.para, null, s.motivo, s.texto, s.usuario, s.segundos, s.contato, s.em
      from vendas_lead l
      cross join lateral (values
        (1, null::text, case when l.viabilidade = 'sem_cobertura' then 'perdido' else 'novo' end,
          case when l.viabilidade = 'sem_cobertura' then 'sem_cobertura' end, null::text, l.id_indicador, null::int, false,
          l.created_at),
        (2, 'novo', 'em_contato', null, null, l.id_vendedor,
          extract(epoch from (l.primeiro_contato_em - l.created_at))::int, true, l.primeiro_contato_em),
        (3, 'em_contato', 'proposta', null, 'Proposta enviada pelo WhatsApp.', l.id_vendedor,
          extract(epoch from (l.status_em - l.primeiro_contato_em))::int / 2, false,
          l.primeiro_contato_em + (l.status_em - l.primeiro_contato_em) / 2),
        (4, case when l.status = 'vendido' then 'proposta' when l.primeiro_contato_em is null then 'novo'
          else 'em_contato' end, l.status, l.motivo, l.motivo_texto, l.id_vendedor,
          extract(epoch from (l.status_em - coalesce(l.primeiro_contato_em, l.created_at)))::int / 2, false, l.status_em)
      ) as s(passo, de, para, motivo, texto, usuario, segundos, contato, em)
      where l.id > ${before} and l.created_at > now() - interval '60 days' and (
        s.passo = 1
        or (s.passo = 2 and l.primeiro_contato_em is not null)
        or (s.passo = 3 and l.status in ('proposta', 'vendido'))
        or (s.passo = 4 and l.viabilidade <> 'sem_cobertura' and l.status in ('vendido', 'perdido')))`),
  );
  // The sales of the sold leads, at their plan's values then; the older ones active, a few cancelled.
  await bulkLoad(db, 'vendas_venda', (tx) =>
    tx.execute(sql`
    insert into vendas_venda (id_lead, sistema, id_pessoa, id_plano_venda, plano_nome, download_mbps, valor_mensal,
      valor_instalacao, fidelidade_meses, id_vendedor, vendida_em, status, status_em, motivo_cancelamento, ativada_em)
    select l.id, l.id_empresa, l.id_pessoa, p.id, p.nome, p.download_mbps, p.valor_mensal, p.valor_instalacao,
      p.fidelidade_meses, l.id_vendedor, l.status_em, x.status, least(now(), l.status_em + interval '3 days'),
      case when x.status = 'cancelada' then 'Cliente desistiu antes da instalação.' end,
      case when x.status = 'ativa' then least(now(), l.status_em + interval '3 days') end
    from vendas_lead l join vendas_plano p on p.id = l.id_plano
    cross join lateral (select case
      when l.status_em > now() - interval '2 days' then 'pendente'
      when l.status_em > now() - interval '5 days' then (case when l.id % 2 = 0 then 'aprovada' else 'instalacao_agendada' end)
      when l.id % 25 = 0 then 'cancelada' else 'ativa' end as status) x
    where l.id > ${before} and l.status = 'vendido'`),
  );
  // The blocklist: the blocked leads' CPFs, a few phones and an address.
  await db.execute(sql`
    insert into vendas_bloqueio (tipo, valor, id_empresa, motivo)
    select 'cpf', l.cpf, l.id_empresa, 'Pediu para não receber ofertas (LGPD).'
    from vendas_lead l where l.id > ${before} and l.motivo = 'bloqueado'
    on conflict do nothing`);
  await db.execute(sql`
    insert into vendas_bloqueio (tipo, valor, id_empresa, motivo)
    values ('telefone', '31999990001', null, 'Número de trote recorrente.'),
      ('telefone', '34999990002', null, 'Pediu para não receber ligações.'),
      ('endereco', '30130500:100', null, 'Endereço com inadimplência recorrente.')
    on conflict do nothing`);
  // The planner's figures for the columns the lists and reports filter on (every column would take seconds).
  await db
    .execute(
      sql`analyze vendas_lead (created_at, id_empresa, status, motivo, tipo, id_vendedor, prazo, viabilidade, cidade)`,
    )
    .catch(() => undefined);
}
