import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sqlRows } from '../../db/sql';

/**
 * Reads of one customer's accounts, always by their CPF (the client panel's scope): a contract that is
 * not of a customer row with this CPF is not found.
 */

export type OwnerRecordRow = {
  id: number;
  provedor: string;
  nome_razaosocial: string;
  cpf: string;
  data_nascimento: string | null;
  email: string | null;
  celular: string | null;
};

/** The customer rows of a CPF at every provider, the most recently updated first. */
export function recordsOfCpf(db: Db, cpf: string) {
  return sqlRows<OwnerRecordRow>(
    db,
    sql`select p.id, e.nome as provedor, p.nome_razaosocial, p.cpf, to_char(p.data_nascimento, 'YYYY-MM-DD') as data_nascimento,
          p.email, p.celular
        from relacionamento_dados_pessoas p join rh_empresa e on e.id = p.sistema
        where p.cpf = ${cpf}
        order by p.updated_at desc, p.id
        limit 20`,
  );
}

export type ContractSummaryRow = {
  id: number;
  provedor: string;
  plano: string | null;
  download_mbps: number | null;
  status: 'ativo' | 'suspenso' | 'cancelado';
  rua: string | null;
  numero: string | null;
  bairro: string | null;
  cidade: string | null;
  uf: string | null;
  conexao: 'online' | 'offline' | 'reduzido' | 'bloqueado' | null;
  faturas_abertas: number;
  valor_aberto: string;
  vencidas: number;
};

/** A CPF's contracts with their plan, first connection and open invoices (overdue on `today`). */
export function contractsOfCpf(db: Db, cpf: string, today: string) {
  return sqlRows<ContractSummaryRow>(
    db,
    sql`select c.id, e.nome as provedor, pl.nome as plano, pl.download_mbps, c.status, c.rua, c.numero, c.bairro, c.cidade, c.uf,
          (select cx.status from cliente_conexao cx where cx.id_contrato = c.id order by cx.id limit 1) as conexao,
          coalesce(f.abertas, 0)::int as faturas_abertas, coalesce(f.valor, 0)::text as valor_aberto,
          coalesce(f.vencidas, 0)::int as vencidas
        from relacionamento_dados_pessoas p
        join cliente_contrato c on c.id_pessoa = p.id
        join rh_empresa e on e.id = c.sistema
        left join cliente_plano pl on pl.id = c.id_plano
        left join lateral (
          select count(*) as abertas, sum(fa.valor) as valor, count(*) filter (where fa.vencimento < ${today}::date) as vencidas
          from cliente_fatura fa where fa.id_contrato = c.id and fa.status = 'aberta'
        ) f on true
        where p.cpf = ${cpf}
        order by (c.status = 'cancelado'), c.data_ativacao desc nulls last, c.id
        limit 50`,
  );
}

export type ContractRow = {
  id: number;
  sistema: number;
  provedor: string;
  codigo_erp: string;
  id_pessoa: number;
  id_plano: number | null;
  plano: string | null;
  download_mbps: number | null;
  upload_mbps: number | null;
  valor_mensal: string;
  tipo: 'residencial' | 'empresarial';
  dia_vencimento: number;
  cep: string | null;
  rua: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  cidade: string | null;
  uf: string | null;
  status: 'ativo' | 'suspenso' | 'cancelado';
  data_ativacao: string | null;
  data_cancelamento: string | null;
  marcadores: string[];
};

/** One contract of a CPF, or undefined when the contract is not theirs (or does not exist). */
export async function contractOfCpf(db: Db, cpf: string, id: number): Promise<ContractRow | undefined> {
  const [row] = await sqlRows<ContractRow>(
    db,
    sql`select c.id, c.sistema, e.nome as provedor, c.codigo_erp, c.id_pessoa, c.id_plano, pl.nome as plano,
          pl.download_mbps, pl.upload_mbps, c.valor_mensal::text as valor_mensal, c.tipo, c.dia_vencimento, c.cep, c.rua,
          c.numero, c.complemento, c.bairro, c.cidade, c.uf, c.status,
          to_char(c.data_ativacao, 'YYYY-MM-DD') as data_ativacao, to_char(c.data_cancelamento, 'YYYY-MM-DD') as data_cancelamento,
          c.marcadores
        from cliente_contrato c
        join relacionamento_dados_pessoas p on p.id = c.id_pessoa
        join rh_empresa e on e.id = c.sistema
        left join cliente_plano pl on pl.id = c.id_plano
        where c.id = ${id} and p.cpf = ${cpf}`,
  );
  return row;
}

