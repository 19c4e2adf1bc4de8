import { useState, type ReactNode } from 'react';
import { Alert, Button, Form, Input, InputNumber, Select, Space, Spin, Tag } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { FormInstance } from 'antd';
import { BACKOFFICE_MSG as MSG } from '@intranet/shared/backoffice/backoffice.messages';
import {
  CHARGEBACK_METHODS,
  CHARGEBACK_METHOD_LABELS,
  CHARGEBACK_STATUSES,
  CHARGEBACK_STATUS_LABELS,
  CHARGEBACK_TRANSITIONS,
  PROBLEM_KINDS,
  PROBLEM_KIND_LABELS,
  PROBLEM_PRIORITIES,
  PROBLEM_PRIORITY_LABELS,
  PROBLEM_STATUSES,
  PROBLEM_STATUS_LABELS,
  QUALIFICATION_ADDRESS,
  QUALIFICATION_ADDRESS_LABELS,
  QUALIFICATION_CREDIT,
  QUALIFICATION_CREDIT_LABELS,
  QUALIFICATION_DOCUMENTS,
  QUALIFICATION_DOCUMENTS_LABELS,
  QUALIFICATION_RESULTS,
  QUALIFICATION_RESULT_LABELS,
  qualificationResult,
  type ChargebackStatus,
} from '@intranet/shared/backoffice/backoffice.rules';
import {
  chargebackInput,
  problemInput,
  qualificationInput,
  type Chargeback,
  type Problem,
  type Qualification,
} from '@intranet/shared/backoffice/backoffice.schemas';
import { SALE_STATUS_LABELS } from '@intranet/shared/backoffice/sale-lifecycle';
import type { AuditedTable } from '@intranet/shared/history/history.schemas';
import { formatDate, formatDateTime } from '@intranet/shared/format/dates';
import { formatMoney } from '@intranet/shared/format/money';
import { formatCpf } from '@intranet/shared/validation/cpf';
import { DataTable, type DataTableColumn, type RowAction } from '../../../components/data-table/data-table';
import { showServerErrors } from '../../../components/form/server-errors';
import { zodRules } from '../../../components/form/zod-rules';
import { HistoryViewer } from '../../../components/history-viewer/history-viewer';
import { CompanySelect } from '../../../components/lookups/lookup-selects';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useCan } from '../../../lib/permissions';
import { useNotify } from '../../../lib/notify';
import {
  useChargeback,
  useChargebacks,
  useCreateChargeback,
  useCreateProblem,
  useCreateQualification,
  useEditChargeback,
  useEditProblem,
  useEditQualification,
  usePaidInvoices,
  useProblem,
  useProblems,
  useQualification,
  useQualifications,
} from '../api/backoffice-calls';
import * as P from '../backoffice-paths';
import { STATUS_COLORS } from '../components/badges';
import { CustomerSearchSelect, SaleSearchSelect } from '../components/search-selects';

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((v) => ({ value: v, label: labels[v] }));
const tag = (value: string, label: string) => <Tag color={STATUS_COLORS[value] ?? 'default'}>{label}</Tag>;

// --- A paged list with its filters --------------------------------------------------------------

type Page = { page: number; pageSize: number };
function usePaging<F extends object>() {
  const [filters, setFilters] = useState<F>({} as F);
  const [paging, setPaging] = useState<Page>({ page: 1, pageSize: 20 });
  const limit = Math.min(paging.pageSize, 100);
  return {
    filters,
    paging,
    setPaging,
    query: { ...filters, offset: (paging.page - 1) * limit, limit },
    filter: (next: Partial<F>) => {
      setFilters((f) => ({ ...f, ...next }));
      setPaging((p) => ({ ...p, page: 1 }));
    },
  };
}

