import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, DatePicker, Select, Skeleton, Space } from 'antd';
import dayjs from 'dayjs';
import { COMMUNICATION_DISPATCH_MSG as MSG } from '@intranet/shared/communication-dispatch/communication-dispatch.messages';
import {
  CHANNELS,
  DELIVERY_STATUSES,
  type DeliveriesResponse,
  type Delivery,
  type DeliveryChannel,
  type DeliveryStatus,
} from '@intranet/shared/communication-dispatch/communication-dispatch.schemas';
import { formatDate, formatDateTime } from '@intranet/shared/format/dates';
import { SHIFTS } from '@intranet/shared/communication-scale/shifts';
import { CRITERION_LABELS, ENVIO_LABELS } from '@intranet/shared/communication-scale/rule-matrix';
import type { ScaleDetail } from '@intranet/shared/communication-scale/communication-scale.schemas';
import { BarChart } from '../../../components/bar-chart/bar-chart';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { StatusPage } from '../../../components/status-page/status-page';
import { errorText } from '../../../lib/error-text';
import { fetchAllPages } from '../../../lib/fetch-all-pages';
import { SCALE_LIST_PATH } from '../../../lib/communication-paths';
import { listDeliveries, useDeliveries, useScaleCampaign } from '../api/dispatch-calls';
import { CHANNEL_COLORS } from '../channel-colors';
import { RunShiftButton } from '../components/run-shift-button';

const STATUS_COLORS: Record<DeliveryStatus, string> = { pendente: 'gold', enviada: 'green', falhou: 'red' };

type Rule = ScaleDetail['campanha_regras'][number];

/** A rule as people know it: 'Data de Aniversário · Anual', 'Data da Ativação · Dia(s) seguinte(s) · 3 dia(s)'. */
export function ruleText(rule: Pick<Rule, 'criterio' | 'envio' | 'tempo'>): string {
  return [CRITERION_LABELS[rule.criterio], ENVIO_LABELS[rule.envio], rule.tempo ? `${rule.tempo} dia(s)` : null]
    .filter(Boolean)
    .join(' · ');
}

const columnsFor = (rules: ReadonlyMap<number, Rule>): DataTableColumn<Delivery>[] => [
  { key: 'data_envio', title: 'Data', text: (r) => formatDate(r.data_envio) },
  { key: 'turno', title: 'Turno', text: (r) => SHIFTS[r.turno].label },
  {
    key: 'regra_id',
    title: 'Regra',
    // A rule missing from the campaign's (still loading, or removed since) keeps its number.
    text: (r) =>
      r.regra_id === null ? 'Excluída' : rules.has(r.regra_id) ? ruleText(rules.get(r.regra_id)!) : `#${r.regra_id}`,
  },
  { key: 'canal', title: 'Canal', text: (r) => MSG.channels[r.canal] },
  { key: 'cliente', title: 'Cliente' },
  { key: 'codpessoa', title: 'Código' },
  { key: 'destino', title: 'Destino' },
  { key: 'status', title: 'Status', badge: (r) => ({ text: MSG.statuses[r.status], color: STATUS_COLORS[r.status] }) },
  { key: 'motivo', title: 'Motivo', text: (r) => r.motivo ?? '' },
  { key: 'enviado_em', title: 'Enviado em', text: (r) => (r.enviado_em ? formatDateTime(r.enviado_em) : '') },
];

type Filters = { de?: string; ate?: string; canal?: DeliveryChannel; status?: DeliveryStatus };

/** The counts per day and channel as chart groups, oldest day first. */
export function chartGroups(perDay: DeliveriesResponse['por_dia']) {
  const byDay = new Map<string, Record<string, number>>();
  for (const { data, canal, quantidade } of perDay) byDay.set(data, { ...byDay.get(data), [canal]: quantidade });
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, values]) => ({ label: dayjs(day).format('DD/MM'), values }));
}

const SERIES = CHANNELS.map((c) => ({ key: c, label: MSG.channels[c], color: CHANNEL_COLORS[c] }));

/** What the dispatcher sent for a campaign: per day and channel, and each message with its status. */
export function DeliveriesPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('idCampaign'));
  const valid = Number.isInteger(id) && id > 0;
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const limit = Math.min(paging.pageSize, 100);
  const deliveries = useDeliveries(valid ? id : 0, {
    filtro: { ...filters, offset: (paging.page - 1) * limit, limit },
  });
  const campaign = useScaleCampaign(valid ? id : 0);
  const groups = useMemo(() => chartGroups(deliveries.data?.por_dia ?? []), [deliveries.data?.por_dia]);
  const rules = campaign.data?.campanha_regras;
  const columns = useMemo(() => columnsFor(new Map((rules ?? []).map((r) => [r.id, r]))), [rules]);
  if (!valid) return <StatusPage kind="notFound" />;

  const filter = (next: Filters) => {
    setFilters((f) => ({ ...f, ...next }));
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const allRows = () =>
    fetchAllPages((offset, size) =>
      listDeliveries(id, { filtro: { ...filters, offset, limit: size } }).then((a) => ({
        dados: a.comunicacao_entrega,
        total: a.total,
      })),
    );

  return (
    <SectionLayout
      title={campaign.data ? `${MSG.deliveriesTitle} ${campaign.data.nome}` : MSG.deliveriesTitle}
      back={SCALE_LIST_PATH}
    >
      <Space wrap style={{ marginBottom: 16, justifyContent: 'space-between', width: '100%' }}>
        <Space wrap>
          <DatePicker.RangePicker
            aria-label="Período"
            format="DD/MM/YYYY"
            onChange={(range) =>
              filter({ de: range?.[0]?.format('YYYY-MM-DD'), ate: range?.[1]?.format('YYYY-MM-DD') })
            }
          />
          <Select<DeliveryChannel>
            aria-label="Canal"
            placeholder="Canal"
            allowClear
            style={{ width: 140 }}
            onChange={(canal) => filter({ canal })}
            options={CHANNELS.map((c) => ({ value: c, label: MSG.channels[c] }))}
          />
          <Select<DeliveryStatus>
            aria-label="Status"
            placeholder="Status"
            allowClear
            style={{ width: 140 }}
            onChange={(status) => filter({ status })}
            options={DELIVERY_STATUSES.map((s) => ({ value: s, label: MSG.statuses[s] }))}
          />
        </Space>
        <RunShiftButton />
      </Space>
      {deliveries.isError && (
        <Alert type="error" showIcon title={errorText(deliveries.error, MSG.loadFailed)} style={{ marginBottom: 12 }} />
      )}
      {deliveries.isPending ? (
        <div role="status" aria-label={MSG.loadingDeliveries}>
          <Skeleton active paragraph={{ rows: 3 }} />
        </div>
      ) : (
        // Nothing sent: only the table says so.
        groups.length > 0 && <BarChart title={MSG.perDay} series={SERIES} groups={groups} />
      )}
      <DataTable<Delivery>
        rowKey="id"
        columns={columns}
        data={deliveries.data?.comunicacao_entrega}
        loading={deliveries.isFetching}
        emptyText={deliveries.isPending ? ' ' : MSG.noDeliveries}
        exportable
        exportRows={allRows}
        server={{
          total: deliveries.data?.total ?? 0,
          page: paging.page,
          pageSize: paging.pageSize,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
      />
    </SectionLayout>
  );
}
