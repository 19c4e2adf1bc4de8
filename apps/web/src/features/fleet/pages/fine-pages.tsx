import { useEffect } from 'react';
import { Alert, Button, Checkbox, Form, Input, InputNumber, Select, Space } from 'antd';
import { EditOutlined, FileProtectOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router-dom';
import { formatDate, formatDateTime } from '@intranet/shared/format/dates';
import { formatMoney } from '@intranet/shared/format/numbers';
import { FLEET_MSG } from '@intranet/shared/fleet/fleet.messages';
import { FINE_STATUSES, FINE_STATUS_LABELS, formatPlate } from '@intranet/shared/fleet/fleet.rules';
import {
  FLEET_LIMITS,
  type Fine,
  type FineInput,
  type FineListQuery,
  fineInput,
} from '@intranet/shared/fleet/fleet.schemas';
import { DataTable, type DataTableColumn, type RowAction } from '../../../components/data-table/data-table';
import { isoDayItem, IsoDayPicker } from '../../../components/form/iso-day-picker';
import { showServerErrors } from '../../../components/form/server-errors';
import { zodRules } from '../../../components/form/zod-rules';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useDriverAt, useFine, useFines, useSaveFine, useVehicleOptions } from '../api/manager-calls';
import { FineDeadline, deadlineBadge } from '../components/fine-deadline';
import { instantItem, InstantPicker } from '../components/instant-picker';
import { usePagedList } from '../components/paged-list';
import { RecordState } from '../components/record-state';
import { FLEET_HOME_PATH } from '../fleet-paths';
import { FINES_PATH, editPath, fineTermPath, listPath, registerPath } from '../manager-paths';
import { FLEET_TEXT as TEXT } from '../manager-texts';
import '../fleet-manager.css';

const STATUS_COLORS = { pendente: 'gold', identificado: 'blue', pago: 'green' } as const;

const COLUMNS: DataTableColumn<Fine>[] = [
  { key: 'ocorrida_em', title: 'Data e hora', text: (f) => formatDateTime(f.ocorrida_em), noWrap: true },
  { key: 'placa', title: 'Placa', text: (f) => formatPlate(f.placa), noWrap: true },
  { key: 'codigo_infracao', title: 'Infração', text: (f) => `${f.codigo_infracao} — ${f.descricao_infracao}` },
  { key: 'motorista', title: 'Condutor', text: (f) => f.motorista ?? 'Não encontrado' },
  {
    key: 'prazo_identificacao',
    title: 'Prazo de identificação',
    render: (f) => <FineDeadline fine={f} />,
    exportValue: (f) => [formatDate(f.prazo_identificacao), deadlineBadge(f)?.text].filter(Boolean).join(' — '),
  },
  {
    key: 'status',
    title: 'Situação',
    badge: (f) => ({ text: FINE_STATUS_LABELS[f.status], color: STATUS_COLORS[f.status] }),
  },
  { key: 'valor', title: 'Valor', text: (f) => formatMoney(f.valor), align: 'right', noWrap: true },
  { key: 'pontos', title: 'Pontos', align: 'center' },
  { key: 'vencimento', title: 'Vencimento', text: (f) => formatDate(f.vencimento), noWrap: true },
];

type Filters = Omit<FineListQuery, 'limit' | 'offset'>;

/**
 * `/fleet/fines/list`: the traffic fines with the driver found from the use records, the value, the
 * points, the due day and the driver-identification deadline (days left, or overdue); filtered by
 * plate, status and overdue deadline, paged by the server. A fine with a driver opens its term.
 */
