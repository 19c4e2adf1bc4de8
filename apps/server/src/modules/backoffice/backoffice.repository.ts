import { sql, type SQL } from 'drizzle-orm';
import { TIME_ZONE } from '@intranet/shared/calendar/days';
import type {
  ActivationListFilter,
  ChargebackListFilter,
  ProblemListFilter,
  QualificationListFilter,
  SaleListFilter,
} from '@intranet/shared/backoffice/backoffice.schemas';
import type { SaleStatus } from '@intranet/shared/backoffice/sale-lifecycle';
import type { Db } from '../../db/client';
import { escapeLike, sqlRows } from '../../db/sql';

type Paged<F> = F & { offset: number; limit: number };
type When = Date | string;

/** A sale with its buyer (the lead), provider, seller, order and qualification, as the lists read it. */
export type SaleRow = {
  id: number;
  id_lead: number;
  nome: string;
  cpf: string;
  telefone: string;
  sistema: number;
  provedor: string;
  id_pessoa: number | null;
  plano_nome: string;
  download_mbps: number | null;
  valor_mensal: string;
  valor_instalacao: string;
  fidelidade_meses: number;
  vendedor: string | null;
  vendida_em: When;
  status: SaleStatus;
  status_em: When;
  motivo_cancelamento: string | null;
  instalacao_inicio: When | null;
  instalacao_fim: When | null;
  instalacao_equipe: string | null;
  id_ordem_servico: number | null;
  ordem_status: string | null;
  id_contrato: number | null;
  contrato_codigo: string | null;
  ativada_em: When | null;
  id_qualificacao: number | null;
  qualificacao: 'pendente' | 'aprovada' | 'reprovada' | null;
};

const SALE_SELECT = sql`
  select v.id, v.id_lead, l.nome, l.cpf, l.telefone, v.sistema, e.nome as provedor, v.id_pessoa, v.plano_nome,
    v.download_mbps, v.valor_mensal, v.valor_instalacao, v.fidelidade_meses, u.nome as vendedor, v.vendida_em,
    v.status, v.status_em, v.motivo_cancelamento, v.instalacao_inicio, v.instalacao_fim, v.instalacao_equipe,
    v.id_ordem_servico, os.status as ordem_status, v.id_contrato, c.codigo_erp as contrato_codigo, v.ativada_em,
    q.id as id_qualificacao, q.resultado as qualificacao
  from vendas_venda v
  join vendas_lead l on l.id = v.id_lead
  join rh_empresa e on e.id = v.sistema
  left join rh_usuario u on u.id = v.id_vendedor
  left join cliente_ordem_servico os on os.id = v.id_ordem_servico
  left join cliente_contrato c on c.id = v.id_contrato
  left join backoffice_qualificacao q on q.id_venda = v.id`;

/** Days of São Paulo as instants, so that an index on the column serves the period. */
const fromDay = (day: string) => sql`(${day}::date::timestamp at time zone ${TIME_ZONE})`;
const afterDay = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${TIME_ZONE})`;
const whereAll = (conditions: SQL[]) => (conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``);

/** A name (ILIKE) or a CPF (its digits, from the start) typed in a search box. */
function searchOf(text: string | undefined, name: SQL, cpf: SQL): SQL | null {
  const value = text?.trim();
  if (!value) return null;
  const digits = value.replace(/\D/g, '');
  const byName = sql`${name} ilike ${`%${escapeLike(value)}%`}`;
  return digits.length >= 3 && digits.length === value.replace(/[\s.\-/]/g, '').length
    ? sql`${cpf} like ${`${digits}%`}`
    : byName;
}

function saleConditions(filter: Omit<SaleListFilter, 'offset' | 'limit'>): SQL[] {
  const conditions: SQL[] = [];
  if (filter.sistema !== undefined) conditions.push(sql`v.sistema = ${filter.sistema}`);
  if (filter.status !== undefined) conditions.push(sql`v.status = ${filter.status}`);
  if (filter.de) conditions.push(sql`v.vendida_em >= ${fromDay(filter.de)}`);
  if (filter.ate) conditions.push(sql`v.vendida_em < ${afterDay(filter.ate)}`);
  const search = searchOf(filter.busca, sql`l.nome`, sql`l.cpf`);
  if (search) conditions.push(search);
  return conditions;
}

/** A page of sales, newest sale first, and how many match. */
export async function salePage(db: Db, filter: Paged<SaleListFilter>): Promise<{ rows: SaleRow[]; total: number }> {
  const where = whereAll(saleConditions(filter));
  const [{ total }] = await sqlRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from vendas_venda v join vendas_lead l on l.id = v.id_lead ${where}`,
  );
  const rows = await sqlRows<SaleRow>(
    db,
    sql`${SALE_SELECT} ${where} order by v.vendida_em desc, v.id desc limit ${filter.limit} offset ${filter.offset}`,
  );
  return { rows, total: Number(total) };
}