function ListFrame<T extends { id: number }>({
  title,
  register,
  editPath,
  filters,
  columns,
  data,
  total,
  loading,
  failed,
  paging,
  onPage,
}: {
  title: string;
  register: string;
  editPath: string;
  filters: ReactNode;
  columns: DataTableColumn<T>[];
  data: T[] | undefined;
  total: number;
  loading: boolean;
  failed: string | undefined;
  paging: Page;
  onPage: (p: Page) => void;
}) {
  const navigate = useNavigate();
  const canCreate = useCan('backoffice.create');
  const actions: RowAction<T>[] = [
    {
      key: 'edit',
      label: 'Editar',
      icon: <EditOutlined />,
      iconOnly: true,
      onClick: (r) => navigate(`${editPath}/${r.id}`),
    },
  ];
  return (
    <SectionLayout title={title} back={P.BO_HOME} add={canCreate ? { label: 'Cadastrar', to: register } : undefined}>
      <Space wrap style={{ marginBottom: 16 }}>
        {filters}
      </Space>
      <DataTable<T>
        rowKey="id"
        columns={columns}
        data={data}
        loading={loading}
        actions={actions}
        emptyText={failed}
        server={{
          total,
          page: paging.page,
          pageSize: paging.pageSize,
          onChange: (page, pageSize) => onPage({ page, pageSize }),
        }}
      />
    </SectionLayout>
  );
}

const providerFilter = (filter: (f: { sistema?: number }) => void) => (
  <CompanySelect
    aria-label="Filtrar por provedor"
    placeholder="Provedor"
    allowClear
    style={{ width: 160 }}
    onChange={(sistema) => filter({ sistema })}
  />
);
const searchFilter = (filter: (f: { busca?: string }) => void, placeholder = 'Nome ou CPF') => (
  <Input.Search
    aria-label="Buscar"
    placeholder={placeholder}
    allowClear
    maxLength={100}
    style={{ width: 220 }}
    onSearch={(busca) => filter({ busca: busca || undefined })}
  />
);

// --- A register or edit form --------------------------------------------------------------------

/** The save of a form: a success notice and back to the list; a refusal under its fields, what was typed kept. */
function useSave(form: FormInstance, back: string) {
  const notify = useNotify();
  const navigate = useNavigate();
  return {
    onSuccess: () => {
      notify.success(MSG.saved);
      navigate(back);
    },
    onError: (error: unknown) => {
      showServerErrors(form, error);
      notify.fail(error);
    },
  };
}

function FormFrame({
  title,
  back,
  form,
  onFinish,
  saving,
  readOnly,
  children,
  history,
  initialValues,
}: {
  title: string;
  back: string;
  form: FormInstance;
  onFinish: (values: never) => void;
  saving: boolean;
  readOnly?: boolean;
  children: ReactNode;
  history?: { tabela: AuditedTable; id: number };
  initialValues?: object;
}) {
  const navigate = useNavigate();
  return (
    <SectionLayout title={title} back={back}>
      <Form
        form={form as FormInstance<unknown>}
        layout="vertical"
        onFinish={onFinish as (values: unknown) => void}
        disabled={readOnly}
        initialValues={initialValues}
        style={{ maxWidth: 720 }}
      >
        {children}
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            Salvar
          </Button>
          <Button onClick={() => navigate(back)} disabled={false}>
            Cancelar
          </Button>
        </Space>
      </Form>
      {history && (
        <div style={{ marginTop: 32 }}>
          <HistoryViewer tabela={history.tabela} id={history.id} ignore={['id', 'created_at', 'updated_at']} />
        </div>
      )}
    </SectionLayout>
  );
}

function Loading({ failed, text }: { failed: boolean; text: string }) {
  return failed ? <Alert type="error" showIcon message={text} /> : <Spin />;
}

// --- Qualification ------------------------------------------------------------------------------

