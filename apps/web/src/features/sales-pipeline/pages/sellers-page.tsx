import { useEffect, useState } from 'react';
import { Alert, Form, Modal, Select, Space, Tag } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { formatDateTime } from '@intranet/shared/format/dates';
import { PIPELINE_MSG } from '@intranet/shared/sales/pipeline.messages';
import { SELLERS_API } from '@intranet/shared/sales/sellers.contract';
import type { TeamSeller } from '@intranet/shared/sales/sellers.schemas';
import { DeleteDialog } from '../../../components/confirm-dialog/delete-dialog';
import { useDeleteConfirm } from '../../../components/confirm-dialog/use-delete-confirm';
import { statusColumn } from '../../../components/crud/crud-columns';
import { DataTable, type DataTableColumn, type RowAction } from '../../../components/data-table/data-table';
import { statusActions } from '../../../components/data-table/status-actions';
import { showServerErrors } from '../../../components/form/server-errors';
import { CompanySelect } from '../../../components/lookups/lookup-selects';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import {
  sellerCandidates,
  useAddSeller,
  useRemoveSeller,
  useSellerTeam,
  useSetSellerActive,
} from '../api/sellers-calls';
import { INTERNAL_HOME_PATH } from '../sales-pipeline-paths';

const columns: DataTableColumn<TeamSeller>[] = [
  { key: 'nome', title: 'Vendedor' },
  { key: 'email', title: 'E-mail', text: (r) => r.email ?? '' },
  { key: 'empresa', title: 'Provedor' },
  statusColumn<TeamSeller>('ativo', 'Status'),
  { key: 'abertos', title: 'Leads abertos', align: 'right' },
  { key: 'atrasados', title: 'Atrasados', align: 'right' },
  {
    key: 'ultima_atribuicao',
    title: 'Última atribuição',
    noWrap: true,
    text: (r) => (r.ultima_atribuicao ? formatDateTime(r.ultima_atribuicao) : 'Nunca'),
  },
  {
    key: 'proximo',
    title: 'Rodízio',
    badge: (r) => (r.proximo ? { text: 'Próximo a receber', color: 'green' } : null),
    exportValue: (r) => (r.proximo ? 'Próximo a receber' : ''),
  },
];

const REMOVE_TEXT =
  'O funcionário deixa de ser vendedor deste provedor e de receber leads no rodízio. Os leads que já estão com ele continuam com ele.';

