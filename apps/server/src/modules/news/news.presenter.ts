import type { NewsArticle, NewsCard, NewsCategory, NewsRow } from '@intranet/shared/news/news.schemas';
import { iso } from '../../db/sql';
import type { NewsRecord, TableRow } from './news.repository';

type CategoryColumns = { id: number; titulo: string; color: string; icone: string } | null;

const presentCategory = (c: CategoryColumns): NewsCategory | null =>
  c ? { id: c.id, titulo: c.titulo, color: c.color, icone: c.icone } : null;

const joinName = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ').trim() || null;

/** A staff table row and the edit form's record. */
export function presentRow(row: TableRow): NewsRow {
  const n = row.item;
  return {
    id: n.id,
    titulo: n.titulo,
    resumo: n.resumo,
    fonte: n.fonte,
    url: n.url,
    texto: n.texto,
    imagem_capa: n.id_imagem_capa,
    imagem_auxiliar: n.id_imagem_auxiliar,
    importante: n.importante,
    requer_lido: n.requer_lido,
    hashtag: n.hashtag,
    categoria: n.id_categoria,
    provedor: n.id_empresa,
    departamento: n.id_departamento,
    ativo: n.ativo,
    sugestao: n.sugestao && n.publicado_em === null,
    autor: n.sugestao ? joinName(row.autor_nome, row.autor_sobrenome) : null,
    categoria_titulo: row.categoria_titulo,
    categoria_cor: row.categoria_cor,
    provedor_nome: row.provedor_nome,
    departamento_nome: row.departamento_nome,
    publicado_em: iso(n.publicado_em),
    created_at: iso(n.created_at)!,
    updated_at: iso(n.updated_at)!,
  };
}

type FeedRow = {
  id: number;
  titulo: string;
  resumo: string;
  imagem_capa: string | null;
  hashtag: string;
  importante: boolean;
  requer_lido: boolean;
  publicado_em: Date | null;
  created_at: Date;
  confirmado: boolean;
  pendente: boolean;
  categoria: CategoryColumns;
};

export function presentCard(row: FeedRow): NewsCard {
  return {
    id: row.id,
    titulo: row.titulo,
    resumo: row.resumo,
    imagem_capa: row.imagem_capa,
    categoria: presentCategory(row.categoria),
    hashtag: row.hashtag,
    importante: row.importante,
    requer_lido: row.requer_lido,
    confirmado: !!row.confirmado,
    fixado: !!row.pendente || row.importante,
    publicado_em: iso(row.publicado_em ?? row.created_at)!,
  };
}

export function presentArticle(row: {
  item: NewsRecord;
  categoria: CategoryColumns;
  confirmado_em: Date | string | null;
}): NewsArticle {
  const n = row.item;
  return {
    id: n.id,
    titulo: n.titulo,
    resumo: n.resumo,
    fonte: n.fonte,
    url: n.url,
    texto: n.texto,
    imagem_capa: n.id_imagem_capa,
    imagem_auxiliar: n.id_imagem_auxiliar,
    hashtag: n.hashtag,
    categoria: presentCategory(row.categoria),
    importante: n.importante,
    requer_lido: n.requer_lido,
    publicado_em: iso(n.publicado_em ?? n.created_at)!,
    confirmado_em: iso(row.confirmado_em),
  };
}
