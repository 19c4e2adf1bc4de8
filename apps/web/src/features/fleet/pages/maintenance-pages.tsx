import { useEffect } from 'react';
import { Alert, Button, Checkbox, Form, Input, InputNumber, Select, Space } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { formatDate } from '@intranet/shared/format/dates';
import { formatInteger, formatMoney } from '@intranet/shared/format/numbers';
import { FLEET_MSG } from '@intranet/shared/fleet/fleet.messages';
import {
  MAINTENANCE_STATUSES,
  MAINTENANCE_STATUS_LABELS,
  MAINTENANCE_TYPES,
  MAINTENANCE_TYPE_LABELS,
  REMINDER_DAYS_AHEAD,
  REMINDER_KM_AHEAD,
  formatPlate,
} from '@intranet/shared/fleet/fleet.rules';
import {
  FLEET_LIMITS,
  type Maintenance,
  type MaintenanceInput,
  type MaintenanceListQuery,
  maintenanceInput,
} from '@intranet/shared/fleet/fleet.schemas';
import { DataTable, type DataTableColumn, type RowAction } from '../../../components/data-table/data-table';
import { isoDayItem, IsoDayPicker } from '../../../components/form/iso-day-picker';
import { showServerErrors } from '../../../components/form/server-errors';
import { zodRules } from '../../../components/form/zod-rules';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import {
  useIncidents,
  useMaintenance,
  useMaintenances,
  useSaveMaintenance,
  useVehicleOptions,
} from '../api/manager-calls';
import { usePagedList } from '../components/paged-list';
import { RecordState } from '../components/record-state';
import { FLEET_HOME_PATH } from '../fleet-paths';
import { MAINTENANCE_PATH, editPath, listPath, registerPath } from '../manager-paths';
import { FLEET_TEXT as TEXT } from '../manager-texts';
import '../fleet-manager.css';

const STATUS_COLORS = { agendada: 'blue', realizada: 'green', cancelada: 'default' } as const;

const threshold = (m: Maintenance) =>
  [m.previsto_km !== null && `${formatInteger(m.previsto_km)} km`, m.previsto_data && formatDate(m.previsto_data)]
    .filter(Boolean)
    .join(' ou ') || '—';

const COLUMNS: DataTableColumn<Maintenance>[] = [
  { key: 'placa', title: 'Veículo', text: (m) => formatPlate(m.placa), noWrap: true },
  { key: 'tipo', title: 'Tipo', text: (m) => MAINTENANCE_TYPE_LABELS[m.tipo] },
  { key: 'descricao', title: 'Descrição' },
  { key: 'previsto', title: 'Previsão', value: (m) => m.previsto_data ?? m.previsto_km, text: threshold, noWrap: true },
  {
    key: 'odometro_veiculo',
    title: 'Odômetro atual',
    text: (m) => `${formatInteger(m.odometro_veiculo)} km`,
    align: 'right',
    noWrap: true,
  },
  { key: 'realizada_em', title: 'Realizada em', text: (m) => formatDate(m.realizada_em) || '—', noWrap: true },
  { key: 'oficina', title: 'Oficina', text: (m) => m.oficina || '—' },
  { key: 'custo', title: 'Custo', text: (m) => (m.custo === null ? '—' : formatMoney(m.custo)), align: 'right' },
  {
    key: 'status',
    title: 'Situação',
    badge: (m) => ({ text: MAINTENANCE_STATUS_LABELS[m.status], color: STATUS_COLORS[m.status] }),
  },
  {
    key: 'devida',
    title: 'Lembrete',
    badge: (m) => (m.devida ? { text: TEXT.maintenanceDue, color: 'orange' } : null),
    exportValue: (m) => (m.devida ? TEXT.maintenanceDue : ''),
  },
];

type Filters = Omit<MaintenanceListQuery, 'limit' | 'offset' | 'minhas'>;

/**
 * `/fleet/maintenance-vehicle/list`: every vehicle's maintenance, planned and done, filtered by
 * vehicle, type, status and the planned preventive ones whose reminder is due (the odometer within
 * 500 km of the planned km or the planned day within a week), paged by the server.
 */
