import type { DataTableBadge, DataTableColumn } from '../../components/data-table/data-table';
import type { SalesItemValues } from './components/sales-item-form';
import { SALES_LABELS } from './sales-texts';

export const yesNoBadge = (value: boolean): DataTableBadge => (value ? { text: 'Sim', color: 'green' } : { text: 'Não', color: 'default' });

export const activeBadge = (value: boolean): DataTableBadge => (value ? { text: 'Ativo', color: 'green' } : { text: 'Inativo', color: 'red' });

/** Name, the provider flags, the API flag (`api` or `public`) and the status: the columns both lists share. */
export function catalogColumns<Row extends SalesItemValues>(apiField: 'api' | 'public'): DataTableColumn<Row>[] {
  const flag = (key: 'bitcom' | 'razao' | 'vetorial' | 'api' | 'public'): DataTableColumn<Row> => ({
    key,
    title: SALES_LABELS[key],
    badge: (r) => yesNoBadge(!!r[key]),
    align: 'center',
  });
  return [
    { key: 'nome', title: SALES_LABELS.nome },
    flag('bitcom'),
    flag('razao'),
    flag('vetorial'),
    flag(apiField),
    { key: 'ativo', title: SALES_LABELS.ativo, badge: (r) => activeBadge(r.ativo), align: 'center' },
  ];
}