/** A page of sales scheduled or active, by installation day (latest first), and how many match. */
export async function activationPage(
  db: Db,
  filter: Paged<ActivationListFilter>,
): Promise<{ rows: SaleRow[]; total: number }> {
  const conditions: SQL[] = [sql`v.instalacao_inicio is not null`];
  conditions.push(filter.status ? sql`v.status = ${filter.status}` : sql`v.status in ('instalacao_agendada', 'ativa')`);
  if (filter.sistema !== undefined) conditions.push(sql`v.sistema = ${filter.sistema}`);
  if (filter.de) conditions.push(sql`v.instalacao_inicio >= ${fromDay(filter.de)}`);
  if (filter.ate) conditions.push(sql`v.instalacao_inicio < ${afterDay(filter.ate)}`);
  const search = searchOf(filter.busca, sql`l.nome`, sql`l.cpf`);
  if (search) conditions.push(search);
  const where = whereAll(conditions);
  const [{ total }] = await sqlRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from vendas_venda v join vendas_lead l on l.id = v.id_lead ${where}`,
  );
  const rows = await sqlRows<SaleRow>(
    db,
    sql`${SALE_SELECT} ${where} order by v.instalacao_inicio desc, v.id desc limit ${filter.limit} offset ${filter.offset}`,
  );
  return { rows, total: Number(total) };
}

export async function saleById(db: Db, id: number): Promise<SaleRow | undefined> {
  const [row] = await sqlRows<SaleRow>(db, sql`${SALE_SELECT} where v.id = ${id}`);
  return row;
}

/** The sale's row locked for a move, with what the move needs. */
export async function lockSale(
  db: Db,
  id: number,
): Promise<
  | {
      id: number;
      sistema: number;
      status: SaleStatus;
      id_pessoa: number | null;
      id_contrato: number | null;
      id_ordem_servico: number | null;
      cpf: string;
    }
  | undefined
> {
  const [row] = await sqlRows<{
    id: number;
    sistema: number;
    status: SaleStatus;
    id_pessoa: number | null;
    id_contrato: number | null;
    id_ordem_servico: number | null;
    cpf: string;
  }>(
    db,
    sql`select v.id, v.sistema, v.status, v.id_pessoa, v.id_contrato, v.id_ordem_servico, l.cpf
      from vendas_venda v join vendas_lead l on l.id = v.id_lead where v.id = ${id} for update of v`,
  );
  return row;
}

export async function updateSale(db: Db, id: number, set: SQL): Promise<void> {
  await db.execute(sql`update vendas_venda set ${set}, status_em = now() where id = ${id}`);
}

/** The customer of a provider with a CPF, when the ERP has one (the first by id if several). */
export async function customerByCpf(db: Db, sistema: number, cpf: string): Promise<number | null> {
  const [row] = await sqlRows<{ id: number }>(
    db,
    sql`select id from relacionamento_dados_pessoas where sistema = ${sistema} and cpf = ${cpf} order by id limit 1`,
  );
  return row?.id ?? null;
}

export type ContractOption = {
  id: number;
  sistema: number;
  id_pessoa: number;
  codigo_erp: string;
  plano: string | null;
  status: string;
  endereco: string;
};

const CONTRACT_OPTION = sql`
  select c.id, c.sistema, c.id_pessoa, c.codigo_erp, p.nome as plano, c.status,
    concat_ws(', ', nullif(concat_ws(' ', c.rua, c.numero), ''), c.bairro, nullif(concat_ws('/', c.cidade, c.uf), '')) as endereco
  from cliente_contrato c left join cliente_plano p on p.id = c.id_plano`;

/** A customer's contracts, for linking a sale. */
export async function contractsOf(db: Db, idPessoa: number): Promise<ContractOption[]> {
  return sqlRows<ContractOption>(db, sql`${CONTRACT_OPTION} where c.id_pessoa = ${idPessoa} order by c.id`);
}

export async function contractById(db: Db, id: number): Promise<ContractOption | undefined> {
  const [row] = await sqlRows<ContractOption>(db, sql`${CONTRACT_OPTION} where c.id = ${id}`);
  return row;
}

export async function insertInstallationOrder(
  db: Db,
  order: { sistema: number; id_contrato: number; id_pessoa: number; inicio: string; fim: string; equipe: string },
): Promise<number> {
  const [row] = await sqlRows<{ id: number }>(
    db,
    sql`insert into cliente_ordem_servico (sistema, id_contrato, id_pessoa, tipo, janela_inicio, janela_fim, equipe, status, observacoes, origem)
      values (${order.sistema}, ${order.id_contrato}, ${order.id_pessoa}, 'instalacao', ${order.inicio}, ${order.fim}, ${order.equipe},
        'agendada', 'Instalação de venda agendada pelo backoffice.', 'backoffice')
      returning id`,
  );
  return row.id;
}

export async function updateOrder(db: Db, id: number, set: SQL): Promise<void> {
  await db.execute(sql`update cliente_ordem_servico set ${set}, updated_at = now() where id = ${id}`);
}

/** Sales per status, and the home's counters. */
export async function homeCounts(db: Db): Promise<{
  vendas: { status: SaleStatus; total: number }[];
  qualificacoes_pendentes: number;
  problemas_abertos: number;
  problemas_alta: number;
  estornos_pendentes: number;
}> {
  const vendas = await sqlRows<{ status: SaleStatus; total: number }>(
    db,
    sql`select status, count(*)::int as total from vendas_venda group by status`,
  );
  const [counts] = await sqlRows<{
    qualificacoes_pendentes: number;
    problemas_abertos: number;
    problemas_alta: number;
    estornos_pendentes: number;
  }>(
    db,
    sql`select
      (select count(*)::int from backoffice_qualificacao where resultado = 'pendente') as qualificacoes_pendentes,
      (select count(*)::int from backoffice_problema where status in ('aberto', 'em_andamento')) as problemas_abertos,
      (select count(*)::int from backoffice_problema where status in ('aberto', 'em_andamento') and prioridade = 'alta') as problemas_alta,
      (select count(*)::int from backoffice_estorno where status in ('solicitado', 'aprovado')) as estornos_pendentes`,
  );
  return { vendas: vendas.map((v) => ({ status: v.status, total: Number(v.total) })), ...counts };
}

/** The installations of a São Paulo day, by window. */
export async function installationsOn(db: Db, day: string): Promise<SaleRow[]> {
  return sqlRows<SaleRow>(
    db,
    sql`${SALE_SELECT} where v.instalacao_inicio >= ${fromDay(day)} and v.instalacao_inicio < ${afterDay(day)}
      and v.status in ('instalacao_agendada', 'ativa') order by v.instalacao_inicio, v.id limit 100`,
  );
}

// --- Qualification ------------------------------------------------------------------------------

export type QualificationRow = {
  id: number;
  id_venda: number;
  venda_nome: string;
  venda_cpf: string;
  venda_provedor: string;
  venda_plano: string;
  venda_status: SaleStatus;
  documentos: 'pendente' | 'conferidos' | 'divergentes';
  score: number | null;
  credito: 'pendente' | 'aprovado' | 'reprovado';
  endereco: 'pendente' | 'viavel' | 'inviavel';
  resultado: 'pendente' | 'aprovada' | 'reprovada';
  observacoes: string;
  responsavel: string | null;
  created_at: When;
  updated_at: When;
};

const QUALIFICATION_SELECT = sql`
  select q.id, q.id_venda, l.nome as venda_nome, l.cpf as venda_cpf, e.nome as venda_provedor, v.plano_nome as venda_plano,
    v.status as venda_status, q.documentos, q.score, q.credito, q.endereco, q.resultado, q.observacoes, u.nome as responsavel,
    q.created_at, q.updated_at
  from backoffice_qualificacao q
  join vendas_venda v on v.id = q.id_venda
  join vendas_lead l on l.id = v.id_lead
  join rh_empresa e on e.id = v.sistema
  left join rh_usuario u on u.id = q.id_responsavel`;

export async function qualificationPage(
  db: Db,
  filter: Paged<QualificationListFilter>,
): Promise<{ rows: QualificationRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.sistema !== undefined) conditions.push(sql`v.sistema = ${filter.sistema}`);
  if (filter.resultado !== undefined) conditions.push(sql`q.resultado = ${filter.resultado}`);
  const search = searchOf(filter.busca, sql`l.nome`, sql`l.cpf`);
  if (search) conditions.push(search);
  const where = whereAll(conditions);
  const [{ total }] = await sqlRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from backoffice_qualificacao q join vendas_venda v on v.id = q.id_venda
      join vendas_lead l on l.id = v.id_lead ${where}`,
  );
  const rows = await sqlRows<QualificationRow>(
    db,
    sql`${QUALIFICATION_SELECT} ${where} order by q.created_at desc, q.id desc limit ${filter.limit} offset ${filter.offset}`,
  );
  return { rows, total: Number(total) };
}

