import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Alert, DatePicker, Space, Statistic, Tag } from 'antd';
import dayjs from 'dayjs';
import { today as todayInSaoPaulo } from '@intranet/shared/calendar/days';
import { COMMUNICATION_DISPATCH_MSG as MSG } from '@intranet/shared/communication-dispatch/communication-dispatch.messages';
import { CHANNELS } from '@intranet/shared/communication-dispatch/communication-dispatch.schemas';
import type { RecipientsResponse } from '@intranet/shared/communication-dispatch/communication-dispatch.schemas';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { StatusPage } from '../../../components/status-page/status-page';
import { errorText } from '../../../lib/error-text';
import { rulesListPath, SCALE_LIST_PATH } from '../../../lib/communication-paths';
import { useRecipients, useScaleRule } from '../api/dispatch-calls';
import { CRITERION_LABELS, ENVIO_LABELS } from '@intranet/shared/communication-scale/rule-matrix';
import { SHIFTS } from '@intranet/shared/communication-scale/shifts';
import { CHANNEL_COLORS } from '../channel-colors';

type Recipient = RecipientsResponse['clientes'][number];

const columns: DataTableColumn<Recipient>[] = [
  { key: 'codpessoa', title: 'Código' },
  { key: 'nome_razaosocial', title: 'Cliente' },
  {
    key: 'canais',
    title: 'Canais',
    text: (r) => r.canais.map((c) => MSG.channels[c]).join(', '),
    render: (r) =>
      r.canais.map((c) => (
        <Tag key={c} color={CHANNEL_COLORS[c]}>
          {MSG.channels[c]}
        </Tag>
      )),
  },
];

/** "Quem recebe": pick a day and see who a rule would send to, per channel, before anything is sent. */
export function RecipientsPage() {
  const id = Number(useParams().id);
  const [search] = useSearchParams();
  const idCampaign = search.get('idCampaign');
  const [day, setDay] = useState(todayInSaoPaulo);
  const valid = Number.isInteger(id) && id > 0;
  const recipients = useRecipients(valid ? id : 0, day);
  const rule = useScaleRule(valid ? id : 0).data;
  const back = idCampaign ? rulesListPath(Number(idCampaign)) : SCALE_LIST_PATH;
  if (!valid) return <StatusPage kind="notFound" />;
  const data = recipients.data;

  return (
    <SectionLayout title={MSG.recipientsTitle} back={back}>
      {rule && (
        <p className="recipients__rule">
          {CRITERION_LABELS[rule.criterio]} · {ENVIO_LABELS[rule.envio]}
          {rule.tempo ? ` · ${rule.tempo} dia(s)` : ''} · {SHIFTS[rule.turno].label} ({SHIFTS[rule.turno].time})
        </p>
      )}
      <Alert type="info" showIcon title={MSG.recipientsIntro} style={{ marginBottom: 16 }} />
      <Space wrap size="large" style={{ marginBottom: 16 }}>
        <label>
          Dia do envio{' '}
          <DatePicker
            aria-label="Dia do envio"
            format="DD/MM/YYYY"
            allowClear={false}
            value={dayjs(day)}
            onChange={(value) => value && setDay(value.format('YYYY-MM-DD'))}
          />
        </label>
        {CHANNELS.map((c) => (
          <Statistic
            key={c}
            title={MSG.channels[c]}
            value={data?.contagem[c] ?? 0}
            loading={recipients.isFetching}
            valueStyle={{ color: CHANNEL_COLORS[c] }}
          />
        ))}
        <Statistic title="Clientes" value={data?.total ?? 0} loading={recipients.isFetching} />
      </Space>
      {recipients.isError && (
        <Alert type="error" showIcon title={errorText(recipients.error, MSG.loadFailed)} style={{ marginBottom: 12 }} />
      )}
      {data && data.total > data.clientes.length && <p>{MSG.recipientsFirst(data.clientes.length, data.total)}</p>}
      <DataTable<Recipient>
        rowKey="id"
        columns={columns}
        data={data?.clientes}
        loading={recipients.isFetching}
        emptyText={MSG.recipientsNone}
      />
    </SectionLayout>
  );
}
