import { useState } from 'react';
import { Alert, Button, Descriptions, Drawer, Form, Input, Select, Space, Spin, Tag, Timeline, Typography } from 'antd';
import { formatDateTime } from '@intranet/shared/format/dates';
import { formatMoney } from '@intranet/shared/format/money';
import { formatPhone } from '@intranet/shared/format/phone';
import { LEAD_STATUS_LABELS, type LeadStatus } from '@intranet/shared/leads/leads.rules';
import {
  FEASIBILITY_LABELS,
  LEAD_KIND_LABELS,
  LEAD_REASON_LABELS,
  LEAD_REASONS,
  type LeadReason,
  MOVABLE_STATUSES,
} from '@intranet/shared/sales/pipeline.rules';
import { formatCpf } from '@intranet/shared/validation/cpf';
import { useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useContactLead, useLeadDetail, useMoveLead, useOfferedPlans } from '../api/pipeline-calls';
import { STATUS_COLORS, statusText } from './lead-labels';

type MoveValues = { status: LeadStatus; motivo?: LeadReason; texto?: string; id_plano?: number };

/** A lead: its data, its status changes, and the seller's actions (contact, move, sell). */
export function LeadDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const detail = useLeadDetail(id);
  const lead = detail.data;
  const canMove = useCan('pipeline.move');
  const move = useMoveLead();
  const contact = useContactLead();
  const plans = useOfferedPlans(lead?.empresa.id);
  const notify = useNotify();
  const [form] = Form.useForm<MoveValues>();
  const [error, setError] = useState<string | null>(null);
  const status = Form.useWatch('status', form);
  const open = lead && lead.status !== 'vendido' && canMove;

  const submit = async (values: MoveValues) => {
    if (!id) return;
    setError(null);
    try {
      await move.mutateAsync({
        id,
        body: {
          status: values.motivo ? 'perdido' : values.status,
          motivo: values.motivo ?? null,
          texto: values.texto || null,
          id_plano: values.status === 'vendido' ? values.id_plano : null,
        },
      });
      notify.success(values.status === 'vendido' ? 'Venda registrada.' : 'Lead movido.');
      form.resetFields();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Não foi possível mover o lead.');
    }
  };
  const attempt = async (atendeu: boolean) => {
    if (!id) return;
    try {
      await contact.mutateAsync({ id, body: { atendeu } });
      notify.success(atendeu ? 'Contato registrado.' : 'Tentativa registrada.');
    } catch (e) {
      notify.fail(e);
    }
  };

  return (
    <Drawer open={id !== null} onClose={onClose} title={lead?.nome ?? 'Lead'} width={560} destroyOnHidden>
      {detail.isLoading && <Spin />}
      {detail.isError && <Alert type="error" showIcon title="Não foi possível carregar o lead." />}
      {lead && (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="Status">
              <Tag color={STATUS_COLORS[lead.status]}>{statusText(lead.status, lead.motivo)}</Tag>
              {lead.atrasado && <Tag color="red">Atrasado</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label="Tipo">{LEAD_KIND_LABELS[lead.tipo]}</Descriptions.Item>
            <Descriptions.Item label="Provedor">{lead.empresa.nome}</Descriptions.Item>
            <Descriptions.Item label="Telefone">{formatPhone(lead.telefone)}</Descriptions.Item>
            <Descriptions.Item label="CPF">{formatCpf(lead.cpf)}</Descriptions.Item>
            <Descriptions.Item label="Endereço">
              {[lead.logradouro, lead.numero, lead.bairro, lead.cidade && `${lead.cidade}/${lead.uf}`]
                .filter(Boolean)
                .join(', ') || 'Não informado'}
            </Descriptions.Item>
            <Descriptions.Item label="Viabilidade">
              {lead.viabilidade ? FEASIBILITY_LABELS[lead.viabilidade] : 'Não verificada'}
            </Descriptions.Item>
            <Descriptions.Item label="Vendedor">{lead.vendedor?.nome ?? 'Sem vendedor'}</Descriptions.Item>
            <Descriptions.Item label="Prazo do primeiro contato">{formatDateTime(lead.prazo)}</Descriptions.Item>
            <Descriptions.Item label="Primeiro contato">
              {lead.primeiro_contato_em ? formatDateTime(lead.primeiro_contato_em) : 'Ainda não'}
            </Descriptions.Item>
            <Descriptions.Item label="Tentativas">{lead.tentativas}</Descriptions.Item>
            {lead.motivo_texto && <Descriptions.Item label="Motivo">{lead.motivo_texto}</Descriptions.Item>}
            {lead.venda && (
              <Descriptions.Item label="Venda">
                {lead.venda.plano_nome} · {formatMoney(lead.venda.valor_mensal)}/mês · instalação{' '}
                {formatMoney(lead.venda.valor_instalacao)} · {lead.venda.fidelidade_meses} meses de fidelidade
              </Descriptions.Item>
            )}
          </Descriptions>

          {open && (
            <>
              <Space wrap>
                <Button onClick={() => void attempt(true)} loading={contact.isPending}>
                  Atendeu
                </Button>
                <Button onClick={() => void attempt(false)} loading={contact.isPending}>
                  Não atendeu
                </Button>
              </Space>
              <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} aria-label="Mover lead">
                <Form.Item name="status" label="Novo status" rules={[{ required: true, message: 'Campo obrigatório' }]}>
                  <Select
                    aria-label="Novo status"
                    options={MOVABLE_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }))}
                  />
                </Form.Item>
                {status === 'perdido' && (
                  <Form.Item name="motivo" label="Lista (motivo)">
                    <Select
                      aria-label="Motivo"
                      allowClear
                      placeholder="Perdido sem motivo de lista"
                      options={LEAD_REASONS.map((r) => ({ value: r, label: LEAD_REASON_LABELS[r] }))}
                    />
                  </Form.Item>
                )}
                {status === 'vendido' && (
                  <Form.Item
                    name="id_plano"
                    label="Plano vendido"
                    rules={[{ required: true, message: 'Escolha o plano vendido.' }]}
                  >
                    <Select
                      aria-label="Plano vendido"
                      loading={plans.isLoading}
                      options={(plans.data?.planos ?? []).map((p) => ({
                        value: p.id,
                        label: `${p.nome} — ${formatMoney(p.valor_mensal)}/mês`,
                      }))}
                    />
                  </Form.Item>
                )}
                <Form.Item name="texto" label="Observação">
                  <Input.TextArea maxLength={500} rows={2} />
                </Form.Item>
                {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
                <Button type="primary" htmlType="submit" loading={move.isPending}>
                  {status === 'vendido' ? 'Registrar venda' : 'Mover'}
                </Button>
              </Form>
            </>
          )}

          <div>
            <Typography.Title level={5}>Histórico</Typography.Title>
            <Timeline
              items={lead.historico.map((h) => ({
                key: h.id,
                children: (
                  <span>
                    {formatDateTime(h.created_at)} —{' '}
                    {h.de_status ? `${LEAD_STATUS_LABELS[h.de_status]} → ` : 'Criado: '}
                    {statusText(h.para_status, h.para_motivo)}
                    {h.contato ? ' (contato)' : ''}
                    {h.usuario ? ` · ${h.usuario.nome}` : ''}
                    {h.texto ? ` · ${h.texto}` : ''}
                  </span>
                ),
              }))}
            />
          </div>
        </Space>
      )}
    </Drawer>
  );
}
