import type { LeadStatusChange, PipelineLead } from '@intranet/shared/sales/pipeline.schemas';
import { isOverdue } from '@intranet/shared/sales/pipeline.rules';
import { iso } from '../../db/sql';
import type { PipelineRow, statusHistory } from './sales-pipeline.repository';

const num = (value: string | number | null): number | null => (value === null ? null : Number(value));
const named = (id: number | null, nome: string | null) => (id === null ? null : { id, nome: nome ?? '' });

/** A lead as the lists show it; `atrasado` at the instant of the answer. */
export function presentLead(row: PipelineRow, now: Date): PipelineLead {
  return {
    id: row.id,
    nome: row.nome,
    telefone: row.telefone,
    cpf: row.cpf,
    email: row.email,
    cep: row.cep,
    logradouro: row.logradouro,
    numero: row.numero,
    bairro: row.bairro,
    cidade: row.cidade,
    uf: row.uf,
    empresa: { id: row.id_empresa, nome: row.empresa_nome },
    campanha: named(row.id_campanha, row.campanha_nome),
    canal: named(row.id_canal, row.canal_nome),
    origem: row.origem,
    tipo: row.tipo,
    status: row.status,
    motivo: row.motivo,
    motivo_texto: row.motivo_texto,
    viabilidade: row.viabilidade,
    vendedor: named(row.id_vendedor, row.vendedor_nome),
    indicador: named(row.id_indicador, row.indicador_nome),
    plano: named(row.id_plano, row.plano_nome),
    prazo: iso(row.prazo),
    atrasado: isOverdue(row, now),
    primeiro_contato_em: iso(row.primeiro_contato_em),
    tentativas: Number(row.tentativas),
    valor_venda: num(row.valor_venda),
    bonus_indicacao: num(row.bonus_indicacao),
    created_at: iso(row.created_at) ?? '',
    status_em: iso(row.status_em) ?? '',
  };
}

export function presentChange(row: Awaited<ReturnType<typeof statusHistory>>[number]): LeadStatusChange {
  return {
    id: Number(row.id),
    de_status: row.de_status,
    para_status: row.para_status,
    de_motivo: row.de_motivo,
    para_motivo: row.para_motivo,
    texto: row.texto,
    contato: row.contato,
    segundos_no_anterior: row.segundos_no_anterior,
    usuario: row.usuario_nome ? { nome: row.usuario_nome } : null,
    created_at: iso(row.created_at) ?? '',
  };
}
