import type { ReactNode } from 'react';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { Action } from '@intranet/shared/access/permissions';
import type { RowAction } from '../../../components/data-table/data-table';

/**
 * "Subir" and "Descer" of an ordered list: `siblings(row)` are the ids of the row's list in order;
 * `move` receives that list with the row moved one place.
 */
export function moveActions<T extends { id: number }>(
  siblings: (row: T) => number[],
  move: (row: T, ids: number[]) => void,
  can: Action,
): RowAction<T>[] {
  const shifted = (row: T, by: -1 | 1) => {
    const ids = siblings(row);
    const at = ids.indexOf(row.id);
    const to = at + by;
    if (at < 0 || to < 0 || to >= ids.length) return null;
    const next = [...ids];
    [next[at], next[to]] = [next[to], next[at]];
    return next;
  };
  const action = (key: string, label: string, icon: ReactNode, by: -1 | 1): RowAction<T> => ({
    key,
    can,
    label,
    icon,
    iconOnly: true,
    disabled: (row) => shifted(row, by) === null,
    onClick: (row) => {
      const ids = shifted(row, by);
      if (ids) move(row, ids);
    },
  });
  return [action('up', 'Subir', <ArrowUpOutlined />, -1), action('down', 'Descer', <ArrowDownOutlined />, 1)];
}
