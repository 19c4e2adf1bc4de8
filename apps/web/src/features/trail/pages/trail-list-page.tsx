import { useState } from 'react';
import { Input } from 'antd';
import { DeleteOutlined, EditOutlined, LinkOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { TRAIL_API } from '@intranet/shared/trail/trail.contract';
import { formatDateTime } from '@intranet/shared/format/dates';
import type { TrilhaItem } from '@intranet/shared/trail/trail.schemas';
import { TRAIL_MSG } from '@intranet/shared/trail/trail.messages';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { DataTable, type DataTableColumn, type RowAction } from '../../../components/data-table/data-table';
import { DeleteDialog } from '../../../components/confirm-dialog/delete-dialog';
import { useDeleteConfirm } from '../../../components/confirm-dialog/use-delete-confirm';
import { useCan } from '../../../lib/permissions';
import { useTrails } from '../api/list-trails';
import { useDeleteTrail } from '../api/delete-trail';
import { TRAIL_REGISTER_PATH, trailEditPath, trailSyncPath } from '../trail-paths';

export function TrailListPage() {
  const navigate = useNavigate();
  const canCreate = useCan(TRAIL_API.create.access);
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const [search, setSearch] = useState('');
  const remove = useDeleteTrail();
  const deletion = useDeleteConfirm<TrilhaItem>(remove, (r) => r.nome, {
    deleted: TRAIL_MSG.deleted,
    deleteFailed: TRAIL_MSG.deleteFailed,
    serverReason: true,
    refusalInDialog: true,
  });
  const query = useTrails({
    filtro: search ? { nome: search } : {},
    offset: (paging.page - 1) * paging.pageSize,
    limit: Math.min(paging.pageSize, 100),
  });

  const columns: DataTableColumn<TrilhaItem>[] = [
    { key: 'nome', title: 'Nome' },
    { key: 'conteudos', title: 'Conteúdos', align: 'center' },
    { key: 'created_at', title: 'Data de criação', text: (r) => formatDateTime(r.created_at) },
  ];
  const actions: RowAction<TrilhaItem>[] = [
    {
      key: 'sync',
      can: TRAIL_API.linkContents.access,
      label: 'Vincular conteúdos',
      icon: <LinkOutlined />,
      iconOnly: true,
      onClick: (r) => navigate(trailSyncPath(r.id)),
    },
    {
      key: 'edit',
      can: TRAIL_API.rename.access,
      label: 'Editar',
      icon: <EditOutlined />,
      iconOnly: true,
      onClick: (r) => navigate(trailEditPath(r.id)),
    },
    {
      key: 'delete',
      can: TRAIL_API.delete.access,
      label: 'Excluir',
      icon: <DeleteOutlined />,
      iconOnly: true,
      danger: true,
      onClick: deletion.ask,
    },
  ];

  return (
    <SectionLayout
      title="Trilhas"
      back="/human-resources/home"
      add={canCreate ? { label: 'NOVA TRILHA', to: TRAIL_REGISTER_PATH } : undefined}
    >
      <DataTable<TrilhaItem>
        rowKey="id"
        columns={columns}
        data={query.data?.dados}
        loading={query.isFetching}
        actions={actions}
        emptyText={query.isError ? TRAIL_MSG.listFailed : undefined}
        toolbar={
          <Input.Search
            style={{ maxWidth: 320, width: '100%' }}
            allowClear
            placeholder="Pesquisar por nome"
            aria-label="Pesquisar por nome"
            onSearch={(value) => {
              setSearch(value.trim());
              setPaging((p) => ({ ...p, page: 1 }));
            }}
          />
        }
        server={{
          total: query.data?.total ?? 0,
          page: paging.page,
          pageSize: paging.pageSize,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
      />
      <DeleteDialog title="Excluir Trilha?" text={TRAIL_MSG.confirmDelete} {...deletion.dialog} />
    </SectionLayout>
  );
}