export type ConnectionRow = {
  id: number;
  id_contrato: number;
  login: string;
  status: 'online' | 'offline' | 'reduzido' | 'bloqueado';
  ultimo_acesso: string | null;
  ip: string | null;
  mac: string | null;
};

export function connectionsOfContract(db: Db, contractId: number) {
  return sqlRows<ConnectionRow>(
    db,
    sql`select id, id_contrato, login, status, ultimo_acesso, ip, mac from cliente_conexao
        where id_contrato = ${contractId} order by id limit 20`,
  );
}

export type InvoiceRow = {
  id: number;
  sistema: number;
  id_contrato: number;
  competencia: string;
  vencimento: string;
  valor: string;
  status: 'aberta' | 'paga' | 'cancelada';
  pago_em: string | null;
  valor_pago: string | null;
  pix_copia_cola: string | null;
  linha_digitavel: string | null;
};

/** A contract's open invoices (the oldest due first) or its paid ones (the latest 24 first). */
export function invoicesOfContract(db: Db, contractId: number, situacao: 'abertas' | 'pagas') {
  const filter =
    situacao === 'abertas'
      ? sql`status = 'aberta' order by vencimento, id limit 100`
      : sql`status = 'paga' order by vencimento desc, id desc limit 24`;
  return sqlRows<InvoiceRow>(
    db,
    sql`select id, sistema, id_contrato, to_char(competencia, 'YYYY-MM-DD') as competencia,
          to_char(vencimento, 'YYYY-MM-DD') as vencimento, valor::text as valor, status,
          to_char(pago_em, 'YYYY-MM-DD') as pago_em, valor_pago::text as valor_pago, pix_copia_cola, linha_digitavel
        from cliente_fatura where id_contrato = ${contractId} and ${filter}`,
  );
}

export type ServiceOrderRow = {
  id: number;
  id_contrato: number;
  tipo: 'instalacao' | 'reparo' | 'visita_tecnica' | 'mudanca_endereco' | 'retirada_equipamento' | 'troca_plano';
  aberta_em: string;
  janela_inicio: string | null;
  janela_fim: string | null;
  equipe: string | null;
  status: 'aberta' | 'agendada' | 'em_execucao' | 'concluida' | 'cancelada';
  observacoes: string;
  origem: 'erp' | 'painel' | 'backoffice';
};

const ORDER_COLUMNS = sql`id, id_contrato, tipo, aberta_em, janela_inicio, janela_fim, equipe, status, observacoes, origem`;

/** A contract's service orders, the latest first. */
export function ordersOfContract(db: Db, contractId: number) {
  return sqlRows<ServiceOrderRow>(
    db,
    sql`select ${ORDER_COLUMNS} from cliente_ordem_servico where id_contrato = ${contractId}
        order by aberta_em desc, id desc limit 50`,
  );
}

/** The contract's open visit request from the panel, if any. */
export async function openPanelVisit(db: Db, contractId: number): Promise<ServiceOrderRow | undefined> {
  const [row] = await sqlRows<ServiceOrderRow>(
    db,
    sql`select ${ORDER_COLUMNS} from cliente_ordem_servico
        where id_contrato = ${contractId} and origem = 'painel' and status in ('aberta', 'agendada') limit 1`,
  );
  return row;
}

/** A visit request of the panel: an open order without an ERP code. */
export async function insertPanelVisit(
  db: Db,
  visit: {
    sistema: number;
    id_contrato: number;
    id_pessoa: number;
    tipo: 'reparo' | 'visita_tecnica';
    janela_inicio: string;
    janela_fim: string;
    observacoes: string;
  },
): Promise<ServiceOrderRow> {
  const [row] = await sqlRows<ServiceOrderRow>(
    db,
    sql`insert into cliente_ordem_servico (sistema, id_contrato, id_pessoa, tipo, janela_inicio, janela_fim, status, observacoes, origem)
        values (${visit.sistema}, ${visit.id_contrato}, ${visit.id_pessoa}, ${visit.tipo}, ${visit.janela_inicio}::timestamptz,
          ${visit.janela_fim}::timestamptz, 'aberta', ${visit.observacoes}, 'painel')
        returning ${ORDER_COLUMNS}`,
  );
  return row;
}
