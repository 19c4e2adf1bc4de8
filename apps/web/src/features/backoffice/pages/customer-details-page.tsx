import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Modal, Space, Spin, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useSearchParams } from 'react-router-dom';
import { BACKOFFICE_MSG as MSG } from '@intranet/shared/backoffice/backoffice.messages';
import {
  AGREEMENT_STATUS_LABELS,
  CHARGEBACK_STATUS_LABELS,
  CONNECTION_STATUS_LABELS,
  CONTRACT_STATUS_LABELS,
  INVOICE_STATUS_LABELS,
  PROBLEM_STATUS_LABELS,
  SERVICE_ORDER_ORIGIN_LABELS,
  SERVICE_ORDER_STATUS_LABELS,
  SERVICE_ORDER_TYPE_LABELS,
} from '@intranet/shared/backoffice/backoffice.rules';
import type { CustomerDetails } from '@intranet/shared/backoffice/backoffice.schemas';
import { SALE_STATUS_LABELS } from '@intranet/shared/backoffice/sale-lifecycle';
import { LEAD_STATUS_LABELS } from '@intranet/shared/leads/leads.rules';
import { formatDate, formatDateTime } from '@intranet/shared/format/dates';
import { formatMoney } from '@intranet/shared/format/money';
import { formatCpf, formatPhone } from '@intranet/shared/validation/cpf';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useCan } from '../../../lib/permissions';
import { useNotify } from '../../../lib/notify';
import { useCustomer, useInviteCustomer } from '../api/backoffice-calls';
import { BO_CHARGEBACK_EDIT, BO_CHARGEBACK_NEW, BO_HOME, BO_PROBLEM_EDIT, BO_PROBLEM_NEW } from '../backoffice-paths';
import { SALE_COLORS, STATUS_COLORS, windowText } from '../components/badges';

type D = CustomerDetails;
const colored = (value: string, label: string, color?: string) => (
  <Tag color={color ?? STATUS_COLORS[value]}>{label}</Tag>
);
const CONTRACT_COLORS: Record<string, string> = { ativo: 'green', suspenso: 'orange', cancelado: 'default' };
const CONNECTION_COLORS: Record<string, string> = {
  online: 'green',
  offline: 'default',
  reduzido: 'orange',
  bloqueado: 'red',
};
const TABLE_NAMES: Record<string, string> = {
  relacionamento_dados_pessoas: 'Cadastro',
  vendas_venda: 'Venda',
  cliente_acordo: 'Acordo',
  backoffice_problema: 'Problema',
  backoffice_estorno: 'Estorno',
};

function Section<T extends { id: number }>({
  title,
  rows,
  columns,
  empty,
  extra,
}: {
  title: string;
  rows: T[];
  columns: ColumnsType<T>;
  empty: string;
  extra?: React.ReactNode;
}) {
  return (
    <Card title={`${title} (${rows.length})`} size="small" extra={extra} style={{ marginBottom: 16 }}>
      <Table<T>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={rows}
        pagination={rows.length > 10 ? { pageSize: 10 } : false}
        locale={{ emptyText: empty }}
        scroll={{ x: true }}
      />
    </Card>
  );
}

/** /backoffice/cliente/detalhes?id=: everything of one customer on one screen, and the client-panel invitation. */
export function CustomerDetailsPage() {
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const details = useCustomer(id);
  if (id === null)
    return (
      <SectionLayout title="Cliente" back={BO_HOME}>
        <Alert type="warning" showIcon message={MSG.customer.notFound} />
      </SectionLayout>
    );
  if (!details.data)
    return (
      <SectionLayout title="Cliente" back={BO_HOME}>
        {details.isError ? <Alert type="error" showIcon message={MSG.customer.loadFailed} /> : <Spin />}
      </SectionLayout>
    );
  return <Details d={details.data} />;
}

