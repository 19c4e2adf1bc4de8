import type { Agreement, ContractSummary, CustomerRecord } from '@intranet/shared/client-panel/client-panel.schemas';
import type {
  AccountConnection,
  AccountContract,
  AccountInvoice,
  AccountServiceOrder,
} from '@intranet/shared/customer-accounts/customer-accounts.schemas';
import { overdueDays } from '@intranet/shared/customer-accounts/customer-accounts.rules';
import { iso } from '../../db/sql';
import type { ownerAccounts } from '../customer-accounts/customer-accounts.public';
import type { AgreementRow } from './client-panel.repository';

type Owner = typeof ownerAccounts;
type RowOf<K extends keyof Owner> = Owner[K] extends (...args: never[]) => Promise<(infer R)[] | infer R> ? R : never;

const money = (value: string | number | null) => (value === null ? null : Number(value));
const dayOf = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : (value as string | null));

export function presentRecord(row: {
  id: number;
  provedor: string;
  nome_razaosocial: string;
  cpf: string;
  data_nascimento: string | null;
  email: string | null;
  celular: string | null;
}): CustomerRecord {
  return {
    id: row.id,
    provedor: row.provedor,
    nome_razaosocial: row.nome_razaosocial,
    cpf: row.cpf,
    data_nascimento: dayOf(row.data_nascimento),
    email: row.email,
    celular: row.celular,
  };
}

export function presentSummary(row: RowOf<'contractsOfCpf'>): ContractSummary {
  const street = [row.rua, row.numero].filter(Boolean).join(', ');
  const place = [row.bairro, row.cidade && row.uf ? `${row.cidade}/${row.uf}` : row.cidade].filter(Boolean).join(' · ');
  return {
    id: row.id,
    provedor: row.provedor,
    plano: row.plano,
    download_mbps: row.download_mbps,
    status: row.status,
    endereco: [street, place].filter(Boolean).join(' — '),
    conexao: row.conexao,
    faturas_abertas: Number(row.faturas_abertas),
    valor_aberto: Number(row.valor_aberto),
    vencidas: Number(row.vencidas),
  };
}

export function presentContract(row: NonNullable<RowOf<'contractOfCpf'>>): AccountContract & { provedor: string } {
  return {
    id: row.id,
    sistema: row.sistema,
    provedor: row.provedor,
    codigo_erp: row.codigo_erp,
    id_pessoa: row.id_pessoa,
    id_plano: row.id_plano,
    plano: row.plano,
    download_mbps: row.download_mbps,
    upload_mbps: row.upload_mbps,
    valor_mensal: Number(row.valor_mensal),
    tipo: row.tipo,
    dia_vencimento: row.dia_vencimento,
    cep: row.cep,
    rua: row.rua,
    numero: row.numero,
    complemento: row.complemento,
    bairro: row.bairro,
    cidade: row.cidade,
    uf: row.uf,
    status: row.status,
    data_ativacao: row.data_ativacao,
    data_cancelamento: row.data_cancelamento,
    marcadores: row.marcadores ?? [],
  };
}

export function presentConnection(row: RowOf<'connectionsOfContract'>): AccountConnection {
  return { ...row, ultimo_acesso: iso(row.ultimo_acesso) };
}

export function presentInvoice(row: RowOf<'invoicesOfContract'>, today: string): AccountInvoice {
  return {
    ...row,
    valor: Number(row.valor),
    valor_pago: money(row.valor_pago),
    dias_atraso: overdueDays(row, today),
  };
}

export function presentOrder(row: RowOf<'ordersOfContract'>): AccountServiceOrder {
  return {
    ...row,
    aberta_em: iso(row.aberta_em)!,
    janela_inicio: iso(row.janela_inicio),
    janela_fim: iso(row.janela_fim),
  };
}

export function presentAgreement(row: AgreementRow): Agreement {
  return {
    id: row.id,
    id_contrato: row.id_contrato,
    faturas: row.faturas,
    valor_original: Number(row.valor_original),
    valor_acordo: Number(row.valor_acordo),
    parcelas: row.parcelas,
    primeiro_vencimento: row.primeiro_vencimento,
    status: row.status,
    origem: row.origem,
    created_at: row.created_at.toISOString(),
  };
}
