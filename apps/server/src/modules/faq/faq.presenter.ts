import type { FaqQuestion, FaqReadQuestion, FaqTableRow } from '@intranet/shared/faq/faq.schemas';
import type { faqPergunta } from '../../db/schema';
import { iso } from '../../db/sql';
import type { ReadRow, TableRow } from './faq.repository';
import { excerpt, markText, type WordMatcher } from './faq.text';

/** A question as staff edit it: the derived columns (plain text, search vector) are not sent. */
export function presentQuestion(row: typeof faqPergunta.$inferSelect): FaqQuestion {
  return {
    id: row.id,
    id_categoria: row.id_categoria,
    pergunta: row.pergunta,
    resposta: row.resposta,
    publica: row.publica,
    ativo: row.ativo,
    ajudou_sim: row.ajudou_sim,
    ajudou_nao: row.ajudou_nao,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** A question as readers see it; with a search, its title and an excerpt of its answer, matched words marked. */
export function presentRead(row: ReadRow, matcher: WordMatcher | null): FaqReadQuestion {
  return {
    id: row.id,
    id_categoria: row.id_categoria,
    categoria: row.categoria,
    pergunta: row.pergunta,
    resposta: row.resposta,
    publica: row.publica,
    destaque: matcher && {
      pergunta: markText(row.pergunta, matcher),
      resposta: excerpt(row.resposta_texto, matcher),
    },
  };
}

export function presentTableRow(row: TableRow): FaqTableRow {
  return { ...row, updated_at: iso(row.updated_at) ?? '' };
}