function Details({ d }: { d: D }) {
  const c = d.cliente;
  const canInvite = useCan('client-panel.invite');
  const canCreate = useCan('backoffice.create');
  const invite = useInviteCustomer();
  const notify = useNotify();
  const [inviting, setInviting] = useState(false);
  const contract = (id: number) => d.contratos.find((k) => k.id === id)?.codigo_erp ?? `nº ${id}`;

  return (
    <SectionLayout title={c.nome} back={true}>
      <Card size="small" style={{ marginBottom: 16 }}>
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label="Provedor">{c.provedor}</Descriptions.Item>
          <Descriptions.Item label="Código no ERP">{c.codpessoa}</Descriptions.Item>
          <Descriptions.Item label="CPF/CNPJ">{formatCpf(c.cpf)}</Descriptions.Item>
          <Descriptions.Item label="E-mail">{c.email ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="Celular">{c.celular ? formatPhone(c.celular) : '—'}</Descriptions.Item>
          <Descriptions.Item label="Nascimento">
            {c.data_nascimento ? formatDate(c.data_nascimento) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label="Central do Assinante">
            {d.painel?.ultimo_acesso_em
              ? `Último acesso em ${formatDateTime(d.painel.ultimo_acesso_em)}`
              : d.painel?.convidado_em
                ? `Convidado em ${formatDateTime(d.painel.convidado_em)}`
                : 'Sem acesso'}
          </Descriptions.Item>
          <Descriptions.Item label="Restrições de envio">
            {d.restricao
              ? (['whatsapp', 'email', 'sms'] as const)
                  .map(
                    (k) =>
                      `${k === 'email' ? 'E-mail' : k === 'sms' ? 'SMS' : 'WhatsApp'}: ${d.restricao![k] ? 'permitido' : 'restrito'}`,
                  )
                  .join(' · ')
              : 'Nenhuma'}
          </Descriptions.Item>
        </Descriptions>
        <Space wrap>
          {canInvite && (
            <Button type="primary" onClick={() => setInviting(true)}>
              Convidar para a Central do Assinante
            </Button>
          )}
          {canCreate && <Link to={`${BO_PROBLEM_NEW}?cliente=${c.id}`}>Registrar problema</Link>}
          {canCreate && <Link to={`${BO_CHARGEBACK_NEW}?cliente=${c.id}`}>Registrar estorno</Link>}
        </Space>
      </Card>
      <Modal
        open={inviting}
        title="Convidar para a Central do Assinante"
        okText="Enviar convite"
        cancelText="Voltar"
        confirmLoading={invite.isPending}
        onCancel={() => setInviting(false)}
        onOk={() =>
          invite.mutate(c.id, {
            onSuccess: (answer) => {
              notify.success(answer.mensagem);
              setInviting(false);
            },
            onError: (error) => notify.fail(error),
          })
        }
      >
        {`O link da Central do Assinante será enviado para ${c.email ?? (c.celular ? formatPhone(c.celular) : 'o contato cadastrado')}.`}
      </Modal>

      <Section
        title="Contratos"
        rows={d.contratos}
        empty="Nenhum contrato."
        columns={[
          { title: 'Contrato', dataIndex: 'codigo_erp' },
          { title: 'Plano', render: (_, k) => k.plano ?? '—' },
          { title: 'Mensalidade', render: (_, k) => formatMoney(k.valor_mensal) },
          {
            title: 'Endereço',
            render: (_, k) =>
              [[k.rua, k.numero].filter(Boolean).join(', '), k.bairro, k.cidade && `${k.cidade}/${k.uf}`]
                .filter(Boolean)
                .join(' · '),
          },
          { title: 'Vencimento', render: (_, k) => `dia ${k.dia_vencimento}` },
          { title: 'Ativação', render: (_, k) => (k.data_ativacao ? formatDate(k.data_ativacao) : '—') },
          {
            title: 'Status',
            render: (_, k) => colored(k.status, CONTRACT_STATUS_LABELS[k.status], CONTRACT_COLORS[k.status]),
          },
        ]}
      />
      <Section
        title="Faturas"
        rows={d.faturas}
        empty="Nenhuma fatura."
        columns={[
          { title: 'Contrato', render: (_, f) => contract(f.id_contrato) },
          { title: 'Competência', render: (_, f) => formatDate(f.competencia) },
          { title: 'Vencimento', render: (_, f) => formatDate(f.vencimento) },
          { title: 'Valor', render: (_, f) => formatMoney(f.valor) },
          {
            title: 'Situação',
            render: (_, f) =>
              f.dias_atraso > 0
                ? colored('vencida', `Vencida há ${f.dias_atraso} dia${f.dias_atraso > 1 ? 's' : ''}`, 'red')
                : colored(f.status, INVOICE_STATUS_LABELS[f.status], f.status === 'paga' ? 'green' : 'blue'),
          },
          {
            title: 'Pagamento',
            render: (_, f) => (f.pago_em ? `${formatDate(f.pago_em)} · ${formatMoney(f.valor_pago ?? 0)}` : '—'),
          },
        ]}
      />
      <Section
        title="Conexões"
        rows={d.conexoes}
        empty="Nenhuma conexão."
        columns={[
          { title: 'Contrato', render: (_, x) => contract(x.id_contrato) },
          { title: 'Login', dataIndex: 'login' },
          {
            title: 'Status',
            render: (_, x) => colored(x.status, CONNECTION_STATUS_LABELS[x.status], CONNECTION_COLORS[x.status]),
          },
          { title: 'Último acesso', render: (_, x) => (x.ultimo_acesso ? formatDateTime(x.ultimo_acesso) : '—') },
          { title: 'IP', render: (_, x) => x.ip ?? '—' },
        ]}
      />
      <Section
        title="Ordens de serviço"
        rows={d.ordens}
        empty="Nenhuma ordem de serviço."
        columns={[
          { title: 'Nº', dataIndex: 'id' },
          { title: 'Tipo', render: (_, o) => SERVICE_ORDER_TYPE_LABELS[o.tipo] },
          { title: 'Origem', render: (_, o) => SERVICE_ORDER_ORIGIN_LABELS[o.origem] },
          { title: 'Aberta em', render: (_, o) => formatDateTime(o.aberta_em) },
          { title: 'Janela', render: (_, o) => windowText(o.janela_inicio, o.janela_fim) || '—' },
          { title: 'Equipe', render: (_, o) => o.equipe ?? '—' },
          { title: 'Status', render: (_, o) => SERVICE_ORDER_STATUS_LABELS[o.status] },
          { title: 'Observações', dataIndex: 'observacoes' },
        ]}
      />
      <Section
        title="Acordos"
        rows={d.acordos}
        empty="Nenhum acordo."
        columns={[
          { title: 'Contrato', render: (_, a) => contract(a.id_contrato) },
          { title: 'Feito em', render: (_, a) => formatDateTime(a.created_at) },
          { title: 'Dívida', render: (_, a) => formatMoney(a.valor_original) },
          { title: 'Acordo', render: (_, a) => `${formatMoney(a.valor_acordo)} em ${a.parcelas}x` },
          { title: '1º vencimento', render: (_, a) => formatDate(a.primeiro_vencimento) },
          { title: 'Status', render: (_, a) => AGREEMENT_STATUS_LABELS[a.status] },
        ]}
      />
      <Section
        title="Leads"
        rows={d.leads}
        empty="Nenhum lead deste CPF."
        columns={[
          { title: 'Criado em', render: (_, l) => formatDateTime(l.created_at) },
          { title: 'Provedor', dataIndex: 'provedor' },
          { title: 'Campanha', render: (_, l) => l.campanha ?? '—' },
          { title: 'Status', render: (_, l) => LEAD_STATUS_LABELS[l.status] },
        ]}
      />
      <Section
        title="Vendas"
        rows={d.vendas}
        empty="Nenhuma venda."
        columns={[
          { title: 'Nº', dataIndex: 'id' },
          { title: 'Vendida em', render: (_, v) => formatDateTime(v.vendida_em) },
          { title: 'Plano', dataIndex: 'plano_nome' },
          { title: 'Mensalidade', render: (_, v) => formatMoney(v.valor_mensal) },
          { title: 'Instalação', render: (_, v) => windowText(v.instalacao_inicio, v.instalacao_fim) || '—' },
          { title: 'Status', render: (_, v) => colored(v.status, SALE_STATUS_LABELS[v.status], SALE_COLORS[v.status]) },
        ]}
      />
      <Section
        title="Mensagens da régua de comunicação"
        rows={d.mensagens}
        empty="Nenhuma mensagem enviada."
        columns={[
          { title: 'Dia', render: (_, m) => formatDate(m.data_envio) },
          {
            title: 'Canal',
            render: (_, m) => (m.canal === 'email' ? 'E-mail' : m.canal === 'sms' ? 'SMS' : 'WhatsApp'),
          },
          { title: 'Campanha', render: (_, m) => m.campanha ?? '—' },
          { title: 'Destino', dataIndex: 'destino' },
          {
            title: 'Situação',
            render: (_, m) => ({ pendente: 'Pendente', enviada: 'Enviada', falhou: 'Falhou' })[m.status],
          },
        ]}
      />
      <Section
        title="Problemas"
        rows={d.problemas}
        empty="Nenhum problema."
        columns={[
          { title: 'Título', render: (_, p) => <Link to={`${BO_PROBLEM_EDIT}/${p.id}`}>{p.titulo}</Link> },
          { title: 'Aberto em', render: (_, p) => formatDateTime(p.created_at) },
          { title: 'Status', render: (_, p) => colored(p.status, PROBLEM_STATUS_LABELS[p.status]) },
        ]}
      />
      <Section
        title="Estornos"
        rows={d.estornos}
        empty="Nenhum estorno."
        columns={[
          {
            title: 'Fatura',
            render: (_, e) => <Link to={`${BO_CHARGEBACK_EDIT}/${e.id}`}>{`nº ${e.id_fatura}`}</Link>,
          },
          { title: 'Valor', render: (_, e) => formatMoney(e.valor) },
          { title: 'Motivo', dataIndex: 'motivo' },
          { title: 'Status', render: (_, e) => colored(e.status, CHARGEBACK_STATUS_LABELS[e.status]) },
        ]}
      />
      <Section
        title="Histórico"
        rows={d.historico}
        empty="Nenhuma alteração registrada."
        columns={[
          { title: 'Quando', render: (_, h) => formatDateTime(h.data) },
          { title: 'Registro', render: (_, h) => `${TABLE_NAMES[h.tabela] ?? h.tabela} nº ${h.id_item}` },
          { title: 'Operação', render: (_, h) => (h.operacao === 'INSERT' ? 'Criação' : 'Alteração') },
          { title: 'Campos', render: (_, h) => h.campos.join(', ') },
          { title: 'Por', render: (_, h) => h.usuario ?? 'Sistema' },
        ]}
      />
    </SectionLayout>
  );
}
