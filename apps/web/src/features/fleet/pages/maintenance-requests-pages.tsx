import { useEffect } from 'react';
import { Alert, App, Button, Descriptions, Form, Input, Segmented, Select, Space, Spin, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { FLEET_API } from '@intranet/shared/fleet/fleet.contract';
import { FLEET_MSG } from '@intranet/shared/fleet/fleet.messages';
import { MAINTENANCE_STATUS_LABELS, MAINTENANCE_TYPE_LABELS, formatPlate } from '@intranet/shared/fleet/fleet.rules';
import { maintenanceRequestInput, type Maintenance } from '@intranet/shared/fleet/fleet.schemas';
import { formatDate, formatDateTime } from '@intranet/shared/format/dates';
import { DataTable } from '../../../components/data-table/data-table';
import { showServerErrors } from '../../../components/form/server-errors';
import { maxLengthOf, zodRule } from '../../../components/form/zod-rules';
import { TitleHeader } from '../../../components/title-header/title-header';
import { call } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useCan } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useVehicleOptions } from '../api/manager-calls';
import { usePagedList } from '../components/paged-list';
import { MAINTENANCE_REQUESTS_PATH, REQUESTS_HOME_PATH } from '../fleet-paths';

const shape = maintenanceRequestInput.shape;
const LIST = `${MAINTENANCE_REQUESTS_PATH}/list`;
const STATUS_COLORS: Record<Maintenance['status'], string> = {
  agendada: 'gold',
  realizada: 'green',
  cancelada: 'default',
};

/**
 * `/requests/maintenance-vehicle/list`: an employee's maintenance requests on the vehicles they use
 * (planned corrective maintenance with their name); the fleet sees every maintenance.
 */
export function MaintenanceRequestsListPage() {
  const navigate = useNavigate();
  const me = useSession().user?.usuarioId;
  const readsAll = useCan('fleet.read');
  const paged = usePagedList<{ minhas?: 'true' }>(!readsAll ? { minhas: 'true' } : {});
  const onlyMine = paged.filters.minhas === 'true';
  const list = useQuery({
    queryKey: ['fleet', 'maintenance', paged.query, onlyMine],
    queryFn: () => call(FLEET_API.maintenances, { query: paged.query }),
  });
  const editable = (r: Maintenance) => r.id_solicitante === me && r.status === 'agendada';
  return (
    <>
      <TitleHeader
        title="Solicitações de manutenção"
        back={REQUESTS_HOME_PATH}
        add={{ label: 'SOLICITAR MANUTENÇÃO', to: `${MAINTENANCE_REQUESTS_PATH}/register` }}
      />
      {readsAll && (
        <Segmented
          style={{ marginBottom: 16 }}
          value={onlyMine ? 'minhas' : 'todas'}
          options={[
            { value: 'todas', label: 'Todas as manutenções' },
            { value: 'minhas', label: 'Minhas solicitações' },
          ]}
          onChange={(value) => {
            paged.filter({ minhas: value === 'minhas' ? 'true' : undefined });
          }}
        />
      )}
      <DataTable<Maintenance>
        rowKey="id"
        data={list.data?.frota_manutencao}
        loading={list.isFetching}
        emptyText={list.isError ? errorText(list.error) : 'Nenhuma manutenção encontrada'}
        server={paged.server(list.data?.total)}
        columns={[
          { key: 'created_at', title: 'Solicitada em', text: (r) => formatDateTime(r.created_at) },
          { key: 'placa', title: 'Veículo', text: (r) => formatPlate(r.placa) },
          { key: 'tipo', title: 'Tipo', text: (r) => MAINTENANCE_TYPE_LABELS[r.tipo] },
          { key: 'descricao', title: 'Descrição' },
          { key: 'solicitante', title: 'Solicitante', text: (r) => r.solicitante ?? 'Equipe da frota' },
          {
            key: 'realizada_em',
            title: 'Realizada em',
            text: (r) => (r.realizada_em ? formatDate(r.realizada_em) : '—'),
          },
          {
            key: 'status',
            title: 'Situação',
            render: (r) => <Tag color={STATUS_COLORS[r.status]}>{MAINTENANCE_STATUS_LABELS[r.status]}</Tag>,
          },
        ]}
        actions={[
          {
            key: 'edit',
            label: 'Editar',
            hidden: (r) => !editable(r),
            onClick: (r) => navigate(`${MAINTENANCE_REQUESTS_PATH}/edit/${r.id}`),
          },
          {
            key: 'view',
            label: 'Detalhes',
            hidden: editable,
            onClick: (r) => navigate(`${MAINTENANCE_REQUESTS_PATH}/edit/${r.id}`),
          },
        ]}
      />
    </>
  );
}