export function FineListPage() {
  const navigate = useNavigate();
  const writes = useCan('fleet.write');
  const list = usePagedList<Filters>();
  const result = useFines(list.query);
  const actions: RowAction<Fine>[] = [
    {
      key: 'edit',
      label: 'Editar',
      icon: <EditOutlined />,
      iconOnly: true,
      onClick: (f) => navigate(editPath(FINES_PATH, f.id)),
    },
    {
      key: 'term',
      label: TEXT.openTerm,
      can: 'fleet.write',
      icon: <FileProtectOutlined />,
      iconOnly: true,
      disabled: (f) => f.id_motorista === null,
      onClick: (f) => f.id_motorista !== null && navigate(fineTermPath(f.id, f.id_motorista, f.placa)),
    },
  ];
  return (
    <SectionLayout
      title={TEXT.fineList}
      back={FLEET_HOME_PATH}
      add={writes ? { label: TEXT.fineAdd, to: registerPath(FINES_PATH) } : undefined}
    >
      <DataTable<Fine>
        rowKey="id"
        columns={COLUMNS}
        data={result.data?.frota_multa}
        loading={result.isFetching}
        actions={actions}
        exportable
        emptyText={result.isError ? TEXT.listFailed : list.filtered ? TEXT.emptyFiltered : TEXT.fineEmpty}
        toolbar={
          <Space wrap>
            <Input.Search
              allowClear
              aria-label="Buscar por placa"
              placeholder="Placa (ABC-1234 ou ABC1D23)"
              maxLength={10}
              style={{ width: 240 }}
              onSearch={(value) => list.filter({ placa: value.trim() || undefined })}
            />
            <Select
              allowClear
              aria-label="Situação"
              placeholder="Situação"
              style={{ minWidth: 220 }}
              options={FINE_STATUSES.map((s) => ({ value: s, label: FINE_STATUS_LABELS[s] }))}
              onChange={(status?: Filters['status']) => list.filter({ status })}
            />
            <Checkbox onChange={(e) => list.filter({ atrasada: e.target.checked ? 'true' : undefined })}>
              {TEXT.onlyOverdue}
            </Checkbox>
          </Space>
        }
        server={list.server(result.data?.total)}
      />
    </SectionLayout>
  );
}

type Values = Partial<FineInput>;
const rules = zodRules(fineInput);

/**
 * `/fleet/fines/register` and `/fleet/fines/edit/:id`: the plate's vehicle, the instant, the infraction's
 * code and description, place, value, points, due day, the identification deadline (30 days from the
 * notice by default) and the status. The driver who had the vehicle then is read from the use records
 * as the form is filled; a saved fine with a driver opens the responsibility term.
 */
