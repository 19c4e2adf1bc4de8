import { useEffect } from 'react';
import { Alert, Button, Descriptions, Form, Input, Select, Space } from 'antd';
import { CheckOutlined, EditOutlined, ToolOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router-dom';
import { formatDateTime } from '@intranet/shared/format/dates';
import { FLEET_MSG } from '@intranet/shared/fleet/fleet.messages';
import {
  INCIDENT_STATUSES,
  INCIDENT_STATUS_LABELS,
  INCIDENT_TYPES,
  INCIDENT_TYPE_LABELS,
  formatPlate,
} from '@intranet/shared/fleet/fleet.rules';
import {
  FLEET_LIMITS,
  type Incident,
  type IncidentInput,
  type IncidentListQuery,
  incidentInput,
} from '@intranet/shared/fleet/fleet.schemas';
import { DataTable, type DataTableColumn, type RowAction } from '../../../components/data-table/data-table';
import { ImagePicker } from '../../../components/image-picker/image-picker';
import { showServerErrors } from '../../../components/form/server-errors';
import { zodRules } from '../../../components/form/zod-rules';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useDriverAt, useIncident, useIncidents, useSaveIncident, useVehicleOptions } from '../api/manager-calls';
import { instantItem, InstantPicker } from '../components/instant-picker';
import { usePagedList } from '../components/paged-list';
import { RecordState } from '../components/record-state';
import { FLEET_HOME_PATH } from '../fleet-paths';
import { INCIDENTS_PATH, correctiveFromIncidentPath, editPath, listPath, registerPath } from '../manager-paths';
import { FLEET_TEXT as TEXT } from '../manager-texts';
import '../fleet-manager.css';

const TYPE_COLORS = { avaria: 'gold', pane: 'purple', acidente: 'red' } as const;

const COLUMNS: DataTableColumn<Incident>[] = [
  { key: 'ocorrido_em', title: 'Data e hora', text: (i) => formatDateTime(i.ocorrido_em), noWrap: true },
  { key: 'placa', title: 'Veículo', text: (i) => formatPlate(i.placa), noWrap: true },
  { key: 'tipo', title: 'Tipo', badge: (i) => ({ text: INCIDENT_TYPE_LABELS[i.tipo], color: TYPE_COLORS[i.tipo] }) },
  { key: 'descricao', title: 'Descrição' },
  { key: 'motorista', title: TEXT.driverThen, text: (i) => i.motorista ?? '—' },
  { key: 'registrante', title: 'Registrado por' },
  { key: 'fotos', title: 'Fotos', value: (i) => i.fotos.length, align: 'center' },
  {
    key: 'status',
    title: 'Situação',
    badge: (i) => ({ text: INCIDENT_STATUS_LABELS[i.status], color: i.status === 'aberto' ? 'orange' : 'green' }),
  },
];

/** The incident as the edit call takes it, with another status. */
const withStatus = (i: Incident, status: Incident['status']): IncidentInput => ({
  id_veiculo: i.id_veiculo,
  tipo: i.tipo,
  ocorrido_em: i.ocorrido_em,
  descricao: i.descricao,
  local: i.local,
  fotos: i.fotos,
  status,
});

type Filters = Omit<IncidentListQuery, 'limit' | 'offset' | 'minhas'>;

/**
 * `/fleet/incidents-vehicle/list`: damage, breakdowns and accidents of every vehicle with the driver of
 * the moment, filtered by vehicle and status; an open one is marked resolved or opens a corrective
 * maintenance from its row.
 */
