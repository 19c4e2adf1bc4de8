import { useState } from 'react';
import { Input, Select, Space, Tag } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { NEWS_API } from '@intranet/shared/news/news.contract';
import { formatInstantDate } from '@intranet/shared/format/dates';
import { NEWS_MSG } from '@intranet/shared/news/news.messages';
import type { NewsRow, NewsTableQuery } from '@intranet/shared/news/news.schemas';
import { companyOptions } from '../../../components/crud/crud-options';
import { DeleteDialog } from '../../../components/confirm-dialog/delete-dialog';
import { useDeleteConfirm } from '../../../components/confirm-dialog/use-delete-confirm';
import { DataTable, PAGE_SIZES, type DataTableColumn, type RowAction } from '../../../components/data-table/data-table';
import { statusActions } from '../../../components/data-table/status-actions';
import { FileImage } from '../../../components/file-image/file-image';
import { HistoryViewer } from '../../../components/history-viewer/history-viewer';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useCan } from '../../../lib/permissions';
import { useNotify } from '../../../lib/notify';
import { useDeleteNews } from '../api/delete-news';
import { categoryOptions } from '../api/list-category-options';
import { useNewsTable } from '../api/list-news-table';
import { useSetNewsStatus } from '../api/set-news-status';
import { readableOn } from '../../../components/colors/readable-on';
import { NEWS_FEED_PATH, NEWS_REGISTER_PATH, newsArticlePath, newsEditPath } from '../news-paths';
import { NEWS_HISTORY_IGNORE, NEWS_HISTORY_KINDS, NEWS_LABELS } from '../news-screens';
import '../news.css';

type Filters = Omit<NewsTableQuery, 'limit' | 'offset'>;

const NEUTRAL = '#595959';

const yesNo = (value: boolean) => (value ? 'Sim' : 'Não');

const columns: DataTableColumn<NewsRow>[] = [
  {
    key: 'capa',
    title: 'Capa',
    sortable: false,
    noExport: true,
    render: (r) => <FileImage id={r.imagem_capa} width={64} height={36} alt={`Capa: ${r.titulo}`} />,
  },
  {
    key: 'titulo',
    title: 'Título',
    render: (r) => (
      <Space size={4} wrap>
        <span>{r.titulo}</span>
        {r.sugestao && <Tag color="purple">{NEWS_MSG.suggestionBadge}</Tag>}
      </Space>
    ),
  },
  {
    key: 'categoria',
    title: 'Categoria',
    value: (r) => r.categoria_titulo ?? '',
    render: (r) =>
      r.categoria_titulo ? (
        <span
          className="news-category"
          style={{ background: r.categoria_cor ?? NEUTRAL, color: readableOn(r.categoria_cor ?? NEUTRAL) }}
        >
          {r.categoria_titulo}
        </span>
      ) : (
        '—'
      ),
  },
  {
    key: 'publico',
    title: 'Público',
    value: (r) =>
      r.provedor_nome ? [r.provedor_nome, r.departamento_nome].filter(Boolean).join(' / ') : NEWS_MSG.audienceAll,
  },
  { key: 'importante', title: 'Importante', value: (r) => r.importante, text: (r) => yesNo(r.importante) },
  { key: 'requer_lido', title: 'Leitura obrigatória', value: (r) => r.requer_lido, text: (r) => yesNo(r.requer_lido) },
  {
    key: 'ativo',
    title: 'Status',
    value: (r) => r.ativo,
    badge: (r) => (r.ativo ? { text: 'Ativo', color: 'green' } : { text: 'Inativo', color: 'default' }),
  },
  {
    key: 'publicado_em',
    title: 'Publicação',
    value: (r) => r.publicado_em ?? '',
    text: (r) => (r.publicado_em ? formatInstantDate(r.publicado_em) : '—'),
    noWrap: true,
  },
];

/** A select whose options load once (categories, providers). */
function useOptions(key: string, load: () => Promise<{ value: string | number; label: string }[]>) {
  return useQuery({ queryKey: ['news', 'filter-options', key], queryFn: load, staleTime: 5 * 60_000 }).data ?? [];
}

/**
 * `/news/table`: every item for the staff, newest first, paged by the server: search, category,
 * provider, status, suggestions and the De/Até of creation; edit, Ativar/Desativar, delete, and each
 * row's edit history when opened.
 */