export async function qualificationById(db: Db, id: number): Promise<QualificationRow | undefined> {
  const [row] = await sqlRows<QualificationRow>(db, sql`${QUALIFICATION_SELECT} where q.id = ${id}`);
  return row;
}

// --- Problems -----------------------------------------------------------------------------------

export type ProblemRow = {
  id: number;
  sistema: number;
  provedor: string;
  id_venda: number | null;
  id_pessoa: number | null;
  cliente: string | null;
  tipo: 'instalacao' | 'cadastro' | 'financeiro' | 'tecnico' | 'outro';
  titulo: string;
  descricao: string;
  prioridade: 'baixa' | 'media' | 'alta';
  status: 'aberto' | 'em_andamento' | 'resolvido' | 'cancelado';
  id_responsavel: number | null;
  responsavel: string | null;
  resolvido_em: When | null;
  created_at: When;
  updated_at: When;
};

const PROBLEM_SELECT = sql`
  select p.id, p.sistema, e.nome as provedor, p.id_venda, p.id_pessoa, coalesce(c.nome_razaosocial, l.nome) as cliente,
    p.tipo, p.titulo, p.descricao, p.prioridade, p.status, p.id_responsavel, u.nome as responsavel, p.resolvido_em,
    p.created_at, p.updated_at
  from backoffice_problema p
  join rh_empresa e on e.id = p.sistema
  left join relacionamento_dados_pessoas c on c.id = p.id_pessoa
  left join vendas_venda v on v.id = p.id_venda
  left join vendas_lead l on l.id = v.id_lead
  left join rh_usuario u on u.id = p.id_responsavel`;