const qRules = zodRules(qualificationInput);
const qualificationColumns: DataTableColumn<Qualification>[] = [
  { key: 'venda', title: 'Venda', noWrap: true, text: (r) => `nº ${r.id_venda}` },
  { key: 'cliente', title: 'Cliente', text: (r) => r.venda.nome },
  { key: 'cpf', title: 'CPF', noWrap: true, text: (r) => formatCpf(r.venda.cpf) },
  { key: 'provedor', title: 'Provedor', text: (r) => r.venda.provedor },
  { key: 'documentos', title: 'Documentos', text: (r) => QUALIFICATION_DOCUMENTS_LABELS[r.documentos] },
  {
    key: 'credito',
    title: 'Crédito',
    text: (r) => `${QUALIFICATION_CREDIT_LABELS[r.credito]}${r.score !== null ? ` (${r.score})` : ''}`,
  },
  { key: 'endereco', title: 'Endereço', text: (r) => QUALIFICATION_ADDRESS_LABELS[r.endereco] },
  {
    key: 'resultado',
    title: 'Resultado',
    badge: (r) => ({ text: QUALIFICATION_RESULT_LABELS[r.resultado], color: STATUS_COLORS[r.resultado] }),
  },
  { key: 'venda_status', title: 'Venda', text: (r) => SALE_STATUS_LABELS[r.venda.status] },
  { key: 'updated_at', title: 'Atualizada em', noWrap: true, text: (r) => formatDateTime(r.updated_at) },
];

/** /backoffice/qualificacao/listagem */
export function QualificationListPage() {
  const p = usePaging<{ sistema?: number; resultado?: (typeof QUALIFICATION_RESULTS)[number]; busca?: string }>();
  const list = useQualifications(p.query);
  return (
    <ListFrame<Qualification>
      title="Qualificação"
      register={P.BO_QUALIFICATION_NEW}
      editPath={P.BO_QUALIFICATION_EDIT}
      filters={
        <>
          {searchFilter(p.filter)}
          {providerFilter(p.filter)}
          <Select
            aria-label="Filtrar por resultado"
            placeholder="Resultado"
            allowClear
            style={{ width: 160 }}
            options={options(QUALIFICATION_RESULTS, QUALIFICATION_RESULT_LABELS)}
            onChange={(resultado) => p.filter({ resultado })}
          />
        </>
      }
      columns={qualificationColumns}
      data={list.data?.backoffice_qualificacao}
      total={list.data?.total ?? 0}
      loading={list.isFetching}
      failed={list.isError ? MSG.qualification.listFailed : undefined}
      paging={p.paging}
      onPage={p.setPaging}
    />
  );
}

function QualificationFields({ form }: { form: FormInstance }) {
  const values = Form.useWatch([], form) as Partial<Record<'documentos' | 'credito' | 'endereco', string>> | undefined;
  const result =
    values?.documentos && values.credito && values.endereco
      ? qualificationResult(values as Parameters<typeof qualificationResult>[0])
      : 'pendente';
  return (
    <>
      <Form.Item name="documentos" label="Documentos" rules={qRules.documentos}>
        <Select options={options(QUALIFICATION_DOCUMENTS, QUALIFICATION_DOCUMENTS_LABELS)} />
      </Form.Item>
      <Space wrap>
        <Form.Item name="credito" label="Análise de crédito" rules={qRules.credito}>
          <Select style={{ width: 200 }} options={options(QUALIFICATION_CREDIT, QUALIFICATION_CREDIT_LABELS)} />
        </Form.Item>
        <Form.Item name="score" label="Score" rules={qRules.score}>
          <InputNumber min={0} max={1000} precision={0} style={{ width: 120 }} />
        </Form.Item>
      </Space>
      <Form.Item name="endereco" label="Viabilidade do endereço" rules={qRules.endereco}>
        <Select options={options(QUALIFICATION_ADDRESS, QUALIFICATION_ADDRESS_LABELS)} />
      </Form.Item>
      <Form.Item name="observacoes" label="Observações" rules={qRules.observacoes}>
        <Input.TextArea rows={3} maxLength={1000} showCount />
      </Form.Item>
      <p>Resultado: {tag(result, QUALIFICATION_RESULT_LABELS[result])}</p>
    </>
  );
}

