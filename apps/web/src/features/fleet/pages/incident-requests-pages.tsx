import { useEffect } from 'react';
import { Alert, App, Button, Form, Input, Segmented, Select, Space, Spin, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { FLEET_API } from '@intranet/shared/fleet/fleet.contract';
import { FLEET_MSG } from '@intranet/shared/fleet/fleet.messages';
import {
  INCIDENT_STATUSES,
  INCIDENT_STATUS_LABELS,
  INCIDENT_TYPES,
  INCIDENT_TYPE_LABELS,
  formatPlate,
} from '@intranet/shared/fleet/fleet.rules';
import { FLEET_LIMITS, incidentInput, type Incident } from '@intranet/shared/fleet/fleet.schemas';
import { formatDateTime } from '@intranet/shared/format/dates';
import { DataTable } from '../../../components/data-table/data-table';
import { ImagePicker } from '../../../components/image-picker/image-picker';
import { showServerErrors } from '../../../components/form/server-errors';
import { maxLengthOf, zodRule } from '../../../components/form/zod-rules';
import { TitleHeader } from '../../../components/title-header/title-header';
import { call } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useCan } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useVehicleOptions } from '../api/manager-calls';
import { InstantPicker, instantItem } from '../components/instant-picker';
import { usePagedList } from '../components/paged-list';
import { INCIDENT_REQUESTS_PATH, REQUESTS_HOME_PATH } from '../fleet-paths';

const shape = incidentInput.shape;
const LIST = `${INCIDENT_REQUESTS_PATH}/list`;

/**
 * `/requests/incidents-vehicle/list`: an employee's incident reports (damage, breakdown, accident) on
 * the vehicles they use; the fleet sees everyone's.
 */
export function IncidentRequestsListPage() {
  const navigate = useNavigate();
  const me = useSession().user?.usuarioId;
  const readsAll = useCan('fleet.read');
  const keeps = useCan('fleet.write');
  const paged = usePagedList<{ minhas?: 'true' }>();
  const onlyMine = paged.filters.minhas === 'true';
  const list = useQuery({
    queryKey: ['fleet', 'incidents', paged.query, onlyMine],
    queryFn: () => call(FLEET_API.incidents, { query: paged.query }),
  });
  const editable = (r: Incident) => keeps || (r.id_registrante === me && r.status === 'aberto');
  return (
    <>
      <TitleHeader
        title="Incidentes com veículos"
        back={REQUESTS_HOME_PATH}
        add={{ label: 'REPORTAR INCIDENTE', to: `${INCIDENT_REQUESTS_PATH}/register` }}
      />
      {readsAll && (
        <Segmented
          style={{ marginBottom: 16 }}
          value={onlyMine ? 'minhas' : 'todas'}
          options={[
            { value: 'todas', label: 'Todos os incidentes' },
            { value: 'minhas', label: 'Meus incidentes' },
          ]}
          onChange={(value) => {
            paged.filter({ minhas: value === 'minhas' ? 'true' : undefined });
          }}
        />
      )}
      <DataTable<Incident>
        rowKey="id"
        data={list.data?.frota_incidente}
        loading={list.isFetching}
        emptyText={list.isError ? errorText(list.error) : 'Nenhum incidente encontrado'}
        server={paged.server(list.data?.total)}
        columns={[
          { key: 'ocorrido_em', title: 'Quando', text: (r) => formatDateTime(r.ocorrido_em) },
          { key: 'placa', title: 'Veículo', text: (r) => formatPlate(r.placa) },
          { key: 'tipo', title: 'Tipo', text: (r) => INCIDENT_TYPE_LABELS[r.tipo] },
          { key: 'descricao', title: 'Descrição' },
          { key: 'motorista', title: 'Motorista', text: (r) => r.motorista ?? '—' },
          { key: 'registrante', title: 'Reportado por' },
          { key: 'fotos', title: 'Fotos', text: (r) => String(r.fotos.length) },
          {
            key: 'status',
            title: 'Situação',
            render: (r) => (
              <Tag color={r.status === 'aberto' ? 'gold' : 'green'}>{INCIDENT_STATUS_LABELS[r.status]}</Tag>
            ),
          },
        ]}
        actions={[
          {
            key: 'edit',
            label: 'Editar',
            hidden: (r) => !editable(r),
            onClick: (r) => navigate(`${INCIDENT_REQUESTS_PATH}/edit/${r.id}`),
          },
          {
            key: 'view',
            label: 'Detalhes',
            hidden: editable,
            onClick: (r) => navigate(`${INCIDENT_REQUESTS_PATH}/edit/${r.id}`),
          },
        ]}
      />
    </>
  );
}

type Values = {
  id_veiculo?: number;
  tipo?: Incident['tipo'];
  ocorrido_em?: string | null;
  local?: string;
  descricao?: string;
  fotos?: string[];
  status?: Incident['status'];
};

