import { useState } from 'react';
import { DatePicker, Select, Space } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import { formatDate, formatDateTime } from '@intranet/shared/format/dates';
import { formatMoney } from '@intranet/shared/format/money';
import { LEADS_API as API } from '@intranet/shared/leads/leads.contract';
import { LEADS_MSG as MSG } from '@intranet/shared/leads/leads.messages';
import {
  LEAD_ORIGIN_LABELS,
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  type LeadStatus,
} from '@intranet/shared/leads/leads.rules';
import type { Lead, LeadListFilter } from '@intranet/shared/leads/leads.schemas';
import { formatPhone } from '@intranet/shared/format/phone';
import { formatCpf } from '@intranet/shared/validation/cpf';
import { DataTable, type DataTableColumn, type RowAction } from '../../../components/data-table/data-table';
import { CampaignSelect, ChannelSelect, CompanySelect } from '../../../components/lookups/lookup-selects';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { fetchAllPages } from '../../../lib/fetch-all-pages';
import { listLeads, useLeads } from '../api/lead-calls';
import { LeadStatusDialog } from '../components/lead-status-dialog';

const STATUS_COLORS: Record<LeadStatus, string> = {
  novo: 'blue',
  em_contato: 'gold',
  proposta: 'purple',
  vendido: 'green',
  perdido: 'red',
};

const columns: DataTableColumn<Lead>[] = [
  { key: 'created_at', title: 'Criação', noWrap: true, text: (r) => formatDateTime(r.created_at) },
  { key: 'nome', title: 'Nome' },
  { key: 'telefone', title: 'Telefone', noWrap: true, text: (r) => formatPhone(r.telefone) },
  { key: 'cpf', title: 'CPF', noWrap: true, text: (r) => formatCpf(r.cpf) },
  { key: 'email', title: 'E-mail', text: (r) => r.email ?? '' },
  { key: 'empresa', title: 'Provedor', text: (r) => r.empresa.nome },
  { key: 'campanha', title: 'Campanha', text: (r) => r.campanha?.nome ?? '' },
  { key: 'canal', title: 'Canal', text: (r) => r.canal?.nome ?? '' },
  { key: 'origem', title: 'Origem', text: (r) => LEAD_ORIGIN_LABELS[r.origem] },
  {
    key: 'status',
    title: 'Status',
    badge: (r) => ({ text: LEAD_STATUS_LABELS[r.status], color: STATUS_COLORS[r.status] }),
  },
  {
    key: 'valor_venda',
    title: 'Valor da venda',
    noWrap: true,
    align: 'right',
    text: (r) => formatMoney(r.valor_venda),
  },
  {
    key: 'data_venda',
    title: 'Data da venda',
    noWrap: true,
    text: (r) => (r.data_venda ? formatDate(r.data_venda) : ''),
  },
];

type Filters = Omit<LeadListFilter, 'offset' | 'limit'>;

/** /sales/internal/leads: leads by campaign, channel, provider, status and period; sellers move them on. */
export function LeadsListPage() {
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const [editing, setEditing] = useState<Lead | null>(null);
  const limit = Math.min(paging.pageSize, 100);
  const leads = useLeads({ ...filters, offset: (paging.page - 1) * limit, limit });

  const filter = (next: Filters) => {
    setFilters((f) => ({ ...f, ...next }));
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const allRows = () =>
    fetchAllPages((offset, size) =>
      listLeads({ ...filters, offset, limit: size }).then((a) => ({ dados: a.vendas_lead, total: a.total })),
    );
  const actions: RowAction<Lead>[] = [
    {
      key: 'status',
      can: API.update.access,
      label: 'Alterar status',
      icon: <SwapOutlined />,
      iconOnly: true,
      onClick: setEditing,
    },
  ];

  return (
    <SectionLayout title={MSG.title} back="/marketing/home">
      <Space wrap style={{ marginBottom: 16 }}>
        <CompanySelect
          aria-label="Filtrar por provedor"
          placeholder="Provedor"
          allowClear
          style={{ width: 160 }}
          onChange={(id_empresa) => filter({ id_empresa })}
        />
        <CampaignSelect
          aria-label="Filtrar por campanha"
          placeholder="Campanha"
          allowClear
          style={{ width: 200 }}
          onChange={(id_campanha) => filter({ id_campanha })}
        />
        <ChannelSelect
          aria-label="Filtrar por canal"
          placeholder="Canal"
          allowClear
          style={{ width: 160 }}
          onChange={(id_canal) => filter({ id_canal })}
        />
        <Select<LeadStatus>
          aria-label="Filtrar por status"
          placeholder="Status"
          allowClear
          style={{ width: 140 }}
          onChange={(status) => filter({ status })}
          options={LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }))}
        />
        <DatePicker.RangePicker
          aria-label="Filtrar por período"
          format="DD/MM/YYYY"
          onChange={(range) => filter({ de: range?.[0]?.format('YYYY-MM-DD'), ate: range?.[1]?.format('YYYY-MM-DD') })}
        />
      </Space>
      <DataTable<Lead>
        rowKey="id"
        columns={columns}
        data={leads.data?.vendas_lead}
        loading={leads.isFetching}
        actions={actions}
        emptyText={leads.isError ? MSG.listFailed : undefined}
        exportable
        exportRows={allRows}
        server={{
          total: leads.data?.total ?? 0,
          page: paging.page,
          pageSize: paging.pageSize,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
      />
      <LeadStatusDialog lead={editing} onClose={() => setEditing(null)} />
    </SectionLayout>
  );
}
