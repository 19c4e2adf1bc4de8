import { sql } from 'drizzle-orm';
import { TIME_ZONE, today } from '@intranet/shared/calendar/days';
import type { Db } from '../../db/client';
import { type ModuleSeedContext, scaled } from '../../db/seed/seed-context';
import { sqlRows } from '../../db/sql';

/** Sales of the demo's sold leads at scale 1 (fewer when the demo has fewer sold leads). */
export const DEMO_SALES = 3_000;
export const DEMO_PROBLEMS = 300;
export const DEMO_CHARGEBACKS = 200;

/**
 * The backoffice's demo: a sale for each sold demo lead (up to DEMO_SALES at the seed's scale), whose
 * status follows its age — the old ones mostly active, some cancelled, the last weeks' still pending,
 * approved or scheduled (a few for today) —, their qualifications, problems of installations and of
 * customers, and chargebacks on paid invoices; all by set-based SQL. Then a few sales to demo customers
 * who buy a second point of service, pending with an approved qualification, which show the whole way
 * to active (contract, installation order).
 */
export async function seedBackoffice(db: Db, ctx: ModuleSeedContext): Promise<void> {
  const day = today();
  const seller = ctx.accounts.marketing.usuarioId;
  await db.execute(sql`
    insert into vendas_venda (id_lead, sistema, id_plano, plano_nome, download_mbps, valor_mensal, valor_instalacao,
      fidelidade_meses, id_vendedor, vendida_em, status, status_em, motivo_cancelamento, instalacao_inicio, instalacao_fim,
      instalacao_equipe, ativada_em, created_at, updated_at)
    select s.id, s.sistema, s.id_plano, s.plano_nome, s.download_mbps, s.valor_mensal, s.valor_instalacao, 12, ${seller},
      s.vendida_em, s.status, s.vendida_em + interval '1 day' * least(s.idade, 3), s.motivo,
      case when s.status in ('instalacao_agendada', 'ativa') then s.inicio end,
      case when s.status in ('instalacao_agendada', 'ativa') then s.inicio + interval '4 hours' end,
      case when s.status in ('instalacao_agendada', 'ativa') then 'Equipe ' || (array['Centro', 'Norte', 'Sul', 'Leste'])[1 + s.id % 4] || ' ' || (1 + s.id % 3) end,
      case when s.status = 'ativa' then s.inicio + interval '3 hours' end,
      s.vendida_em, s.vendida_em
    from (
      select l.id, l.id_empresa as sistema, p.id as id_plano, p.nome as plano_nome, p.download_mbps, p.valor_mensal,
        (array[0, 0, 99.90, 150.00])[1 + l.id % 4]::numeric(14, 2) as valor_instalacao, w.vendida_em, w.idade,
        st.status,
        case when st.status = 'cancelada' then (array['Cliente desistiu antes da instalação.', 'Endereço fora da área de cobertura.',
          'Crédito reprovado na análise.', 'Cliente não atendeu nas visitas agendadas.'])[1 + (l.id / 10) % 4] end as motivo,
        -- Installations: two to six days after the sale (before today) for the active ones; the scheduled ones from today on.
        ((d.dia + case when extract(dow from d.dia) = 0 then 1 else 0 end)::timestamp
          + case when l.id % 2 = 0 then interval '8 hours' else interval '13 hours' end) at time zone ${TIME_ZONE} as inicio
      from vendas_lead l
      cross join lateral (
        select ((coalesce(l.data_venda, (l.created_at at time zone ${TIME_ZONE})::date))::timestamp
          + interval '9 hours' + make_interval(mins => (l.id * 37) % 540)) at time zone ${TIME_ZONE} as vendida_em
      ) v0
      cross join lateral (select v0.vendida_em, (${day}::date - (v0.vendida_em at time zone ${TIME_ZONE})::date) as idade) w
      cross join lateral (
        select case
          when w.idade > 45 then case when l.id % 10 = 0 then 'cancelada' else 'ativa' end
          when w.idade > 14 then (array['cancelada', 'instalacao_agendada', 'ativa', 'ativa', 'ativa', 'aprovada',
            'ativa', 'instalacao_agendada', 'ativa', 'ativa'])[1 + l.id % 10]
          when w.idade > 2 then (array['aprovada', 'instalacao_agendada', 'ativa', 'pendente', 'instalacao_agendada'])[1 + l.id % 5]
          else (array['aprovada', 'pendente', 'pendente'])[1 + l.id % 3]
        end as status
      ) st
      cross join lateral (
        select case when st.status = 'ativa'
          then least((w.vendida_em at time zone ${TIME_ZONE})::date + 2 + l.id % 5, ${day}::date - 1)
          else ${day}::date + l.id % 8 end as dia
      ) d
      cross join lateral (
        select p.* from cliente_plano p where p.sistema = l.id_empresa and p.ativo
        order by p.id offset (l.id % 5) limit 1
      ) p
      where l.status = 'vendido' and w.idade >= 0 and w.idade <= 200
        and not exists (select 1 from vendas_venda x where x.id_lead = l.id)
      order by l.id
      limit ${scaled(ctx, DEMO_SALES)}
    ) s`);

  // Qualifications: every sale past pending passed one; cancelled ones half failed; pending ones at every stage.
  await db.execute(sql`
    insert into backoffice_qualificacao (id_venda, documentos, score, credito, endereco, resultado, observacoes,
      id_responsavel, created_at, updated_at)
    select v.id, q.documentos, q.score, q.credito, q.endereco,
      case when q.documentos = 'divergentes' or q.credito = 'reprovado' or q.endereco = 'inviavel' then 'reprovada'
           when q.documentos = 'conferidos' and q.credito = 'aprovado' and q.endereco = 'viavel' then 'aprovada'
           else 'pendente' end,
      q.nota, ${seller}, v.vendida_em + interval '2 hours', v.vendida_em + interval '5 hours'
    from vendas_venda v
    cross join lateral (
      select
        case when v.status = 'pendente' and v.id % 6 = 1 then 'pendente'
             when v.status = 'cancelada' and v.id % 4 = 0 then 'divergentes' else 'conferidos' end as documentos,
        case when v.status = 'pendente' and v.id % 6 in (1, 2) then null
             when v.status = 'cancelada' and v.id % 4 = 1 then 250 + v.id % 150 else 560 + v.id % 420 end as score,
        case when v.status = 'pendente' and v.id % 6 in (1, 2) then 'pendente'
             when v.status = 'cancelada' and v.id % 4 = 1 then 'reprovado' else 'aprovado' end as credito,
        case when v.status = 'pendente' and v.id % 6 in (1, 2, 3) then 'pendente'
             when v.status = 'pendente' and v.id % 6 = 4 then 'inviavel' else 'viavel' end as endereco,
        case when v.status = 'pendente' and v.id % 6 = 4 then 'Sem caixa de atendimento com porta livre na rua.'
             else '' end as nota
    ) q
    where v.id_lead in (select id from vendas_lead where status = 'vendido') and (v.status <> 'pendente' or v.id % 6 <> 0)
      and not exists (select 1 from backoffice_qualificacao x where x.id_venda = v.id)`);

  // Problems: installations that went wrong, and customers' troubles.
  const problems = scaled(ctx, DEMO_PROBLEMS);
  await db.execute(sql`
    insert into backoffice_problema (sistema, id_venda, tipo, titulo, descricao, prioridade, status, id_responsavel,
      resolvido_em, created_at, updated_at)
    select v.sistema, v.id, 'instalacao', t.titulo, t.descricao, (array['baixa', 'media', 'media', 'alta'])[1 + v.id % 4],
      t.status, ${seller}, case when t.status = 'resolvido' then v.instalacao_inicio + interval '2 days' end,
      v.instalacao_inicio - interval '1 day', v.instalacao_inicio
    from vendas_venda v
    cross join lateral (
      select (array['Técnico não encontrou o endereço', 'Cliente ausente na janela agendada',
          'Falta de ONU no estoque da equipe', 'Poste sem acesso para o drop'])[1 + (v.id / 7) % 4] as titulo,
        (array['O número informado na venda não existe na rua; confirmar com o cliente.',
          'A equipe esteve no local e ninguém atendeu; reagendar com o cliente.',
          'A instalação foi adiada até a reposição do estoque.',
          'É preciso autorização da distribuidora para usar o poste.'])[1 + (v.id / 7) % 4] as descricao,
        case when v.status = 'ativa' then 'resolvido' when v.status = 'cancelada' then 'cancelado'
             else (array['aberto', 'em_andamento'])[1 + v.id % 2] end as status
    ) t
    where v.instalacao_inicio is not null and v.id % 7 = 3
    order by v.id
    limit ${Math.ceil(problems / 2)}`);
  await db.execute(sql`
    insert into backoffice_problema (sistema, id_pessoa, tipo, titulo, descricao, prioridade, status, id_responsavel,
      resolvido_em, created_at, updated_at)
    select c.sistema, c.id, t.tipo, t.titulo, t.descricao, (array['baixa', 'media', 'alta'])[1 + c.id % 3], t.status,
      ${seller}, case when t.status = 'resolvido' then t.aberto + interval '3 days' end, t.aberto, t.aberto
    from relacionamento_dados_pessoas c
    cross join lateral (
      select (array['financeiro', 'cadastro', 'tecnico'])[1 + (c.id / 13) % 3] as tipo,
        (array['Cobrança em duplicidade no mês', 'CPF divergente entre venda e ERP', 'Quedas frequentes após a instalação'])[1 + (c.id / 13) % 3] as titulo,
        (array['Cliente recebeu dois boletos da mesma competência.', 'O CPF do contrato não confere com o documento enviado.',
          'Cliente relata quedas à noite; verificar sinal óptico.'])[1 + (c.id / 13) % 3] as descricao,
        (array['aberto', 'em_andamento', 'resolvido', 'resolvido'])[1 + c.id % 4] as status,
        (${day}::date - (c.id % 90))::timestamp at time zone ${TIME_ZONE} + interval '11 hours' as aberto
    ) t
    where c.id % 61 = 5
    order by c.id
    limit ${problems - Math.ceil(problems / 2)}`);

  // Chargebacks on paid invoices of the last months.
  await db.execute(sql`
    insert into backoffice_estorno (sistema, id_fatura, id_pessoa, valor, motivo, forma, status, observacoes,
      id_responsavel, estornado_em, created_at, updated_at)
    select f.sistema, f.id, f.id_pessoa, case when f.id % 3 = 0 then round(f.valor_pago / 2, 2) else f.valor_pago end,
      (array['Pagamento em duplicidade: boleto e PIX da mesma fatura.', 'Cobrança após o cancelamento do contrato.',
        'Desconto de instabilidade não aplicado na fatura.'])[1 + f.id % 3],
      (array['pix', 'credito_fatura', 'deposito'])[1 + (f.id / 3) % 3], s.status, '', ${seller},
      case when s.status = 'estornado' then f.pago_em::timestamp at time zone ${TIME_ZONE} + interval '5 days' end,
      f.pago_em::timestamp at time zone ${TIME_ZONE} + interval '1 day', f.pago_em::timestamp at time zone ${TIME_ZONE} + interval '2 days'
    from cliente_fatura f
    cross join lateral (select (array['solicitado', 'aprovado', 'estornado', 'estornado', 'recusado'])[1 + (f.id / 7) % 5] as status) s
    where f.status = 'paga' and f.valor_pago > 0 and f.pago_em is not null and f.id % 97 = 11
    order by f.id desc
    limit ${scaled(ctx, DEMO_CHARGEBACKS)}`);

  await seedSecondPoints(db, seller, ctx.org.companies);
}