/**
 * `/requests/incidents-vehicle/register` and `edit/:id`: the report of an incident on a vehicle the
 * employee uses or used, with its photos; the reporter edits it while it is open, the fleet always
 * (and only the fleet resolves it).
 */
export function IncidentRequestFormPage() {
  const { id } = useParams();
  const editing = id !== undefined;
  const navigate = useNavigate();
  const client = useQueryClient();
  const { message } = App.useApp();
  const me = useSession().user?.usuarioId;
  const keeps = useCan('fleet.write');
  const [form] = Form.useForm<Values>();
  const vehicles = useVehicleOptions();
  const current = useQuery({
    queryKey: ['fleet', 'incidents', 'one', id],
    queryFn: () => call(FLEET_API.incident, { params: { id: Number(id) } }),
    enabled: editing && /^\d+$/.test(id ?? ''),
  });
  const row = current.data?.frota_incidente;
  const editable = !editing || (row !== undefined && (keeps || (row.id_registrante === me && row.status === 'aberto')));

  useEffect(() => {
    if (row) form.setFieldsValue(row);
  }, [row, form]);

  const save = useMutation({
    mutationFn: (values: Values) => {
      const object = {
        id_veiculo: values.id_veiculo!,
        tipo: values.tipo!,
        ocorrido_em: values.ocorrido_em!,
        local: values.local ?? '',
        descricao: values.descricao ?? '',
        fotos: values.fotos ?? [],
        status: values.status ?? 'aberto',
      };
      return editing
        ? call(FLEET_API.updateIncident, { params: { id: Number(id) }, body: { object } })
        : call(FLEET_API.createIncident, { body: { object } });
    },
    onSuccess: () => {
      void message.success(editing ? 'Incidente atualizado com sucesso!' : 'Incidente reportado com sucesso!');
      void client.invalidateQueries({ queryKey: ['fleet', 'incidents'] });
      navigate(LIST);
    },
    onError: (error) => {
      showServerErrors(form, error);
      void message.error(errorText(error));
    },
  });

  const title = editing ? (editable ? 'Editar incidente' : 'Incidente') : 'Reportar incidente';
  if (editing && !row)
    return (
      <>
        <TitleHeader title={title} back={LIST} />
        {current.isError || !/^\d+$/.test(id ?? '') ? (
          <Alert
            type="error"
            showIcon
            message={current.isError ? errorText(current.error) : FLEET_MSG.incidentNotFound}
          />
        ) : (
          <Spin aria-label="Carregando" />
        )}
      </>
    );
  return (
    <>
      <TitleHeader title={title} back={LIST} />
      {!editable && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={
            row?.status === 'resolvido' ? FLEET_MSG.incidentClosed : 'Incidente reportado por outro colaborador.'
          }
        />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        style={{ maxWidth: 720 }}
        disabled={!editable}
        initialValues={{ tipo: 'avaria', fotos: [], local: '', status: 'aberto' }}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item
          name="id_veiculo"
          label="Veículo"
          rules={[zodRule(shape.id_veiculo)]}
          extra={keeps ? undefined : 'Um veículo que você usa ou já usou.'}
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
        <Space wrap size="middle" style={{ width: '100%' }}>
          <Form.Item name="tipo" label="Tipo" rules={[zodRule(shape.tipo)]}>
            <Select
              style={{ width: 200 }}
              options={INCIDENT_TYPES.map((t) => ({ value: t, label: INCIDENT_TYPE_LABELS[t] }))}
            />
          </Form.Item>
          <Form.Item name="ocorrido_em" label="Quando aconteceu" rules={[zodRule(shape.ocorrido_em)]} {...instantItem}>
            <InstantPicker />
          </Form.Item>
          {keeps && (
            <Form.Item name="status" label="Situação">
              <Select
                style={{ width: 160 }}
                options={INCIDENT_STATUSES.map((s) => ({ value: s, label: INCIDENT_STATUS_LABELS[s] }))}
              />
            </Form.Item>
          )}
        </Space>
        <Form.Item name="local" label="Local" rules={[zodRule(shape.local)]}>
          <Input maxLength={maxLengthOf(shape.local)} placeholder="Rua, bairro, cidade" />
        </Form.Item>
        <Form.Item name="descricao" label="O que aconteceu" rules={[zodRule(shape.descricao)]}>
          <Input.TextArea rows={4} maxLength={maxLengthOf(shape.descricao)} showCount />
        </Form.Item>
        <Form.Item name="fotos" label="Fotos">
          <ImagePicker
            multiple
            bucket="frota"
            max={FLEET_LIMITS.fotos}
            label="Foto do incidente"
            disabled={!editable}
          />
        </Form.Item>
        {editable && (
          <Space>
            <Button onClick={() => navigate(LIST)}>CANCELAR</Button>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {editing ? 'SALVAR' : 'REPORTAR'}
            </Button>
          </Space>
        )}
      </Form>
    </>
  );
}
