import { type Key, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, DatePicker, Input, Modal, Select, Space, Tag } from 'antd';
import { formatDateTime } from '@intranet/shared/format/dates';
import { formatPhone } from '@intranet/shared/format/phone';
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from '@intranet/shared/leads/leads.rules';
import {
  LEAD_KIND_LABELS,
  LEAD_REASON_LABELS,
  LEAD_REASONS,
  type LeadReason,
  SALES_LIST_LABELS,
  SALES_LISTS,
  type SalesList,
} from '@intranet/shared/sales/pipeline.rules';
import type { PipelineLead } from '@intranet/shared/sales/pipeline.schemas';
import { formatCpf } from '@intranet/shared/validation/cpf';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { CompanySelect } from '../../../components/lookups/lookup-selects';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { fetchAllPages } from '../../../lib/fetch-all-pages';
import { useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import {
  listPipeline,
  useBulkAssign,
  useBulkMove,
  usePipelineCounts,
  usePipelineList,
  useSellers,
} from '../api/pipeline-calls';
import { LeadDrawer } from '../components/lead-drawer';
import { STATUS_COLORS, statusText } from '../components/lead-labels';
import { INTERNAL_HOME_PATH, listPath } from '../sales-pipeline-paths';

const columns: DataTableColumn<PipelineLead>[] = [
  { key: 'created_at', title: 'Criação', noWrap: true, text: (r) => formatDateTime(r.created_at) },
  { key: 'nome', title: 'Nome' },
  { key: 'telefone', title: 'Telefone', noWrap: true, text: (r) => formatPhone(r.telefone) },
  { key: 'cpf', title: 'CPF', noWrap: true, text: (r) => formatCpf(r.cpf) },
  { key: 'empresa', title: 'Provedor', text: (r) => r.empresa.nome },
  { key: 'tipo', title: 'Tipo', text: (r) => LEAD_KIND_LABELS[r.tipo] },
  {
    key: 'status',
    title: 'Status',
    badge: (r) => ({ text: statusText(r.status, r.motivo), color: STATUS_COLORS[r.status] }),
  },
  { key: 'vendedor', title: 'Vendedor', text: (r) => r.vendedor?.nome ?? 'Sem vendedor' },
  {
    key: 'prazo',
    title: 'Prazo',
    noWrap: true,
    text: (r) => `${formatDateTime(r.prazo)}${r.atrasado ? ' (atrasado)' : ''}`,
  },
  { key: 'endereco', title: 'Endereço', text: (r) => [r.logradouro, r.bairro, r.cidade].filter(Boolean).join(', ') },
  { key: 'campanha', title: 'Campanha', text: (r) => r.campanha?.nome ?? '' },
];

type Filters = {
  id_empresa?: number;
  id_vendedor?: number;
  status?: LeadStatus;
  de?: string;
  ate?: string;
  busca?: string;
};

/** The ten lists of /sales/internal: one screen, each list its filter; bulk assign, move and export. */
export function PipelineListPage() {
  const param = useLocation().pathname.split('/').filter(Boolean).at(-1);
  const lista = (SALES_LISTS as readonly string[]).includes(param ?? '') ? (param as SalesList) : 'leads';
  const navigate = useNavigate();
  const notify = useNotify();
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const [selected, setSelected] = useState<Key[]>([]);
  const [opened, setOpened] = useState<number | null>(null);
  const [assigning, setAssigning] = useState(false);
  const [moving, setMoving] = useState(false);
  const [seller, setSeller] = useState<number | undefined>();
  const [target, setTarget] = useState<{ status?: LeadStatus; motivo?: LeadReason; texto?: string }>({});
  const limit = Math.min(paging.pageSize, 100);
  const leads = usePipelineList({ lista, ...filters, offset: (paging.page - 1) * limit, limit });
  const counts = usePipelineCounts({ id_empresa: filters.id_empresa });
  const sellers = useSellers(filters.id_empresa);
  const canAssign = useCan('pipeline.assign');
  const canMove = useCan('pipeline.move');
  const assign = useBulkAssign();
  const move = useBulkMove();

  const filter = (next: Filters) => {
    setFilters((f) => ({ ...f, ...next }));
    setPaging((p) => ({ ...p, page: 1 }));
    setSelected([]);
  };
  const allRows = () =>
    fetchAllPages((offset, size) =>
      listPipeline({ lista, ...filters, offset, limit: size }).then((a) => ({ dados: a.leads, total: a.total })),
    );
  const ids = selected.map(Number);
  const doAssign = async () => {
    try {
      const { alterados } = await assign.mutateAsync({ ids, id_vendedor: seller ?? null });
      notify.success(`${alterados} lead(s) atribuído(s).`);
      setAssigning(false);
      setSelected([]);
    } catch (e) {
      notify.fail(e);
    }
  };
  const doMove = async () => {
    if (!target.status) return;
    try {
      const { alterados } = await move.mutateAsync({
        ids,
        status: target.motivo ? 'perdido' : target.status,
        motivo: target.motivo ?? null,
        texto: target.texto || null,
      });
      notify.success(`${alterados} lead(s) movido(s).`);
      setMoving(false);
      setSelected([]);
    } catch (e) {
      notify.fail(e);
    }
  };

  return (
    <SectionLayout title={`Vendas · ${SALES_LIST_LABELS[lista]}`} back={INTERNAL_HOME_PATH}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select<SalesList>
          aria-label="Lista"
          value={lista}
          style={{ width: 230 }}
          onChange={(next) => {
            setSelected([]);
            setPaging((p) => ({ ...p, page: 1 }));
            navigate(listPath(next));
          }}
          options={SALES_LISTS.map((l) => ({
            value: l,
            label: `${SALES_LIST_LABELS[l]}${counts.data ? ` (${counts.data.contagens[l].toLocaleString('pt-BR')})` : ''}`,
          }))}
        />
        <CompanySelect
          aria-label="Filtrar por provedor"
          placeholder="Provedor"
          allowClear
          style={{ width: 160 }}
          onChange={(id_empresa) => filter({ id_empresa })}
        />
        <Select<number>
          aria-label="Filtrar por vendedor"
          placeholder="Vendedor"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 200 }}
          onChange={(id_vendedor) => filter({ id_vendedor })}
          options={(sellers.data?.vendedores ?? [])
            .filter((s, i, all) => all.findIndex((o) => o.id === s.id) === i)
            .map((s) => ({ value: s.id, label: s.nome }))}
        />
        <Select<LeadStatus>
          aria-label="Filtrar por status"
          placeholder="Status"
          allowClear
          style={{ width: 140 }}
          onChange={(status) => filter({ status })}
          options={LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }))}
        />
        <DatePicker.RangePicker
          aria-label="Filtrar por período"
          format="DD/MM/YYYY"
          onChange={(range) => filter({ de: range?.[0]?.format('YYYY-MM-DD'), ate: range?.[1]?.format('YYYY-MM-DD') })}
        />
        <Input.Search
          aria-label="Buscar por nome, CPF ou telefone"
          placeholder="Nome, CPF ou telefone"
          allowClear
          maxLength={100}
          style={{ width: 240 }}
          onSearch={(busca) => filter({ busca: busca || undefined })}
        />
      </Space>
      <Space wrap style={{ marginBottom: 12 }}>
        <Tag>{selected.length} selecionado(s)</Tag>
        {canAssign && (
          <Button disabled={selected.length === 0} onClick={() => setAssigning(true)}>
            Atribuir
          </Button>
        )}
        {canMove && (
          <Button disabled={selected.length === 0} onClick={() => setMoving(true)}>
            Mover
          </Button>
        )}
      </Space>
      <DataTable<PipelineLead>
        rowKey="id"
        columns={columns}
        data={leads.data?.leads}
        loading={leads.isFetching}
        emptyText={leads.isError ? 'Não foi possível carregar os leads.' : 'Nenhum lead nesta lista.'}
        selection={{ selectedKeys: selected, onChange: (keys) => setSelected(keys) }}
        actions={[{ key: 'open', label: 'Abrir', onClick: (row) => setOpened(row.id) }]}
        exportable
        exportRows={allRows}
        server={{
          total: leads.data?.total ?? 0,
          page: paging.page,
          pageSize: paging.pageSize,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
      />
      <Modal
        open={assigning}
        title="Atribuir leads"
        okText="Atribuir"
        cancelText="Cancelar"
        confirmLoading={assign.isPending}
        onOk={() => void doAssign()}
        onCancel={() => setAssigning(false)}
      >
        <p>Sem vendedor escolhido, os leads são distribuídos em rodízio entre os vendedores ativos do provedor.</p>
        <Select<number>
          aria-label="Vendedor"
          placeholder="Rodízio entre os vendedores ativos"
          allowClear
          style={{ width: '100%' }}
          value={seller}
          onChange={setSeller}
          options={(sellers.data?.vendedores ?? [])
            .filter((s) => s.ativo)
            .map((s) => ({ value: s.id, label: `${s.nome} (${s.empresa})` }))}
        />
      </Modal>
      <Modal
        open={moving}
        title="Mover leads"
        okText="Mover"
        cancelText="Cancelar"
        okButtonProps={{ disabled: !target.status }}
        confirmLoading={move.isPending}
        onOk={() => void doMove()}
        onCancel={() => setMoving(false)}
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Select<LeadStatus>
            aria-label="Novo status"
            placeholder="Novo status"
            style={{ width: '100%' }}
            value={target.status}
            onChange={(status) =>
              setTarget((t) => ({ ...t, status, motivo: status === 'perdido' ? t.motivo : undefined }))
            }
            options={LEAD_STATUSES.filter((s) => s !== 'vendido').map((s) => ({
              value: s,
              label: LEAD_STATUS_LABELS[s],
            }))}
          />
          {target.status === 'perdido' && (
            <Select<LeadReason>
              aria-label="Motivo"
              placeholder="Motivo (lista)"
              allowClear
              style={{ width: '100%' }}
              value={target.motivo}
              onChange={(motivo) => setTarget((t) => ({ ...t, motivo }))}
              options={LEAD_REASONS.map((r) => ({ value: r, label: LEAD_REASON_LABELS[r] }))}
            />
          )}
          <Input.TextArea
            aria-label="Observação"
            placeholder="Observação"
            maxLength={500}
            value={target.texto}
            onChange={(e) => setTarget((t) => ({ ...t, texto: e.target.value }))}
          />
        </Space>
      </Modal>
      <LeadDrawer id={opened} onClose={() => setOpened(null)} />
    </SectionLayout>
  );
}