export function MaintenanceListPage() {
  const navigate = useNavigate();
  const writes = useCan('fleet.write');
  const list = usePagedList<Filters>();
  const result = useMaintenances(list.query);
  const vehicles = useVehicleOptions();
  const actions: RowAction<Maintenance>[] = [
    {
      key: 'edit',
      label: 'Editar',
      icon: <EditOutlined />,
      iconOnly: true,
      onClick: (m) => navigate(editPath(MAINTENANCE_PATH, m.id)),
    },
  ];
  return (
    <SectionLayout
      title={TEXT.maintenanceList}
      back={FLEET_HOME_PATH}
      add={writes ? { label: TEXT.maintenanceAdd, to: registerPath(MAINTENANCE_PATH) } : undefined}
    >
      <DataTable<Maintenance>
        rowKey="id"
        columns={COLUMNS}
        data={result.data?.frota_manutencao}
        loading={result.isFetching}
        actions={actions}
        exportable
        emptyText={result.isError ? TEXT.listFailed : list.filtered ? TEXT.emptyFiltered : TEXT.maintenanceEmpty}
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
              aria-label="Tipo"
              placeholder="Tipo"
              style={{ minWidth: 140 }}
              options={MAINTENANCE_TYPES.map((t) => ({ value: t, label: MAINTENANCE_TYPE_LABELS[t] }))}
              onChange={(tipo?: Filters['tipo']) => list.filter({ tipo })}
            />
            <Select
              allowClear
              aria-label="Situação"
              placeholder="Situação"
              style={{ minWidth: 140 }}
              options={MAINTENANCE_STATUSES.map((s) => ({ value: s, label: MAINTENANCE_STATUS_LABELS[s] }))}
              onChange={(status?: Filters['status']) => list.filter({ status })}
            />
            <Checkbox onChange={(e) => list.filter({ devida: e.target.checked ? 'true' : undefined })}>
              {TEXT.onlyDue}
            </Checkbox>
          </Space>
        }
        server={list.server(result.data?.total)}
      />
    </SectionLayout>
  );
}

type Values = Partial<Omit<MaintenanceInput, 'id_incidente'>> & { id_incidente?: number | null };

const rules = zodRules(maintenanceInput);

/**
 * `/fleet/maintenance-vehicle/register` and `/edit/:id`: a preventive maintenance planned at a km
 * and/or a day (its reminder goes a week or 500 km before), or a corrective one (possibly from an
 * incident, `?incidente=&veiculo=`); done with the day, odometer, workshop, parts and cost.
 */
