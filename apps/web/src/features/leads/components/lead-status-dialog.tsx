import { useEffect } from 'react';
import { DatePicker, Form, InputNumber, Modal, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { today as todayInSaoPaulo } from '@intranet/shared/calendar/days';
import { LEADS_MSG as MSG } from '@intranet/shared/leads/leads.messages';
import { LEAD_STATUSES, LEAD_STATUS_LABELS, type LeadStatus } from '@intranet/shared/leads/leads.rules';
import type { Lead } from '@intranet/shared/leads/leads.schemas';
import { MSG as FIELD_MSG } from '@intranet/shared/validation/messages';
import { showServerErrors } from '../../../components/form/server-errors';
import { useNotify } from '../../../lib/notify';
import { useUpdateLead } from '../api/lead-calls';

type Values = { status: LeadStatus; valor_venda?: number | null; data_venda?: Dayjs | null };

/** "Alterar status": the lead's new status; a sale asks its value (R$) and day (not in the future). */
export function LeadStatusDialog({ lead, onClose }: { lead: Lead | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const notify = useNotify();
  const update = useUpdateLead();
  const status = Form.useWatch('status', form);

  useEffect(() => {
    if (lead)
      form.setFieldsValue({
        status: lead.status,
        valor_venda: lead.valor_venda,
        data_venda: lead.data_venda ? dayjs(lead.data_venda) : null,
      });
  }, [lead, form]);

  const save = (values: Values) => {
    if (!lead) return;
    const sold = values.status === 'vendido';
    const object = {
      status: values.status,
      valor_venda: sold ? (values.valor_venda ?? null) : null,
      data_venda: sold && values.data_venda ? values.data_venda.format('YYYY-MM-DD') : null,
    };
    update.mutate(
      { id: lead.id, object },
      {
        onSuccess: () => {
          notify.success(MSG.saved);
          onClose();
        },
        onError: (error) => {
          showServerErrors(form, error, { nameField: 'status' });
          notify.fail(error, MSG.saveFailed);
        },
      },
    );
  };

  return (
    <Modal
      open={!!lead}
      title={MSG.statusTitle}
      okText="Salvar"
      cancelText="Cancelar"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={update.isPending}
      forceRender
    >
      <Typography.Paragraph strong>{lead?.nome}</Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" onFinish={save}>
        <Form.Item name="status" label="Novo status" rules={[{ required: true, message: FIELD_MSG.required }]}>
          <Select<LeadStatus> options={LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }))} />
        </Form.Item>
        {status === 'vendido' && (
          <>
            <Form.Item
              name="valor_venda"
              label="Valor da venda"
              rules={[{ required: true, message: MSG.saleValueRequired }]}
            >
              <InputNumber<number>
                prefix="R$"
                min={0.01}
                max={999_999_999.99}
                precision={2}
                decimalSeparator=","
                style={{ width: '100%' }}
              />
            </Form.Item>
            <Form.Item
              name="data_venda"
              label="Data da venda"
              rules={[{ required: true, message: MSG.saleDateRequired }]}
            >
              <DatePicker
                format="DD/MM/YYYY"
                style={{ width: '100%' }}
                disabledDate={(day) => day.isAfter(dayjs(todayInSaoPaulo()), 'day')}
              />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
