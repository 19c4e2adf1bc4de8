import { sql } from 'drizzle-orm';
import { BACKOFFICE_MSG } from '@intranet/shared/backoffice/backoffice.messages';
import type { CustomerDetails, CustomerOption } from '@intranet/shared/backoffice/backoffice.schemas';
import { today } from '@intranet/shared/calendar/days';
import { overdueDays } from '@intranet/shared/customer-accounts/customer-accounts.rules';
import { escapeLike, iso, sqlRows } from '../../db/sql';
import { notFound } from '../../platform/http/errors';
import type { OpContext } from '../../platform/http/routes';
import { dayOf, presentChargeback, presentProblem, presentSale } from './backoffice.presenter';
import * as repo from './backoffice.repository';

const M = BACKOFFICE_MSG.customer;
const money = (v: string | number | null) => (v === null ? null : Number(v));
const dayOrNull = (v: unknown) => (v === null || v === undefined ? null : dayOf(v));

/** Customers by name or CPF (the first 20, by name), for the search boxes of the backoffice. */
export async function searchCustomers(ctx: OpContext, text: string): Promise<{ clientes: CustomerOption[] }> {
  const digits = text.replace(/\D/g, '');
  const byCpf = digits.length >= 3 && digits.length === text.replace(/[\s.\-/]/g, '').length;
  const where = byCpf ? sql`c.cpf like ${`${digits}%`}` : sql`c.nome_razaosocial ilike ${`%${escapeLike(text)}%`}`;
  const clientes = await sqlRows<CustomerOption>(
    ctx.db,
    sql`select c.id, c.nome_razaosocial as nome, c.cpf, e.nome as provedor, c.sistema
      from relacionamento_dados_pessoas c join rh_empresa e on e.id = c.sistema
      where ${where} order by c.nome_razaosocial, c.id limit 20`,
  );
  return { clientes };
}

/** A customer's paid invoices (latest first), for a chargeback's form. */
export async function paidInvoices(ctx: OpContext, id: number) {
  const rows = await sqlRows<{
    id: number;
    competencia: unknown;
    vencimento: unknown;
    valor: string;
    valor_pago: string;
    pago_em: unknown;
  }>(
    ctx.db,
    sql`select id, competencia, vencimento, valor, valor_pago, pago_em from cliente_fatura
      where id_pessoa = ${id} and status = 'paga' and valor_pago is not null order by vencimento desc, id desc limit 24`,
  );
  return {
    faturas: rows.map((r) => ({
      id: r.id,
      competencia: dayOf(r.competencia),
      vencimento: dayOf(r.vencimento),
      valor: Number(r.valor),
      valor_pago: Number(r.valor_pago),
      pago_em: dayOrNull(r.pago_em),
    })),
  };
}

/**
 * Everything of one customer row on one screen: contracts, the latest invoices, connections, service
 * orders (the client panel's visit requests among them), agreements, leads and sales of their CPF at
 * the provider, the messages of the communication scale, the sending restrictions, problems,
 * chargebacks, and the latest history of these records.
 */
