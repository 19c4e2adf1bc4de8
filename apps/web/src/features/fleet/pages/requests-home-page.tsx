import { useState } from 'react';
import {
  App,
  Button,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Modal,
  Segmented,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { Dayjs } from 'dayjs';
import { FLEET_API } from '@intranet/shared/fleet/fleet.contract';
import {
  REQUEST_STATUSES,
  REQUEST_STATUS_LABELS,
  formatPlate,
  type RequestStatus,
} from '@intranet/shared/fleet/fleet.rules';
import { requestRefusal, type VehicleRequest } from '@intranet/shared/fleet/fleet.schemas';
import { formatDateTime } from '@intranet/shared/format/dates';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { showServerErrors } from '../../../components/form/server-errors';
import { zodRule } from '../../../components/form/zod-rules';
import { TitleHeader } from '../../../components/title-header/title-header';
import { call } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useCan } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useVehicleOptions } from '../api/manager-calls';
import { usePagedList } from '../components/paged-list';
import { INCIDENT_REQUESTS_PATH, MAINTENANCE_REQUESTS_PATH, RIDES_PATH, VEHICLE_REQUEST_PATH } from '../fleet-paths';

const STATUS_COLORS: Record<RequestStatus, string> = {
  pendente: 'gold',
  aprovada: 'green',
  recusada: 'red',
  cancelada: 'default',
  concluida: 'blue',
};
const required = { required: true, message: 'Campo obrigatório' };
type Odometer = { row: VehicleRequest; kind: 'retirada' | 'devolucao' };

/**
 * `/requests/home`: an employee asks for a vehicle and follows their requests, and reaches their
 * incidents, maintenance requests and rides; the fleet's managers see every request, approve (giving
 * the vehicle and, if not the requester, the driver) or refuse with a reason, and register the
 * check-out and the check-in with the odometer (docs/fleet.md).
 */
