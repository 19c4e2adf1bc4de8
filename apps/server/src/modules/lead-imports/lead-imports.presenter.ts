import type { LeadImport, Participant } from '@intranet/shared/lead-imports/lead-imports.schemas';
import { iso } from '../../db/sql';
import type { LeadImportRow, ParticipantRow } from './lead-imports.repository';

/** An import as the calls answer it (spec §3: file id, name and date; provider, channel; counts). */
export function presentImport(row: LeadImportRow): LeadImport {
  const created = iso(row.created_at)!;
  return {
    id: row.id,
    created_at: created,
    file: { id: row.id_arquivo, name: row.nome_arquivo, createdAt: iso(row.arquivo_criado_em) ?? created },
    empresa: { id: row.id_empresa, nome: row.empresa },
    canal: { id: row.id_canal, nome: row.canal },
    campanha: { id: row.id_campanha, nome: row.campanha },
    usuario: row.id_usuario !== null ? { id: row.id_usuario, nome: row.usuario ?? '' } : null,
    registros: Number(row.registros),
    leads_criados: Number(row.leads_criados),
  };
}

/** A line of an import as the file list and the edit screen read it. */
export function presentParticipant(row: ParticipantRow): Participant {
  return {
    id: row.id,
    id_importacao_evento: row.id_importacao_evento,
    linha: row.linha,
    nome: row.nome,
    telefone: row.telefone,
    cpf: row.cpf,
    cliente: row.cliente,
    codlead: row.codlead,
    lead: row.lead,
    problema: row.problema,
    repetido_na_linha: row.repetido_na_linha === null ? null : Number(row.repetido_na_linha),
    lead_aberta: row.lead_aberta,
  };
}
