import type { HandbookCategory, HandbookChapter } from '@intranet/shared/handbook/handbook.schemas';
import { iso } from '../../db/sql';
import type { CategoryRow, ChapterRow } from './handbook.repository';

/** A part as staff see it. */
export function presentCategory(row: CategoryRow): HandbookCategory {
  return {
    id: row.id,
    titulo: row.titulo,
    prioridade: row.prioridade,
    ativo: row.ativo,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** A chapter as staff see it, with its part's title and its place ("2.1"). */
export function presentChapter(row: ChapterRow): HandbookChapter {
  return {
    id: row.id,
    id_categoria: row.id_categoria,
    categoria: row.categoria,
    titulo: row.titulo,
    texto: row.texto,
    prioridade: row.prioridade,
    ordem: `${row.ordem_categoria}.${row.prioridade}`,
    requer_leitura: row.requer_leitura,
    versao: row.versao,
    versao_em: iso(row.versao_em)!,
    atualizado_em: iso(row.atualizado_em)!,
    ativo: row.ativo,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
  };
}