export async function customerDetails(ctx: OpContext, id: number): Promise<CustomerDetails> {
  const { db } = ctx;
  const [c] = await sqlRows<{
    id: number;
    sistema: number;
    provedor: string;
    codpessoa: string;
    cpf: string;
    nome_razaosocial: string;
    email: string | null;
    celular: string | null;
    data_nascimento: unknown;
    ativo: boolean;
  }>(
    db,
    sql`select c.id, c.sistema, e.nome as provedor, c.codpessoa, c.cpf, c.nome_razaosocial, c.email, c.celular,
        c.data_nascimento, c.ativo
      from relacionamento_dados_pessoas c join rh_empresa e on e.id = c.sistema where c.id = ${id}`,
  );
  if (!c) throw notFound(M.notFound);
  const day = today();

  const [painel] = await sqlRows<{ convidado_em: unknown; primeiro_acesso_em: unknown; ultimo_acesso_em: unknown }>(
    db,
    sql`select convidado_em, primeiro_acesso_em, ultimo_acesso_em from cliente_acesso where cpf = ${c.cpf}`,
  );
  const contratos = await sqlRows<Record<string, unknown>>(
    db,
    sql`select k.*, p.nome as plano, p.download_mbps, p.upload_mbps, e.nome as provedor
      from cliente_contrato k left join cliente_plano p on p.id = k.id_plano join rh_empresa e on e.id = k.sistema
      where k.id_pessoa = ${id} order by k.id`,
  );
  const faturas = await sqlRows<Record<string, unknown>>(
    db,
    sql`select * from cliente_fatura where id_pessoa = ${id} order by vencimento desc, id desc limit 24`,
  );
  const contractIds = contratos.map((k) => k.id as number);
  const conexoes = contractIds.length
    ? await sqlRows<Record<string, unknown>>(
        db,
        sql`select * from cliente_conexao where id_contrato in ${contractIds} order by id`,
      )
    : [];
  const ordens = await sqlRows<Record<string, unknown>>(
    db,
    sql`select * from cliente_ordem_servico where id_pessoa = ${id} order by aberta_em desc, id desc limit 50`,
  );
  const acordos = await sqlRows<Record<string, unknown>>(
    db,
    sql`select * from cliente_acordo where id_pessoa = ${id} order by created_at desc, id desc limit 50`,
  );
  const leads = await sqlRows<Record<string, unknown>>(
    db,
    sql`select l.id, l.nome, e.nome as provedor, l.status, k.nome as campanha, l.created_at
      from vendas_lead l join rh_empresa e on e.id = l.id_empresa left join vendas_campanha k on k.id = l.id_campanha
      where l.cpf = ${c.cpf} order by l.created_at desc, l.id desc limit 50`,
  );
  const sales = await sqlRows<repo.SaleRow>(
    db,
    sql`select v.id from vendas_venda v join vendas_lead l on l.id = v.id_lead
      where v.id_pessoa = ${id} or (l.cpf = ${c.cpf} and v.sistema = ${c.sistema})
      order by v.vendida_em desc, v.id desc limit 50`,
  );
  const vendas = (await Promise.all(sales.map((s) => repo.saleById(db, s.id)))).filter((s) => s !== undefined);
  const mensagens = await sqlRows<Record<string, unknown>>(
    db,
    sql`select m.id, m.canal, m.data_envio, m.turno, m.destino, m.status, k.nome as campanha
      from comunicacao_entrega m left join campanha_comunicacao k on k.id = m.campanha_id
      where m.cliente_id = ${id} order by m.data_envio desc, m.id desc limit 50`,
  );
  const [restricao] = await sqlRows<{ whatsapp: boolean; email: boolean; sms: boolean }>(
    db,
    sql`select whatsapp, email, sms from relacionamento_preferencias_cliente where sistema = ${c.sistema} and cod_cliente = ${c.codpessoa}`,
  );
  const problemas = await repo.problemsOf(
    db,
    id,
    vendas.map((v) => v.id),
  );
  const estornos = await repo.chargebacksOf(db, id);

  const items = [
    sql`(h.tabela = 'relacionamento_dados_pessoas' and h.id_item = ${String(id)})`,
    ...(
      [
        ['vendas_venda', vendas.map((v) => v.id)],
        ['cliente_acordo', acordos.map((a) => a.id as number)],
        ['backoffice_problema', problemas.map((p) => p.id)],
        ['backoffice_estorno', estornos.map((e) => e.id)],
      ] as const
    )
      .filter(([, ids]) => ids.length > 0)
      .map(([table, ids]) => sql`(h.tabela = ${table} and h.id_item in ${ids.map(String)})`),
  ];
  const historico = await sqlRows<{
    id: number;
    tabela: string;
    id_item: string;
    operacao: string;
    data: unknown;
    usuario: string | null;
    old_data: Record<string, unknown> | null;
    new_data: Record<string, unknown> | null;
  }>(
    db,
    sql`select h.id, h.tabela, h.id_item, h.operacao, h.data, u.nome as usuario, h.old_data, h.new_data
      from rh_logs_rh h left join rh_usuario u on u.id = h.id_usuario
      where ${sql.join(items, sql` or `)} order by h.data desc, h.id desc limit 30`,
  );

  return {
    cliente: {
      id: c.id,
      sistema: c.sistema,
      provedor: c.provedor,
      codpessoa: c.codpessoa,
      cpf: c.cpf,
      nome: c.nome_razaosocial,
      email: c.email,
      celular: c.celular,
      data_nascimento: dayOrNull(c.data_nascimento),
      ativo: c.ativo,
    },
    painel: painel
      ? {
          convidado_em: iso(painel.convidado_em as Date | null),
          primeiro_acesso_em: iso(painel.primeiro_acesso_em as Date | null),
          ultimo_acesso_em: iso(painel.ultimo_acesso_em as Date | null),
        }
      : null,
    contratos: contratos.map((k) => ({
      id: k.id as number,
      sistema: k.sistema as number,
      provedor: k.provedor as string,
      codigo_erp: k.codigo_erp as string,
      id_pessoa: k.id_pessoa as number,
      id_plano: k.id_plano as number | null,
      plano: k.plano as string | null,
      download_mbps: k.download_mbps as number | null,
      upload_mbps: k.upload_mbps as number | null,
      valor_mensal: Number(k.valor_mensal),
      tipo: k.tipo as 'residencial' | 'empresarial',
      dia_vencimento: Number(k.dia_vencimento),
      cep: k.cep as string | null,
      rua: k.rua as string | null,
      numero: k.numero as string | null,
      complemento: k.complemento as string | null,
      bairro: k.bairro as string | null,
      cidade: k.cidade as string | null,
      uf: k.uf as string | null,
      status: k.status as 'ativo' | 'suspenso' | 'cancelado',
      data_ativacao: dayOrNull(k.data_ativacao),
      data_cancelamento: dayOrNull(k.data_cancelamento),
      marcadores: (k.marcadores as string[] | null) ?? [],
    })),
    faturas: faturas.map((f) => {
      const vencimento = dayOf(f.vencimento);
      const status = f.status as 'aberta' | 'paga' | 'cancelada';
      return {
        id: f.id as number,
        sistema: f.sistema as number,
        id_contrato: f.id_contrato as number,
        competencia: dayOf(f.competencia),
        vencimento,
        valor: Number(f.valor),
        status,
        dias_atraso: overdueDays({ vencimento, status }, day),
        pago_em: dayOrNull(f.pago_em),
        valor_pago: money(f.valor_pago as string | null),
        pix_copia_cola: f.pix_copia_cola as string | null,
        linha_digitavel: f.linha_digitavel as string | null,
      };
    }),
    conexoes: conexoes.map((x) => ({
      id: x.id as number,
      id_contrato: x.id_contrato as number,
      login: x.login as string,
      status: x.status as 'online' | 'offline' | 'reduzido' | 'bloqueado',
      ultimo_acesso: iso(x.ultimo_acesso as Date | null),
      ip: x.ip as string | null,
      mac: x.mac as string | null,
    })),
    ordens: ordens.map((o) => ({
      id: o.id as number,
      id_contrato: o.id_contrato as number,
      tipo: o.tipo as CustomerDetails['ordens'][number]['tipo'],
      aberta_em: iso(o.aberta_em as Date)!,
      janela_inicio: iso(o.janela_inicio as Date | null),
      janela_fim: iso(o.janela_fim as Date | null),
      equipe: o.equipe as string | null,
      status: o.status as CustomerDetails['ordens'][number]['status'],
      observacoes: o.observacoes as string,
      origem: o.origem as CustomerDetails['ordens'][number]['origem'],
    })),
    acordos: acordos.map((a) => ({
      id: a.id as number,
      id_contrato: a.id_contrato as number,
      valor_original: Number(a.valor_original),
      valor_acordo: Number(a.valor_acordo),
      parcelas: Number(a.parcelas),
      primeiro_vencimento: dayOf(a.primeiro_vencimento),
      status: a.status as CustomerDetails['acordos'][number]['status'],
      origem: a.origem as string,
      created_at: iso(a.created_at as Date)!,
    })),
    leads: leads.map((l) => ({
      id: l.id as number,
      nome: l.nome as string,
      provedor: l.provedor as string,
      status: l.status as CustomerDetails['leads'][number]['status'],
      campanha: l.campanha as string | null,
      created_at: iso(l.created_at as Date)!,
    })),
    vendas: vendas.map(presentSale),
    mensagens: mensagens.map((m) => ({
      id: Number(m.id),
      canal: m.canal as 'email' | 'sms' | 'whatsapp',
      data_envio: dayOf(m.data_envio),
      turno: m.turno as string,
      destino: m.destino as string,
      status: m.status as 'pendente' | 'enviada' | 'falhou',
      campanha: m.campanha as string | null,
    })),
    restricao: restricao ?? null,
    problemas: problemas.map(presentProblem),
    estornos: estornos.map(presentChargeback),
    historico: historico.map((h) => ({
      id: Number(h.id),
      tabela: h.tabela,
      id_item: h.id_item,
      operacao: h.operacao,
      data: iso(h.data as Date)!,
      usuario: h.usuario,
      campos: changedFields(h.old_data, h.new_data),
    })),
  };
}

const IGNORED = new Set(['updated_at', 'created_at', 'status_em']);

/** The columns a history entry changed (all of them for an insert), without the timestamps. */
function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string[] {
  if (!after) return [];
  return Object.keys(after).filter(
    (k) => !IGNORED.has(k) && (!before || JSON.stringify(before[k]) !== JSON.stringify(after[k])),
  );
}
