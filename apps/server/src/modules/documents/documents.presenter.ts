import type { DocumentRow } from '@intranet/shared/documents/documents.schemas';
import { iso } from '../../db/sql';
import type { DocumentRecord } from './documents.repository';

/** The fields a client sees of a document. */
export function presentDocument(row: DocumentRecord): DocumentRow {
  return {
    id: row.id,
    id_usuario: row.id_usuario,
    usuario_nome: row.usuario_nome,
    empresa_nome: row.empresa_nome,
    departamento_nome: row.departamento_nome,
    id_categoria: row.id_categoria,
    categoria_nome: row.categoria_nome,
    exige_validade: row.exige_validade,
    titulo: row.titulo,
    data_emissao: row.data_emissao,
    data_validade: row.data_validade,
    observacao: row.observacao,
    arquivo: { id: row.arquivo_id, nome: row.arquivo_nome, mime: row.arquivo_mime, tamanho: row.arquivo_tamanho },
    alerta_enviado_em: iso(row.alerta_enviado_em),
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
  };
}
