import { useState } from 'react';
import { DownloadOutlined, TeamOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useNavigate } from 'react-router-dom';
import { LEAD_IMPORTS_API as API } from '@intranet/shared/lead-imports/lead-imports.contract';
import { LEAD_IMPORTS_MSG as M } from '@intranet/shared/lead-imports/lead-imports.messages';
import type { LeadImport } from '@intranet/shared/lead-imports/lead-imports.schemas';
import { shortDateColumn } from '../../../components/crud/crud-columns';
import { DataTable, type DataTableColumn, PAGE_SIZES, type RowAction } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { downloadImportFile } from '../api/download-import-file';
import { useLeadImports } from '../api/list-lead-imports';
import { LEAD_IMPORTS_REGISTER_PATH, MARKETING_HOME_PATH, importFilePath } from '../lead-imports-paths';
import '../lead-imports.css';

const columns: DataTableColumn<LeadImport>[] = [
  shortDateColumn<LeadImport>('created_at', 'Importação'),
  { key: 'provedor', title: 'Provedor', value: (row) => row.empresa.nome },
  { key: 'canal', title: 'Canal', value: (row) => row.canal.nome },
  { key: 'arquivo', title: 'Nome do Arquivo', value: (row) => row.file.name },
  { key: 'registros', title: 'Registros', align: 'right' },
  { key: 'leads_criados', title: 'Leads Criados', align: 'right' },
];

/** /marketing/imports-leads/list: the imports, newest first, with a search; Ver Leads opens an import's lines. */
export function LeadImportsListPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const canCreate = useCan(API.create.access);
  const [search, setSearch] = useState('');
  const [paging, setPaging] = useState<{ page: number; pageSize: number }>({ page: 1, pageSize: PAGE_SIZES[0] });
  const list = useLeadImports({
    filtro: search ? { busca: search } : {},
    limit: paging.pageSize,
    offset: (paging.page - 1) * paging.pageSize,
  });

  const download = (row: LeadImport) =>
    void downloadImportFile({ id: row.file.id!, name: row.file.name }).then(
      () => notify.success(M.downloaded),
      () => notify.error(M.downloadFailed),
    );

  // Ver Leads is disabled, with its reason, for an import without lines (spec §2).
  const actions: RowAction<LeadImport>[] = [
    {
      key: 'leads',
      can: API.participants.access,
      label: 'Ver Leads',
      icon: <TeamOutlined />,
      hidden: (row) => row.registros === 0,
      onClick: (row) => navigate(importFilePath(row.id)),
    },
    {
      key: 'no-leads',
      can: API.participants.access,
      label: 'Ver Leads',
      icon: <TeamOutlined />,
      hidden: (row) => row.registros > 0,
      disabled: true,
      tooltip: M.noLeads,
      onClick: () => {},
    },
    {
      key: 'download',
      can: 'files.imports',
      label: 'Baixar Arquivo',
      icon: <DownloadOutlined />,
      disabled: (row) => !row.file.id,
      onClick: download,
    },
  ];

  return (
    <SectionLayout
      title={M.title}
      back={MARKETING_HOME_PATH}
      add={canCreate ? { label: M.add, to: LEAD_IMPORTS_REGISTER_PATH } : undefined}
    >
      <DataTable<LeadImport>
        rowKey="id"
        columns={columns}
        data={list.data?.vendas_lead_importacao}
        loading={list.isFetching}
        actions={actions}
        emptyText={list.isError ? M.loadFailed : undefined}
        toolbar={
          <Input.Search
            className="lead-imports__search"
            allowClear
            placeholder={M.searchPlaceholder}
            aria-label={M.searchPlaceholder}
            onSearch={(value) => {
              setSearch(value.trim());
              setPaging((p) => ({ ...p, page: 1 }));
            }}
          />
        }
        server={{
          total: list.data?.total ?? 0,
          page: paging.page,
          pageSize: paging.pageSize,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
      />
    </SectionLayout>
  );
}
