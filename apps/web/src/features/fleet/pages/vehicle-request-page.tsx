import { useEffect, useState } from 'react';
import { Alert, App, Button, DatePicker, Descriptions, Form, Input, Select, Space, Spin, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import dayjs, { type Dayjs } from 'dayjs';
import { FLEET_API } from '@intranet/shared/fleet/fleet.contract';
import { FLEET_MSG } from '@intranet/shared/fleet/fleet.messages';
import { REQUEST_STATUS_LABELS, formatPlate } from '@intranet/shared/fleet/fleet.rules';
import { requestInput, type VehicleRequest } from '@intranet/shared/fleet/fleet.schemas';
import { formatDateTime } from '@intranet/shared/format/dates';
import { MSG } from '@intranet/shared/validation/messages';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { maxLengthOf, zodRule } from '../../../components/form/zod-rules';
import { showServerErrors } from '../../../components/form/server-errors';
import { TitleHeader } from '../../../components/title-header/title-header';
import { ApiError, call } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useSession } from '../../../lib/session';
import { useVehicleOptions } from '../api/manager-calls';
import { REQUESTS_HOME_PATH } from '../fleet-paths';

type Values = { periodo?: [Dayjs, Dayjs]; id_veiculo?: number | null; finalidade?: string; destino?: string };

const shape = requestInput.shape;
const periodRules = [
  {
    required: true,
    validator: async (_: unknown, value?: [Dayjs | null, Dayjs | null] | null) => {
      if (!value?.[0] || !value[1]) throw new Error(MSG.required);
      if (!value[1].isAfter(value[0])) throw new Error(FLEET_MSG.period);
    },
  },
];

/** What the form holds for a stored request. */
const valuesOf = (r: VehicleRequest): Values => ({
  periodo: [dayjs(r.inicio), dayjs(r.fim)],
  id_veiculo: r.id_veiculo,
  finalidade: r.finalidade,
  destino: r.destino,
});

/**
 * `/requests/vehicle/register` and `/requests/vehicle/edit/:id`: any employee asks for a vehicle (or
 * any vehicle) for a period, a purpose and a destination, and edits it while it waits for a decision;
 * a decided request is shown as it stands, and the requester may withdraw it before the check-out.
 */
