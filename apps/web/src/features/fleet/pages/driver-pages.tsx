import { useEffect, useState } from 'react';
import { Alert, Button, Descriptions, Form, Input, Select, Space, Switch } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router-dom';
import { formatDate } from '@intranet/shared/format/dates';
import { FLEET_MSG } from '@intranet/shared/fleet/fleet.messages';
import { type Driver, type DriverListQuery, driverInput } from '@intranet/shared/fleet/fleet.schemas';
import { activeBadge } from '../../../components/crud/crud-columns';
import { DataTable, type DataTableBadge, type DataTableColumn } from '../../../components/data-table/data-table';
import { isoDayItem, IsoDayPicker } from '../../../components/form/iso-day-picker';
import { showServerErrors } from '../../../components/form/server-errors';
import { zodRules } from '../../../components/form/zod-rules';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useCreateDriver, useDriver, useDriverCandidates, useDrivers, useUpdateDriver } from '../api/manager-calls';
import { usePagedList } from '../components/paged-list';
import { RecordState } from '../components/record-state';
import { FLEET_HOME_PATH } from '../fleet-paths';
import { DRIVERS_PATH, driverEditPath, listPath, registerPath } from '../manager-paths';
import { FLEET_TEXT as TEXT } from '../manager-texts';
import '../fleet-manager.css';

/** The CNH's state as a badge: expired (red), expiring within 30 days (orange), valid (green). */
export const cnhBadge = (d: Pick<Driver, 'vencida' | 'vencendo'>): DataTableBadge =>
  d.vencida
    ? { text: TEXT.cnhExpired, color: 'red' }
    : d.vencendo
      ? { text: TEXT.cnhExpiring, color: 'orange' }
      : { text: TEXT.cnhValid, color: 'green' };

const COLUMNS: DataTableColumn<Driver>[] = [
  { key: 'nome', title: 'Nome' },
  { key: 'cnh_numero', title: 'Número da CNH', text: (d) => d.cnh_numero ?? '—', noWrap: true },
  { key: 'cnh_categoria', title: 'Categoria', text: (d) => d.cnh_categoria ?? '—', align: 'center' },
  { key: 'cnh_validade', title: 'Validade da CNH', text: (d) => formatDate(d.cnh_validade), noWrap: true },
  { key: 'cnh', title: 'Situação da CNH', value: (d) => (d.vencida ? 0 : d.vencendo ? 1 : 2), badge: cnhBadge },
  { key: 'ativo', title: 'Status', badge: (d) => activeBadge(d.ativo), align: 'center' },
];

type Filters = Omit<DriverListQuery, 'limit' | 'offset'>;
const CNH_FILTERS = [
  { value: 'vencida', label: TEXT.cnhExpired },
  { value: 'vencendo', label: 'Vencendo em até 30 dias' },
  { value: 'valida', label: TEXT.cnhValid },
];

/**
 * `/fleet/driver/list`: the employees allowed to drive, with their CNH's number, category and expiry;
 * expired and expiring CNHs stand out and can be filtered, as can the name and the status.
 */
export function DriverListPage() {
  const navigate = useNavigate();
  const writes = useCan('fleet.write');
  const list = usePagedList<Filters>();
  const result = useDrivers(list.query);
  return (
    <SectionLayout
      title={TEXT.driverList}
      back={FLEET_HOME_PATH}
      add={writes ? { label: TEXT.driverAdd, to: registerPath(DRIVERS_PATH) } : undefined}
    >
      <DataTable<Driver>
        rowKey="id"
        columns={COLUMNS}
        data={result.data?.frota_motorista}
        loading={result.isFetching}
        actions={[
          {
            key: 'edit',
            label: 'Editar',
            icon: <EditOutlined />,
            iconOnly: true,
            onClick: (d) => navigate(driverEditPath(d.id, d.id_usuario)),
          },
        ]}
        exportable
        emptyText={result.isError ? TEXT.listFailed : list.filtered ? TEXT.emptyFiltered : TEXT.driverEmpty}
        toolbar={
          <Space wrap>
            <Input.Search
              allowClear
              aria-label="Buscar motoristas"
              placeholder="Buscar por nome"
              style={{ width: 220 }}
              onSearch={(value) => list.filter({ busca: value.trim() || undefined })}
            />
            <Select
              allowClear
              aria-label="Situação da CNH"
              placeholder="Situação da CNH"
              style={{ minWidth: 200 }}
              options={CNH_FILTERS}
              onChange={(v?: string) =>
                list.filter({
                  vencida: v === 'vencida' ? 'true' : v === 'valida' ? 'false' : undefined,
                  vencendo: v === 'vencendo' ? 'true' : undefined,
                })
              }
            />
            <Select
              allowClear
              aria-label="Status"
              placeholder="Status"
              style={{ minWidth: 120 }}
              options={[
                { value: 'true', label: 'Ativo' },
                { value: 'false', label: 'Inativo' },
              ]}
              onChange={(ativo?: 'true' | 'false') => list.filter({ ativo })}
            />
          </Space>
        }
        server={list.server(result.data?.total)}
      />
    </SectionLayout>
  );
}

type Values = { id_usuario?: number; cnh_validade?: string | null; ativo?: boolean };
const rules = zodRules(driverInput);

