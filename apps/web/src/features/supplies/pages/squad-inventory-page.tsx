import { useParams } from 'react-router-dom';
import { Button, Form, InputNumber, Select, Tag } from 'antd';
import { formatDateTime } from '@intranet/shared/format/dates';
import { SUPPLIES_API } from '@intranet/shared/supplies/supplies.contract';
import { SUPPLIES_MSG } from '@intranet/shared/supplies/supplies.messages';
import { inventoryDifference } from '@intranet/shared/supplies/supplies.rules';
import type { InventoryRow } from '@intranet/shared/supplies/supplies.schemas';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { showServerErrors } from '../../../components/form/server-errors';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useCountInventory } from '../api/count-inventory';
import { useInventory } from '../api/list-inventory';
import { useSquads } from '../api/list-squads';
import { useSuppliesLookups } from '../api/supplies-lookups';
import { TagsInput } from '../components/tags-input';
import '../supplies.css';

const columns: DataTableColumn<InventoryRow>[] = [
  {
    key: 'created_at',
    title: 'Contado em',
    value: (r) => r.created_at,
    text: (r) => formatDateTime(r.created_at),
    noWrap: true,
  },
  { key: 'produto', title: 'Produto', value: (r) => r.produto ?? '—' },
  { key: 'patrimonio', title: 'Patrimônio', value: (r) => r.patrimonio ?? '—' },
  { key: 'quantidade_sistema', title: 'Esperado', align: 'right' },
  { key: 'quantidade_informada', title: 'Contado', align: 'right' },
  {
    key: 'diferenca',
    title: 'Diferença',
    align: 'right',
    value: (r) => inventoryDifference(r.quantidade_sistema, r.quantidade_informada),
    render: (r) => {
      const d = inventoryDifference(r.quantidade_sistema, r.quantidade_informada);
      return d === 0 ? '0' : <Tag color={d < 0 ? 'red' : 'blue'}>{d > 0 ? `+${d}` : d}</Tag>;
    },
  },
  { key: 'cidade', title: 'Cidade' },
  { key: 'origem', title: 'Origem', value: (r) => (r.origem === 'mk' ? 'MK (ERP)' : 'Digitado') },
  {
    key: 'validado',
    title: 'Situação',
    badge: (r) => (r.validado ? { text: 'Validado', color: 'green' } : { text: 'A validar', color: 'orange' }),
  },
];

type CountValues = { patrimonio?: string; id_produto?: number; quantidade_informada?: number };

/**
 * `/squads/inventory/:id`: a squad's counted rows beside what the system expects; the supervisor validates
 * each row (the table's action on this path), which turns its difference into adjustment moves.
 */
export function SquadInventoryPage() {
  const id = Number(useParams().id);
  const squads = useSquads();
  const lookups = useSuppliesLookups();
  const inventory = useInventory(id);
  const count = useCountInventory();
  const notify = useNotify();
  const canCount = useCan(SUPPLIES_API.count.access);
  const [form] = Form.useForm<CountValues>();
  const squad = squads.data?.equipes.find((s) => s.id === id);
  const submit = async (values: CountValues) => {
    try {
      await count.mutateAsync({
        objects: [
          {
            id_equipe: id,
            patrimonio: values.patrimonio || null,
            id_produto: values.patrimonio ? null : (values.id_produto ?? null),
            quantidade_informada: values.quantidade_informada ?? 0,
            origem: 'manual',
          },
        ],
      });
      notify.success('Contagem registrada.');
      form.resetFields();
    } catch (error) {
      if (!showServerErrors(form, error)) notify.fail(error);
    }
  };
  return (
    <SectionLayout title={squad ? `Inventário — ${squad.nome}` : 'Inventário'} back="/squads/list">
      {canCount && (
        <Form form={form} layout="inline" onFinish={(v) => void submit(v)} style={{ marginBottom: 16, rowGap: 8 }}>
          <Form.Item name="patrimonio" label="Patrimônio" style={{ minWidth: 280 }}>
            <TagsInput single />
          </Form.Item>
          <Form.Item name="id_produto" label="ou produto">
            <Select
              allowClear
              style={{ minWidth: 220 }}
              options={(lookups.data?.produtos ?? []).map((p) => ({ value: p.id, label: p.nome }))}
            />
          </Form.Item>
          <Form.Item
            name="quantidade_informada"
            label="Contado"
            rules={[{ required: true, message: SUPPLIES_MSG.quantity }]}
          >
            <InputNumber min={0} max={100000} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={count.isPending}>
            Registrar contagem
          </Button>
        </Form>
      )}
      <DataTable<InventoryRow>
        rowKey="id"
        columns={columns}
        data={inventory.data?.suprimentos_inventario}
        loading={inventory.isFetching}
        emptyText={inventory.isError ? SUPPLIES_MSG.listFailed : SUPPLIES_MSG.empty}
        pathActions={{ onDone: () => void inventory.refetch() }}
        exportable
        exportName="inventario"
      />
    </SectionLayout>
  );
}
