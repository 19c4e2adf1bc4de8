import { Alert, Button, DatePicker, Form, Input, InputNumber, Modal, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Link } from 'react-router-dom';
import { mayEditStep } from '@intranet/shared/sponsorship/sponsorship.rules';
import { negotiationInput, type NegotiationInput } from '@intranet/shared/sponsorship/sponsorship.schemas';
import { maxLengthOf, zodRules } from '../../../components/form/zod-rules';
import { ApiError } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useStep } from '../api/step-calls';
import { FileUploadField } from '../components/file-upload-field';
import { RequestPage } from '../components/request-page';
import { BudgetCard, RequestSummary, ReturnCard } from '../components/sponsorship-parts';
import { StepForm } from '../components/step-form';
import { SPONSORSHIP_PATHS as PATHS } from '../sponsorship-paths';

const rules = zodRules(negotiationInput);
type Values = Omit<NegotiationInput, 'data_inicio' | 'data_fim'> & { periodo: [Dayjs, Dayjs] | null };

/** /marketing/sponsorship/negociation/list/:id: the negotiation of a request and the manager's approval. */
export function NegotiationPage() {
  const notify = useNotify();
  const canApprove = useCan('sponsorship.approve');
  const canWrite = useCan('sponsorship.write');
  const approve = useStep('approve');
  return (
    <RequestPage title="Negociação" back={PATHS.solicitations}>
      {(request) => (
        <>
          <RequestSummary request={request} />
          {request.status === 'em_negociacao' && (
            <Space wrap>
              {canWrite && (
                <Link to={PATHS.negotiationEdit(request.id)}>
                  <Button>{request.negociacao ? 'Editar negociação' : 'Registrar negociação'}</Button>
                </Link>
              )}
              {canApprove && request.negociacao && (
                <Button
                  type="primary"
                  loading={approve.isPending}
                  onClick={() =>
                    Modal.confirm({
                      title: 'Aprovar patrocínio',
                      content:
                        'O patrocínio será aprovado e ganhará o próprio link de rastreamento e link do formulário de leads.',
                      okText: 'Aprovar',
                      cancelText: 'Cancelar',
                      onOk: () =>
                        approve
                          .mutateAsync({ id: request.id })
                          .then(() => notify.success('Patrocínio aprovado.'))
                          .catch((e: unknown) =>
                            notify.error(e instanceof ApiError ? e.message : 'Não foi possível aprovar.'),
                          ),
                    })
                  }
                >
                  Aprovar
                </Button>
              )}
            </Space>
          )}
          {request.status === 'em_negociacao' && !request.negociacao && (
            <Alert type="info" showIcon message="A negociação ainda não foi registrada." />
          )}
          {request.status !== 'em_negociacao' && !request.negociacao && (
            <Alert type="warning" showIcon message="Esta solicitação ainda não chegou à negociação." />
          )}
          <BudgetCard budget={request.orcamento} cost={request.negociacao?.valor} />
          {request.negociacao && (
            <Alert
              type={request.negociacao.aprovado_em ? 'success' : 'info'}
              showIcon
              message={
                request.negociacao.aprovado_em
                  ? `Aprovado por ${request.negociacao.aprovado_por ?? '—'}`
                  : 'Aguardando a aprovação do gestor de marketing.'
              }
            />
          )}
          <ReturnCard request={request} />
        </>
      )}
    </RequestPage>
  );
}

/** /marketing/sponsorship/negociation/edit/:id: counterparts, value, period and the contract. */
export function NegotiationEditPage() {
  const [form] = Form.useForm<Values>();
  const create = useStep('createNegotiation');
  const update = useStep('updateNegotiation');
  return (
    <RequestPage title="Editar negociação" back={PATHS.solicitations}>
      {(request) => {
        const n = request.negociacao;
        const run = n ? update : create;
        if (!mayEditStep(request.status, 'negotiation'))
          return <Alert type="warning" showIcon message="A negociação só pode ser alterada antes da aprovação." />;
        return (
          <>
            <RequestSummary request={request} />
            <StepForm<Values>
              form={form}
              initial={
                n
                  ? {
                      contrapartidas_acordadas: n.contrapartidas_acordadas,
                      valor: n.valor,
                      periodo: [dayjs(n.data_inicio), dayjs(n.data_fim)],
                      id_contrato: n.contrato?.id ?? null,
                    }
                  : { periodo: null }
              }
              saving={run.isPending}
              done={PATHS.negotiation(request.id)}
              save={({ periodo, ...values }) =>
                run.mutateAsync({
                  id: request.id,
                  arg: {
                    ...values,
                    data_inicio: periodo?.[0]?.format('YYYY-MM-DD') ?? '',
                    data_fim: periodo?.[1]?.format('YYYY-MM-DD') ?? '',
                  },
                })
              }
            >
              <Form.Item
                name="contrapartidas_acordadas"
                label="Contrapartidas acordadas"
                rules={rules.contrapartidas_acordadas}
              >
                <Input.TextArea
                  rows={3}
                  maxLength={maxLengthOf(negotiationInput.shape.contrapartidas_acordadas)}
                  showCount
                />
              </Form.Item>
              <Form.Item name="valor" label="Valor (R$)" rules={rules.valor}>
                <InputNumber<number>
                  min={0}
                  max={999_999_999}
                  precision={2}
                  decimalSeparator=","
                  style={{ width: 220 }}
                />
              </Form.Item>
              <Form.Item
                name="periodo"
                label="Período do contrato"
                rules={[{ required: true, message: 'Campo obrigatório' }]}
              >
                <DatePicker.RangePicker format="DD/MM/YYYY" />
              </Form.Item>
              <Form.Item name="id_contrato" label="Contrato assinado (PDF ou imagem)">
                <FileUploadField currentName={n?.contrato?.nome} label="Enviar contrato" />
              </Form.Item>
            </StepForm>
          </>
        );
      }}
    </RequestPage>
  );
}