/**
 * Demo customers who buy a second point of service (the last of each provider with an e-mail and an
 * active contract): a lead of their own and a pending sale whose qualification passed.
 */
async function seedSecondPoints(db: Db, seller: number, companies: readonly { id: number }[]): Promise<void> {
  for (const company of companies) {
    // Read backwards along (sistema, id): the first that fits ends the scan.
    const [customer] = await sqlRows<{ id: number }>(
      db,
      sql`select c.id from relacionamento_dados_pessoas c
        where c.sistema = ${company.id} and c.email is not null and c.celular is not null
          and exists (select 1 from cliente_contrato k where k.id_pessoa = c.id and k.status = 'ativo')
        order by c.sistema desc, c.id desc limit 1`,
    );
    if (!customer) continue;
    const { id } = customer;
    const [lead] = await sqlRows<{ id: number; sistema: number }>(
      db,
      sql`insert into vendas_lead (nome, telefone, cpf, email, id_empresa, origem, status, valor_venda, data_venda, consentimento_em)
        select c.nome_razaosocial, c.celular, c.cpf, c.email, c.sistema, 'manual', 'vendido', p.valor_mensal * 12, ${today()}, now()
        from relacionamento_dados_pessoas c
        join lateral (select valor_mensal from cliente_plano where sistema = c.sistema and ativo order by id limit 1) p on true
        where c.id = ${id}
        returning id, id_empresa as sistema`,
    );
    await db.execute(sql`
      insert into vendas_venda (id_lead, sistema, id_plano, plano_nome, download_mbps, valor_mensal, valor_instalacao,
        fidelidade_meses, id_vendedor)
      select ${lead.id}, p.sistema, p.id, p.nome, p.download_mbps, p.valor_mensal, 0, 12, ${seller}
      from cliente_plano p where p.sistema = ${lead.sistema} and p.ativo order by p.id offset 1 limit 1`);
    await db.execute(sql`
      insert into backoffice_qualificacao (id_venda, documentos, score, credito, endereco, resultado, id_responsavel)
      select id, 'conferidos', 820, 'aprovado', 'viavel', 'aprovada', ${seller} from vendas_venda where id_lead = ${lead.id}`);
  }
}
