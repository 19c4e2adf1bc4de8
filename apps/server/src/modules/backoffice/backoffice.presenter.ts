import type {
  Chargeback,
  Problem,
  Qualification,
  Sale,
  SaleContractOption,
} from '@intranet/shared/backoffice/backoffice.schemas';
import { iso } from '../../db/sql';
import type { ChargebackRow, ContractOption, ProblemRow, QualificationRow, SaleRow } from './backoffice.repository';

const money = (value: string | number) => Number(value);
const at = (value: Date | string) => iso(value)!;
export const dayOf = (value: unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

export function presentSale(row: SaleRow): Sale {
  return {
    id: row.id,
    id_lead: row.id_lead,
    nome: row.nome,
    cpf: row.cpf,
    telefone: row.telefone,
    sistema: row.sistema,
    provedor: row.provedor,
    id_pessoa: row.id_pessoa,
    plano_nome: row.plano_nome,
    download_mbps: row.download_mbps,
    valor_mensal: money(row.valor_mensal),
    valor_instalacao: money(row.valor_instalacao),
    fidelidade_meses: Number(row.fidelidade_meses),
    vendedor: row.vendedor,
    vendida_em: at(row.vendida_em),
    status: row.status,
    status_em: at(row.status_em),
    motivo_cancelamento: row.motivo_cancelamento,
    instalacao_inicio: iso(row.instalacao_inicio),
    instalacao_fim: iso(row.instalacao_fim),
    instalacao_equipe: row.instalacao_equipe,
    id_ordem_servico: row.id_ordem_servico,
    ordem_status: row.ordem_status,
    id_contrato: row.id_contrato,
    contrato_codigo: row.contrato_codigo,
    ativada_em: iso(row.ativada_em),
    id_qualificacao: row.id_qualificacao,
    qualificacao: row.qualificacao,
  };
}

export function presentContractOption(row: ContractOption): SaleContractOption {
  return { id: row.id, codigo_erp: row.codigo_erp, plano: row.plano, status: row.status, endereco: row.endereco };
}

export function presentQualification(row: QualificationRow): Qualification {
  return {
    id: row.id,
    id_venda: row.id_venda,
    venda: {
      id: row.id_venda,
      nome: row.venda_nome,
      cpf: row.venda_cpf,
      provedor: row.venda_provedor,
      plano_nome: row.venda_plano,
      status: row.venda_status,
    },
    documentos: row.documentos,
    score: row.score === null ? null : Number(row.score),
    credito: row.credito,
    endereco: row.endereco,
    resultado: row.resultado,
    observacoes: row.observacoes,
    responsavel: row.responsavel,
    created_at: at(row.created_at),
    updated_at: at(row.updated_at),
  };
}

export function presentProblem(row: ProblemRow): Problem {
  return {
    id: row.id,
    sistema: row.sistema,
    provedor: row.provedor,
    id_venda: row.id_venda,
    id_pessoa: row.id_pessoa,
    cliente: row.cliente,
    tipo: row.tipo,
    titulo: row.titulo,
    descricao: row.descricao,
    prioridade: row.prioridade,
    status: row.status,
    id_responsavel: row.id_responsavel,
    responsavel: row.responsavel,
    resolvido_em: iso(row.resolvido_em),
    created_at: at(row.created_at),
    updated_at: at(row.updated_at),
  };
}

export function presentChargeback(row: ChargebackRow): Chargeback {
  return {
    id: row.id,
    sistema: row.sistema,
    provedor: row.provedor,
    id_fatura: row.id_fatura,
    fatura: {
      competencia: row.competencia,
      vencimento: row.vencimento,
      valor_pago: row.valor_pago === null ? null : money(row.valor_pago),
    },
    id_pessoa: row.id_pessoa,
    cliente: row.cliente,
    valor: money(row.valor),
    motivo: row.motivo,
    forma: row.forma,
    status: row.status,
    observacoes: row.observacoes,
    responsavel: row.responsavel,
    estornado_em: iso(row.estornado_em),
    created_at: at(row.created_at),
    updated_at: at(row.updated_at),
  };
}