export function VehicleRequestPage() {
  const { id } = useParams();
  const editing = id !== undefined;
  const navigate = useNavigate();
  const client = useQueryClient();
  const { message } = App.useApp();
  const me = useSession().user?.usuarioId;
  const [form] = Form.useForm<Values>();
  const [cancelling, setCancelling] = useState(false);
  const vehicles = useVehicleOptions();
  const current = useQuery({
    queryKey: ['fleet', 'requests', 'one', id],
    queryFn: () => call(FLEET_API.request, { params: { id: Number(id) } }),
    enabled: editing && /^\d+$/.test(id ?? ''),
  });
  const row = current.data?.frota_solicitacao;
  const mine = row !== undefined && row.id_solicitante === me;
  const editable = !editing || (mine && row.status === 'pendente');

  useEffect(() => {
    if (row) form.setFieldsValue(valuesOf(row));
  }, [row, form]);

  const done = (text: string) => {
    void message.success(text);
    void client.invalidateQueries({ queryKey: ['fleet', 'requests'] });
    navigate(REQUESTS_HOME_PATH);
  };
  const save = useMutation({
    mutationFn: (values: Values) => {
      const object = {
        inicio: values.periodo![0].format(),
        fim: values.periodo![1].format(),
        id_veiculo: values.id_veiculo ?? null,
        finalidade: values.finalidade ?? '',
        destino: values.destino ?? '',
      };
      return editing
        ? call(FLEET_API.updateRequest, { params: { id: Number(id) }, body: { object } })
        : call(FLEET_API.createRequest, { body: { object } });
    },
    onSuccess: () => done(editing ? 'Solicitação atualizada com sucesso!' : 'Solicitação enviada com sucesso!'),
    onError: (error) => {
      showServerErrors(form, error);
      // The period is one control: the server names its start or its end.
      const period = error instanceof ApiError ? error.fields?.find((f) => /(inicio|fim)$/.test(f.path)) : undefined;
      if (period) form.setFields([{ name: 'periodo', errors: [period.message] }]);
      void message.error(errorText(error));
    },
  });
  const cancel = useMutation({
    mutationFn: () => call(FLEET_API.cancelRequest, { params: { id: Number(id) } }),
    onSuccess: () => done('Solicitação cancelada.'),
    onError: (error) => {
      setCancelling(false);
      void message.error(errorText(error));
    },
  });

  const title = editing ? 'Editar solicitação de veículo' : 'Solicitar veículo';
  if (editing && (current.isLoading || (!current.data && !current.isError && /^\d+$/.test(id ?? ''))))
    return (
      <>
        <TitleHeader title={title} back={REQUESTS_HOME_PATH} />
        <Spin aria-label="Carregando" />
      </>
    );
  if (editing && !row)
    return (
      <>
        <TitleHeader title={title} back={REQUESTS_HOME_PATH} />
        <Alert type="error" showIcon message={current.isError ? errorText(current.error) : FLEET_MSG.requestNotFound} />
      </>
    );

  const withdrawable = mine && (row.status === 'pendente' || row.status === 'aprovada') && !row.retirada_em;
  return (
    <>
      <TitleHeader title={title} back={REQUESTS_HOME_PATH} />
      {row && !editable && (
        <>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            message={
              mine ? 'A solicitação já foi decidida e não pode mais ser editada.' : 'Solicitação de outro colaborador.'
            }
          />
          <Descriptions bordered column={1} size="small" style={{ marginBottom: 16, maxWidth: 720 }}>
            <Descriptions.Item label="Solicitante">{row.solicitante}</Descriptions.Item>
            <Descriptions.Item label="Situação">
              <Tag>{REQUEST_STATUS_LABELS[row.status]}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="Período">
              {formatDateTime(row.inicio)} a {formatDateTime(row.fim)}
            </Descriptions.Item>
            <Descriptions.Item label="Finalidade">{row.finalidade}</Descriptions.Item>
            <Descriptions.Item label="Destino">{row.destino || '—'}</Descriptions.Item>
            <Descriptions.Item label="Veículo">
              {row.placa ? `${formatPlate(row.placa)} — ${row.modelo}` : '—'}
            </Descriptions.Item>
            {row.motivo_recusa && <Descriptions.Item label="Motivo da recusa">{row.motivo_recusa}</Descriptions.Item>}
            {row.retirada_em && (
              <Descriptions.Item label="Retirada">
                {formatDateTime(row.retirada_em)} — {row.odometro_saida?.toLocaleString('pt-BR')} km
              </Descriptions.Item>
            )}
            {row.devolvida_em && (
              <Descriptions.Item label="Devolução">
                {formatDateTime(row.devolvida_em)} — {row.odometro_chegada?.toLocaleString('pt-BR')} km
              </Descriptions.Item>
            )}
          </Descriptions>
        </>
      )}
      {editable && (
        <Form<Values>
          form={form}
          layout="vertical"
          style={{ maxWidth: 720 }}
          initialValues={{ id_veiculo: null, destino: '' }}
          onFinish={(values) => save.mutate(values)}
        >
          <Form.Item name="periodo" label="Período" rules={periodRules}>
            <DatePicker.RangePicker
              showTime={{ format: 'HH:mm' }}
              format="DD/MM/YYYY HH:mm"
              placeholder={['Início', 'Fim']}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item name="id_veiculo" label="Veículo" extra="Deixe em branco para qualquer veículo disponível.">
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              loading={vehicles.isLoading}
              options={vehicles.data}
              placeholder="Qualquer veículo"
              notFoundContent={vehicles.isError ? 'Não foi possível carregar os veículos.' : 'Nenhum veículo'}
            />
          </Form.Item>
          <Form.Item name="finalidade" label="Finalidade" rules={[zodRule(shape.finalidade)]}>
            <Input.TextArea rows={3} maxLength={maxLengthOf(shape.finalidade)} showCount />
          </Form.Item>
          <Form.Item name="destino" label="Destino" rules={[zodRule(shape.destino)]}>
            <Input maxLength={maxLengthOf(shape.destino)} placeholder="Cidade ou endereço" />
          </Form.Item>
          <Space>
            <Button onClick={() => navigate(REQUESTS_HOME_PATH)}>CANCELAR</Button>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {editing ? 'SALVAR' : 'SOLICITAR'}
            </Button>
          </Space>
        </Form>
      )}
      {withdrawable && (
        <Button danger style={{ marginTop: 16 }} onClick={() => setCancelling(true)}>
          CANCELAR SOLICITAÇÃO
        </Button>
      )}
      <ConfirmDialog
        open={cancelling}
        title="Cancelar solicitação?"
        text="A solicitação será cancelada e o veículo ficará livre para outros colegas."
        confirmLabel="CANCELAR SOLICITAÇÃO"
        cancelLabel="VOLTAR"
        danger
        loading={cancel.isPending}
        onConfirm={() => cancel.mutate()}
        onCancel={() => setCancelling(false)}
      />
    </>
  );
}
