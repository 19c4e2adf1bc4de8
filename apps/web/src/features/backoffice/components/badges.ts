import type { DataTableBadge } from '../../../components/data-table/data-table';
import { SALE_STATUS_LABELS, type SaleStatus } from '@intranet/shared/backoffice/sale-lifecycle';

export const SALE_COLORS: Record<SaleStatus, string> = {
  pendente: 'gold',
  aprovada: 'blue',
  instalacao_agendada: 'purple',
  ativa: 'green',
  cancelada: 'red',
};

export const saleBadge = (status: SaleStatus): DataTableBadge => ({
  text: SALE_STATUS_LABELS[status],
  color: SALE_COLORS[status],
});

/** Colours of the other statuses, by their value. */
export const STATUS_COLORS: Record<string, string> = {
  pendente: 'gold',
  aprovada: 'green',
  reprovada: 'red',
  aberto: 'gold',
  em_andamento: 'blue',
  resolvido: 'green',
  cancelado: 'default',
  solicitado: 'gold',
  aprovado: 'blue',
  estornado: 'green',
  recusado: 'red',
  alta: 'red',
  media: 'orange',
  baixa: 'default',
};

/** 'dd/mm/yyyy, 13:00 às 18:00' in São Paulo. */
export function windowText(start: string | null, end: string | null): string {
  if (!start) return '';
  const zone = { timeZone: 'America/Sao_Paulo' } as const;
  const day = new Date(start).toLocaleDateString('pt-BR', zone);
  const hour = (at: string) =>
    new Date(at).toLocaleTimeString('pt-BR', { ...zone, hour: '2-digit', minute: '2-digit' });
  return end ? `${day}, ${hour(start)} às ${hour(end)}` : `${day}, ${hour(start)}`;
}