/** /backoffice/qualificacao/registro (?venda= to start from a sale) */
export function QualificationRegisterPage() {
  const [form] = Form.useForm();
  const [params] = useSearchParams();
  const sale = Number(params.get('venda')) || null;
  const create = useCreateQualification();
  const save = useSave(form, P.BO_QUALIFICATIONS);
  return (
    <FormFrame
      title="Nova qualificação"
      back={P.BO_QUALIFICATIONS}
      form={form}
      saving={create.isPending}
      initialValues={{ id_venda: sale, documentos: 'pendente', credito: 'pendente', endereco: 'pendente' }}
      onFinish={(v: Parameters<typeof create.mutate>[0]) => create.mutate(v, save)}
    >
      <Form.Item name="id_venda" label="Venda pendente" rules={qRules.id_venda}>
        <SaleSearchSelect status="pendente" initial={sale ? { value: sale, label: `Venda nº ${sale}` } : null} />
      </Form.Item>
      <QualificationFields form={form} />
    </FormFrame>
  );
}

/** /backoffice/qualificacao/edicao/:id */
export function QualificationEditPage() {
  const id = Number(useParams().id);
  const [form] = Form.useForm();
  const read = useQualification(id);
  const edit = useEditQualification(id);
  const save = useSave(form, P.BO_QUALIFICATIONS);
  const canEdit = useCan('backoffice.edit');
  const q = read.data?.backoffice_qualificacao;
  if (!q) return <Loading failed={read.isError} text={MSG.qualification.notFound} />;
  const locked = q.venda.status !== 'pendente';
  return (
    <FormFrame
      title={`Qualificação da venda nº ${q.id_venda}`}
      back={P.BO_QUALIFICATIONS}
      form={form}
      saving={edit.isPending}
      readOnly={!canEdit || locked}
      initialValues={{ ...q, score: q.score ?? undefined }}
      history={{ tabela: 'backoffice_qualificacao', id }}
      onFinish={(v: Parameters<typeof edit.mutate>[0]) => edit.mutate(v, save)}
    >
      <p>
        <strong>{q.venda.nome}</strong> · {formatCpf(q.venda.cpf)} · {q.venda.provedor} · {q.venda.plano_nome}
      </p>
      {locked && <Alert type="info" showIcon style={{ marginBottom: 16 }} message={MSG.qualification.saleNotPending} />}
      <QualificationFields form={form} />
    </FormFrame>
  );
}

// --- Problems -----------------------------------------------------------------------------------

const pRules = zodRules(problemInput);
const problemColumns: DataTableColumn<Problem>[] = [
  { key: 'created_at', title: 'Aberto em', noWrap: true, text: (r) => formatDateTime(r.created_at) },
  { key: 'titulo', title: 'Título' },
  { key: 'tipo', title: 'Tipo', text: (r) => PROBLEM_KIND_LABELS[r.tipo] },
  { key: 'cliente', title: 'Cliente', text: (r) => r.cliente ?? '' },
  { key: 'id_venda', title: 'Venda', text: (r) => (r.id_venda ? `nº ${r.id_venda}` : '') },
  { key: 'provedor', title: 'Provedor' },
  {
    key: 'prioridade',
    title: 'Prioridade',
    badge: (r) => ({ text: PROBLEM_PRIORITY_LABELS[r.prioridade], color: STATUS_COLORS[r.prioridade] }),
  },
  {
    key: 'status',
    title: 'Status',
    badge: (r) => ({ text: PROBLEM_STATUS_LABELS[r.status], color: STATUS_COLORS[r.status] }),
  },
  { key: 'responsavel', title: 'Responsável', text: (r) => r.responsavel ?? '' },
];

