import { eq, sql } from 'drizzle-orm';
import type { ErpAccountKind, ErpRecordOf } from '@intranet/shared/customer-accounts/customer-accounts.erp';
import type { Db } from '../../db/client';
import { clienteSincronizacaoConta } from '../../db/schema';
import { sqlRows } from '../../db/sql';

/** Rows written by one statement: they travel as one JSON parameter, whatever the driver. */
export const UPSERT_BATCH = 1_000;

export type WriteCounts = { inserted: number; updated: number };

/** The customer ids of a provider's ERP codes (codpessoa). */
export async function customerIds(db: Db, sistema: number, codes: readonly string[]): Promise<Map<string, number>> {
  const rows = await sqlRows<{ codigo: string; id: number }>(
    db,
    sql`select codpessoa as codigo, id from relacionamento_dados_pessoas
        where sistema = ${sistema} and codpessoa in (select jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))`,
  );
  return new Map(rows.map((r) => [r.codigo, r.id]));
}

/** The plan ids of a provider's ERP plan codes. */
export async function planIds(db: Db, sistema: number, codes: readonly string[]): Promise<Map<string, number>> {
  const rows = await sqlRows<{ codigo: string; id: number }>(
    db,
    sql`select codigo_erp as codigo, id from cliente_plano
        where sistema = ${sistema} and codigo_erp in (select jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))`,
  );
  return new Map(rows.map((r) => [r.codigo, r.id]));
}

/** Contract id and customer id of a provider's ERP contract codes. */
export async function contractIds(
  db: Db,
  sistema: number,
  codes: readonly string[],
): Promise<Map<string, { id: number; id_pessoa: number }>> {
  const rows = await sqlRows<{ codigo: string; id: number; id_pessoa: number }>(
    db,
    sql`select codigo_erp as codigo, id, id_pessoa from cliente_contrato
        where sistema = ${sistema} and codigo_erp in (select jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))`,
  );
  return new Map(rows.map((r) => [r.codigo, { id: r.id, id_pessoa: r.id_pessoa }]));
}

/** Runs an upsert statement per batch of rows and adds up what it inserted and updated. */
async function inBatches<T>(db: Db, rows: readonly T[], statement: (batch: string) => ReturnType<typeof sql>) {
  const total: WriteCounts = { inserted: 0, updated: 0 };
  for (let start = 0; start < rows.length; start += UPSERT_BATCH) {
    const [counts] = await sqlRows<WriteCounts>(
      db,
      sql`with written as (${statement(JSON.stringify(rows.slice(start, start + UPSERT_BATCH)))})
          select (count(*) filter (where is_new))::int as inserted, (count(*) filter (where not is_new))::int as updated from written`,
    );
    total.inserted += counts.inserted;
    total.updated += counts.updated;
  }
  return total;
}

/** Plans by (sistema, codigo_erp): a new code inserted, a known one updated only when a value differs. */
export function upsertPlans(db: Db, sistema: number, rows: readonly ErpRecordOf<'planos'>[]) {
  return inBatches(
    db,
    rows,
    (batch) => sql`
      insert into cliente_plano as t (sistema, codigo_erp, nome, download_mbps, upload_mbps, tecnologia, valor_mensal, ativo)
      select ${sistema}::int, r.codigo, r.nome, r.download_mbps, r.upload_mbps, r.tecnologia, r.valor_mensal, r.ativo
      from jsonb_to_recordset(${batch}::jsonb) as r(codigo text, nome text, download_mbps int, upload_mbps int,
        tecnologia text, valor_mensal numeric, ativo boolean)
      on conflict (sistema, codigo_erp) do update set
        nome = excluded.nome, download_mbps = excluded.download_mbps, upload_mbps = excluded.upload_mbps,
        tecnologia = excluded.tecnologia, valor_mensal = excluded.valor_mensal, ativo = excluded.ativo
      where (t.nome, t.download_mbps, t.upload_mbps, t.tecnologia, t.valor_mensal, t.ativo) is distinct from
        (excluded.nome, excluded.download_mbps, excluded.upload_mbps, excluded.tecnologia, excluded.valor_mensal, excluded.ativo)
      returning (xmax = 0) as is_new`,
  );
}

export type ContractRow = Omit<ErpRecordOf<'contratos'>, 'cliente' | 'plano'> & {
  id_pessoa: number;
  id_plano: number | null;
};