export function NewsTablePage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const canCreate = useCan(NEWS_API.create.access);
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ page: 1, pageSize: PAGE_SIZES[0] as number });
  const table = useNewsTable({
    ...filters,
    limit: Math.min(paging.pageSize, 100),
    offset: (paging.page - 1) * paging.pageSize,
  });
  const categories = useOptions('categories', categoryOptions);
  const companies = useOptions('companies', companyOptions);
  const status = useSetNewsStatus();
  const remove = useDeleteNews();
  const deletion = useDeleteConfirm<NewsRow>(remove, (r) => r.titulo, {
    deleted: NEWS_MSG.deleted,
    deleteFailed: NEWS_MSG.deleteFailed,
    serverReason: true,
  });
  const filter = (changes: Filters) => {
    setFilters((f) => ({ ...f, ...changes }));
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const toggle = (row: NewsRow) =>
    status.mutate(
      { id: row.id, ativo: !row.ativo },
      {
        onSuccess: () => notify.success(row.ativo ? NEWS_MSG.deactivated : NEWS_MSG.activated),
        onError: (error) => notify.fail(error, NEWS_MSG.statusFailed),
      },
    );

  const actions: RowAction<NewsRow>[] = [
    {
      key: 'view',
      label: 'Ver no feed',
      icon: <EyeOutlined />,
      iconOnly: true,
      hidden: (r) => !r.ativo,
      onClick: (r) => navigate(newsArticlePath(r.id)),
    },
    {
      key: 'edit',
      can: NEWS_API.get.access,
      label: 'Editar',
      icon: <EditOutlined />,
      iconOnly: true,
      onClick: (r) => navigate(newsEditPath(r.id)),
    },
    ...statusActions<NewsRow, { can: 'news.edit' }>((r) => r.ativo, toggle, { can: 'news.edit' }),
    {
      key: 'delete',
      can: NEWS_API.remove.access,
      label: 'Excluir',
      icon: <DeleteOutlined />,
      iconOnly: true,
      danger: true,
      onClick: deletion.ask,
    },
  ];

  return (
    <SectionLayout
      title={NEWS_MSG.tableTitle}
      back={NEWS_FEED_PATH}
      add={canCreate ? { label: NEWS_MSG.add, to: NEWS_REGISTER_PATH } : undefined}
    >
      <DataTable<NewsRow>
        rowKey="id"
        columns={columns}
        data={table.data?.itens}
        loading={table.isFetching}
        actions={actions}
        emptyText={table.isError ? NEWS_MSG.listFailed : undefined}
        dateFilter={{ onFilter: (range) => filter({ de: range?.from ?? undefined, ate: range?.to ?? undefined }) }}
        expandable={{
          render: (r) => (
            <HistoryViewer
              tabela="rh_noticia"
              id={r.id}
              labels={NEWS_LABELS}
              kinds={NEWS_HISTORY_KINDS}
              ignore={NEWS_HISTORY_IGNORE}
            />
          ),
        }}
        toolbar={
          <div className="news-table__filters">
            <Input.Search
              allowClear
              placeholder="Buscar por título, resumo ou hashtag"
              aria-label="Buscar notícias"
              style={{ width: 280 }}
              onSearch={(value) => filter({ busca: value.trim() || undefined })}
            />
            <Select
              allowClear
              aria-label="Categoria"
              placeholder="Categoria"
              options={categories}
              onChange={(value?: number) => filter({ categoria: value })}
            />
            <Select
              allowClear
              aria-label="Provedor"
              placeholder="Provedor"
              options={companies}
              onChange={(value?: number) => filter({ provedor: value })}
            />
            <Select
              allowClear
              aria-label="Status"
              placeholder="Status"
              options={[
                { value: 'true', label: 'Ativas' },
                { value: 'false', label: 'Inativas' },
              ]}
              onChange={(value?: 'true' | 'false') => filter({ ativo: value })}
            />
            <Select
              allowClear
              aria-label="Origem"
              placeholder="Origem"
              options={[
                { value: 'true', label: 'Sugestões a revisar' },
                { value: 'false', label: 'Demais notícias' },
              ]}
              onChange={(value?: 'true' | 'false') => filter({ sugestao: value })}
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
      <DeleteDialog title={NEWS_MSG.deleteTitle} text={NEWS_MSG.deleteConfirm} {...deletion.dialog} />
    </SectionLayout>
  );
}
