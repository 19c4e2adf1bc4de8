import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Form, Input, Modal, Space } from 'antd';
import { Link } from 'react-router-dom';
import { formatDate, formatDateTime } from '@intranet/shared/format/dates';
import { formatInteger } from '@intranet/shared/format/numbers';
import { SPONSORSHIP_API as API } from '@intranet/shared/sponsorship/sponsorship.contract';
import { mayReject } from '@intranet/shared/sponsorship/sponsorship.rules';
import { rejectionInput, type SponsorshipDetail } from '@intranet/shared/sponsorship/sponsorship.schemas';
import { HistoryViewer } from '../../../components/history-viewer/history-viewer';
import { zodRules } from '../../../components/form/zod-rules';
import { ApiError } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useStep } from '../api/step-calls';
import { RequestPage } from '../components/request-page';
import { BudgetCard, FileButton, RequestSummary, ReturnCard, money } from '../components/sponsorship-parts';
import { SPONSORSHIP_PATHS as PATHS } from '../sponsorship-paths';

const reasonRules = zodRules(rejectionInput).motivo;

/** Where the request goes next, as a link to the step's screen. */
function NextStep({ request }: { request: SponsorshipDetail }) {
  const next: Partial<Record<SponsorshipDetail['status'], [string, string]>> = {
    em_justificativa: ['Registrar justificativa', PATHS.justificationRegister(request.id)],
    em_viabilidade: ['Registrar viabilidade', PATHS.viabilityRegister(request.id)],
    em_negociacao: ['Ver negociação', PATHS.negotiation(request.id)],
    aprovado: ['Registrar pós-evento', PATHS.postEventRegister(request.id)],
    realizado: ['Ver pós-evento', PATHS.postEventEdit(request.id)],
  };
  const step = next[request.status];
  return step ? (
    <Link to={step[1]}>
      <Button type="primary">{step[0]}</Button>
    </Link>
  ) : null;
}

function Steps({ request }: { request: SponsorshipDetail }) {
  const { justificativa: j, viabilidade: v, negociacao: n, pos_evento: p } = request;
  return (
    <>
      {j && (
        <Card size="small" title="Justificativa">
          <Descriptions size="small" column={1}>
            <Descriptions.Item label="Aderência do público">{j.aderencia_publico}</Descriptions.Item>
            <Descriptions.Item label="Estratégia na região">{j.estrategia_regiao}</Descriptions.Item>
            {j.observacoes && <Descriptions.Item label="Observações">{j.observacoes}</Descriptions.Item>}
            <Descriptions.Item label="Por">{`${j.usuario ?? '—'} em ${formatDateTime(j.updated_at)}`}</Descriptions.Item>
          </Descriptions>
        </Card>
      )}
      {v && (
        <Card size="small" title="Viabilidade">
          <Descriptions size="small" column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label="Custo">{money(v.custo)}</Descriptions.Item>
            <Descriptions.Item label="Alcance esperado">{formatInteger(v.alcance_esperado)}</Descriptions.Item>
            <Descriptions.Item label="Leads esperados">{formatInteger(v.leads_esperados)}</Descriptions.Item>
            <Descriptions.Item label="Parecer" span={3}>
              {v.parecer}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      )}
      {n && (
        <Card size="small" title="Negociação">
          <Descriptions size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label="Valor">{money(n.valor)}</Descriptions.Item>
            <Descriptions.Item label="Período">{`${formatDate(n.data_inicio)} a ${formatDate(n.data_fim)}`}</Descriptions.Item>
            <Descriptions.Item label="Contrapartidas acordadas" span={2}>
              {n.contrapartidas_acordadas}
            </Descriptions.Item>
            <Descriptions.Item label="Contrato">
              {n.contrato ? <FileButton file={n.contrato} /> : 'Não anexado'}
            </Descriptions.Item>
            <Descriptions.Item label="Aprovação">
              {n.aprovado_em ? `${n.aprovado_por ?? '—'} em ${formatDateTime(n.aprovado_em)}` : 'Aguardando o gestor'}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      )}
      {p && (
        <Card size="small" title="Pós-evento">
          <Descriptions size="small" column={1}>
            <Descriptions.Item label="Público real">{formatInteger(p.publico_real)}</Descriptions.Item>
            <Descriptions.Item label="Relato">{p.relato}</Descriptions.Item>
          </Descriptions>
        </Card>
      )}
    </>
  );
}

/** /marketing/sponsorship/solicitations/details/:id: the request, its steps, the triage and the refusal. */
export function SolicitationDetailsPage() {
  const notify = useNotify();
  const canWrite = useCan(API.triage.access);
  const triage = useStep('triage');
  const reject = useStep('reject');
  const [refusing, setRefusing] = useState<SponsorshipDetail | null>(null);
  const [form] = Form.useForm<{ motivo: string }>();

  const refuse = async () => {
    const { motivo } = await form.validateFields();
    reject.mutate(
      { id: refusing!.id, arg: { motivo } },
      {
        onSuccess: () => {
          notify.success('Solicitação recusada. O organizador foi avisado por e-mail.');
          setRefusing(null);
          form.resetFields();
        },
        onError: (error) => notify.error(error instanceof ApiError ? error.message : 'Não foi possível recusar.'),
      },
    );
  };

  return (
    <RequestPage title="Solicitação de Patrocínio" back={PATHS.solicitations}>
      {(request) => (
        <>
          <RequestSummary request={request} />
          {canWrite && (
            <Space wrap>
              {request.status === 'recebida' && (
                <Button
                  type="primary"
                  loading={triage.isPending}
                  onClick={() =>
                    triage.mutate(
                      { id: request.id },
                      {
                        onSuccess: () => notify.success('Solicitação encaminhada para a justificativa.'),
                        onError: (e) => notify.error(e instanceof ApiError ? e.message : 'Não foi possível seguir.'),
                      },
                    )
                  }
                >
                  Seguir para justificativa
                </Button>
              )}
              {request.status !== 'recebida' && <NextStep request={request} />}
              {mayReject(request.status) && (
                <Button danger onClick={() => setRefusing(request)}>
                  Recusar
                </Button>
              )}
            </Space>
          )}
          {request.status === 'recusado' && (
            <Alert type="error" showIcon message={`Recusada em ${formatDateTime(request.recusado_em)}`} />
          )}
          {(request.viabilidade || request.status === 'em_viabilidade') && <BudgetCard budget={request.orcamento} />}
          <Steps request={request} />
          <ReturnCard request={request} />
          <HistoryViewer tabela="marketing_patrocinio" id={request.id} />
          <Modal
            open={refusing !== null}
            title="Recusar solicitação"
            okText="Recusar e avisar o organizador"
            okButtonProps={{ danger: true, loading: reject.isPending }}
            cancelText="Cancelar"
            onOk={refuse}
            onCancel={() => setRefusing(null)}
          >
            <p>O organizador recebe o motivo por e-mail. Esta ação não pode ser desfeita.</p>
            <Form form={form} layout="vertical">
              <Form.Item name="motivo" label="Motivo" rules={reasonRules}>
                <Input.TextArea rows={4} maxLength={1000} showCount />
              </Form.Item>
            </Form>
          </Modal>
        </>
      )}
    </RequestPage>
  );
}