export function RequestsHomePage() {
  const { message } = App.useApp();
  const client = useQueryClient();
  const navigate = useNavigate();
  const me = useSession().user?.usuarioId;
  const decides = useCan('fleet.decide');
  const keeps = useCan('fleet.write');
  const readsAll = useCan('fleet.read');
  const paged = usePagedList<{ minhas?: 'true'; status?: RequestStatus; id_veiculo?: number }>();
  const onlyMine = paged.filters.minhas === 'true';
  const [approving, setApproving] = useState<VehicleRequest | null>(null);
  const [refusing, setRefusing] = useState<VehicleRequest | null>(null);
  const [odometer, setOdometer] = useState<Odometer | null>(null);
  const [form] = Form.useForm();

  const list = useQuery({
    queryKey: ['fleet', 'requests', 'list', paged.query],
    queryFn: () => call(FLEET_API.requests, { query: paged.query }),
  });
  const vehicles = useVehicleOptions();
  const drivers = useQuery({
    queryKey: ['fleet', 'driver-options'],
    queryFn: () => call(FLEET_API.driverOptions, {}),
    enabled: decides,
  });
  const close = () => {
    setApproving(null);
    setRefusing(null);
    setOdometer(null);
    form.resetFields();
  };
  const act = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: () => {
      void message.success('Dados atualizados com sucesso!');
      close();
      void client.invalidateQueries({ queryKey: ['fleet'] });
    },
    onError: (error) => {
      showServerErrors(form, error);
      void message.error(errorText(error));
    },
  });

  const openOdometer = (row: VehicleRequest, kind: Odometer['kind']) => {
    const km =
      kind === 'retirada'
        ? vehicles.data?.find((v) => v.value === row.id_veiculo)?.odometro
        : (row.odometro_saida ?? undefined);
    form.setFieldsValue({ odometro: km, em: null });
    setOdometer({ row, kind });
  };

  const columns: DataTableColumn<VehicleRequest>[] = [
    { key: 'solicitante', title: 'Solicitante' },
    { key: 'inicio', title: 'Início', text: (r) => formatDateTime(r.inicio) },
    { key: 'fim', title: 'Fim', text: (r) => formatDateTime(r.fim) },
    { key: 'finalidade', title: 'Finalidade' },
    { key: 'destino', title: 'Destino', text: (r) => r.destino || '—' },
    {
      key: 'veiculo',
      title: 'Veículo',
      text: (r) => (r.placa ? `${formatPlate(r.placa)} — ${r.modelo}` : '—'),
    },
    {
      key: 'odometro',
      title: 'Odômetro (km)',
      text: (r) =>
        r.odometro_saida === null
          ? '—'
          : `${r.odometro_saida.toLocaleString('pt-BR')} → ${r.odometro_chegada?.toLocaleString('pt-BR') ?? '…'}`,
    },
    {
      key: 'status',
      title: 'Situação',
      render: (r) => (
        <Space direction="vertical" size={0}>
          <Tag color={r.status === 'aprovada' && r.retirada_em ? 'cyan' : STATUS_COLORS[r.status]}>
            {r.status === 'aprovada' && r.retirada_em ? 'Em uso' : REQUEST_STATUS_LABELS[r.status]}
          </Tag>
          {r.status === 'recusada' && r.motivo_recusa && (
            <Typography.Text type="secondary">Motivo: {r.motivo_recusa}</Typography.Text>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <TitleHeader
        title="Solicitações"
        back="/"
        add={{ label: 'SOLICITAR VEÍCULO', to: `${VEHICLE_REQUEST_PATH}/register` }}
        extra={
          <Space wrap>
            <Button onClick={() => navigate(`${INCIDENT_REQUESTS_PATH}/list`)}>INCIDENTES</Button>
            <Button onClick={() => navigate(`${MAINTENANCE_REQUESTS_PATH}/list`)}>MANUTENÇÕES</Button>
            <Button onClick={() => navigate(`${RIDES_PATH}/list`)}>CARONAS</Button>
          </Space>
        }
      />
      <Space wrap style={{ marginBottom: 16 }}>
        {readsAll && (
          <Segmented
            value={onlyMine ? 'minhas' : 'todas'}
            options={[
              { value: 'todas', label: 'Todas as solicitações' },
              { value: 'minhas', label: 'Minhas solicitações' },
            ]}
            onChange={(value) => {
              paged.filter({ minhas: value === 'minhas' ? 'true' : undefined });
            }}
          />
        )}
        <Select
          aria-label="Filtrar por situação"
          allowClear
          placeholder="Todas as situações"
          style={{ width: 200 }}
          value={paged.filters.status}
          options={REQUEST_STATUSES.map((s) => ({ value: s, label: REQUEST_STATUS_LABELS[s] }))}
          onChange={(status?: RequestStatus) => paged.filter({ status })}
        />
        {readsAll && (
          <Select
            aria-label="Filtrar por veículo"
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder="Todos os veículos"
            style={{ width: 280 }}
            value={paged.filters.id_veiculo}
            options={vehicles.data}
            onChange={(id_veiculo?: number) => paged.filter({ id_veiculo })}
          />
        )}
      </Space>
      <DataTable<VehicleRequest>
        rowKey="id"
        columns={columns}
        data={list.data?.frota_solicitacao}
        loading={list.isFetching}
        emptyText={list.isError ? errorText(list.error) : 'Nenhuma solicitação encontrada'}
        server={paged.server(list.data?.total)}
        actions={[
          {
            key: 'edit',
            label: 'Editar',
            hidden: (r) => !(r.id_solicitante === me && r.status === 'pendente'),
            onClick: (r) => navigate(`${VEHICLE_REQUEST_PATH}/edit/${r.id}`),
          },
          {
            key: 'view',
            label: 'Detalhes',
            hidden: (r) => r.id_solicitante === me && r.status === 'pendente',
            onClick: (r) => navigate(`${VEHICLE_REQUEST_PATH}/edit/${r.id}`),
          },
          {
            key: 'approve',
            label: 'Aprovar',
            hidden: (r) => !decides || r.status !== 'pendente',
            onClick: (r) => {
              form.setFieldsValue({ id_veiculo: r.id_veiculo ?? undefined, id_motorista: undefined });
              setApproving(r);
            },
          },
          {
            key: 'refuse',
            label: 'Recusar',
            danger: true,
            hidden: (r) => !decides || r.status !== 'pendente',
            onClick: (r) => setRefusing(r),
          },
          {
            key: 'checkout',
            label: 'Registrar retirada',
            hidden: (r) => !keeps || r.status !== 'aprovada' || r.retirada_em !== null,
            onClick: (r) => openOdometer(r, 'retirada'),
          },
          {
            key: 'checkin',
            label: 'Registrar devolução',
            hidden: (r) => !keeps || r.status !== 'aprovada' || r.retirada_em === null,
            onClick: (r) => openOdometer(r, 'devolucao'),
          },
        ]}
      />

      <Modal
        title="Aprovar solicitação"
        open={approving !== null}
        okText="APROVAR"
        cancelText="CANCELAR"
        confirmLoading={act.isPending}
        onCancel={close}
        onOk={() =>
          void form
            .validateFields(['id_veiculo', 'id_motorista'])
            .then(({ id_veiculo, id_motorista }: { id_veiculo: number; id_motorista?: number }) =>
              act.mutate(() =>
                call(FLEET_API.approveRequest, {
                  params: { id: approving!.id },
                  body: { id_veiculo, ...(id_motorista ? { id_motorista } : {}) },
                }),
              ),
            )
        }
      >
        {approving && (
          <Typography.Paragraph>
            {approving.solicitante}: {formatDateTime(approving.inicio)} a {formatDateTime(approving.fim)} —{' '}
            {approving.finalidade}
          </Typography.Paragraph>
        )}
        <Form form={form} layout="vertical" preserve>
          <Form.Item name="id_veiculo" label="Veículo" rules={[required]}>
            <Select
              showSearch
              optionFilterProp="label"
              options={vehicles.data}
              loading={vehicles.isLoading}
              placeholder="Escolha o veículo"
            />
          </Form.Item>
          <Form.Item name="id_motorista" label="Motorista" extra="Em branco: o próprio solicitante.">
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              loading={drivers.isLoading}
              placeholder="O solicitante"
              options={(drivers.data?.frota_motorista ?? []).map((d) => ({
                value: d.id_usuario,
                label: `${d.nome} (CNH ${d.cnh_categoria ?? '—'})`,
              }))}
            />
          </Form.Item>
        </Form>
      </Modal>

      <Modal
        title="Recusar solicitação"
        open={refusing !== null}
        okText="RECUSAR"
        okButtonProps={{ danger: true }}
        cancelText="CANCELAR"
        confirmLoading={act.isPending}
        onCancel={close}
        onOk={() =>
          void form
            .validateFields(['motivo'])
            .then(({ motivo }: { motivo: string }) =>
              act.mutate(() => call(FLEET_API.refuseRequest, { params: { id: refusing!.id }, body: { motivo } })),
            )
        }
      >
        <Form form={form} layout="vertical" preserve>
          <Form.Item name="motivo" label="Motivo" rules={[zodRule(requestRefusal.shape.motivo)]}>
            <Input.TextArea maxLength={1000} rows={3} />
          </Form.Item>
        </Form>
      </Modal>

      <Modal
        title={odometer?.kind === 'retirada' ? 'Registrar retirada' : 'Registrar devolução'}
        open={odometer !== null}
        okText="REGISTRAR"
        cancelText="CANCELAR"
        confirmLoading={act.isPending}
        onCancel={close}
        onOk={() =>
          void form
            .validateFields(['odometro', 'em'])
            .then(({ odometro, em }: { odometro: number; em?: Dayjs | null }) =>
              act.mutate(() =>
                call(odometer!.kind === 'retirada' ? FLEET_API.checkOut : FLEET_API.checkIn, {
                  params: { id: odometer!.row.id },
                  body: { odometro, ...(em ? { em: em.format() } : {}) },
                }),
              ),
            )
        }
      >
        {odometer?.row.placa && (
          <Typography.Paragraph>
            {formatPlate(odometer.row.placa)} — {odometer.row.modelo},{' '}
            {odometer.row.motorista ?? odometer.row.solicitante}
          </Typography.Paragraph>
        )}
        <Form form={form} layout="vertical" preserve>
          <Form.Item name="odometro" label="Odômetro (km)" rules={[required]}>
            <InputNumber min={0} max={5_000_000} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="em" label="Data e hora" extra="Em branco: agora. Informe se registrar depois do ocorrido.">
            <DatePicker showTime={{ format: 'HH:mm' }} format="DD/MM/YYYY HH:mm" style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
