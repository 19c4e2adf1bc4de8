import { useState } from 'react';
import { App, Button, DatePicker, Form, Input, InputNumber, Modal, Select, Space, Table, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { FLEET_API } from '@intranet/shared/fleet/fleet.contract';
import { REQUEST_STATUS_LABELS, formatPlate, type RequestStatus } from '@intranet/shared/fleet/fleet.rules';
import type { VehicleRequest } from '@intranet/shared/fleet/fleet.schemas';
import { formatDateTime } from '@intranet/shared/format/dates';
import { TitleHeader } from '../../../components/title-header/title-header';
import { ApiError, call } from '../../../lib/api-client';
import { useCan } from '../../../lib/permissions';

const STATUS_COLORS: Record<RequestStatus, string> = {
  pendente: 'gold',
  aprovada: 'green',
  recusada: 'red',
  cancelada: 'default',
  concluida: 'blue',
};
const PAGE = 20;

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Ops! Parece que algo errado aconteceu.';

/**
 * `/requests/home`: an employee asks for a vehicle and follows their requests; the fleet's managers
 * see every request, approve (giving the vehicle) or refuse with a reason, and register the
 * check-out and check-in with the odometer.
 */
export function RequestsHomePage() {
  const { message } = App.useApp();
  const client = useQueryClient();
  const decides = useCan('fleet.decide');
  const keeps = useCan('fleet.write');
  const [page, setPage] = useState(1);
  const [asking, setAsking] = useState(false);
  const [approving, setApproving] = useState<VehicleRequest | null>(null);
  const [refusing, setRefusing] = useState<VehicleRequest | null>(null);
  const [odometer, setOdometer] = useState<{ row: VehicleRequest; kind: 'retirada' | 'devolucao' } | null>(null);
  const [form] = Form.useForm();

  const list = useQuery({
    queryKey: ['fleet', 'requests', page],
    queryFn: () => call(FLEET_API.requests, { query: { limit: PAGE, offset: (page - 1) * PAGE } }),
  });
  const vehicles = useQuery({
    queryKey: ['fleet', 'vehicle-options'],
    queryFn: () => call(FLEET_API.vehicleOptions, {}),
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['fleet', 'requests'] });
  const act = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: () => {
      void message.success('Dados atualizados com sucesso!');
      setAsking(false);
      setApproving(null);
      setRefusing(null);
      setOdometer(null);
      form.resetFields();
      void refresh();
    },
    onError: (error) => void message.error(messageOf(error)),
  });
  const vehicleOptions = (vehicles.data?.frota_veiculo ?? []).map((v) => ({
    value: v.id,
    label: `${formatPlate(v.placa)} — ${v.modelo}`,
  }));

  const columns = [
    { key: 'solicitante', title: 'Solicitante', dataIndex: 'solicitante' },
    { key: 'inicio', title: 'Início', render: (_: unknown, r: VehicleRequest) => formatDateTime(r.inicio) },
    { key: 'fim', title: 'Fim', render: (_: unknown, r: VehicleRequest) => formatDateTime(r.fim) },
    { key: 'finalidade', title: 'Finalidade', dataIndex: 'finalidade' },
    {
      key: 'veiculo',
      title: 'Veículo',
      render: (_: unknown, r: VehicleRequest) => (r.placa ? `${formatPlate(r.placa)} — ${r.modelo}` : '—'),
    },
    {
      key: 'status',
      title: 'Situação',
      render: (_: unknown, r: VehicleRequest) => (
        <Tag color={STATUS_COLORS[r.status]}>
          {r.status === 'aprovada' && r.retirada_em ? 'Em uso' : REQUEST_STATUS_LABELS[r.status]}
        </Tag>
      ),
    },
    {
      key: 'acoes',
      title: 'Ações',
      render: (_: unknown, r: VehicleRequest) => (
        <Space wrap>
          {decides && r.status === 'pendente' && (
            <>
              <Button size="small" type="primary" onClick={() => setApproving(r)}>
                Aprovar
              </Button>
              <Button size="small" danger onClick={() => setRefusing(r)}>
                Recusar
              </Button>
            </>
          )}
          {keeps && r.status === 'aprovada' && !r.retirada_em && (
            <Button size="small" onClick={() => setOdometer({ row: r, kind: 'retirada' })}>
              Registrar retirada
            </Button>
          )}
          {keeps && r.status === 'aprovada' && r.retirada_em && (
            <Button size="small" onClick={() => setOdometer({ row: r, kind: 'devolucao' })}>
              Registrar devolução
            </Button>
          )}
          {r.status === 'recusada' && r.motivo_recusa && <span>Motivo: {r.motivo_recusa}</span>}
        </Space>
      ),
    },
  ];

  return (
    <>
      <TitleHeader title="Solicitações" back="/" add={{ label: 'SOLICITAR VEÍCULO', onClick: () => setAsking(true) }} />
      <Table<VehicleRequest>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.frota_solicitacao ?? []}
        columns={columns}
        locale={{ emptyText: list.isError ? messageOf(list.error) : 'Nenhuma solicitação encontrada' }}
        pagination={{
          current: page,
          pageSize: PAGE,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
      />

      <Modal
        title="Solicitar veículo"
        open={asking}
        okText="SOLICITAR"
        cancelText="CANCELAR"
        confirmLoading={act.isPending}
        onCancel={() => setAsking(false)}
        onOk={() =>
          void form.validateFields().then((values: { periodo: [Dayjs, Dayjs]; finalidade: string; destino?: string }) =>
            act.mutate(() =>
              call(FLEET_API.createRequest, {
                body: {
                  object: {
                    inicio: values.periodo[0].format(),
                    fim: values.periodo[1].format(),
                    finalidade: values.finalidade,
                    destino: values.destino ?? '',
                  },
                },
              }),
            ),
          )
        }
      >
        <Form form={form} layout="vertical" preserve>
          <Form.Item name="periodo" label="Período" rules={[{ required: true, message: 'Campo obrigatório' }]}>
            <DatePicker.RangePicker
              showTime={{ format: 'HH:mm' }}
              format="DD/MM/YYYY HH:mm"
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item name="finalidade" label="Finalidade" rules={[{ required: true, message: 'Campo obrigatório' }]}>
            <Input.TextArea maxLength={1000} rows={3} />
          </Form.Item>
          <Form.Item name="destino" label="Destino">
            <Input maxLength={200} />
          </Form.Item>
        </Form>
      </Modal>

      <Modal
        title="Aprovar solicitação"
        open={approving !== null}
        okText="APROVAR"
        cancelText="CANCELAR"
        confirmLoading={act.isPending}
        onCancel={() => setApproving(null)}
        onOk={() =>
          void form
            .validateFields(['id_veiculo'])
            .then(({ id_veiculo }: { id_veiculo: number }) =>
              act.mutate(() => call(FLEET_API.approveRequest, { params: { id: approving!.id }, body: { id_veiculo } })),
            )
        }
      >
        <Form form={form} layout="vertical" preserve>
          <Form.Item name="id_veiculo" label="Veículo" rules={[{ required: true, message: 'Campo obrigatório' }]}>
            <Select showSearch optionFilterProp="label" options={vehicleOptions} placeholder="Escolha o veículo" />
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
        onCancel={() => setRefusing(null)}
        onOk={() =>
          void form
            .validateFields(['motivo'])
            .then(({ motivo }: { motivo: string }) =>
              act.mutate(() => call(FLEET_API.refuseRequest, { params: { id: refusing!.id }, body: { motivo } })),
            )
        }
      >
        <Form form={form} layout="vertical" preserve>
          <Form.Item name="motivo" label="Motivo" rules={[{ required: true, message: 'Informe o motivo da recusa.' }]}>
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
        onCancel={() => setOdometer(null)}
        onOk={() =>
          void form.validateFields(['odometro']).then(({ odometro }: { odometro: number }) =>
            act.mutate(() =>
              call(odometer!.kind === 'retirada' ? FLEET_API.checkOut : FLEET_API.checkIn, {
                params: { id: odometer!.row.id },
                body: { odometro },
              }),
            ),
          )
        }
      >
        <Form form={form} layout="vertical" preserve>
          <Form.Item name="odometro" label="Odômetro (km)" rules={[{ required: true, message: 'Campo obrigatório' }]}>
            <InputNumber min={0} max={5_000_000} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
