import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Statistic, Tag, Typography } from 'antd';
import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { formatDate } from '@intranet/shared/format/dates';
import { NO_VALUE, formatDecimal, formatInteger, formatMoney } from '@intranet/shared/format/numbers';
import { formatPhone } from '@intranet/shared/format/phone';
import {
  SPONSORSHIP_ASK_LABELS,
  SPONSORSHIP_OFFER_LABELS,
  SPONSORSHIP_STATUS_LABELS,
  type SponsorshipStatus,
} from '@intranet/shared/sponsorship/sponsorship.rules';
import type {
  BudgetStanding,
  SponsorshipDetail,
  SponsorshipFile,
} from '@intranet/shared/sponsorship/sponsorship.schemas';
import { useNotify } from '../../../lib/notify';
import { downloadSponsorshipFile } from '../api/sponsorship-files';

const STATUS_COLORS: Record<SponsorshipStatus, string> = {
  recebida: 'blue',
  em_justificativa: 'geekblue',
  em_viabilidade: 'purple',
  em_negociacao: 'orange',
  aprovado: 'green',
  realizado: 'cyan',
  recusado: 'red',
};

export function StatusTag({ status }: { status: SponsorshipStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{SPONSORSHIP_STATUS_LABELS[status]}</Tag>;
}

export const money = (value: number | null | undefined) =>
  value === null || value === undefined ? NO_VALUE : formatMoney(value);

/** A stored file, downloaded with the session's token. */
export function FileButton({ file }: { file: SponsorshipFile }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={busy}
      onClick={() => {
        setBusy(true);
        downloadSponsorshipFile(file.id, file.nome)
          .catch(() => notify.error('Não foi possível baixar o arquivo.'))
          .finally(() => setBusy(false));
      }}
    >
      {file.nome}
    </Button>
  );
}

/** What the organizer sent. */
export function RequestSummary({ request }: { request: SponsorshipDetail }) {
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
      <Descriptions.Item label="Protocolo">{request.protocolo}</Descriptions.Item>
      <Descriptions.Item label="Situação">
        <StatusTag status={request.status} />
      </Descriptions.Item>
      <Descriptions.Item label="Provedor">{request.empresa.nome}</Descriptions.Item>
      <Descriptions.Item label="Evento">{request.evento}</Descriptions.Item>
      <Descriptions.Item label="Data do evento">{formatDate(request.data_evento)}</Descriptions.Item>
      <Descriptions.Item label="Cidade">{request.cidade}</Descriptions.Item>
      <Descriptions.Item label="Público esperado">{formatInteger(request.publico_esperado)}</Descriptions.Item>
      <Descriptions.Item label="Pedido">
        {request.pedidos.map((p) => SPONSORSHIP_ASK_LABELS[p]).join(', ')}
        {request.valor_pedido !== null && ` — ${money(request.valor_pedido)}`}
        {request.descricao_pedido && <div>{request.descricao_pedido}</div>}
      </Descriptions.Item>
      <Descriptions.Item label="Contrapartidas oferecidas">
        {request.contrapartidas.map((p) => SPONSORSHIP_OFFER_LABELS[p]).join(', ')}
        {request.descricao_contrapartida && <div>{request.descricao_contrapartida}</div>}
      </Descriptions.Item>
      <Descriptions.Item label="Organizador">
        {request.organizador}
        {request.organizacao && ` (${request.organizacao})`}
      </Descriptions.Item>
      <Descriptions.Item label="Contato">
        {request.email} · {formatPhone(request.telefone)}
      </Descriptions.Item>
      <Descriptions.Item label="Apresentação">
        {request.apresentacao ? <FileButton file={request.apresentacao} /> : 'Sem apresentação anexada'}
      </Descriptions.Item>
      {request.motivo_recusa && (
        <Descriptions.Item label="Motivo da recusa" span={2}>
          {request.motivo_recusa}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

/** The provider's budget for the event's year and what is left (red when the cost would pass it). */
export function BudgetCard({ budget, cost }: { budget: BudgetStanding; cost?: number | null }) {
  if (budget.orcamento === null)
    return <Alert type="warning" showIcon message={`Sem orçamento de patrocínios cadastrado para ${budget.ano}.`} />;
  const over = cost !== undefined && cost !== null && budget.restante !== null && cost > budget.restante;
  return (
    <Card size="small" title={`Orçamento do provedor em ${budget.ano}`}>
      <div className="sponsorship-figures">
        <Statistic title="Orçamento" value={money(budget.orcamento)} />
        <Statistic title="Comprometido" value={money(budget.comprometido)} />
        <Statistic
          title="Disponível"
          value={money(budget.restante)}
          valueStyle={over ? { color: '#cf1322' } : undefined}
        />
      </div>
      {over && <Alert type="error" showIcon message="O custo passa do orçamento disponível do ano." />}
    </Card>
  );
}

/** The sponsorship's own links and what they brought: leads, sales, cost per lead and ROAS. */
export function ReturnCard({ request }: { request: SponsorshipDetail }) {
  const notify = useNotify();
  if (!request.link) return null;
  const copy = (text: string) =>
    navigator.clipboard
      .writeText(text)
      .then(() => notify.success('Link copiado!'))
      .catch(() => notify.error('Não foi possível copiar o link.'));
  const r = request.retorno;
  return (
    <Card size="small" title="Retorno do patrocínio">
      <Descriptions size="small" column={1}>
        <Descriptions.Item label="Link de rastreamento">
          <Typography.Text code>{request.link.url}</Typography.Text>
          <Button size="small" type="link" icon={<CopyOutlined />} onClick={() => copy(request.link!.url)}>
            Copiar
          </Button>
        </Descriptions.Item>
        <Descriptions.Item label="Formulário de leads">
          <Typography.Text code>{request.link.formulario}</Typography.Text>
          <Button size="small" type="link" icon={<CopyOutlined />} onClick={() => copy(request.link!.formulario)}>
            Copiar
          </Button>
        </Descriptions.Item>
      </Descriptions>
      {r && (
        <div className="sponsorship-figures" aria-label="Retorno">
          <Statistic title="Investimento" value={money(r.investimento)} />
          <Statistic title="Leads" value={formatInteger(r.leads)} />
          <Statistic title="Vendas" value={formatInteger(r.vendas)} />
          <Statistic title="Faturamento" value={money(r.faturamento)} />
          <Statistic title="Custo por lead" value={money(r.cpl)} />
          <Statistic title="ROAS" value={r.roas === null ? NO_VALUE : formatDecimal(r.roas)} />
        </div>
      )}
    </Card>
  );
}
