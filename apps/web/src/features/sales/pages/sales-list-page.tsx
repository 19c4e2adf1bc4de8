import { useNavigate } from 'react-router-dom';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { DeleteDialog } from '../../../components/confirm-dialog/delete-dialog';
import { useDeleteConfirm } from '../../../components/confirm-dialog/use-delete-confirm';
import { DataTable, type DataTableColumn, type RowAction } from '../../../components/data-table/data-table';
import { statusActions } from '../../../components/data-table/status-actions';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useNotify } from '../../../lib/notify';
import { useCatalogList, useDeleteCatalogItem, useUpdateCatalogItem } from '../api/sales-catalog-api';
import type { CatalogRow, SalesCatalog } from '../sales-catalog';
import { useCan } from '../../../lib/permissions';

export type SalesRowAction<Row> = RowAction<Row>;

type Props<Row extends CatalogRow> = {
  catalog: SalesCatalog<Row, unknown, unknown, unknown>;
  columns: DataTableColumn<Row>[];
  /** Actions before Editar (a campaign's Inserir resultados). */
  leadingActions?: SalesRowAction<Row>[];
};

/** The list of a sales catalogue: edit, activate/deactivate and delete by role, CSV export. */
export function SalesListPage<Row extends CatalogRow>({ catalog, columns, leadingActions = [] }: Props<Row>) {
  const navigate = useNavigate();
  const notify = useNotify();
  const canCreate = useCan(catalog.actions.create);
  const list = useCatalogList(catalog);
  const update = useUpdateCatalogItem(catalog);
  const remove = useDeleteCatalogItem(catalog);
  const deletion = useDeleteConfirm<Row>(remove, (r) => r.nome, { deleted: catalog.texts.deleted, deleteFailed: catalog.texts.deleteFailed });
  const { texts } = catalog;

  const toggle = (row: Row) =>
    update.mutate(
      { id: row.id, object: { ativo: !row.ativo } },
      { onSuccess: () => notify.success(texts.edited), onError: () => notify.error(texts.editFailed) },
    );

  const actions: SalesRowAction<Row>[] = [
    ...leadingActions,
    { key: 'edit', can: catalog.actions.edit, label: 'Editar', icon: <EditOutlined />, iconOnly: true, onClick: (row) => navigate(`${catalog.path}/edit/${row.id}`) },
    ...statusActions((row: Row) => row.ativo, toggle, { can: catalog.actions.edit }),
    { key: 'delete', can: catalog.actions.delete, label: 'Excluir', icon: <DeleteOutlined />, iconOnly: true, danger: true, onClick: deletion.ask },
  ];

  return (
    <SectionLayout
      title={catalog.titles.list}
      back="/marketing/home"
      add={canCreate ? { label: catalog.titles.add, to: `${catalog.path}/register` } : undefined}
    >
      <DataTable<Row>
        rowKey="id"
        columns={columns}
        data={list.data}
        loading={list.isPending}
        actions={actions}
        exportable
      />
      <DeleteDialog title={catalog.titles.delete} {...deletion.dialog} />
    </SectionLayout>
  );
}
