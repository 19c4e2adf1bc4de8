import { useState } from 'react';
import { Input, Select, Tooltip } from 'antd';
import { DeleteOutlined, DislikeOutlined, EditOutlined, LikeOutlined } from '@ant-design/icons';
import { Navigate, useNavigate } from 'react-router-dom';
import { FAQ_API, FAQ_CATEGORY_API, FAQ_QUESTION_API } from '@intranet/shared/faq/faq.contract';
import { FAQ_MSG } from '@intranet/shared/faq/faq.messages';
import { FAQ_SEARCH_MAX } from '@intranet/shared/faq/faq.rules';
import type { FaqTableRow } from '@intranet/shared/faq/faq.schemas';
import { FORM_TOASTS } from '@intranet/shared/crud/crud.messages';
import { activeBadge, dateColumn } from '../../../components/crud/crud-columns';
import { useDeleteRecord, useRecordList, useUpdateRecord } from '../../../components/crud/crud-api';
import { DeleteDialog } from '../../../components/confirm-dialog/delete-dialog';
import { useDeleteConfirm } from '../../../components/confirm-dialog/use-delete-confirm';
import { DataTable, type DataTableColumn, type RowAction } from '../../../components/data-table/data-table';
import { statusActions } from '../../../components/data-table/status-actions';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useFaqTable } from '../api/faq-table';
import { FAQ_CATEGORIES_PATH, FAQ_HOME, FAQ_REGISTER, faqEditPath, questionPath } from '../faq-paths';
import { FAQ_CATEGORIES, FAQ_QUESTIONS } from '../faq-screens';
import '../faq.css';

/**
 * `/faq/list`: for the FAQ's staff, every question (internal, public, inactive) with its votes, paged
 * in SQL, searched and filtered; anyone else reads the FAQ itself (`/faq/search/noparms`).
 */
export function FaqListPage() {
  const staff = useCan(FAQ_API.table.access);
  if (!staff) return <Navigate to={FAQ_HOME} replace />;
  return <FaqTable />;
}

type Filters = { q: string; id_categoria?: number; publica?: boolean; ativo?: boolean };
const VISIBILITY = [
  { value: 'publica', label: 'Públicas' },
  { value: 'interna', label: 'Internas' },
];
const STATUS = [
  { value: 'ativo', label: 'Ativas' },
  { value: 'inativo', label: 'Inativas' },
];

function FaqTable() {
  const navigate = useNavigate();
  const notify = useNotify();
  const canCreate = useCan(FAQ_QUESTION_API.create.access);
  const canCategories = useCan(FAQ_CATEGORY_API.list.access);
  const [filters, setFilters] = useState<Filters>({ q: '' });
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const table = useFaqTable({
    ...filters,
    offset: (paging.page - 1) * paging.pageSize,
    limit: Math.min(paging.pageSize, 100),
  });
  const categories = useRecordList(FAQ_CATEGORIES);
  const update = useUpdateRecord(FAQ_QUESTIONS);
  const remove = useDeleteRecord(FAQ_QUESTIONS);
  const deletion = useDeleteConfirm<FaqTableRow>(remove, (r) => r.pergunta, {
    deleted: FORM_TOASTS.deleted,
    deleteFailed: FORM_TOASTS.deleteFailed,
    serverReason: true,
  });
  const filter = (next: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...next }));
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const toggle = (row: FaqTableRow) =>
    update.mutate(
      { id: row.id, object: { ativo: !row.ativo } },
      { onSuccess: () => notify.success(FORM_TOASTS.edited), onError: (error) => notify.fail(error) },
    );

  const columns: DataTableColumn<FaqTableRow>[] = [
    { key: 'pergunta', title: 'Pergunta' },
    { key: 'categoria', title: 'Categoria' },
    {
      key: 'publica',
      title: 'Visibilidade',
      align: 'center',
      badge: (r) => (r.publica ? { text: 'Pública', color: 'blue' } : { text: FAQ_MSG.internal, color: 'gold' }),
    },
    { key: 'ativo', title: 'Status', align: 'center', badge: (r) => activeBadge(r.ativo) },
    {
      key: 'ajudou',
      title: 'Ajudou?',
      align: 'center',
      noWrap: true,
      value: (r) => r.ajudou_sim - r.ajudou_nao,
      exportValue: (r) => `${r.ajudou_sim} sim / ${r.ajudou_nao} não`,
      render: (r) => (
        <Tooltip title={`${r.ajudou_sim} sim, ${r.ajudou_nao} não`}>
          <span className="faq-votes">
            <LikeOutlined /> <span>{r.ajudou_sim}</span> <DislikeOutlined /> <span>{r.ajudou_nao}</span>
          </span>
        </Tooltip>
      ),
    },
    dateColumn<FaqTableRow>('updated_at', 'Atualizada em'),
  ];
  const actions: RowAction<FaqTableRow>[] = [
    {
      key: 'edit',
      can: FAQ_QUESTION_API.get.access,
      label: 'Editar',
      icon: <EditOutlined />,
      iconOnly: true,
      onClick: (r) => navigate(faqEditPath(r.id)),
    },
    ...statusActions<FaqTableRow>((r) => r.ativo, toggle, { can: FAQ_QUESTION_API.update.access }),
    {
      key: 'delete',
      can: FAQ_QUESTION_API.remove.access,
      label: 'Excluir',
      icon: <DeleteOutlined />,
      iconOnly: true,
      danger: true,
      onClick: deletion.ask,
    },
  ];

  return (
    <SectionLayout
      title={FAQ_MSG.title}
      back={FAQ_HOME}
      add={canCreate ? { label: FAQ_MSG.add, to: FAQ_REGISTER } : undefined}
      link={canCategories ? { label: FAQ_MSG.categoriesLink, to: `${FAQ_CATEGORIES_PATH}/list` } : undefined}
    >
      <DataTable<FaqTableRow>
        rowKey="id"
        columns={columns}
        data={table.data?.perguntas}
        loading={table.isFetching}
        actions={actions}
        exportable
        onRowClick={(r) => window.open(questionPath(r.id), '_blank', 'noopener')}
        toolbar={
          <div className="faq-table__filters">
            <Input.Search
              allowClear
              maxLength={FAQ_SEARCH_MAX}
              placeholder="Buscar pergunta ou resposta"
              aria-label="Buscar pergunta ou resposta"
              onSearch={(value) => filter({ q: value.trim() })}
            />
            <Select
              allowClear
              placeholder="Categoria"
              aria-label="Categoria"
              options={categories.data?.map((c) => ({ value: c.id, label: c.titulo }))}
              onChange={(value?: number) => filter({ id_categoria: value })}
            />
            <Select
              allowClear
              placeholder="Visibilidade"
              aria-label="Visibilidade"
              options={VISIBILITY}
              onChange={(value?: string) => filter({ publica: value === undefined ? undefined : value === 'publica' })}
            />
            <Select
              allowClear
              placeholder="Status"
              aria-label="Status"
              options={STATUS}
              onChange={(value?: string) => filter({ ativo: value === undefined ? undefined : value === 'ativo' })}
            />
          </div>
        }
        server={{
          total: table.data?.total ?? 0,
          page: paging.page,
          pageSize: paging.pageSize,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
      />
      <DeleteDialog title={FAQ_QUESTIONS.titles.delete} {...deletion.dialog} />
    </SectionLayout>
  );
}