/** Contracts by (sistema, codigo_erp). */
export function upsertContracts(db: Db, sistema: number, rows: readonly ContractRow[]) {
  return inBatches(
    db,
    rows.map((r) => ({ ...r, uf: r.uf?.toUpperCase() ?? null })),
    (batch) => sql`
      insert into cliente_contrato as t (sistema, codigo_erp, id_pessoa, id_plano, valor_mensal, tipo, dia_vencimento,
        cep, rua, numero, complemento, bairro, cidade, uf, status, data_ativacao, data_cancelamento, marcadores)
      select ${sistema}::int, r.codigo, r.id_pessoa, r.id_plano, r.valor_mensal, r.tipo, r.dia_vencimento,
        r.cep, r.rua, r.numero, r.complemento, r.bairro, r.cidade, r.uf, r.status, r.data_ativacao, r.data_cancelamento,
        r.marcadores
      from jsonb_to_recordset(${batch}::jsonb) as r(codigo text, id_pessoa int, id_plano int, valor_mensal numeric,
        tipo text, dia_vencimento smallint, cep text, rua text, numero text, complemento text, bairro text, cidade text,
        uf text, status text, data_ativacao date, data_cancelamento date, marcadores text[])
      on conflict (sistema, codigo_erp) do update set
        id_pessoa = excluded.id_pessoa, id_plano = excluded.id_plano, valor_mensal = excluded.valor_mensal,
        tipo = excluded.tipo, dia_vencimento = excluded.dia_vencimento, cep = excluded.cep, rua = excluded.rua,
        numero = excluded.numero, complemento = excluded.complemento, bairro = excluded.bairro, cidade = excluded.cidade,
        uf = excluded.uf, status = excluded.status, data_ativacao = excluded.data_ativacao,
        data_cancelamento = excluded.data_cancelamento, marcadores = excluded.marcadores
      where (t.id_pessoa, t.id_plano, t.valor_mensal, t.tipo, t.dia_vencimento, t.cep, t.rua, t.numero, t.complemento,
          t.bairro, t.cidade, t.uf, t.status, t.data_ativacao, t.data_cancelamento, t.marcadores) is distinct from
        (excluded.id_pessoa, excluded.id_plano, excluded.valor_mensal, excluded.tipo, excluded.dia_vencimento, excluded.cep,
          excluded.rua, excluded.numero, excluded.complemento, excluded.bairro, excluded.cidade, excluded.uf, excluded.status,
          excluded.data_ativacao, excluded.data_cancelamento, excluded.marcadores)
      returning (xmax = 0) as is_new`,
  );
}

type OfContract = { id_contrato: number; id_pessoa: number };
export type InvoiceRow = Omit<ErpRecordOf<'faturas'>, 'contrato'> & OfContract;

/** Invoices by (sistema, codigo_erp). */
export function upsertInvoices(db: Db, sistema: number, rows: readonly InvoiceRow[]) {
  return inBatches(
    db,
    rows,
    (batch) => sql`
      insert into cliente_fatura as t (sistema, codigo_erp, id_contrato, id_pessoa, competencia, vencimento, valor, status,
        pago_em, valor_pago, pix_copia_cola, linha_digitavel)
      select ${sistema}::int, r.codigo, r.id_contrato, r.id_pessoa, r.competencia, r.vencimento, r.valor, r.status,
        r.pago_em, r.valor_pago, r.pix_copia_cola, r.linha_digitavel
      from jsonb_to_recordset(${batch}::jsonb) as r(codigo text, id_contrato int, id_pessoa int, competencia date,
        vencimento date, valor numeric, status text, pago_em date, valor_pago numeric, pix_copia_cola text,
        linha_digitavel text)
      on conflict (sistema, codigo_erp) do update set
        id_contrato = excluded.id_contrato, id_pessoa = excluded.id_pessoa, competencia = excluded.competencia,
        vencimento = excluded.vencimento, valor = excluded.valor, status = excluded.status, pago_em = excluded.pago_em,
        valor_pago = excluded.valor_pago, pix_copia_cola = excluded.pix_copia_cola, linha_digitavel = excluded.linha_digitavel
      where (t.id_contrato, t.id_pessoa, t.competencia, t.vencimento, t.valor, t.status, t.pago_em, t.valor_pago,
          t.pix_copia_cola, t.linha_digitavel) is distinct from
        (excluded.id_contrato, excluded.id_pessoa, excluded.competencia, excluded.vencimento, excluded.valor, excluded.status,
          excluded.pago_em, excluded.valor_pago, excluded.pix_copia_cola, excluded.linha_digitavel)
      returning (xmax = 0) as is_new`,
  );
}

export type ConnectionRow = Omit<ErpRecordOf<'conexoes'>, 'contrato'> & { id_contrato: number };

