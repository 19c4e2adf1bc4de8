import { useState } from 'react';
import { DatePicker, Input, Select, Space } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { BACKOFFICE_MSG as MSG } from '@intranet/shared/backoffice/backoffice.messages';
import type { Sale, SaleListFilter } from '@intranet/shared/backoffice/backoffice.schemas';
import { SALE_STATUSES, SALE_STATUS_LABELS, type SaleStatus } from '@intranet/shared/backoffice/sale-lifecycle';
import { formatDateTime } from '@intranet/shared/format/dates';
import { formatMoney } from '@intranet/shared/format/money';
import { formatCpf } from '@intranet/shared/validation/cpf';
import { DataTable, type DataTableColumn, type RowAction } from '../../../components/data-table/data-table';
import { CompanySelect } from '../../../components/lookups/lookup-selects';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { fetchAllPages } from '../../../lib/fetch-all-pages';
import { listActivations, listSales, useActivations, useSales } from '../api/backoffice-calls';
import { BO_HOME } from '../backoffice-paths';
import { saleBadge, windowText } from '../components/badges';
import { SaleDrawer } from '../components/sale-drawer';

type Filters = Omit<SaleListFilter, 'offset' | 'limit'>;

const common: DataTableColumn<Sale>[] = [
  { key: 'id', title: 'Nº', noWrap: true },
  { key: 'nome', title: 'Cliente' },
  { key: 'cpf', title: 'CPF', noWrap: true, text: (r) => formatCpf(r.cpf) },
  { key: 'provedor', title: 'Provedor' },
  { key: 'plano_nome', title: 'Plano' },
  { key: 'valor_mensal', title: 'Mensalidade', align: 'right', noWrap: true, text: (r) => formatMoney(r.valor_mensal) },
];
const status: DataTableColumn<Sale> = { key: 'status', title: 'Status', badge: (r) => saleBadge(r.status) };

const saleColumns: DataTableColumn<Sale>[] = [
  { key: 'vendida_em', title: 'Venda', noWrap: true, text: (r) => formatDateTime(r.vendida_em) },
  ...common,
  { key: 'vendedor', title: 'Vendedor', text: (r) => r.vendedor ?? '' },
  status,
];

const activationColumns: DataTableColumn<Sale>[] = [
  {
    key: 'instalacao_inicio',
    title: 'Instalação',
    noWrap: true,
    text: (r) => windowText(r.instalacao_inicio, r.instalacao_fim),
  },
  ...common,
  { key: 'instalacao_equipe', title: 'Equipe', text: (r) => r.instalacao_equipe ?? '' },
  {
    key: 'ordem_status',
    title: 'Ordem de serviço',
    text: (r) => (r.id_ordem_servico ? `nº ${r.id_ordem_servico}` : ''),
  },
  {
    key: 'ativada_em',
    title: 'Ativada em',
    noWrap: true,
    text: (r) => (r.ativada_em ? formatDateTime(r.ativada_em) : ''),
  },
  status,
];

type Lister = (f: SaleListFilter, s?: AbortSignal) => Promise<{ total: number; vendas_venda: Sale[] }>;

function SaleList({
  title,
  statuses,
  columns,
  useList,
  list,
  periodLabel,
}: {
  title: string;
  statuses: readonly SaleStatus[];
  columns: DataTableColumn<Sale>[];
  useList: (f: SaleListFilter) => {
    data?: { total: number; vendas_venda: Sale[] };
    isFetching: boolean;
    isError: boolean;
  };
  list: Lister;
  periodLabel: string;
}) {
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const [open, setOpen] = useState<number | null>(null);
  const limit = Math.min(paging.pageSize, 100);
  const sales = useList({ ...filters, offset: (paging.page - 1) * limit, limit });
  const filter = (next: Filters) => {
    setFilters((f) => ({ ...f, ...next }));
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const actions: RowAction<Sale>[] = [
    { key: 'open', label: 'Acompanhar', icon: <EyeOutlined />, iconOnly: true, onClick: (r) => setOpen(r.id) },
  ];
  return (
    <SectionLayout title={title} back={BO_HOME}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="Buscar por nome ou CPF"
          placeholder="Nome ou CPF"
          allowClear
          maxLength={100}
          style={{ width: 220 }}
          onSearch={(busca) => filter({ busca: busca || undefined })}
        />
        <CompanySelect
          aria-label="Filtrar por provedor"
          placeholder="Provedor"
          allowClear
          style={{ width: 160 }}
          onChange={(sistema) => filter({ sistema })}
        />
        <Select<SaleStatus>
          aria-label="Filtrar por status"
          placeholder="Status"
          allowClear
          style={{ width: 190 }}
          onChange={(s) => filter({ status: s })}
          options={statuses.map((s) => ({ value: s, label: SALE_STATUS_LABELS[s] }))}
        />
        <DatePicker.RangePicker
          aria-label={periodLabel}
          format="DD/MM/YYYY"
          onChange={(range) => filter({ de: range?.[0]?.format('YYYY-MM-DD'), ate: range?.[1]?.format('YYYY-MM-DD') })}
        />
      </Space>
      <DataTable<Sale>
        rowKey="id"
        columns={columns}
        data={sales.data?.vendas_venda}
        loading={sales.isFetching}
        actions={actions}
        onRowClick={(r) => setOpen(r.id)}
        emptyText={sales.isError ? MSG.sale.listFailed : undefined}
        exportable
        exportRows={() =>
          fetchAllPages((offset, size) =>
            list({ ...filters, offset, limit: size }).then((a) => ({ dados: a.vendas_venda, total: a.total })),
          )
        }
        server={{
          total: sales.data?.total ?? 0,
          page: paging.page,
          pageSize: paging.pageSize,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
      />
      <SaleDrawer id={open} onClose={() => setOpen(null)} />
    </SectionLayout>
  );
}

/** /backoffice/vendas/listagem: every sale, newest first; a row opens the sale and its moves. */
export function SalesListPage() {
  return (
    <SaleList
      title="Vendas"
      statuses={SALE_STATUSES}
      columns={saleColumns}
      useList={useSales}
      list={listSales}
      periodLabel="Filtrar por período da venda"
    />
  );
}

/** /backoffice/ativacoes/listagem: sales scheduled or active, by installation day. */
export function ActivationsListPage() {
  return (
    <SaleList
      title="Ativações"
      statuses={['instalacao_agendada', 'ativa']}
      columns={activationColumns}
      useList={useActivations as never}
      list={listActivations as Lister}
      periodLabel="Filtrar por dia da instalação"
    />
  );
}
