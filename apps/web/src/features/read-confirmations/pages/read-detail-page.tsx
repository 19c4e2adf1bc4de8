import { useState } from 'react';
import { Alert, Button, Input, Select, Skeleton, Statistic } from 'antd';
import { NotificationOutlined } from '@ant-design/icons';
import { useParams, useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '@intranet/shared/api/paging';
import { formatDateTime } from '@intranet/shared/format/dates';
import { READ_CONFIRMATIONS_MSG as MSG } from '@intranet/shared/read-confirmations/read-confirmations.messages';
import {
  READ_STATUSES,
  READ_TIPOS,
  type ReadPerson,
  type ReadStatus,
} from '@intranet/shared/read-confirmations/read-confirmations.schemas';
import { idParam } from '@intranet/shared/validation/fields';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { StatusPage } from '../../../components/status-page/status-page';
import { errorText } from '../../../lib/error-text';
import { useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { allReadPeople, useReadDetail } from '../api/get-read-detail';
import { useRemindPending } from '../api/remind-pending';
import { READ_REPORT_PATH } from '../read-confirmations-paths';
import { percentText } from '../percent-text';
import '../read-confirmations.css';

const columns: DataTableColumn<ReadPerson>[] = [
  { key: 'nome', title: 'Nome' },
  { key: 'departamento', title: 'Departamento', text: (p) => p.departamento ?? 'Não informado' },
  { key: 'empresa', title: 'Empresa', text: (p) => p.empresa ?? 'Não informado' },
  {
    key: 'status',
    title: 'Status',
    align: 'center',
    badge: (p) => ({ text: MSG.statusLabel[p.status], color: p.status === 'confirmado' ? 'green' : 'orange' }),
  },
  {
    key: 'confirmado_em',
    title: MSG.confirmedAt,
    noWrap: true,
    text: (p) => (p.confirmado_em ? formatDateTime(p.confirmado_em) : ''),
  },
];

/** `/reports/read-confirm-list/:id?tipo=…`: who of the item's audience confirmed, and reminding the others. */
export function ReadDetailPage() {
  const id = idParam.safeParse(useParams().id);
  const [params] = useSearchParams();
  const tipo = READ_TIPOS.find((t) => t === (params.get('tipo') ?? 'noticia'));
  if (!id.success || !tipo) return <StatusPage kind="notFound" />;
  return <ReadDetail tipo={tipo} id={id.data} />;
}

function ReadDetail({ tipo, id }: { tipo: (typeof READ_TIPOS)[number]; id: number }) {
  const notify = useNotify();
  const canRemind = useCan('read-confirmations.remind');
  const [status, setStatus] = useState<ReadStatus>();
  const [departamento, setDepartamento] = useState<number>();
  const [busca, setBusca] = useState('');
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE as number });
  const [asking, setAsking] = useState(false);
  const filters = { status, departamento, busca: busca || undefined };
  const limit = paging.pageSize || DEFAULT_PAGE_SIZE;
  const detail = useReadDetail({ tipo, id }, { ...filters, limit, offset: (paging.page - 1) * limit });
  const remind = useRemindPending();
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPaging((p) => ({ ...p, page: 1 }));
    };

  if (detail.isPending)
    return (
      <SectionLayout title={MSG.title} back={READ_REPORT_PATH}>
        {<Skeleton active />}
      </SectionLayout>
    );
  if (detail.isError)
    return (
      <SectionLayout title={MSG.title} back={READ_REPORT_PATH}>
        <Alert type="error" showIcon title={errorText(detail.error)} />
      </SectionLayout>
    );
  const { item, departamentos, lembretes } = detail.data;

  const send = () =>
    remind.mutate(
      { tipo, id },
      {
        onSuccess: (answer) => {
          setAsking(false);
          if (answer.notificados) notify.success(MSG.reminded(answer.notificados));
          else notify.success(MSG.remindNone);
        },
        onError: (error) => {
          setAsking(false);
          notify.fail(error);
        },
      },
    );

  return (
    <SectionLayout
      title={item.titulo}
      back={READ_REPORT_PATH}
      extra={
        canRemind ? (
          <Button icon={<NotificationOutlined />} disabled={item.pendentes === 0} onClick={() => setAsking(true)}>
            {MSG.remind}
          </Button>
        ) : undefined
      }
    >
      <div className="read-report__figures">
        <Statistic title="Tipo" value={MSG.tipoLabel[item.tipo]} />
        {item.tipo === 'manual' && <Statistic title="Versão" value={item.versao} />}
        <Statistic title="Público" value={item.publico} />
        <Statistic title="Confirmados" value={item.confirmados} />
        <Statistic title="Pendentes" value={item.pendentes} />
        <Statistic title="Percentual" value={percentText(item.percentual)} />
      </div>
      <DataTable<ReadPerson>
        rowKey="id_usuario"
        columns={columns}
        data={detail.data.pessoas}
        loading={detail.isFetching}
        exportable
        exportName={`confirmacoes-${item.titulo}`}
        exportRows={() => allReadPeople({ tipo, id }, filters)}
        emptyText="Ninguém encontrado."
        toolbar={
          <span className="read-report__filters" style={{ marginBottom: 0 }}>
            <Select<ReadStatus | 'todos'>
              aria-label="Status"
              style={{ width: 180 }}
              value={status ?? 'todos'}
              onChange={filtered((value: ReadStatus | 'todos') => setStatus(value === 'todos' ? undefined : value))}
              options={[
                { value: 'todos', label: 'Todos os status' },
                ...READ_STATUSES.map((s) => ({ value: s, label: MSG.statusLabel[s] })),
              ]}
            />
            <Select<number>
              aria-label="Departamento"
              placeholder="Todos os departamentos"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              style={{ width: 280 }}
              value={departamento}
              onChange={filtered(setDepartamento)}
              options={departamentos.map((d) => ({
                value: d.id,
                label: d.empresa ? `${d.nome} · ${d.empresa}` : d.nome,
              }))}
            />
            <Input.Search
              aria-label="Buscar por nome"
              placeholder="Buscar por nome"
              allowClear
              maxLength={120}
              style={{ width: 220 }}
              onSearch={filtered((value: string) => setBusca(value.trim()))}
            />
          </span>
        }
        server={{
          total: detail.data.total,
          page: paging.page,
          pageSize: paging.pageSize,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
      />
      <section className="read-report__reminders" aria-label="Lembretes enviados">
        <strong>Lembretes enviados</strong>
        {lembretes.length === 0 ? (
          <div className="pending-reads__meta">Nenhum lembrete enviado.</div>
        ) : (
          <ul>
            {lembretes.map((r) => (
              <li key={r.id}>
                {formatDateTime(r.enviado_em)} · {r.enviado_por ?? 'Sistema'} ·{' '}
                {r.quantidade === 1 ? '1 pessoa' : `${r.quantidade} pessoas`}
                {item.tipo === 'manual' && r.versao !== item.versao ? ` (versão ${r.versao})` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={asking}
        title={MSG.remind}
        text={MSG.remindConfirm(item.pendentes)}
        confirmLabel="Enviar lembrete"
        cancelLabel="Cancelar"
        loading={remind.isPending}
        onConfirm={send}
        onCancel={() => setAsking(false)}
      />
    </SectionLayout>
  );
}
