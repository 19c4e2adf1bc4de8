import type { Lead } from '@intranet/shared/leads/leads.schemas';
import { iso } from '../../db/sql';
import type { LeadRow } from './leads.repository';

const named = (nome: string | null) => (nome === null ? null : { nome });

/** A lead as the staff list sees it; the sale's value in reais as a number. */
export function presentLead(row: LeadRow): Lead {
  return {
    id: row.id,
    nome: row.nome,
    telefone: row.telefone,
    cpf: row.cpf,
    email: row.email,
    cep: row.cep,
    id_empresa: row.id_empresa,
    empresa: { nome: row.empresa_nome },
    id_campanha: row.id_campanha,
    campanha: named(row.campanha_nome),
    id_canal: row.id_canal,
    canal: named(row.canal_nome),
    id_destino: row.id_destino,
    destino: named(row.destino_nome),
    id_link: row.id_link,
    origem: row.origem,
    status: row.status,
    valor_venda: row.valor_venda === null ? null : Number(row.valor_venda),
    data_venda: row.data_venda === null ? null : String(row.data_venda).slice(0, 10),
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
  };
}
