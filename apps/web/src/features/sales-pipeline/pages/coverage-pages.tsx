import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Input, Select, Space } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { CoverageArea } from '@intranet/shared/sales/coverage.schemas';
import { COVERAGE_API } from '@intranet/shared/sales/pipeline.contract';
import { DeleteDialog } from '../../../components/confirm-dialog/delete-dialog';
import { useDeleteConfirm } from '../../../components/confirm-dialog/use-delete-confirm';
import { statusColumn } from '../../../components/crud/crud-columns';
import { CrudEditPage } from '../../../components/crud/crud-edit-page';
import { CrudRegisterPage } from '../../../components/crud/crud-register-page';
import { DataTable, type DataTableColumn, type RowAction } from '../../../components/data-table/data-table';
import { statusActions } from '../../../components/data-table/status-actions';
import { CompanySelect } from '../../../components/lookups/lookup-selects';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { fetchAllPages } from '../../../lib/fetch-all-pages';
import { useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import {
  listCoverage,
  useCoveragePage,
  useCoveredCities,
  useDeleteCoverage,
  useToggleCoverage,
} from '../api/coverage-calls';
import { AddressCheck } from '../components/address-check';
import { areaText, COVERAGE, COVERAGE_LABELS } from '../coverage-screens';
import { COVERAGE_IMPORT_PATH, COVERAGE_PATH, INTERNAL_HOME_PATH } from '../sales-pipeline-paths';

const columns: DataTableColumn<CoverageArea>[] = [
  { key: 'empresa', title: 'Provedor' },
  { key: 'cidade', title: 'Cidade', text: (r) => `${r.cidade}/${r.uf}` },
  { key: 'area', title: 'Área', text: areaText },
  statusColumn<CoverageArea>('ativo', COVERAGE_LABELS.ativo),
];

type Filters = { id_empresa?: number; cidade?: string; uf?: string; ativo?: 'true' | 'false'; busca?: string };

/**
 * /sales/basic-configurations/coverage/list: the areas by provider and city, paged on the server;
 * edit, Desativar/Ativar and delete (confirmed) for whoever may; the spreadsheet import and the
 * address check.
 */
export function CoverageListPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const [checking, setChecking] = useState(false);
  const limit = Math.min(paging.pageSize, 100);
  const page = useCoveragePage({ ...filters, offset: (paging.page - 1) * limit, limit });
  const cities = useCoveredCities(filters.id_empresa);
  const canCreate = useCan('coverage.create');
  const canImport = useCan('coverage.import');
  const update = useToggleCoverage();
  const remove = useDeleteCoverage();
  const deletion = useDeleteConfirm<CoverageArea>(remove, (row) => `${row.cidade}/${row.uf} · ${areaText(row)}`, {
    ...COVERAGE.texts,
    refusalInDialog: true,
  });
  const filter = (next: Filters) => {
    setFilters((f) => ({ ...f, ...next }));
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const toggle = (row: CoverageArea) =>
    update.mutate(
      { id: row.id, ativo: !row.ativo },
      {
        onSuccess: () => notify.success(COVERAGE.texts.edited),
        onError: (error) => notify.fail(error, COVERAGE.texts.editFailed),
      },
    );
  const actions: RowAction<CoverageArea>[] = [
    {
      key: 'edit',
      can: COVERAGE_API.update.access,
      label: 'Editar',
      icon: <EditOutlined />,
      iconOnly: true,
      onClick: (row) => navigate(`${COVERAGE_PATH}/edit/${row.id}`),
    },
    ...statusActions<CoverageArea>((row) => row.ativo, toggle, { can: COVERAGE_API.update.access }),
    {
      key: 'delete',
      can: COVERAGE_API.remove.access,
      label: 'Excluir',
      icon: <DeleteOutlined />,
      iconOnly: true,
      danger: true,
      onClick: deletion.ask,
    },
  ];
  const allRows = () =>
    fetchAllPages((offset, size) =>
      listCoverage({ ...filters, offset, limit: size }).then((a) => ({ dados: a.areas, total: a.total })),
    );

  return (
    <SectionLayout
      title={COVERAGE.titles.list}
      back={INTERNAL_HOME_PATH}
      add={canCreate ? { label: COVERAGE.titles.add, to: `${COVERAGE_PATH}/register` } : undefined}
      extra={
        <Space wrap>
          <Button onClick={() => setChecking(true)}>Verificar endereço</Button>
          {canImport && <Button onClick={() => navigate(COVERAGE_IMPORT_PATH)}>Importar planilha</Button>}
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <CompanySelect
          aria-label="Filtrar por provedor"
          placeholder="Provedor"
          allowClear
          style={{ width: 180 }}
          onChange={(id_empresa) => filter({ id_empresa, cidade: undefined, uf: undefined })}
        />
        <Select<string>
          aria-label="Filtrar por cidade"
          placeholder="Cidade"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 220 }}
          loading={cities.isLoading}
          value={filters.cidade ? `${filters.cidade}|${filters.uf}` : undefined}
          onChange={(value) => {
            const [cidade, uf] = value ? value.split('|') : [];
            filter({ cidade, uf });
          }}
          options={(cities.data?.cidades ?? []).map((c) => ({
            value: `${c.cidade}|${c.uf}`,
            label: `${c.cidade}/${c.uf} (${c.areas})`,
          }))}
        />
        <Select<'true' | 'false'>
          aria-label="Filtrar por status"
          placeholder="Status"
          allowClear
          style={{ width: 140 }}
          onChange={(ativo) => filter({ ativo })}
          options={[
            { value: 'true', label: 'Ativas' },
            { value: 'false', label: 'Inativas' },
          ]}
        />
        <Input.Search
          aria-label="Buscar por bairro, rua ou CEP"
          placeholder="Bairro, rua ou CEP"
          allowClear
          maxLength={100}
          style={{ width: 240 }}
          onSearch={(busca) => filter({ busca: busca || undefined })}
        />
      </Space>
      <DataTable<CoverageArea>
        rowKey="id"
        columns={columns}
        data={page.data?.areas}
        loading={page.isFetching}
        emptyText={
          page.isError ? 'Não foi possível carregar as áreas de cobertura.' : 'Nenhuma área de cobertura encontrada.'
        }
        actions={actions}
        exportable
        exportRows={allRows}
        server={{
          total: page.data?.total ?? 0,
          page: paging.page,
          pageSize: paging.pageSize,
          onChange: (next, pageSize) => setPaging({ page: next, pageSize }),
        }}
      />
      <DeleteDialog title={COVERAGE.titles.delete} {...deletion.dialog} />
      <AddressCheck open={checking} onClose={() => setChecking(false)} />
    </SectionLayout>
  );
}

export const CoverageRegisterPage = () => <CrudRegisterPage config={COVERAGE} />;
export const CoverageEditPage = () => <CrudEditPage config={COVERAGE} />;