function problemConditions(filter: Omit<ProblemListFilter, 'offset' | 'limit'>): SQL[] {
  const conditions: SQL[] = [];
  if (filter.sistema !== undefined) conditions.push(sql`p.sistema = ${filter.sistema}`);
  if (filter.status !== undefined) conditions.push(sql`p.status = ${filter.status}`);
  if (filter.prioridade !== undefined) conditions.push(sql`p.prioridade = ${filter.prioridade}`);
  if (filter.tipo !== undefined) conditions.push(sql`p.tipo = ${filter.tipo}`);
  const value = filter.busca?.trim();
  if (value) {
    const like = `%${escapeLike(value)}%`;
    conditions.push(sql`(p.titulo ilike ${like} or c.nome_razaosocial ilike ${like} or l.nome ilike ${like})`);
  }
  return conditions;
}

export async function problemPage(
  db: Db,
  filter: Paged<ProblemListFilter>,
): Promise<{ rows: ProblemRow[]; total: number }> {
  const where = whereAll(problemConditions(filter));
  const [{ total }] = await sqlRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from backoffice_problema p
      left join relacionamento_dados_pessoas c on c.id = p.id_pessoa
      left join vendas_venda v on v.id = p.id_venda left join vendas_lead l on l.id = v.id_lead ${where}`,
  );
  const rows = await sqlRows<ProblemRow>(
    db,
    sql`${PROBLEM_SELECT} ${where} order by p.created_at desc, p.id desc limit ${filter.limit} offset ${filter.offset}`,
  );
  return { rows, total: Number(total) };
}

export async function problemById(db: Db, id: number): Promise<ProblemRow | undefined> {
  const [row] = await sqlRows<ProblemRow>(db, sql`${PROBLEM_SELECT} where p.id = ${id}`);
  return row;
}

export async function problemsOf(db: Db, idPessoa: number, saleIds: number[]): Promise<ProblemRow[]> {
  const bySale = saleIds.length ? sql` or p.id_venda in ${saleIds}` : sql``;
  return sqlRows<ProblemRow>(
    db,
    sql`${PROBLEM_SELECT} where p.id_pessoa = ${idPessoa}${bySale} order by p.created_at desc, p.id desc limit 50`,
  );
}

// --- Chargebacks --------------------------------------------------------------------------------

export type ChargebackRow = {
  id: number;
  sistema: number;
  provedor: string;
  id_fatura: number;
  competencia: string;
  vencimento: string;
  valor_pago: string | null;
  id_pessoa: number;
  cliente: string;
  valor: string;
  motivo: string;
  forma: 'pix' | 'credito_fatura' | 'deposito';
  status: 'solicitado' | 'aprovado' | 'estornado' | 'recusado';
  observacoes: string;
  responsavel: string | null;
  estornado_em: When | null;
  created_at: When;
  updated_at: When;
};

const CHARGEBACK_SELECT = sql`
  select s.id, s.sistema, e.nome as provedor, s.id_fatura, to_char(f.competencia, 'YYYY-MM-DD') as competencia,
    to_char(f.vencimento, 'YYYY-MM-DD') as vencimento, f.valor_pago, s.id_pessoa, c.nome_razaosocial as cliente, s.valor,
    s.motivo, s.forma, s.status, s.observacoes, u.nome as responsavel, s.estornado_em, s.created_at, s.updated_at
  from backoffice_estorno s
  join rh_empresa e on e.id = s.sistema
  join cliente_fatura f on f.id = s.id_fatura
  join relacionamento_dados_pessoas c on c.id = s.id_pessoa
  left join rh_usuario u on u.id = s.id_responsavel`;

export async function chargebackPage(
  db: Db,
  filter: Paged<ChargebackListFilter>,
): Promise<{ rows: ChargebackRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.sistema !== undefined) conditions.push(sql`s.sistema = ${filter.sistema}`);
  if (filter.status !== undefined) conditions.push(sql`s.status = ${filter.status}`);
  const search = searchOf(filter.busca, sql`c.nome_razaosocial`, sql`c.cpf`);
  if (search) conditions.push(search);
  const where = whereAll(conditions);
  const [{ total }] = await sqlRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from backoffice_estorno s join relacionamento_dados_pessoas c on c.id = s.id_pessoa ${where}`,
  );
  const rows = await sqlRows<ChargebackRow>(
    db,
    sql`${CHARGEBACK_SELECT} ${where} order by s.created_at desc, s.id desc limit ${filter.limit} offset ${filter.offset}`,
  );
  return { rows, total: Number(total) };
}

