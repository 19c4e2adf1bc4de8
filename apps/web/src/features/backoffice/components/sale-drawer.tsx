import { useState } from 'react';
import {
  Alert,
  Button,
  DatePicker,
  Descriptions,
  Drawer,
  Form,
  Input,
  Modal,
  Radio,
  Select,
  Space,
  Spin,
  Tag,
} from 'antd';
import { Link } from 'react-router-dom';
import dayjs, { type Dayjs } from 'dayjs';
import { BACKOFFICE_MSG as MSG } from '@intranet/shared/backoffice/backoffice.messages';
import {
  INSTALLATION_PERIOD_LABELS,
  INSTALLATION_PERIODS,
  QUALIFICATION_RESULT_LABELS,
  installationDayAllowed,
  type InstallationPeriod,
} from '@intranet/shared/backoffice/backoffice.rules';
import { cancelBody, scheduleBody, type Sale } from '@intranet/shared/backoffice/backoffice.schemas';
import { SALE_STATUS_LABELS } from '@intranet/shared/backoffice/sale-lifecycle';
import { today } from '@intranet/shared/calendar/days';
import { formatDateTime } from '@intranet/shared/format/dates';
import { formatMoney } from '@intranet/shared/format/money';
import { formatCpf, formatPhone } from '@intranet/shared/validation/cpf';
import { showServerErrors } from '../../../components/form/server-errors';
import { zodRules } from '../../../components/form/zod-rules';
import { useCan } from '../../../lib/permissions';
import { useNotify } from '../../../lib/notify';
import { type SaleMove, useMoveSale, useSale } from '../api/backoffice-calls';
import { BO_QUALIFICATION_EDIT, BO_QUALIFICATION_NEW, customerPath } from '../backoffice-paths';
import { SALE_COLORS, STATUS_COLORS, windowText } from './badges';

const scheduleRules = zodRules(scheduleBody);
const cancelRules = zodRules(cancelBody);

type ScheduleValues = { dia?: Dayjs; periodo?: InstallationPeriod; equipe?: string; id_contrato?: number | null };
type Step = 'schedule' | 'activate' | null;

/** One sale and its moves: approve, schedule the installation, activate, cancel (each confirmed). */
export function SaleDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const sale = useSale(id);
  const data = sale.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      width={560}
      title={data ? `Venda nº ${data.venda.id}` : 'Venda'}
      destroyOnHidden
    >
      {sale.isLoading && <Spin />}
      {sale.isError && <Alert type="error" showIcon message={MSG.sale.notFound} />}
      {data && <SaleBody key={data.venda.status} sale={data.venda} contracts={data.contratos} />}
    </Drawer>
  );
}