/** /backoffice/problemas/listagem */
export function ProblemListPage() {
  const p = usePaging<{
    sistema?: number;
    status?: Problem['status'];
    prioridade?: Problem['prioridade'];
    tipo?: Problem['tipo'];
    busca?: string;
  }>();
  const list = useProblems(p.query);
  return (
    <ListFrame<Problem>
      title="Problemas"
      register={P.BO_PROBLEM_NEW}
      editPath={P.BO_PROBLEM_EDIT}
      filters={
        <>
          {searchFilter(p.filter, 'Título ou cliente')}
          {providerFilter(p.filter)}
          <Select
            aria-label="Filtrar por status"
            placeholder="Status"
            allowClear
            style={{ width: 160 }}
            options={options(PROBLEM_STATUSES, PROBLEM_STATUS_LABELS)}
            onChange={(status) => p.filter({ status })}
          />
          <Select
            aria-label="Filtrar por prioridade"
            placeholder="Prioridade"
            allowClear
            style={{ width: 140 }}
            options={options(PROBLEM_PRIORITIES, PROBLEM_PRIORITY_LABELS)}
            onChange={(prioridade) => p.filter({ prioridade })}
          />
          <Select
            aria-label="Filtrar por tipo"
            placeholder="Tipo"
            allowClear
            style={{ width: 140 }}
            options={options(PROBLEM_KINDS, PROBLEM_KIND_LABELS)}
            onChange={(tipo) => p.filter({ tipo })}
          />
        </>
      }
      columns={problemColumns}
      data={list.data?.backoffice_problema}
      total={list.data?.total ?? 0}
      loading={list.isFetching}
      failed={list.isError ? MSG.problem.listFailed : undefined}
      paging={p.paging}
      onPage={p.setPaging}
    />
  );
}

function ProblemFields() {
  return (
    <>
      <Space wrap>
        <Form.Item name="tipo" label="Tipo" rules={pRules.tipo}>
          <Select style={{ width: 180 }} options={options(PROBLEM_KINDS, PROBLEM_KIND_LABELS)} />
        </Form.Item>
        <Form.Item name="prioridade" label="Prioridade" rules={pRules.prioridade}>
          <Select style={{ width: 140 }} options={options(PROBLEM_PRIORITIES, PROBLEM_PRIORITY_LABELS)} />
        </Form.Item>
        <Form.Item name="status" label="Status" rules={pRules.status}>
          <Select style={{ width: 180 }} options={options(PROBLEM_STATUSES, PROBLEM_STATUS_LABELS)} />
        </Form.Item>
      </Space>
      <Form.Item name="titulo" label="Título" rules={pRules.titulo}>
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="descricao" label="Descrição" rules={pRules.descricao}>
        <Input.TextArea rows={4} maxLength={2000} showCount />
      </Form.Item>
    </>
  );
}

/** /backoffice/problemas/registro (?venda= or ?cliente= to start from one) */
export function ProblemRegisterPage() {
  const [form] = Form.useForm();
  const [params] = useSearchParams();
  const sale = Number(params.get('venda')) || null;
  const customer = Number(params.get('cliente')) || null;
  const create = useCreateProblem();
  const save = useSave(form, P.BO_PROBLEMS);
  return (
    <FormFrame
      title="Novo problema"
      back={P.BO_PROBLEMS}
      form={form}
      saving={create.isPending}
      initialValues={{ id_venda: sale, id_pessoa: customer, tipo: 'instalacao', prioridade: 'media', status: 'aberto' }}
      onFinish={(v: Parameters<typeof create.mutate>[0]) => create.mutate(v, save)}
    >
      <Form.Item name="id_venda" label="Venda" extra="Informe a venda, o cliente ou os dois.">
        <SaleSearchSelect initial={sale ? { value: sale, label: `Venda nº ${sale}` } : null} />
      </Form.Item>
      <Form.Item name="id_pessoa" label="Cliente">
        <CustomerSearchSelect initial={customer ? { value: customer, label: `Cliente nº ${customer}` } : null} />
      </Form.Item>
      <ProblemFields />
    </FormFrame>
  );
}

