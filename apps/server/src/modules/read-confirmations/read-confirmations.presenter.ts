import type {
  ReadFigures,
  ReadPerson,
  ReadReminder,
} from '@intranet/shared/read-confirmations/read-confirmations.schemas';
import { iso } from '../../db/sql';
import type { ItemRow, PersonRow } from './read-confirmations.repository';

/** 0–100 with one decimal; 0 for an empty audience. */
export function percentOf(confirmados: number, publico: number): number {
  return publico ? Math.round((confirmados * 1000) / publico) / 10 : 0;
}

export function presentFigures(item: ItemRow, figures: { publico: number; confirmados: number }): ReadFigures {
  const publico = Number(figures.publico);
  const confirmados = Number(figures.confirmados);
  return {
    tipo: item.tipo,
    id: Number(item.id),
    titulo: item.titulo,
    versao: Number(item.versao),
    desde: iso(item.desde)!,
    publico,
    confirmados,
    pendentes: publico - confirmados,
    percentual: percentOf(confirmados, publico),
  };
}

export function presentPerson(row: PersonRow): ReadPerson {
  return {
    id_usuario: Number(row.id_usuario),
    nome: row.nome,
    departamento: row.departamento,
    empresa: row.empresa,
    status: row.confirmado_em ? 'confirmado' : 'pendente',
    confirmado_em: iso(row.confirmado_em),
  };
}

export function presentReminder(row: {
  id: number;
  versao: number;
  enviado_por: string | null;
  enviado_em: Date | string;
  quantidade: number;
}): ReadReminder {
  return {
    id: Number(row.id),
    versao: Number(row.versao),
    enviado_por: row.enviado_por,
    enviado_em: iso(row.enviado_em)!,
    quantidade: Number(row.quantidade),
  };
}
