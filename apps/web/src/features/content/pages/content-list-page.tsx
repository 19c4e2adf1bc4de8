import { useState } from 'react';
import { Input } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { CONTENT_API } from '@intranet/shared/content/content.contract';
import { formatDateTime } from '@intranet/shared/format/dates';
import type { ConteudoResumo } from '@intranet/shared/content/content.schemas';
import { CONTENT_MSG } from '@intranet/shared/content/content.messages';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { DataTable, type DataTableColumn, type RowAction } from '../../../components/data-table/data-table';
import { DeleteDialog } from '../../../components/confirm-dialog/delete-dialog';
import { useDeleteConfirm } from '../../../components/confirm-dialog/use-delete-confirm';
import { FileImage } from '../../../components/file-image/file-image';
import { useCan } from '../../../lib/permissions';
import { useContents } from '../api/list-contents';
import { useDeleteContent } from '../api/delete-content';
import { CONTENT_REGISTER_PATH, contentEditPath } from '../content-paths';
import '../content.css';

export function ContentListPage() {
  const navigate = useNavigate();
  const canCreate = useCan(CONTENT_API.create.access);
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const [search, setSearch] = useState('');
  const remove = useDeleteContent();
  const deletion = useDeleteConfirm<ConteudoResumo>(remove, (r) => r.titulo, {
    deleted: CONTENT_MSG.deleted,
    deleteFailed: CONTENT_MSG.deleteFailed,
    serverReason: true,
    refusalInDialog: true,
  });
  const body = {
    filtro: search ? { titulo: search } : {},
    offset: (paging.page - 1) * paging.pageSize,
    limit: Math.min(paging.pageSize, 100),
  };
  const query = useContents(body);

  const columns: DataTableColumn<ConteudoResumo>[] = [
    {
      key: 'capa',
      title: 'Capa',
      sortable: false,
      noExport: true,
      render: (r) => <FileImage id={r.id_imagem_capa} width={48} height={32} alt="" />,
    },
    { key: 'titulo', title: 'Título' },
    {
      key: 'resumo',
      title: 'Resumo',
      render: (r) => (
        <span className="content-list__summary">{r.resumo.length > 90 ? `${r.resumo.slice(0, 90)}…` : r.resumo}</span>
      ),
    },
    { key: 'created_at', title: 'Data de criação', text: (r) => formatDateTime(r.created_at) },
  ];
  const actions: RowAction<ConteudoResumo>[] = [
    {
      key: 'edit',
      can: CONTENT_API.update.access,
      label: 'Editar',
      icon: <EditOutlined />,
      iconOnly: true,
      onClick: (r) => navigate(contentEditPath(r.id)),
    },
    {
      key: 'delete',
      can: CONTENT_API.delete.access,
      label: 'Excluir',
      icon: <DeleteOutlined />,
      iconOnly: true,
      danger: true,
      onClick: deletion.ask,
    },
  ];

  return (
    <SectionLayout
      title="Conteúdos"
      back="/human-resources/home"
      add={canCreate ? { label: 'NOVO CONTEÚDO', to: CONTENT_REGISTER_PATH } : undefined}
    >
      <DataTable<ConteudoResumo>
        rowKey="id"
        columns={columns}
        data={query.data?.dados}
        loading={query.isFetching}
        actions={actions}
        emptyText={query.isError ? CONTENT_MSG.listFailed : undefined}
        toolbar={
          <Input.Search
            className="content-list__search"
            allowClear
            placeholder="Pesquisar por título"
            aria-label="Pesquisar por título"
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
      <DeleteDialog title="Excluir Conteúdo?" text={CONTENT_MSG.confirmDelete} {...deletion.dialog} />
    </SectionLayout>
  );
}
