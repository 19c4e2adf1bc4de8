import { useState } from 'react';
import { EditOutlined } from '@ant-design/icons';
import { Select, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { DISMISSALS_API } from '@intranet/shared/dismissals/dismissals.contract';
import { DISMISSALS_MSG } from '@intranet/shared/dismissals/dismissals.messages';
import {
  DISMISSAL_STATUS_COLORS,
  DISMISSAL_STATUS_LABELS,
  DISMISSAL_TYPE_LABELS,
  NOTICE_KIND_LABELS,
} from '@intranet/shared/dismissals/dismissals.rules';
import type { DismissalListQuery, DismissalRow } from '@intranet/shared/dismissals/dismissals.schemas';
import { formatDate } from '@intranet/shared/format/dates';
import { DataTable, PAGE_SIZES, type DataTableColumn, type RowAction } from '../../../components/data-table/data-table';
import { HistoryViewer } from '../../../components/history-viewer/history-viewer';
import { CompanySelect, DepartmentSelect } from '../../../components/lookups/lookup-selects';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useCan } from '../../../lib/permissions';
import { useDismissals } from '../api/list-dismissals';
import { DISMISSALS_REGISTER_PATH, dismissalEditPath } from '../dismissals-paths';
import { DISMISSAL_HISTORY_IGNORE, DISMISSAL_LABELS, statusOptions, typeOptions } from '../dismissals-screens';
import '../dismissals.css';

type Filters = Omit<DismissalListQuery, 'limit' | 'offset' | 'empresa' | 'departamento'> & {
  empresa?: number;
  departamento?: number;
};

const columns: DataTableColumn<DismissalRow>[] = [
  { key: 'nome', title: 'Colaborador' },
  {
    key: 'lotacao',
    title: 'Empresa / Departamento',
    value: (r) => [r.empresa, r.departamento].filter(Boolean).join(' / ') || '—',
  },
  { key: 'data', title: 'Data', value: (r) => r.data, text: (r) => formatDate(r.data), noWrap: true },
  { key: 'tipo', title: 'Tipo', value: (r) => DISMISSAL_TYPE_LABELS[r.tipo] },
  {
    key: 'aviso',
    title: 'Aviso prévio',
    value: (r) =>
      r.aviso_previo === 'nao_se_aplica'
        ? NOTICE_KIND_LABELS.nao_se_aplica
        : `${NOTICE_KIND_LABELS[r.aviso_previo]} (${r.aviso_dias} dias)`,
  },
  {
    key: 'checklist',
    title: 'Checklist',
    sortable: false,
    value: (r) => `${r.tarefas_concluidas}/${r.tarefas}`,
    render: (r) => (
      <span className="dismissals-progress">
        {r.tarefas_concluidas}/{r.tarefas}
        {r.status !== 'revertido' && r.tarefas_atrasadas > 0 && (
          <Tag color="orange">{r.tarefas_atrasadas === 1 ? '1 atrasada' : `${r.tarefas_atrasadas} atrasadas`}</Tag>
        )}
      </span>
    ),
  },
  {
    key: 'status',
    title: 'Status',
    value: (r) => DISMISSAL_STATUS_LABELS[r.status],
    badge: (r) => ({ text: DISMISSAL_STATUS_LABELS[r.status], color: DISMISSAL_STATUS_COLORS[r.status] }),
  },
];

/**
 * `/shutdowns/list`: the dismissals, newest date first, paged by the server, filtered by company,
 * department, type, status and period; each row opens its checklist and shows its edit history.
 */
export function DismissalListPage() {
  const navigate = useNavigate();
  const canCreate = useCan(DISMISSALS_API.create.access);
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ page: 1, pageSize: PAGE_SIZES[0] as number });
  const list = useDismissals({
    ...filters,
    limit: Math.min(paging.pageSize, 100),
    offset: (paging.page - 1) * paging.pageSize,
  });
  const filter = (changes: Filters) => {
    setFilters((f) => ({ ...f, ...changes }));
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const actions: RowAction<DismissalRow>[] = [
    {
      key: 'edit',
      can: DISMISSALS_API.get.access,
      label: 'Abrir desligamento e checklist',
      icon: <EditOutlined />,
      iconOnly: true,
      onClick: (r) => navigate(dismissalEditPath(r.id)),
    },
  ];

  return (
    <SectionLayout
      title={DISMISSALS_MSG.title}
      back="/hr"
      add={canCreate ? { label: DISMISSALS_MSG.add, to: DISMISSALS_REGISTER_PATH } : undefined}
    >
      <DataTable<DismissalRow>
        rowKey="id"
        columns={columns}
        data={list.data?.itens}
        loading={list.isFetching}
        actions={actions}
        emptyText={list.isError ? DISMISSALS_MSG.listFailed : DISMISSALS_MSG.empty}
        exportName="desligamentos"
        dateFilter={{ onFilter: (range) => filter({ de: range?.from ?? undefined, ate: range?.to ?? undefined }) }}
        expandable={{
          render: (r) => (
            <HistoryViewer
              tabela="rh_desligamento"
              id={r.id}
              labels={DISMISSAL_LABELS}
              ignore={DISMISSAL_HISTORY_IGNORE}
            />
          ),
        }}
        toolbar={
          <div className="dismissals-filters">
            <CompanySelect
              allowClear
              aria-label="Empresa"
              placeholder="Empresa"
              value={filters.empresa}
              onChange={(value?: number) => filter({ empresa: value, departamento: undefined })}
            />
            <DepartmentSelect
              allowClear
              aria-label="Departamento"
              placeholder="Departamento"
              companyId={filters.empresa}
              value={filters.departamento}
              onChange={(value?: number) => filter({ departamento: value })}
            />
            <Select
              allowClear
              aria-label="Tipo"
              placeholder="Tipo"
              options={typeOptions}
              onChange={(value?: Filters['tipo']) => filter({ tipo: value })}
            />
            <Select
              allowClear
              aria-label="Status"
              placeholder="Status"
              options={statusOptions}
              onChange={(value?: Filters['status']) => filter({ status: value })}
            />
          </div>
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