/** The profile's CNH as the form shows it (read-only: kept on the employee's profile). */
function ProfileCnh({ numero, categoria }: { numero: string | null; categoria: string | null }) {
  return (
    <>
      <Descriptions
        size="small"
        column={2}
        bordered
        style={{ marginBottom: 8, maxWidth: 560 }}
        items={[
          { key: 'n', label: 'Número da CNH', children: numero ?? '—' },
          { key: 'c', label: 'Categoria', children: categoria ?? '—' },
        ]}
      />
      <div className="fleet-hint" style={{ marginBottom: 16 }}>
        {TEXT.cnhFromProfile}
      </div>
      {!numero && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={TEXT.noCnhNumber} />}
    </>
  );
}

/**
 * `/fleet/driver/register` and `/fleet/driver/edit/:id/:driverId?`: an employee becomes a driver with
 * their CNH's expiry day (number and category come from their profile); the edit changes the expiry
 * and the status. An expired CNH is flagged on the form.
 */
function DriverForm({ mode }: { mode: 'register' | 'edit' }) {
  const editing = mode === 'edit';
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const notify = useNotify();
  const writes = useCan('fleet.write');
  const [form] = Form.useForm<Values>();
  const [search, setSearch] = useState('');
  const current = useDriver(editing ? id : 0);
  const candidates = useDriverCandidates(search, !editing && writes);
  const create = useCreateDriver();
  const update = useUpdateDriver();
  const picked = Form.useWatch('id_usuario', form);
  const candidate = candidates.data?.find((c) => c.id === picked);

  useEffect(() => {
    if (editing && current.data)
      form.setFieldsValue({ cnh_validade: current.data.cnh_validade, ativo: current.data.ativo });
  }, [editing, current.data, form]);

  const failed = (text: string) => (error: unknown) => {
    showServerErrors(form, error, { nameField: 'id_usuario' });
    notify.fail(error, text);
  };
  const done = (text: string) => () => {
    notify.success(text);
    navigate(listPath(DRIVERS_PATH));
  };
  const submit = (v: Values) => {
    const object = { cnh_validade: v.cnh_validade ?? '', ativo: v.ativo ?? true };
    if (editing) update.mutate({ id, object }, { onSuccess: done(TEXT.edited), onError: failed(TEXT.editFailed) });
    else
      create.mutate(
        { ...object, id_usuario: v.id_usuario! },
        { onSuccess: done(TEXT.created), onError: failed(TEXT.createFailed) },
      );
  };

  const title = editing ? TEXT.driverEdit : TEXT.driverRegister;
  const driver = current.data;
  return (
    <RecordState
      title={title}
      back={listPath(DRIVERS_PATH)}
      loading={editing && current.isLoading}
      failed={editing && current.isError}
      notFound={FLEET_MSG.driverNotFound}
    >
      <SectionLayout title={title} back={listPath(DRIVERS_PATH)}>
        <Form<Values>
          form={form}
          layout="vertical"
          style={{ maxWidth: 720 }}
          disabled={!writes}
          initialValues={{ ativo: true }}
          onFinish={submit}
        >
          {editing && driver ? (
            <>
              <Form.Item label="Colaborador" htmlFor="motorista-colaborador">
                <Input id="motorista-colaborador" value={driver.nome} disabled />
              </Form.Item>
              <ProfileCnh numero={driver.cnh_numero} categoria={driver.cnh_categoria} />
              {(driver.vencida || driver.vencendo) && (
                <Alert
                  type={driver.vencida ? 'error' : 'warning'}
                  showIcon
                  style={{ marginBottom: 16 }}
                  title={
                    driver.vencida
                      ? `CNH vencida desde ${formatDate(driver.cnh_validade)}: o motorista não recebe veículo até atualizar a validade.`
                      : `A CNH vence em ${formatDate(driver.cnh_validade)}.`
                  }
                />
              )}
            </>
          ) : (
            <>
              <Form.Item name="id_usuario" label="Colaborador" rules={rules.id_usuario}>
                <Select
                  showSearch={{ filterOption: false, onSearch: setSearch }}
                  placeholder="Busque o colaborador pelo nome"
                  loading={candidates.isFetching}
                  notFoundContent={candidates.isFetching ? 'Buscando…' : 'Nenhum colaborador encontrado'}
                  options={(candidates.data ?? []).map((c) => ({ value: c.id, label: c.nome }))}
                />
              </Form.Item>
              {candidate && <ProfileCnh numero={candidate.cnh_numero} categoria={candidate.cnh_categoria} />}
            </>
          )}
          <Space size={32} wrap align="start">
            <Form.Item name="cnh_validade" label="Validade da CNH" rules={rules.cnh_validade} {...isoDayItem}>
              <IsoDayPicker style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="ativo" label="Status" valuePropName="checked">
              <Switch checkedChildren="Ativo" unCheckedChildren="Inativo" />
            </Form.Item>
          </Space>
          <Space style={{ display: 'flex' }}>
            <Button disabled={false} onClick={() => navigate(listPath(DRIVERS_PATH))}>
              CANCELAR
            </Button>
            {writes && (
              <Button type="primary" htmlType="submit" loading={create.isPending || update.isPending}>
                SALVAR
              </Button>
            )}
          </Space>
        </Form>
      </SectionLayout>
    </RecordState>
  );
}

export const DriverRegisterPage = () => <DriverForm mode="register" />;
export const DriverEditPage = () => <DriverForm mode="edit" />;