/** /backoffice/problemas/edicao/:id */
export function ProblemEditPage() {
  const id = Number(useParams().id);
  const [form] = Form.useForm();
  const read = useProblem(id);
  const edit = useEditProblem(id);
  const save = useSave(form, P.BO_PROBLEMS);
  const canEdit = useCan('backoffice.edit');
  const problem = read.data?.backoffice_problema;
  if (!problem) return <Loading failed={read.isError} text={MSG.problem.notFound} />;
  return (
    <FormFrame
      title={`Problema nº ${problem.id}`}
      back={P.BO_PROBLEMS}
      form={form}
      saving={edit.isPending}
      readOnly={!canEdit}
      initialValues={problem}
      history={{ tabela: 'backoffice_problema', id }}
      onFinish={(v: Parameters<typeof edit.mutate>[0]) => edit.mutate(v, save)}
    >
      <p>
        {problem.provedor}
        {problem.cliente ? ` · ${problem.cliente}` : ''}
        {problem.id_venda ? ` · venda nº ${problem.id_venda}` : ''}
        {problem.resolvido_em ? ` · resolvido em ${formatDateTime(problem.resolvido_em)}` : ''}
      </p>
      <ProblemFields />
    </FormFrame>
  );
}

// --- Chargebacks --------------------------------------------------------------------------------

const cRules = zodRules(chargebackInput);
const chargebackColumns: DataTableColumn<Chargeback>[] = [
  { key: 'created_at', title: 'Pedido em', noWrap: true, text: (r) => formatDateTime(r.created_at) },
  { key: 'cliente', title: 'Cliente' },
  { key: 'provedor', title: 'Provedor' },
  {
    key: 'fatura',
    title: 'Fatura',
    noWrap: true,
    text: (r) => `nº ${r.id_fatura} · venc. ${formatDate(r.fatura.vencimento)}`,
  },
  { key: 'valor', title: 'Valor', align: 'right', noWrap: true, text: (r) => formatMoney(r.valor) },
  { key: 'forma', title: 'Devolução', text: (r) => CHARGEBACK_METHOD_LABELS[r.forma] },
  { key: 'motivo', title: 'Motivo' },
  {
    key: 'status',
    title: 'Status',
    badge: (r) => ({ text: CHARGEBACK_STATUS_LABELS[r.status], color: STATUS_COLORS[r.status] }),
  },
];

/** /backoffice/estornos/listagem */
export function ChargebackListPage() {
  const p = usePaging<{ sistema?: number; status?: ChargebackStatus; busca?: string }>();
  const list = useChargebacks(p.query);
  return (
    <ListFrame<Chargeback>
      title="Estornos"
      register={P.BO_CHARGEBACK_NEW}
      editPath={P.BO_CHARGEBACK_EDIT}
      filters={
        <>
          {searchFilter(p.filter)}
          {providerFilter(p.filter)}
          <Select
            aria-label="Filtrar por status"
            placeholder="Status"
            allowClear
            style={{ width: 160 }}
            options={options(CHARGEBACK_STATUSES, CHARGEBACK_STATUS_LABELS)}
            onChange={(status) => p.filter({ status })}
          />
        </>
      }
      columns={chargebackColumns}
      data={list.data?.backoffice_estorno}
      total={list.data?.total ?? 0}
      loading={list.isFetching}
      failed={list.isError ? MSG.chargeback.listFailed : undefined}
      paging={p.paging}
      onPage={p.setPaging}
    />
  );
}

function ChargebackFields() {
  return (
    <>
      <Space wrap>
        <Form.Item name="valor" label="Valor a estornar" rules={cRules.valor}>
          <InputNumber<number> prefix="R$" min={0.01} precision={2} decimalSeparator="," style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="forma" label="Forma de devolução" rules={cRules.forma}>
          <Select style={{ width: 240 }} options={options(CHARGEBACK_METHODS, CHARGEBACK_METHOD_LABELS)} />
        </Form.Item>
      </Space>
      <Form.Item name="motivo" label="Motivo" rules={cRules.motivo}>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
      <Form.Item name="observacoes" label="Observações" rules={cRules.observacoes}>
        <Input.TextArea rows={2} maxLength={1000} />
      </Form.Item>
    </>
  );
}