export function IncidentListPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const writes = useCan('fleet.write');
  const list = usePagedList<Filters>();
  const result = useIncidents(list.query);
  const vehicles = useVehicleOptions();
  const save = useSaveIncident();
  const resolve = (i: Incident) =>
    save.mutate(
      { id: i.id, object: withStatus(i, 'resolvido') },
      { onSuccess: () => notify.success(TEXT.resolved), onError: (e) => notify.fail(e, TEXT.editFailed) },
    );
  const actions: RowAction<Incident>[] = [
    {
      key: 'edit',
      label: 'Editar',
      icon: <EditOutlined />,
      iconOnly: true,
      onClick: (i) => navigate(editPath(INCIDENTS_PATH, i.id)),
    },
    {
      key: 'resolve',
      label: 'Marcar como resolvido',
      can: 'fleet.write',
      icon: <CheckOutlined />,
      iconOnly: true,
      hidden: (i) => i.status === 'resolvido',
      disabled: save.isPending,
      onClick: resolve,
    },
    {
      key: 'corrective',
      label: 'Abrir manutenção corretiva',
      can: 'fleet.write',
      icon: <ToolOutlined />,
      iconOnly: true,
      hidden: (i) => i.status === 'resolvido',
      onClick: (i) => navigate(correctiveFromIncidentPath(i.id, i.id_veiculo)),
    },
  ];
  return (
    <SectionLayout
      title={TEXT.incidentList}
      back={FLEET_HOME_PATH}
      add={writes ? { label: TEXT.incidentAdd, to: registerPath(INCIDENTS_PATH) } : undefined}
    >
      <DataTable<Incident>
        rowKey="id"
        columns={COLUMNS}
        data={result.data?.frota_incidente}
        loading={result.isFetching}
        actions={actions}
        exportable
        emptyText={result.isError ? TEXT.listFailed : list.filtered ? TEXT.emptyFiltered : TEXT.incidentEmpty}
        toolbar={
          <Space wrap>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              aria-label="Veículo"
              placeholder="Veículo"
              style={{ minWidth: 220 }}
              loading={vehicles.isLoading}
              options={vehicles.data}
              onChange={(id_veiculo?: number) => list.filter({ id_veiculo })}
            />
            <Select
              allowClear
              aria-label="Situação"
              placeholder="Situação"
              style={{ minWidth: 140 }}
              options={INCIDENT_STATUSES.map((s) => ({ value: s, label: INCIDENT_STATUS_LABELS[s] }))}
              onChange={(status?: Filters['status']) => list.filter({ status })}
            />
          </Space>
        }
        server={list.server(result.data?.total)}
      />
    </SectionLayout>
  );
}

type Values = Partial<IncidentInput>;
const rules = zodRules(incidentInput);

/**
 * `/fleet/incidents-vehicle/register` and `/edit/:id`: the vehicle, the kind, the instant, what happened,
 * where, up to six photos (uploaded through the files API) and the status. The driver of the moment is
 * found from the use records and shown before saving; an open incident is marked resolved or opens a
 * corrective maintenance.
 */