/** Connections by (sistema, login): the PPPoE login is a connection's key at its provider. */
export function upsertConnections(db: Db, sistema: number, rows: readonly ConnectionRow[]) {
  return inBatches(
    db,
    rows,
    (batch) => sql`
      insert into cliente_conexao as t (sistema, login, id_contrato, status, ultimo_acesso, ip, mac)
      select ${sistema}::int, r.login, r.id_contrato, r.status, r.ultimo_acesso, r.ip, r.mac
      from jsonb_to_recordset(${batch}::jsonb) as r(login text, id_contrato int, status text, ultimo_acesso timestamptz,
        ip text, mac text)
      on conflict (sistema, login) do update set
        id_contrato = excluded.id_contrato, status = excluded.status, ultimo_acesso = excluded.ultimo_acesso,
        ip = excluded.ip, mac = excluded.mac
      where (t.id_contrato, t.status, t.ultimo_acesso, t.ip, t.mac) is distinct from
        (excluded.id_contrato, excluded.status, excluded.ultimo_acesso, excluded.ip, excluded.mac)
      returning (xmax = 0) as is_new`,
  );
}

export type ServiceOrderRow = Omit<ErpRecordOf<'ordens_servico'>, 'contrato'> & OfContract;

/** Service orders by (sistema, codigo_erp); an order keeps the opening instant it was first written with (now, when the ERP sent none). */
export function upsertServiceOrders(db: Db, sistema: number, rows: readonly ServiceOrderRow[]) {
  return inBatches(
    db,
    rows,
    (batch) => sql`
      insert into cliente_ordem_servico as t (sistema, codigo_erp, id_contrato, id_pessoa, tipo, aberta_em, janela_inicio,
        janela_fim, equipe, status, observacoes, origem)
      select ${sistema}::int, r.codigo, r.id_contrato, r.id_pessoa, r.tipo, coalesce(r.aberta_em, now()), r.janela_inicio,
        r.janela_fim, r.equipe, r.status, coalesce(r.observacoes, ''), 'erp'
      from jsonb_to_recordset(${batch}::jsonb) as r(codigo text, id_contrato int, id_pessoa int, tipo text,
        aberta_em timestamptz, janela_inicio timestamptz, janela_fim timestamptz, equipe text, status text, observacoes text)
      on conflict (sistema, codigo_erp) where codigo_erp is not null do update set
        id_contrato = excluded.id_contrato, id_pessoa = excluded.id_pessoa, tipo = excluded.tipo,
        janela_inicio = excluded.janela_inicio, janela_fim = excluded.janela_fim, equipe = excluded.equipe,
        status = excluded.status, observacoes = excluded.observacoes
      where (t.id_contrato, t.id_pessoa, t.tipo, t.janela_inicio, t.janela_fim, t.equipe, t.status, t.observacoes)
        is distinct from (excluded.id_contrato, excluded.id_pessoa, excluded.tipo, excluded.janela_inicio,
          excluded.janela_fim, excluded.equipe, excluded.status, excluded.observacoes)
      returning (xmax = 0) as is_new`,
  );
}

/** Where a provider's sync of each account kind stands (kinds never synced are absent). */
export async function accountCursors(db: Db, sistema: number): Promise<Map<ErpAccountKind, Date>> {
  const rows = await db
    .select({ tipo: clienteSincronizacaoConta.tipo, alterados_ate: clienteSincronizacaoConta.alterados_ate })
    .from(clienteSincronizacaoConta)
    .where(eq(clienteSincronizacaoConta.sistema, sistema));
  return new Map(rows.map((r) => [r.tipo, r.alterados_ate]));
}

/** Records that a provider's changes of a kind up to `until` are here. */
export async function saveAccountCursor(
  db: Db,
  sistema: number,
  tipo: ErpAccountKind,
  until: Date,
  counts: { linhas: number; invalidos: number },
) {
  await db
    .insert(clienteSincronizacaoConta)
    .values({ sistema, tipo, alterados_ate: until, ...counts })
    .onConflictDoUpdate({
      target: [clienteSincronizacaoConta.sistema, clienteSincronizacaoConta.tipo],
      set: { alterados_ate: until, ...counts, updated_at: sql`now()` },
    });
}

/**
 * The open invoices of every customer row with this CPF (and birth date, when given), at every provider,
 * the oldest due first; one row without an invoice per customer row that has none.
 */
export async function openInvoicesOf(db: Db, cpf: string, birth: string | null) {
  return sqlRows<{
    nome: string;
    provedor: string;
    competencia: string | null;
    vencimento: string | null;
    valor: string | null;
    pix_copia_cola: string | null;
    linha_digitavel: string | null;
    cliente: number;
  }>(
    db,
    sql`select p.nome_razaosocial as nome, e.nome as provedor, to_char(f.competencia, 'YYYY-MM-DD') as competencia,
          to_char(f.vencimento, 'YYYY-MM-DD') as vencimento, f.valor::text as valor, f.pix_copia_cola, f.linha_digitavel,
          p.id as cliente
        from relacionamento_dados_pessoas p
        join rh_empresa e on e.id = p.sistema
        left join cliente_fatura f on f.id_pessoa = p.id and f.status = 'aberta'
        where p.cpf = ${cpf} and (${birth}::date is null or p.data_nascimento = ${birth}::date)
        order by f.vencimento nulls last, e.nome, f.id
        limit 200`,
  );
}