/** /backoffice/estornos/registro (?cliente= to start from a customer): a paid invoice of the customer. */
export function ChargebackRegisterPage() {
  const [form] = Form.useForm();
  const [params] = useSearchParams();
  const initialCustomer = Number(params.get('cliente')) || null;
  const customer = (Form.useWatch('cliente', form) as number | null | undefined) ?? undefined;
  const invoices = usePaidInvoices(customer ?? undefined);
  const create = useCreateChargeback();
  const save = useSave(form, P.BO_CHARGEBACKS);
  return (
    <FormFrame
      title="Novo estorno"
      back={P.BO_CHARGEBACKS}
      form={form}
      saving={create.isPending}
      initialValues={{ cliente: initialCustomer, forma: 'pix' }}
      onFinish={({ cliente: _, ...v }: Parameters<typeof create.mutate>[0] & { cliente?: number }) =>
        create.mutate(v, save)
      }
    >
      <Form.Item name="cliente" label="Cliente" rules={[{ required: true, message: MSG.chargeback.invoiceRequired }]}>
        <CustomerSearchSelect
          initial={initialCustomer ? { value: initialCustomer, label: `Cliente nº ${initialCustomer}` } : null}
          onChange={() => form.setFieldValue('id_fatura', undefined)}
        />
      </Form.Item>
      <Form.Item name="id_fatura" label="Fatura paga" rules={cRules.id_fatura}>
        <Select
          loading={invoices.isFetching}
          disabled={!customer}
          notFoundContent="Nenhuma fatura paga deste cliente."
          options={(invoices.data?.faturas ?? []).map((f) => ({
            value: f.id,
            label: `nº ${f.id} · venc. ${formatDate(f.vencimento)} · pago ${formatMoney(f.valor_pago)}${f.pago_em ? ` em ${formatDate(f.pago_em)}` : ''}`,
          }))}
        />
      </Form.Item>
      <ChargebackFields />
    </FormFrame>
  );
}

/** /backoffice/estornos/edicao/:id */
export function ChargebackEditPage() {
  const id = Number(useParams().id);
  const [form] = Form.useForm();
  const read = useChargeback(id);
  const edit = useEditChargeback(id);
  const save = useSave(form, P.BO_CHARGEBACKS);
  const canEdit = useCan('backoffice.edit');
  const item = read.data?.backoffice_estorno;
  if (!item) return <Loading failed={read.isError} text={MSG.chargeback.notFound} />;
  const next = [item.status, ...CHARGEBACK_TRANSITIONS[item.status]];
  return (
    <FormFrame
      title={`Estorno nº ${item.id}`}
      back={P.BO_CHARGEBACKS}
      form={form}
      saving={edit.isPending}
      readOnly={!canEdit}
      initialValues={item}
      history={{ tabela: 'backoffice_estorno', id }}
      onFinish={(v: Parameters<typeof edit.mutate>[0]) => edit.mutate(v, save)}
    >
      <p>
        <strong>{item.cliente}</strong> · {item.provedor} · fatura nº {item.id_fatura} de{' '}
        {formatDate(item.fatura.competencia)}, paga {formatMoney(item.fatura.valor_pago ?? 0)}
        {item.estornado_em ? ` · estornado em ${formatDateTime(item.estornado_em)}` : ''}
      </p>
      <Form.Item name="status" label="Status">
        <Select options={next.map((s) => ({ value: s, label: CHARGEBACK_STATUS_LABELS[s] }))} />
      </Form.Item>
      <ChargebackFields />
    </FormFrame>
  );
}
