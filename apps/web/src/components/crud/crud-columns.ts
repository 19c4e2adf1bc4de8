import { createElement } from 'react';
import { formatInstantDate, formatShortDate } from '@intranet/shared/format/dates';
import type { DataTableBadge, DataTableColumn } from '../data-table/data-table';
import { MaterialIcon } from '../material-icon/material-icon';

export const yesNoBadge = (value: boolean): DataTableBadge =>
  value ? { text: 'Sim', color: 'green' } : { text: 'Não', color: 'default' };

export const activeBadge = (value: boolean): DataTableBadge =>
  value ? { text: 'Ativo', color: 'green' } : { text: 'Inativo', color: 'red' };

type Key<T> = keyof T & string;

/** A yes/no flag as a centred Sim/Não badge. */
export function flagColumn<T>(key: Key<T>, title: string): DataTableColumn<T> {
  return { key, title, badge: (row) => yesNoBadge(row[key] === true), align: 'center' };
}

/** The active flag as a centred Ativo/Inativo badge. */
export function statusColumn<T>(key: Key<T>, title: string): DataTableColumn<T> {
  return { key, title, badge: (row) => activeBadge(row[key] === true), align: 'center' };
}

/** A timestamp shown as dd/mm/yyyy, the general date of the product (sorted by the timestamp). */
export function dateColumn<T>(key: Key<T>, title: string): DataTableColumn<T> {
  return { key, title, text: (row) => formatInstantDate(row[key] as string | null) };
}

/** A timestamp shown as dd/mm/yy, the short date the marketing and roulette specs ask for (sorted by the timestamp). */
export function shortDateColumn<T>(key: Key<T>, title: string): DataTableColumn<T> {
  return { key, title, text: (row) => formatShortDate(row[key] as string | null) };
}

/** A Material icon shown as its glyph in its colour (the CSV keeps the icon's name). */
export function iconColumn<T>(key: Key<T>, title: string, color?: Key<T>): DataTableColumn<T> {
  return {
    key,
    title,
    align: 'center',
    render: (row) =>
      createElement(
        'span',
        { style: color ? { color: String(row[color]) } : undefined, title: String(row[key]) },
        createElement(MaterialIcon, { name: String(row[key]) }),
      ),
  };
}
