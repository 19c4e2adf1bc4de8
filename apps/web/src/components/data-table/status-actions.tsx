import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import type { RowAction } from './data-table';

/** The Desativar / Ativar pair of a list row: one of the two shows, by the row's status. */
export function statusActions<T, E extends object = object>(
  isActive: (row: T) => boolean,
  onToggle: (row: T) => void,
  extra: E & Partial<RowAction<T>> = {} as E,
): (RowAction<T> & E)[] {
  return [
    {
      key: 'deactivate',
      label: 'Desativar',
      icon: <StopOutlined />,
      iconOnly: true,
      hidden: (row) => !isActive(row),
      onClick: onToggle,
      ...extra,
    },
    {
      key: 'activate',
      label: 'Ativar',
      icon: <CheckCircleOutlined />,
      iconOnly: true,
      hidden: isActive,
      onClick: onToggle,
      ...extra,
    },
  ];
}
