import { useState } from 'react';
import { Input, Select } from 'antd';
import { formatDate } from '@intranet/shared/format/dates';
import { formatInteger } from '@intranet/shared/format/numbers';
import {
  SPONSORSHIP_STATUSES,
  SPONSORSHIP_STATUS_LABELS,
  type SponsorshipStatus,
} from '@intranet/shared/sponsorship/sponsorship.rules';
import type { SponsorshipListStep, SponsorshipRow } from '@intranet/shared/sponsorship/sponsorship.schemas';
import { DataTable, type DataTableColumn, type RowAction } from '../../../components/data-table/data-table';
import { useErrorToast } from '../../../lib/notify';
import { listRequests, useRequests } from '../api/list-requests';
import { useProviders } from '../api/list-providers';
import { StatusTag, money } from './sponsorship-parts';
import '../sponsorship.css';

const columns: DataTableColumn<SponsorshipRow>[] = [
  { key: 'protocolo', title: 'Protocolo', noWrap: true },
  { key: 'evento', title: 'Evento' },
  { key: 'data_evento', title: 'Data do evento', text: (r) => formatDate(r.data_evento), noWrap: true },
  { key: 'cidade', title: 'Cidade' },
  { key: 'empresa', title: 'Provedor', text: (r) => r.empresa.nome },
  { key: 'publico_esperado', title: 'Público', text: (r) => formatInteger(r.publico_esperado), align: 'right' },
  { key: 'valor', title: 'Valor', text: (r) => money(r.valor ?? r.custo), align: 'right', noWrap: true },
  {
    key: 'status',
    title: 'Situação',
    render: (r) => <StatusTag status={r.status} />,
    exportValue: (r) => SPONSORSHIP_STATUS_LABELS[r.status],
  },
];

/** The requests, paged in SQL, with filters by situation, provider, event period and text. */
export function RequestsTable({
  step,
  actions,
  statuses = SPONSORSHIP_STATUSES,
}: {
  step?: SponsorshipListStep;
  actions: RowAction<SponsorshipRow>[];
  statuses?: readonly SponsorshipStatus[];
}) {
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const [status, setStatus] = useState<SponsorshipStatus | undefined>();
  const [busca, setBusca] = useState('');
  const [provider, setProvider] = useState<number | undefined>();
  const providers = useProviders();
  const limit = Math.min(paging.pageSize, 100);
  const filtro = {
    etapa: step,
    status,
    id_empresa: provider,
    busca: busca || undefined,
    offset: (paging.page - 1) * limit,
    limit,
  };
  const list = useRequests(filtro);
  useErrorToast(list.isError, 'Não foi possível carregar as solicitações.');
  const first = () => setPaging((p) => ({ ...p, page: 1 }));
  return (
    <>
      <div className="sponsorship-filters">
        <Input.Search
          allowClear
          placeholder="Protocolo, evento ou organizador"
          aria-label="Buscar"
          maxLength={150}
          onSearch={(v) => {
            setBusca(v.trim());
            first();
          }}
        />
        <Select
          allowClear
          placeholder="Situação"
          aria-label="Situação"
          value={status}
          options={statuses.map((s) => ({ value: s, label: SPONSORSHIP_STATUS_LABELS[s] }))}
          onChange={(v) => {
            setStatus(v);
            first();
          }}
        />
        <Select
          allowClear
          placeholder="Provedor"
          aria-label="Provedor"
          value={provider}
          options={providers.data?.map((p) => ({ value: p.id, label: p.nome }))}
          onChange={(v) => {
            setProvider(v);
            first();
          }}
        />
      </div>
      <DataTable<SponsorshipRow>
        rowKey="id"
        columns={columns}
        data={list.data?.marketing_patrocinio}
        loading={list.isPending}
        actions={actions}
        emptyText={list.isError ? 'Não foi possível carregar as solicitações.' : 'Nenhuma solicitação encontrada'}
        exportable
        exportRows={() => listRequests({ ...filtro, offset: 0, limit: 100 }).then((a) => a.marketing_patrocinio)}
        server={{
          total: list.data?.total ?? 0,
          page: paging.page,
          pageSize: paging.pageSize,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
      />
    </>
  );
}
