import { useNavigate } from 'react-router-dom';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { CrudSchemas } from '@intranet/shared/crud/crud.contract';
import { DeleteDialog } from '../confirm-dialog/delete-dialog';
import { useDeleteConfirm } from '../confirm-dialog/use-delete-confirm';
import { DataTable, type RowAction } from '../data-table/data-table';
import { statusActions } from '../data-table/status-actions';
import { SectionLayout } from '../section-layout/section-layout';
import { useNotify } from '../../lib/notify';
import { useCan } from '../../lib/permissions';
import { useDeleteRecord, useRecordList, useUpdateRecord } from './crud-api';
import { type CrudPatch, type CrudRecord, type CrudScreens, nameFieldOf } from './crud-config';

type Props<T extends string, S extends CrudSchemas> = {
  config: CrudScreens<T, S>;
  /** Row actions before Editar (a campaign's Inserir resultados). */
  leadingActions?: RowAction<CrudRecord<S>>[];
};

/** `{path}/list`: the records with edit, activate/deactivate and delete, each shown to whoever may make its call; CSV export. */
export function CrudListPage<T extends string, S extends CrudSchemas>({ config, leadingActions = [] }: Props<T, S>) {
  const { api, texts, titles, status } = config;
  const navigate = useNavigate();
  const notify = useNotify();
  const canCreate = useCan(api.create.access);
  const list = useRecordList(config);
  const update = useUpdateRecord(config);
  const remove = useDeleteRecord(config);
  const nameField = nameFieldOf(config);
  const deletion = useDeleteConfirm<CrudRecord<S>>(
    remove,
    (row) => String(row[nameField as keyof CrudRecord<S>]),
    texts,
  );

  const isActive = (row: CrudRecord<S>) => row[status as keyof CrudRecord<S>] === true;
  const toggle = (row: CrudRecord<S>) =>
    update.mutate(
      { id: row.id, object: { [status as string]: !isActive(row) } as CrudPatch<S> },
      { onSuccess: () => notify.success(texts.edited), onError: () => notify.error(texts.editFailed) },
    );

  const actions: RowAction<CrudRecord<S>>[] = [
    ...leadingActions,
    {
      key: 'edit',
      can: api.update.access,
      label: 'Editar',
      icon: <EditOutlined />,
      iconOnly: true,
      onClick: (row) => navigate(`${config.path}/edit/${row.id}`),
    },
    ...(status ? statusActions(isActive, toggle, { can: api.update.access }) : []),
    {
      key: 'delete',
      can: api.remove.access,
      label: 'Excluir',
      icon: <DeleteOutlined />,
      iconOnly: true,
      danger: true,
      onClick: deletion.ask,
    },
  ];

  return (
    <SectionLayout
      title={titles.list}
      back={config.back}
      add={canCreate ? { label: titles.add, to: `${config.path}/register` } : undefined}
    >
      <DataTable<CrudRecord<S>>
        rowKey="id"
        columns={config.columns}
        data={list.data}
        loading={list.isPending}
        actions={actions}
        exportable
      />
      <DeleteDialog title={titles.delete} {...deletion.dialog} />
    </SectionLayout>
  );
}