/** "Adicionar vendedor": a provider and one of its possible sellers (active employees not yet in its team). */
function AddSellerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<{ id_empresa?: number; id_usuario?: number }>();
  const notify = useNotify();
  const add = useAddSeller();
  const provider = Form.useWatch('id_empresa', form);
  const [search, setSearch] = useState('');
  const [options, setOptions] = useState<{ value: number; label: string }[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!provider) {
      setOptions([]);
      return;
    }
    let live = true;
    setLoading(true);
    const timer = setTimeout(() => {
      sellerCandidates(provider, search)
        .then((answer) => {
          if (live)
            setOptions(
              answer.funcionarios.map((f) => ({ value: f.id, label: f.email ? `${f.nome} (${f.email})` : f.nome })),
            );
        })
        .catch(() => live && setOptions([]))
        .finally(() => live && setLoading(false));
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [provider, search]);

  const submit = (values: { id_empresa?: number; id_usuario?: number }) =>
    add.mutate(
      { id_empresa: values.id_empresa!, id_usuario: values.id_usuario! },
      {
        onSuccess: (seller) => {
          notify.success(`${seller.nome} agora é vendedor de ${seller.empresa}.`);
          form.resetFields();
          onClose();
        },
        onError: (error) => {
          if (!showServerErrors(form, error, { nameField: 'id_usuario' }))
            notify.fail(error, 'Não foi possível adicionar o vendedor.');
        },
      },
    );

  return (
    <Modal
      open={open}
      title="Adicionar vendedor"
      okText="Adicionar"
      cancelText="Cancelar"
      confirmLoading={add.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="id_empresa"
          label="Provedor"
          rules={[{ required: true, message: PIPELINE_MSG.providerUnknown }]}
        >
          <CompanySelect placeholder="Selecione" onChange={() => form.setFieldValue('id_usuario', undefined)} />
        </Form.Item>
        <Form.Item
          name="id_usuario"
          label="Funcionário"
          rules={[{ required: true, message: PIPELINE_MSG.employeeRequired }]}
        >
          <Select<number>
            showSearch={{ filterOption: false, onSearch: setSearch }}
            placeholder={provider ? 'Busque pelo nome ou e-mail' : 'Escolha o provedor primeiro'}
            disabled={!provider}
            loading={loading}
            options={options}
            notFoundContent={loading ? 'Buscando…' : 'Nenhum funcionário encontrado.'}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * /sales/basic-configurations/sellers: the sellers of each provider, their open and overdue leads and
 * their last assignment; the active ones share the new leads round-robin (the one assigned longest
 * ago takes the next). Managers add and remove sellers and take them in or out of the rotation.
 */
export function SellersPage() {
  const notify = useNotify();
  const canManage = useCan('sellers.manage');
  const [filters, setFilters] = useState<{ id_empresa?: number; ativo?: 'true' | 'false' }>({});
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const [adding, setAdding] = useState(false);
  const limit = Math.min(paging.pageSize, 100);
  const team = useSellerTeam({ ...filters, offset: (paging.page - 1) * limit, limit });
  const toggle = useSetSellerActive();
  const remove = useRemoveSeller();
  const deletion = useDeleteConfirm<TeamSeller>(remove, (row) => `${row.nome} · ${row.empresa}`, {
    deleted: 'Vendedor removido.',
    deleteFailed: 'Não foi possível remover o vendedor.',
    serverReason: true,
  });
  const filter = (next: typeof filters) => {
    setFilters((f) => ({ ...f, ...next }));
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const actions: RowAction<TeamSeller>[] = [
    ...statusActions<TeamSeller>(
      (row) => row.ativo,
      (row) =>
        toggle.mutate(
          { id: row.id, ativo: !row.ativo },
          {
            onSuccess: (s) => notify.success(s.ativo ? `${s.nome} voltou ao rodízio.` : `${s.nome} saiu do rodízio.`),
            onError: (error) => notify.fail(error, 'Não foi possível alterar o vendedor.'),
          },
        ),
      { can: SELLERS_API.update.access },
    ),
    {
      key: 'delete',
      can: SELLERS_API.remove.access,
      label: 'Remover',
      icon: <DeleteOutlined />,
      iconOnly: true,
      danger: true,
      onClick: deletion.ask,
    },
  ];

  return (
    <SectionLayout
      title="Vendedores"
      back={INTERNAL_HOME_PATH}
      add={canManage ? { label: 'ADICIONAR VENDEDOR', onClick: () => setAdding(true) } : undefined}
    >
      <Alert
        style={{ marginBottom: 16 }}
        type="info"
        showIcon
        title="Os leads novos sem vendedor são distribuídos em rodízio entre os vendedores ativos do provedor: recebe o próximo quem foi atribuído há mais tempo."
      />
      <Space wrap style={{ marginBottom: 16 }}>
        <CompanySelect
          aria-label="Filtrar por provedor"
          placeholder="Provedor"
          allowClear
          style={{ width: 180 }}
          onChange={(id_empresa) => filter({ id_empresa })}
        />
        <Select<'true' | 'false'>
          aria-label="Filtrar por status"
          placeholder="Status"
          allowClear
          style={{ width: 140 }}
          onChange={(ativo) => filter({ ativo })}
          options={[
            { value: 'true', label: 'Ativos' },
            { value: 'false', label: 'Inativos' },
          ]}
        />
        {team.data && <Tag>{team.data.total} vendedor(es)</Tag>}
      </Space>
      <DataTable<TeamSeller>
        rowKey="id"
        columns={columns}
        data={team.data?.vendedores}
        loading={team.isFetching}
        emptyText={team.isError ? 'Não foi possível carregar os vendedores.' : 'Nenhum vendedor cadastrado.'}
        actions={actions}
        exportable
        server={{
          total: team.data?.total ?? 0,
          page: paging.page,
          pageSize: paging.pageSize,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
      />
      <DeleteDialog title="Remover vendedor?" text={REMOVE_TEXT} {...deletion.dialog} />
      <AddSellerDialog open={adding} onClose={() => setAdding(false)} />
    </SectionLayout>
  );
}