function SaleBody({
  sale,
  contracts,
}: {
  sale: Sale;
  contracts: { id: number; codigo_erp: string; plano: string | null; endereco: string }[];
}) {
  const can = useCan('backoffice.move');
  const move = useMoveSale(sale.id);
  const notify = useNotify();
  const [step, setStep] = useState<Step>(null);
  const [confirming, setConfirming] = useState<'approve' | 'unschedule' | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [scheduleForm] = Form.useForm<ScheduleValues>();
  const [activateForm] = Form.useForm<{ id_contrato?: number | null }>();
  const [cancelForm] = Form.useForm<{ motivo: string }>();
  const contractOptions = contracts.map((c) => ({
    value: c.id,
    label: `${c.codigo_erp} · ${c.plano ?? 'sem plano'} · ${c.endereco}`,
  }));

  const run = (action: SaleMove, done: string, form?: Parameters<typeof showServerErrors>[0]) =>
    move.mutate(action, {
      onSuccess: () => {
        notify.success(done);
        setStep(null);
        setConfirming(null);
        setCancelling(false);
      },
      onError: (error) => {
        if (form) showServerErrors(form, error);
        notify.fail(error);
        setConfirming(null);
      },
    });

  const open = sale.status === 'pendente' || sale.status === 'aprovada' || sale.status === 'instalacao_agendada';
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="Status">
          <Tag color={SALE_COLORS[sale.status]}>{SALE_STATUS_LABELS[sale.status]}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="Cliente">{sale.nome}</Descriptions.Item>
        <Descriptions.Item label="CPF">{formatCpf(sale.cpf)}</Descriptions.Item>
        <Descriptions.Item label="Telefone">{formatPhone(sale.telefone)}</Descriptions.Item>
        <Descriptions.Item label="Provedor">{sale.provedor}</Descriptions.Item>
        <Descriptions.Item label="Plano">{sale.plano_nome}</Descriptions.Item>
        <Descriptions.Item label="Mensalidade">{formatMoney(sale.valor_mensal)}</Descriptions.Item>
        <Descriptions.Item label="Instalação">{formatMoney(sale.valor_instalacao)}</Descriptions.Item>
        <Descriptions.Item label="Fidelidade">{`${sale.fidelidade_meses} meses`}</Descriptions.Item>
        <Descriptions.Item label="Vendedor">{sale.vendedor ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Vendida em">{formatDateTime(sale.vendida_em)}</Descriptions.Item>
        <Descriptions.Item label="Qualificação">
          {sale.qualificacao ? (
            <Tag color={STATUS_COLORS[sale.qualificacao]}>{QUALIFICATION_RESULT_LABELS[sale.qualificacao]}</Tag>
          ) : (
            'Não iniciada'
          )}
          {sale.status === 'pendente' && (
            <Link
              style={{ marginLeft: 8 }}
              to={
                sale.id_qualificacao
                  ? `${BO_QUALIFICATION_EDIT}/${sale.id_qualificacao}`
                  : `${BO_QUALIFICATION_NEW}?venda=${sale.id}`
              }
            >
              {sale.id_qualificacao ? 'Abrir qualificação' : 'Qualificar'}
            </Link>
          )}
        </Descriptions.Item>
        {sale.instalacao_inicio && (
          <Descriptions.Item label="Janela da instalação">
            {`${windowText(sale.instalacao_inicio, sale.instalacao_fim)} · ${sale.instalacao_equipe ?? ''}`}
          </Descriptions.Item>
        )}
        {sale.id_ordem_servico && (
          <Descriptions.Item label="Ordem de serviço">{`nº ${sale.id_ordem_servico} (${sale.ordem_status ?? ''})`}</Descriptions.Item>
        )}
        {sale.contrato_codigo && <Descriptions.Item label="Contrato">{sale.contrato_codigo}</Descriptions.Item>}
        {sale.ativada_em && <Descriptions.Item label="Ativada em">{formatDateTime(sale.ativada_em)}</Descriptions.Item>}
        {sale.motivo_cancelamento && (
          <Descriptions.Item label="Motivo do cancelamento">{sale.motivo_cancelamento}</Descriptions.Item>
        )}
      </Descriptions>
      {sale.id_pessoa && <Link to={customerPath(sale.id_pessoa)}>Ver cliente</Link>}

      {can && open && step === null && (
        <Space wrap>
          {sale.status === 'pendente' && (
            <Button type="primary" onClick={() => setConfirming('approve')}>
              Aprovar venda
            </Button>
          )}
          {(sale.status === 'aprovada' || sale.status === 'instalacao_agendada') && (
            <Button type={sale.status === 'aprovada' ? 'primary' : 'default'} onClick={() => setStep('schedule')}>
              {sale.status === 'aprovada' ? 'Agendar instalação' : 'Reagendar'}
            </Button>
          )}
          {sale.status === 'instalacao_agendada' && (
            <>
              <Button type="primary" onClick={() => setStep('activate')}>
                Marcar como ativa
              </Button>
              <Button onClick={() => setConfirming('unschedule')}>Desfazer agendamento</Button>
            </>
          )}
          <Button danger onClick={() => setCancelling(true)}>
            Cancelar venda
          </Button>
        </Space>
      )}

      {step === 'schedule' && (
        <Form<ScheduleValues>
          form={scheduleForm}
          layout="vertical"
          initialValues={{ periodo: 'manha', id_contrato: sale.id_contrato ?? contracts[0]?.id ?? null }}
          onFinish={(v) =>
            run(
              {
                kind: 'schedule',
                body: {
                  dia: v.dia!.format('YYYY-MM-DD'),
                  periodo: v.periodo!,
                  equipe: v.equipe ?? '',
                  id_contrato: v.id_contrato ?? null,
                },
              },
              MSG.sale.scheduled,
              scheduleForm,
            )
          }
        >
          <Form.Item name="dia" label="Dia da instalação" rules={[{ required: true, message: MSG.sale.dayRequired }]}>
            <DatePicker
              format="DD/MM/YYYY"
              style={{ width: '100%' }}
              disabledDate={(d) => !installationDayAllowed(d.format('YYYY-MM-DD'), today())}
              defaultPickerValue={dayjs(today())}
            />
          </Form.Item>
          <Form.Item name="periodo" label="Período" rules={scheduleRules.periodo}>
            <Radio.Group
              options={INSTALLATION_PERIODS.map((p) => ({ value: p, label: INSTALLATION_PERIOD_LABELS[p] }))}
            />
          </Form.Item>
          <Form.Item name="equipe" label="Equipe técnica" rules={scheduleRules.equipe}>
            <Input maxLength={80} placeholder="Ex.: Equipe Centro 1" />
          </Form.Item>
          {contracts.length > 0 ? (
            <Form.Item name="id_contrato" label="Contrato da instalação">
              <Select options={contractOptions} allowClear />
            </Form.Item>
          ) : (
            <Alert
              type="info"
              showIcon
              message="O ERP ainda não enviou cliente e contrato desta venda: a janela fica registrada na venda."
            />
          )}
          <Space style={{ marginTop: 16 }}>
            <Button type="primary" htmlType="submit" loading={move.isPending}>
              Confirmar agendamento
            </Button>
            <Button onClick={() => setStep(null)}>Voltar</Button>
          </Space>
        </Form>
      )}

      {step === 'activate' && (
        <Form
          form={activateForm}
          layout="vertical"
          initialValues={{ id_contrato: sale.id_contrato ?? contracts[0]?.id ?? null }}
          onFinish={(v) =>
            run({ kind: 'activate', body: { id_contrato: v.id_contrato ?? null } }, MSG.sale.activated, activateForm)
          }
        >
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            message="A instalação foi concluída? A venda passa a ativa e a ordem de instalação é concluída."
          />
          {contracts.length > 0 && (
            <Form.Item name="id_contrato" label="Contrato ativado">
              <Select options={contractOptions} allowClear />
            </Form.Item>
          )}
          <Space>
            <Button type="primary" htmlType="submit" loading={move.isPending}>
              Confirmar ativação
            </Button>
            <Button onClick={() => setStep(null)}>Voltar</Button>
          </Space>
        </Form>
      )}

      <Modal
        open={confirming !== null}
        title={confirming === 'approve' ? 'Aprovar venda' : 'Desfazer agendamento'}
        okText={confirming === 'approve' ? 'Aprovar' : 'Desfazer'}
        cancelText="Voltar"
        confirmLoading={move.isPending}
        onOk={() =>
          confirming === 'approve'
            ? run({ kind: 'approve' }, MSG.sale.approved)
            : run({ kind: 'unschedule' }, MSG.sale.unscheduled)
        }
        onCancel={() => setConfirming(null)}
      >
        {confirming === 'approve'
          ? `Aprovar a venda de ${sale.nome} (${sale.plano_nome})? Em seguida, agende a instalação.`
          : 'A janela de instalação é desfeita, a ordem de serviço cancelada e a venda volta para aprovada.'}
      </Modal>

      <Modal
        open={cancelling}
        title="Cancelar venda"
        okText="Cancelar venda"
        okButtonProps={{ danger: true }}
        cancelText="Voltar"
        confirmLoading={move.isPending}
        onOk={() => cancelForm.submit()}
        onCancel={() => setCancelling(false)}
        forceRender
      >
        <Form
          form={cancelForm}
          layout="vertical"
          onFinish={(v) => run({ kind: 'cancel', body: { motivo: v.motivo } }, MSG.sale.cancelled, cancelForm)}
        >
          <Form.Item name="motivo" label="Motivo do cancelamento" rules={cancelRules.motivo}>
            <Input.TextArea rows={3} maxLength={300} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