function MaintenanceForm({ mode }: { mode: 'register' | 'edit' }) {
  const editing = mode === 'edit';
  const id = Number(useParams().id);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const writes = useCan('fleet.write');
  const [form] = Form.useForm<Values>();
  const current = useMaintenance(editing ? id : 0);
  const vehicles = useVehicleOptions();
  const save = useSaveMaintenance();
  const vehicleId = Form.useWatch('id_veiculo', form);
  const tipo = Form.useWatch('tipo', form);
  const status = Form.useWatch('status', form);
  const incidents = useIncidents({ id_veiculo: vehicleId, limit: 100, offset: 0 });
  const fromIncident = Number(search.get('incidente')) || null;
  const fromVehicle = Number(search.get('veiculo')) || undefined;

  useEffect(() => {
    if (editing && current.data) form.setFieldsValue(current.data);
  }, [editing, current.data, form]);

  const submit = (v: Values) => {
    const object: MaintenanceInput = {
      id_veiculo: v.id_veiculo!,
      tipo: v.tipo!,
      status: v.status ?? 'agendada',
      descricao: v.descricao ?? '',
      id_incidente: v.tipo === 'corretiva' ? (v.id_incidente ?? null) : null,
      previsto_km: v.previsto_km ?? null,
      previsto_data: v.previsto_data ?? null,
      realizada_em: v.status === 'realizada' ? (v.realizada_em ?? null) : null,
      odometro: v.odometro ?? null,
      oficina: v.oficina ?? '',
      pecas: v.pecas ?? '',
      custo: v.custo ?? null,
    };
    save.mutate(
      { id: editing ? id : undefined, object },
      {
        onSuccess: () => {
          notify.success(editing ? TEXT.edited : TEXT.created);
          navigate(listPath(MAINTENANCE_PATH));
        },
        onError: (error) => {
          showServerErrors(form, error);
          notify.fail(error, editing ? TEXT.editFailed : TEXT.createFailed);
        },
      },
    );
  };

  const title = editing ? TEXT.maintenanceEdit : TEXT.maintenanceRegister;
  const record = current.data;
  return (
    <RecordState
      title={title}
      back={listPath(MAINTENANCE_PATH)}
      loading={editing && current.isLoading}
      failed={editing && current.isError}
      notFound={FLEET_MSG.maintenanceNotFound}
    >
      <SectionLayout title={title} back={listPath(MAINTENANCE_PATH)}>
        {record?.devida && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={TEXT.maintenanceDueAlert(formatInteger(record.odometro_veiculo))}
          />
        )}
        {record?.solicitante && (
          <Alert type="info" showIcon style={{ marginBottom: 16 }} title={`Solicitada por ${record.solicitante}.`} />
        )}
        <Form<Values>
          form={form}
          layout="vertical"
          style={{ maxWidth: 820 }}
          disabled={!writes}
          initialValues={{
            tipo: fromIncident ? 'corretiva' : 'preventiva',
            status: 'agendada',
            id_veiculo: fromVehicle,
            id_incidente: fromIncident,
          }}
          onFinish={submit}
        >
          <Space size={16} wrap align="start" style={{ display: 'flex' }}>
            <Form.Item name="id_veiculo" label="Veículo" rules={rules.id_veiculo} style={{ minWidth: 280 }}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Escolha o veículo"
                loading={vehicles.isLoading}
                options={vehicles.data}
                onChange={() => form.setFieldValue('id_incidente', null)}
              />
            </Form.Item>
            <Form.Item name="tipo" label="Tipo" rules={rules.tipo} style={{ minWidth: 160 }}>
              <Select options={MAINTENANCE_TYPES.map((t) => ({ value: t, label: MAINTENANCE_TYPE_LABELS[t] }))} />
            </Form.Item>
            <Form.Item name="status" label="Situação" rules={rules.status} style={{ minWidth: 160 }}>
              <Select options={MAINTENANCE_STATUSES.map((s) => ({ value: s, label: MAINTENANCE_STATUS_LABELS[s] }))} />
            </Form.Item>
          </Space>
          <Form.Item name="descricao" label="Descrição do serviço" rules={rules.descricao}>
            <Input.TextArea maxLength={FLEET_LIMITS.descricao} autoSize={{ minRows: 2 }} />
          </Form.Item>
          {tipo === 'corretiva' && (
            <Form.Item name="id_incidente" label="Incidente de origem">
              <Select
                allowClear
                placeholder={vehicleId ? 'Nenhum' : 'Escolha o veículo primeiro'}
                loading={incidents.isLoading}
                options={(incidents.data?.frota_incidente ?? []).map((i) => ({
                  value: i.id,
                  label: `#${i.id} — ${i.descricao.slice(0, 60)} (${formatDate(i.ocorrido_em.slice(0, 10))})`,
                }))}
              />
            </Form.Item>
          )}
          {tipo === 'preventiva' && (
            <>
              <Space size={16} wrap align="start" style={{ display: 'flex' }}>
                <Form.Item
                  name="previsto_km"
                  label="Prevista no km"
                  dependencies={['previsto_data', 'status']}
                  rules={[
                    ...rules.previsto_km,
                    ({ getFieldValue }) => ({
                      validator: async (_: unknown, km?: number | null) => {
                        if (getFieldValue('status') === 'agendada' && km == null && !getFieldValue('previsto_data'))
                          throw new Error(FLEET_MSG.threshold);
                      },
                    }),
                  ]}
                >
                  <InputNumber min={0} style={{ width: 200 }} suffix="km" />
                </Form.Item>
                <Form.Item name="previsto_data" label="Prevista para" rules={rules.previsto_data} {...isoDayItem}>
                  <IsoDayPicker style={{ width: 200 }} />
                </Form.Item>
              </Space>
              <div className="fleet-hint">{TEXT.reminderHint(REMINDER_KM_AHEAD, REMINDER_DAYS_AHEAD)}</div>
            </>
          )}
          <Space size={16} wrap align="start" style={{ display: 'flex', marginTop: 8 }}>
            <Form.Item
              name="realizada_em"
              label="Realizada em"
              dependencies={['status']}
              rules={[
                ...rules.realizada_em,
                ({ getFieldValue }) => ({
                  validator: async (_: unknown, day?: string | null) => {
                    if (getFieldValue('status') === 'realizada' && !day) throw new Error(FLEET_MSG.done);
                  },
                }),
              ]}
              {...isoDayItem}
            >
              <IsoDayPicker style={{ width: 200 }} disabled={status !== 'realizada'} />
            </Form.Item>
            <Form.Item name="odometro" label="Odômetro no serviço" rules={rules.odometro}>
              <InputNumber min={0} style={{ width: 200 }} suffix="km" />
            </Form.Item>
            <Form.Item name="custo" label="Custo (R$)" rules={rules.custo}>
              <InputNumber min={0} step={0.01} precision={2} decimalSeparator="," style={{ width: 200 }} />
            </Form.Item>
          </Space>
          <Form.Item name="oficina" label="Oficina" rules={rules.oficina}>
            <Input maxLength={FLEET_LIMITS.texto} />
          </Form.Item>
          <Form.Item name="pecas" label="Peças trocadas" rules={rules.pecas}>
            <Input.TextArea maxLength={FLEET_LIMITS.descricao} autoSize={{ minRows: 2 }} />
          </Form.Item>
          <Space>
            <Button disabled={false} onClick={() => navigate(listPath(MAINTENANCE_PATH))}>
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

export const MaintenanceRegisterPage = () => <MaintenanceForm mode="register" />;
export const MaintenanceEditPage = () => <MaintenanceForm mode="edit" />;
