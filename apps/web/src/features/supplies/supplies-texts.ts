import { formatDateTime } from '@intranet/shared/format/dates';
import type { DataTableColumn } from '../../components/data-table/data-table';
import { MOVE_TYPE_LABELS, type MoveType } from '@intranet/shared/supplies/supplies.rules';
import type { Move } from '@intranet/shared/supplies/supplies.schemas';

export const MOVE_COLORS: Record<MoveType, string> = {
  entrada: 'default',
  retirada: 'blue',
  instalacao: 'green',
  recolhimento: 'orange',
  devolucao: 'cyan',
  manutencao: 'gold',
  reparo: 'lime',
  reciclagem: 'red',
  ajuste: 'purple',
};

export const money = (value: string | number) =>
  Number(value).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });

export const moveColumns: DataTableColumn<Move>[] = [
  {
    key: 'criado_em',
    title: 'Data',
    value: (m) => m.criado_em,
    text: (m) => formatDateTime(m.criado_em),
    noWrap: true,
  },
  {
    key: 'tipo',
    title: 'Movimento',
    value: (m) => MOVE_TYPE_LABELS[m.tipo],
    badge: (m) => ({ text: MOVE_TYPE_LABELS[m.tipo], color: MOVE_COLORS[m.tipo] }),
  },
  { key: 'patrimonio', title: 'Patrimônio', noWrap: true },
  { key: 'serial', title: 'Série', value: (m) => m.serial ?? '—' },
  { key: 'produto', title: 'Produto' },
  { key: 'de', title: 'De', value: (m) => m.de ?? '—' },
  { key: 'para', title: 'Para' },
  { key: 'os', title: 'OS', value: (m) => m.os ?? '—' },
  { key: 'motivo', title: 'Motivo', value: (m) => m.motivo ?? '—' },
  { key: 'usuario', title: 'Por', value: (m) => m.usuario ?? '—' },
];
