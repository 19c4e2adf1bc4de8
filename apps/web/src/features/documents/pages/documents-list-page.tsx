import { useState } from 'react';
import { Input, Select } from 'antd';
import { DeleteOutlined, DownloadOutlined, EditOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { today } from '@intranet/shared/calendar/days';
import { DOCUMENTS_API } from '@intranet/shared/documents/documents.contract';
import { DOCUMENTS_MSG } from '@intranet/shared/documents/documents.messages';
import {
  EXPIRY_WINDOWS,
  EXPIRY_WINDOW_LABELS,
  type ExpiryWindow,
  expiryBadge,
  expiryStatus,
} from '@intranet/shared/documents/documents.rules';
import type { DocumentRow, DocumentsQuery } from '@intranet/shared/documents/documents.schemas';
import { formatDate } from '@intranet/shared/format/dates';
import { DeleteDialog } from '../../../components/confirm-dialog/delete-dialog';
import { useDeleteConfirm } from '../../../components/confirm-dialog/use-delete-confirm';
import { companyOptions, departmentOptions } from '../../../components/crud/crud-options';
import { DataTable, PAGE_SIZES, type DataTableColumn, type RowAction } from '../../../components/data-table/data-table';
import { HistoryViewer } from '../../../components/history-viewer/history-viewer';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import {
  downloadDocument,
  personOptions,
  useDeleteDocument,
  useDocumentOptions,
  useDocuments,
} from '../api/documents-calls';
import { DOCUMENT_HISTORY_IGNORE, DOCUMENT_HISTORY_KINDS, DOCUMENT_LABELS } from '../documents-screens';
import { DOCUMENTS_REGISTER_PATH, HR_HOME_PATH, documentEditPath } from '../documents-paths';
import '../documents.css';

type Filters = Omit<DocumentsQuery, 'limit' | 'offset'>;

function columnsFor(everyone: boolean, day: string): DataTableColumn<DocumentRow>[] {
  const people: DataTableColumn<DocumentRow>[] = [
    { key: 'usuario_nome', title: 'Colaborador' },
    {
      key: 'lotacao',
      title: 'Empresa / Departamento',
      value: (r) => [r.empresa_nome, r.departamento_nome].filter(Boolean).join(' / '),
    },
  ];
  return [
    ...(everyone ? people : []),
    { key: 'categoria_nome', title: 'Categoria' },
    { key: 'titulo', title: 'Título' },
    {
      key: 'data_emissao',
      title: 'Emissão',
      value: (r) => r.data_emissao ?? '',
      text: (r) => (r.data_emissao ? formatDate(r.data_emissao) : '—'),
      noWrap: true,
    },
    {
      key: 'data_validade',
      title: 'Validade',
      value: (r) => r.data_validade ?? '',
      text: (r) => (r.data_validade ? formatDate(r.data_validade) : '—'),
      noWrap: true,
    },
    {
      key: 'situacao',
      title: 'Situação',
      value: (r) => r.data_validade ?? '9999-12-31',
      badge: (r) => expiryBadge(expiryStatus(r.data_validade, day)),
    },
    // HR's table is wide already: the file is one click away (Baixar arquivo).
    ...(everyone ? [] : [{ key: 'arquivo', title: 'Arquivo', value: (r: DocumentRow) => r.arquivo.nome }]),
  ];
}

/** A select whose options load once (companies). */
function useOptions(key: string, load: () => Promise<{ value: string | number; label: string }[]>, enabled: boolean) {
  return (
    useQuery({ queryKey: ['documents', 'filter-options', key], queryFn: load, staleTime: 5 * 60_000, enabled }).data ??
    []
  );
}

/**
 * `/documents/list`: HR sees every document, paged by the server, filtered by person, company,
 * department, category, search and "A vencer" (expired, 30, 60 or 90 days) with a badge coloured by how
 * close the expiry is; edit, delete and each row's history. An employee opening it sees their own
 * documents, read-only, and downloads them.
 */
export function DocumentsListPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const everyone = useCan('documents.list');
  const canCreate = useCan('documents.create');
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ page: 1, pageSize: PAGE_SIZES[0] as number });
  const [personSearch, setPersonSearch] = useState('');
  const table = useDocuments({
    ...filters,
    limit: Math.min(paging.pageSize, 100),
    offset: (paging.page - 1) * paging.pageSize,
  });
  const options = useDocumentOptions(everyone);
  const companies = useOptions('companies', companyOptions, everyone);
  const departments = useQuery({
    queryKey: ['documents', 'filter-options', 'departments', filters.empresa],
    queryFn: () => departmentOptions(filters.empresa),
    enabled: everyone && !!filters.empresa,
  }).data;
  const people = useQuery({
    queryKey: ['documents', 'people', personSearch],
    queryFn: () => personOptions(personSearch),
    enabled: everyone,
    staleTime: 60_000,
  }).data;
  const remove = useDeleteDocument();
  const deletion = useDeleteConfirm<DocumentRow>(remove, (r) => `${r.titulo} — ${r.usuario_nome}`, {
    deleted: DOCUMENTS_MSG.deleted,
    deleteFailed: DOCUMENTS_MSG.deleteFailed,
    serverReason: true,
  });
  const filter = (changes: Filters) => {
    setFilters((f) => ({ ...f, ...changes }));
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const download = (row: DocumentRow) =>
    downloadDocument(row.id, row.arquivo.nome).catch((error: unknown) =>
      notify.fail(error, DOCUMENTS_MSG.downloadFailed),
    );

  const actions: RowAction<DocumentRow>[] = [
    {
      key: 'download',
      can: DOCUMENTS_API.download.access,
      label: 'Baixar arquivo',
      icon: <DownloadOutlined />,
      iconOnly: true,
      onClick: download,
    },
    {
      key: 'edit',
      can: DOCUMENTS_API.update.access,
      label: 'Editar',
      icon: <EditOutlined />,
      iconOnly: true,
      onClick: (r) => navigate(documentEditPath(r.id)),
    },
    {
      key: 'delete',
      can: DOCUMENTS_API.remove.access,
      label: 'Excluir',
      icon: <DeleteOutlined />,
      iconOnly: true,
      danger: true,
      onClick: deletion.ask,
    },
  ];

  const windowSelect = (
    <Select
      allowClear
      aria-label="A vencer"
      placeholder="A vencer"
      options={EXPIRY_WINDOWS.map((w) => ({ value: w, label: EXPIRY_WINDOW_LABELS[w] }))}
      onChange={(value?: ExpiryWindow) => filter({ vencimento: value })}
    />
  );

  return (
    <SectionLayout
      title={everyone ? DOCUMENTS_MSG.title : DOCUMENTS_MSG.myTitle}
      back={everyone ? HR_HOME_PATH : '/'}
      add={canCreate ? { label: DOCUMENTS_MSG.add, to: DOCUMENTS_REGISTER_PATH } : undefined}
    >
      <DataTable<DocumentRow>
        rowKey="id"
        columns={columnsFor(everyone, today())}
        data={table.data?.rh_documento}
        loading={table.isFetching}
        actions={actions}
        exportName="documentos"
        emptyText={table.isError ? DOCUMENTS_MSG.listFailed : everyone ? DOCUMENTS_MSG.emptyHr : DOCUMENTS_MSG.emptyOwn}
        expandable={
          everyone
            ? {
                render: (r) => (
                  <HistoryViewer
                    tabela="rh_documento"
                    id={r.id}
                    labels={DOCUMENT_LABELS}
                    kinds={DOCUMENT_HISTORY_KINDS}
                    ignore={DOCUMENT_HISTORY_IGNORE}
                  />
                ),
              }
            : undefined
        }
        toolbar={
          everyone ? (
            <div className="documents-filters">
              <Input.Search
                allowClear
                placeholder="Buscar por título ou colaborador"
                aria-label="Buscar documentos"
                style={{ width: 260 }}
                onSearch={(value) => filter({ busca: value.trim() || undefined })}
              />
              <Select
                allowClear
                showSearch={{ filterOption: false, onSearch: setPersonSearch }}
                aria-label="Colaborador"
                placeholder="Colaborador"
                options={people}
                style={{ minWidth: 220 }}
                onChange={(value?: number) => filter({ usuario: value })}
              />
              <Select
                allowClear
                aria-label="Empresa"
                placeholder="Empresa"
                options={companies}
                onChange={(value?: number) => filter({ empresa: value, departamento: undefined })}
              />
              <Select
                allowClear
                aria-label="Departamento"
                placeholder="Departamento"
                disabled={!filters.empresa}
                value={filters.departamento as number | undefined}
                options={departments}
                onChange={(value?: number) => filter({ departamento: value })}
              />
              <Select
                allowClear
                aria-label="Categoria"
                placeholder="Categoria"
                options={(options.data?.categorias ?? []).map((c) => ({ value: c.id, label: c.nome }))}
                onChange={(value?: number) => filter({ categoria: value })}
              />
              {windowSelect}
            </div>
          ) : (
            <div className="documents-filters">{windowSelect}</div>
          )
        }
        server={{
          total: table.data?.total ?? 0,
          page: paging.page,
          pageSize: paging.pageSize,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
      />
      <DeleteDialog title={DOCUMENTS_MSG.deleteTitle} text={DOCUMENTS_MSG.deleteConfirm} {...deletion.dialog} />
    </SectionLayout>
  );
}