export async function chargebackById(db: Db, id: number): Promise<ChargebackRow | undefined> {
  const [row] = await sqlRows<ChargebackRow>(db, sql`${CHARGEBACK_SELECT} where s.id = ${id}`);
  return row;
}

export async function chargebacksOf(db: Db, idPessoa: number): Promise<ChargebackRow[]> {
  return sqlRows<ChargebackRow>(
    db,
    sql`${CHARGEBACK_SELECT} where s.id_pessoa = ${idPessoa} order by s.created_at desc, s.id desc limit 50`,
  );
}

/** The invoice a chargeback names, locked, with what is already being returned of it. */
export async function lockInvoice(
  db: Db,
  id: number,
  exceptChargeback?: number,
): Promise<
  | { id: number; sistema: number; id_pessoa: number; status: string; valor_pago: string | null; estornado: string }
  | undefined
> {
  const except = exceptChargeback === undefined ? sql`` : sql` and s.id <> ${exceptChargeback}`;
  const [row] = await sqlRows<{
    id: number;
    sistema: number;
    id_pessoa: number;
    status: string;
    valor_pago: string | null;
    estornado: string;
  }>(
    db,
    sql`select f.id, f.sistema, f.id_pessoa, f.status, f.valor_pago,
        coalesce((select sum(s.valor) from backoffice_estorno s where s.id_fatura = f.id and s.status <> 'recusado'${except}), 0)::text as estornado
      from cliente_fatura f where f.id = ${id} for update`,
  );
  return row;
}
