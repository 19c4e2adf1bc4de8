import dayjs from 'dayjs';
import { TIME_ZONE } from '@intranet/shared/format/dates';
import type { DataTableBadge } from '../../components/data-table/data-table';

/** Short date of the lists (marketing spec §9: dd/mm/yy). */
export function shortDate(value: string): string {
  return dayjs(value).tz(TIME_ZONE).format('DD/MM/YY');
}

export const yesNoBadge = (value: boolean): DataTableBadge => (value ? { text: 'Sim', color: 'green' } : { text: 'Não', color: 'default' });

export const activeBadge = (value: boolean): DataTableBadge => (value ? { text: 'Ativo', color: 'green' } : { text: 'Inativo', color: 'red' });