function FineForm({ mode }: { mode: 'register' | 'edit' }) {
  const editing = mode === 'edit';
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const notify = useNotify();
  const writes = useCan('fleet.write');
  const [form] = Form.useForm<Values>();
  const current = useFine(editing ? id : 0);
  const vehicles = useVehicleOptions();
  const save = useSaveFine();
  const vehicleId = Form.useWatch('id_veiculo', form);
  const instant = Form.useWatch('ocorrida_em', form);
  const driverThen = useDriverAt(vehicleId, instant ?? undefined);

  useEffect(() => {
    if (editing && current.data) form.setFieldsValue(current.data);
  }, [editing, current.data, form]);

  const submit = (v: Values) => {
    const object: FineInput = {
      id_veiculo: v.id_veiculo!,
      ocorrida_em: v.ocorrida_em!,
      codigo_infracao: v.codigo_infracao ?? '',
      descricao_infracao: v.descricao_infracao ?? '',
      local: v.local ?? '',
      valor: v.valor!,
      pontos: v.pontos!,
      vencimento: v.vencimento!,
      prazo_identificacao: v.prazo_identificacao ?? null,
      status: v.status ?? 'pendente',
    };
    save.mutate(
      { id: editing ? id : undefined, object },
      {
        onSuccess: () => {
          notify.success(editing ? TEXT.edited : TEXT.created);
          navigate(listPath(FINES_PATH));
        },
        onError: (error) => {
          showServerErrors(form, error);
          notify.fail(error, editing ? TEXT.editFailed : TEXT.createFailed);
        },
      },
    );
  };

  const title = editing ? TEXT.fineEdit : TEXT.fineRegister;
  const record = current.data;
  const unchanged = !!record && vehicleId === record.id_veiculo && instant === record.ocorrida_em;
  const driver = unchanged
    ? record.id_motorista !== null
      ? { id: record.id_motorista, nome: record.motorista ?? '' }
      : null
    : driverThen.data
      ? { id: driverThen.data.id_usuario, nome: driverThen.data.nome }
      : null;
  return (
    <RecordState
      title={title}
      back={listPath(FINES_PATH)}
      loading={editing && current.isLoading}
      failed={editing && current.isError}
      notFound={FLEET_MSG.fineNotFound}
    >
      <SectionLayout
        title={title}
        back={listPath(FINES_PATH)}
        extra={
          editing && record && writes ? (
            <Button
              icon={<FileProtectOutlined />}
              aria-label={TEXT.openTerm}
              disabled={record.id_motorista === null}
              title={record.id_motorista === null ? TEXT.noDriverForTerm : undefined}
              onClick={() =>
                record.id_motorista !== null && navigate(fineTermPath(record.id, record.id_motorista, record.placa))
              }
            >
              {TEXT.openTerm.toUpperCase()}
            </Button>
          ) : undefined
        }
      >
        {record && record.status === 'pendente' && (
          <div style={{ marginBottom: 16 }}>
            Prazo para identificação do condutor: <FineDeadline fine={record} />
          </div>
        )}
        <Form<Values>
          form={form}
          layout="vertical"
          style={{ maxWidth: 820 }}
          disabled={!writes}
          initialValues={{ status: 'pendente', local: '', prazo_identificacao: null }}
          onFinish={submit}
        >
          <Space size={16} wrap align="start" style={{ display: 'flex' }}>
            <Form.Item name="id_veiculo" label="Veículo (placa)" rules={rules.id_veiculo} style={{ minWidth: 280 }}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Escolha a placa"
                loading={vehicles.isLoading}
                options={vehicles.data}
              />
            </Form.Item>
            <Form.Item name="ocorrida_em" label="Data e hora da infração" rules={rules.ocorrida_em} {...instantItem}>
              <InstantPicker />
            </Form.Item>
          </Space>
          {vehicleId && instant && (
            <Alert
              type={driver ? 'info' : 'warning'}
              showIcon
              style={{ marginBottom: 16 }}
              title={
                driver
                  ? `Condutor encontrado pelos usos do veículo: ${driver.nome}`
                  : 'Nenhum uso registrado do veículo neste momento: a multa fica sem condutor.'
              }
            />
          )}
          <Form.Item name="codigo_infracao" label="Código da infração" rules={rules.codigo_infracao}>
            <Input maxLength={20} placeholder="745-50" style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="descricao_infracao" label="Descrição da infração" rules={rules.descricao_infracao}>
            <Input maxLength={FLEET_LIMITS.texto} />
          </Form.Item>
          <Form.Item name="local" label="Local" rules={rules.local}>
            <Input maxLength={FLEET_LIMITS.texto} />
          </Form.Item>
          <Space size={16} wrap align="start" style={{ display: 'flex' }}>
            <Form.Item name="valor" label="Valor (R$)" rules={rules.valor}>
              <InputNumber min={0} step={0.01} precision={2} decimalSeparator="," style={{ width: 160 }} />
            </Form.Item>
            <Form.Item name="pontos" label="Pontos" rules={rules.pontos}>
              <InputNumber min={0} max={40} precision={0} style={{ width: 120 }} />
            </Form.Item>
            <Form.Item name="vencimento" label="Vencimento" rules={rules.vencimento} {...isoDayItem}>
              <IsoDayPicker style={{ width: 180 }} />
            </Form.Item>
            <Form.Item
              name="prazo_identificacao"
              label="Prazo para identificação do condutor"
              rules={rules.prazo_identificacao}
              {...isoDayItem}
            >
              <IsoDayPicker style={{ width: 200 }} />
            </Form.Item>
          </Space>
          <div className="fleet-hint">{TEXT.deadlineHint}</div>
          <Form.Item name="status" label="Situação" rules={rules.status} style={{ maxWidth: 260 }}>
            <Select options={FINE_STATUSES.map((s) => ({ value: s, label: FINE_STATUS_LABELS[s] }))} />
          </Form.Item>
          <Space>
            <Button disabled={false} onClick={() => navigate(listPath(FINES_PATH))}>
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

export const FineRegisterPage = () => <FineForm mode="register" />;
export const FineEditPage = () => <FineForm mode="edit" />;