type Values = { id_veiculo?: number; descricao?: string };

/**
 * `/requests/maintenance-vehicle/register` and `edit/:id`: an employee asks for a maintenance on a
 * vehicle they use, and edits it while it is planned; otherwise it is shown as the fleet left it.
 */
export function MaintenanceRequestFormPage() {
  const { id } = useParams();
  const editing = id !== undefined;
  const navigate = useNavigate();
  const client = useQueryClient();
  const { message } = App.useApp();
  const me = useSession().user?.usuarioId;
  const [form] = Form.useForm<Values>();
  const vehicles = useVehicleOptions();
  const current = useQuery({
    queryKey: ['fleet', 'maintenance', 'one', id],
    queryFn: () => call(FLEET_API.maintenance, { params: { id: Number(id) } }),
    enabled: editing && /^\d+$/.test(id ?? ''),
  });
  const row = current.data?.frota_manutencao;
  const editable = !editing || (row !== undefined && row.id_solicitante === me && row.status === 'agendada');

  useEffect(() => {
    if (row) form.setFieldsValue({ id_veiculo: row.id_veiculo, descricao: row.descricao });
  }, [row, form]);

  const save = useMutation({
    mutationFn: (values: Values) => {
      const object = { id_veiculo: values.id_veiculo!, descricao: values.descricao ?? '' };
      return editing
        ? call(FLEET_API.updateMaintenanceRequest, { params: { id: Number(id) }, body: { object } })
        : call(FLEET_API.requestMaintenance, { body: { object } });
    },
    onSuccess: () => {
      void message.success(editing ? 'Solicitação atualizada com sucesso!' : 'Manutenção solicitada com sucesso!');
      void client.invalidateQueries({ queryKey: ['fleet', 'maintenance'] });
      navigate(LIST);
    },
    onError: (error) => {
      showServerErrors(form, error);
      void message.error(errorText(error));
    },
  });

  const title = editing ? (editable ? 'Editar solicitação de manutenção' : 'Manutenção') : 'Solicitar manutenção';
  if (editing && !row)
    return (
      <>
        <TitleHeader title={title} back={LIST} />
        {current.isError || !/^\d+$/.test(id ?? '') ? (
          <Alert
            type="error"
            showIcon
            message={current.isError ? errorText(current.error) : FLEET_MSG.maintenanceNotFound}
          />
        ) : (
          <Spin aria-label="Carregando" />
        )}
      </>
    );
  if (row && !editable)
    return (
      <>
        <TitleHeader title={title} back={LIST} />
        {row.id_solicitante === me && (
          <Alert type="info" showIcon style={{ marginBottom: 16 }} message={FLEET_MSG.maintenanceClosed} />
        )}
        <Descriptions bordered column={1} size="small" style={{ maxWidth: 720 }}>
          <Descriptions.Item label="Veículo">{formatPlate(row.placa)}</Descriptions.Item>
          <Descriptions.Item label="Tipo">{MAINTENANCE_TYPE_LABELS[row.tipo]}</Descriptions.Item>
          <Descriptions.Item label="Situação">
            <Tag color={STATUS_COLORS[row.status]}>{MAINTENANCE_STATUS_LABELS[row.status]}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="Descrição">{row.descricao}</Descriptions.Item>
          <Descriptions.Item label="Solicitante">{row.solicitante ?? 'Equipe da frota'}</Descriptions.Item>
          <Descriptions.Item label="Realizada em">
            {row.realizada_em ? formatDate(row.realizada_em) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label="Oficina">{row.oficina || '—'}</Descriptions.Item>
        </Descriptions>
      </>
    );
  return (
    <>
      <TitleHeader title={title} back={LIST} />
      <Form<Values> form={form} layout="vertical" style={{ maxWidth: 720 }} onFinish={(values) => save.mutate(values)}>
        <Form.Item
          name="id_veiculo"
          label="Veículo"
          rules={[zodRule(shape.id_veiculo)]}
          extra="Um veículo que você usa ou já usou."
        >
          <Select
            showSearch
            optionFilterProp="label"
            loading={vehicles.isLoading}
            options={vehicles.data}
            placeholder="Escolha o veículo"
            notFoundContent={vehicles.isError ? 'Não foi possível carregar os veículos.' : 'Nenhum veículo'}
          />
        </Form.Item>
        <Form.Item name="descricao" label="O que precisa de manutenção" rules={[zodRule(shape.descricao)]}>
          <Input.TextArea rows={4} maxLength={maxLengthOf(shape.descricao)} showCount />
        </Form.Item>
        <Space>
          <Button onClick={() => navigate(LIST)}>CANCELAR</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {editing ? 'SALVAR' : 'SOLICITAR'}
          </Button>
        </Space>
      </Form>
    </>
  );
}