function IncidentForm({ mode }: { mode: 'register' | 'edit' }) {
  const editing = mode === 'edit';
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const notify = useNotify();
  const writes = useCan('fleet.write');
  const [form] = Form.useForm<Values>();
  const current = useIncident(editing ? id : 0);
  const vehicles = useVehicleOptions();
  const save = useSaveIncident();
  const vehicleId = Form.useWatch('id_veiculo', form);
  const instant = Form.useWatch('ocorrido_em', form);
  const driverThen = useDriverAt(vehicleId, instant ?? undefined);

  useEffect(() => {
    if (editing && current.data) form.setFieldsValue(current.data);
  }, [editing, current.data, form]);

  const send = (object: IncidentInput, success: string) =>
    save.mutate(
      { id: editing ? id : undefined, object },
      {
        onSuccess: () => {
          notify.success(success);
          if (success !== TEXT.resolved && success !== TEXT.reopened) navigate(listPath(INCIDENTS_PATH));
        },
        onError: (error) => {
          showServerErrors(form, error);
          notify.fail(error, editing ? TEXT.editFailed : TEXT.createFailed);
        },
      },
    );
  const submit = (v: Values) =>
    send(
      {
        id_veiculo: v.id_veiculo!,
        tipo: v.tipo!,
        ocorrido_em: v.ocorrido_em!,
        descricao: v.descricao ?? '',
        local: v.local ?? '',
        fotos: v.fotos ?? [],
        status: v.status ?? 'aberto',
      },
      editing ? TEXT.edited : TEXT.created,
    );

  const title = editing ? TEXT.incidentEdit : TEXT.incidentRegister;
  const record = current.data;
  const driverName =
    editing && record && vehicleId === record.id_veiculo && instant === record.ocorrido_em
      ? record.motorista
      : driverThen.data?.nome;
  return (
    <RecordState
      title={title}
      back={listPath(INCIDENTS_PATH)}
      loading={editing && current.isLoading}
      failed={editing && current.isError}
      notFound={FLEET_MSG.incidentNotFound}
    >
      <SectionLayout
        title={title}
        back={listPath(INCIDENTS_PATH)}
        extra={
          editing && record && writes ? (
            <Space wrap>
              {record.status === 'aberto' ? (
                <>
                  <Button
                    icon={<CheckOutlined />}
                    aria-label={TEXT.resolve}
                    loading={save.isPending}
                    onClick={() => send(withStatus(record, 'resolvido'), TEXT.resolved)}
                  >
                    {TEXT.resolve}
                  </Button>
                  <Button
                    icon={<ToolOutlined />}
                    aria-label={TEXT.openCorrective}
                    onClick={() => navigate(correctiveFromIncidentPath(record.id, record.id_veiculo))}
                  >
                    {TEXT.openCorrective}
                  </Button>
                </>
              ) : (
                <Button loading={save.isPending} onClick={() => send(withStatus(record, 'aberto'), TEXT.reopened)}>
                  {TEXT.reopen}
                </Button>
              )}
            </Space>
          ) : undefined
        }
      >
        {record && (
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            style={{ marginBottom: 16, maxWidth: 820 }}
            items={[
              { key: 'r', label: 'Registrado por', children: record.registrante },
              { key: 'c', label: 'Registrado em', children: formatDateTime(record.created_at) },
              {
                key: 's',
                label: 'Situação',
                children: INCIDENT_STATUS_LABELS[record.status],
              },
            ]}
          />
        )}
        <Form<Values>
          form={form}
          layout="vertical"
          style={{ maxWidth: 820 }}
          disabled={!writes}
          initialValues={{ status: 'aberto', fotos: [], local: '' }}
          onFinish={submit}
        >
          <Space size={16} wrap align="start" style={{ display: 'flex' }}>
            <Form.Item name="id_veiculo" label="Veículo" rules={rules.id_veiculo} style={{ minWidth: 280 }}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Escolha o veículo"
                loading={vehicles.isLoading}
                options={vehicles.data}
              />
            </Form.Item>
            <Form.Item name="tipo" label="Tipo" rules={rules.tipo} style={{ minWidth: 160 }}>
              <Select
                placeholder="Escolha"
                options={INCIDENT_TYPES.map((t) => ({ value: t, label: INCIDENT_TYPE_LABELS[t] }))}
              />
            </Form.Item>
            <Form.Item name="ocorrido_em" label="Data e hora" rules={rules.ocorrido_em} {...instantItem}>
              <InstantPicker />
            </Form.Item>
          </Space>
          {vehicleId && instant && (
            <Alert
              type={driverName ? 'info' : 'warning'}
              showIcon
              style={{ marginBottom: 16 }}
              title={driverName ? `${TEXT.driverThen}: ${driverName}` : TEXT.noDriverThen}
            />
          )}
          <Form.Item name="descricao" label="O que aconteceu" rules={rules.descricao}>
            <Input.TextArea maxLength={FLEET_LIMITS.descricao} autoSize={{ minRows: 3 }} />
          </Form.Item>
          <Form.Item name="local" label="Local" rules={rules.local}>
            <Input maxLength={FLEET_LIMITS.texto} />
          </Form.Item>
          <Form.Item name="fotos" label="Fotos" rules={rules.fotos}>
            <ImagePicker multiple max={FLEET_LIMITS.fotos} bucket="frota" label="Foto do incidente" />
          </Form.Item>
          <Form.Item name="status" label="Situação" rules={rules.status} style={{ maxWidth: 200 }}>
            <Select options={INCIDENT_STATUSES.map((s) => ({ value: s, label: INCIDENT_STATUS_LABELS[s] }))} />
          </Form.Item>
          <Space>
            <Button disabled={false} onClick={() => navigate(listPath(INCIDENTS_PATH))}>
              CANCELAR
            </Button>
            {writes && (
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                SALVAR
              </Button>
            )}
          </Space>
        </Form>
      </SectionLayout>
    </RecordState>
  );
}

export const IncidentRegisterPage = () => <IncidentForm mode="register" />;
export const IncidentEditPage = () => <IncidentForm mode="edit" />;
