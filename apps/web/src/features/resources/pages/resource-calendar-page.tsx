import { useState } from 'react';
import { Alert, App, Button, Card, Empty, Form, Input, Modal, Select, Space, Spin, Typography } from 'antd';
import { DeleteOutlined, LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import type { RuleRender } from 'antd/es/form';
import { useSearchParams } from 'react-router-dom';
import { addDays, mondayOf, today } from '@intranet/shared/calendar/days';
import { RESOURCES_MSG } from '@intranet/shared/resources/resources.messages';
import { instantAt, RESOURCE_KIND_LABELS, timeAt } from '@intranet/shared/resources/resources.rules';
import { bookingInput, type Booking, type BookingInput } from '@intranet/shared/resources/resources.schemas';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { maxLengthOf, zodRules } from '../../../components/form/zod-rules';
import { showServerErrors } from '../../../components/form/server-errors';
import { errorText } from '../../../lib/error-text';
import { useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useBookResource } from '../api/book-resource';
import { useCancelBooking } from '../api/cancel-booking';
import { useActiveResources } from '../api/list-active-resources';
import { useBookings } from '../api/list-bookings';
import { RESOURCES_PATH } from '../resource-paths';
import './resource-calendar-page.css';

const rules = zodRules(bookingInput);
const WEEKDAYS = ['seg.', 'ter.', 'qua.', 'qui.', 'sex.', 'sáb.', 'dom.'];
const dm = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

type FormValues = Omit<BookingInput, 'id_recurso'>;

/** The shared rule across the times (an end after the start, at most 12 hours), said under Fim. */
const endRule: RuleRender = ({ getFieldsValue }) => ({
  validator: async () => {
    const parsed = bookingInput.safeParse({ ...getFieldsValue(), id_recurso: 1 });
    const issue = parsed.error?.issues.find((i) => i.code === 'custom' && i.path[0] === 'fim');
    if (issue) throw new Error(issue.message);
  },
});

/**
 * /resources/calendar: a resource's week, Monday to Sunday (São Paulo days); each day its bookings
 * by start, the caller's and (for managers) anyone's with Cancelar; Reservar asks a day, a start, an
 * end and the subject. A slot taken meanwhile is refused by the server and said under the start.
 */
export function ResourceCalendarPage() {
  const [params, setParams] = useSearchParams();
  const resources = useActiveResources();
  const picked = Number(params.get('recurso')) || resources.data?.[0]?.id;
  const resource = resources.data?.find((r) => r.id === picked);
  const [monday, setMonday] = useState(() => mondayOf(today()));
  const sunday = addDays(monday, 6);
  const bookings = useBookings(monday, sunday, picked);
  const [booking, setBooking] = useState(false);
  const canBook = useCan('resource.book');

  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  const byDay = new Map<string, Booking[]>(days.map((d) => [d, []]));
  for (const b of bookings.data?.rh_recurso_reserva ?? []) {
    const day = days.find((d) => b.inicio < instantAt(addDays(d, 1), '00:00')) ?? sunday;
    byDay.get(day)?.push(b);
  }

  return (
    <SectionLayout title="Agenda de recursos" back={`${RESOURCES_PATH}/list`}>
      {resources.isError && <Alert type="error" showIcon title={errorText(resources.error)} />}
      {resources.isSuccess && resources.data.length === 0 && (
        <Empty description="Nenhum recurso ativo para reservar." />
      )}
      {resource && (
        <>
          <Space wrap className="resource-toolbar">
            <Select
              aria-label="Recurso"
              showSearch={{ optionFilterProp: 'label' }}
              style={{ minWidth: 280 }}
              value={resource.id}
              options={resources.data?.map((r) => ({
                value: r.id,
                label: `${r.nome} (${RESOURCE_KIND_LABELS[r.tipo]})`,
              }))}
              onChange={(id) => setParams({ recurso: String(id) }, { replace: true })}
            />
            <Button
              aria-label="Semana anterior"
              icon={<LeftOutlined />}
              onClick={() => setMonday(addDays(monday, -7))}
            />
            <Button onClick={() => setMonday(mondayOf(today()))}>Esta semana</Button>
            <Button
              aria-label="Próxima semana"
              icon={<RightOutlined />}
              onClick={() => setMonday(addDays(monday, 7))}
            />
            <Typography.Text strong>
              {dm(monday)} a {dm(sunday)}/{sunday.slice(0, 4)}
            </Typography.Text>
            {canBook && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setBooking(true)}>
                RESERVAR
              </Button>
            )}
          </Space>
          <Typography.Paragraph type="secondary">
            {resource.local || 'Local não informado'}
            {resource.capacidade ? ` · até ${resource.capacidade} pessoas` : ''}
          </Typography.Paragraph>
          {bookings.isError && <Alert type="error" showIcon title={errorText(bookings.error)} />}
          <Spin spinning={bookings.isFetching}>
            <div className="resource-week" aria-label="Semana">
              {days.map((day, i) => (
                <DayColumn key={day} day={day} weekday={WEEKDAYS[i]} bookings={byDay.get(day) ?? []} />
              ))}
            </div>
          </Spin>
          <BookingDialog open={booking} resourceId={resource.id} onClose={() => setBooking(false)} />
        </>
      )}
      {resources.isPending && <Spin />}
    </SectionLayout>
  );
}

function DayColumn({ day, weekday, bookings }: { day: string; weekday: string; bookings: Booking[] }) {
  const cancel = useCancelBooking();
  const notify = useNotify();
  const { modal } = App.useApp();
  const ask = (b: Booking) =>
    modal.confirm({
      title: 'Cancelar esta reserva?',
      content: `${timeAt(b.inicio)}–${timeAt(b.fim)} · ${b.assunto}`,
      okText: 'Cancelar reserva',
      cancelText: 'Voltar',
      okButtonProps: { danger: true },
      onOk: () =>
        cancel.mutateAsync(b.id).then(
          () => notify.success('Reserva cancelada.'),
          (error: unknown) => notify.fail(error),
        ),
    });
  return (
    <Card size="small" title={`${weekday} ${dm(day)}`} className={day === today() ? 'resource-today' : undefined}>
      {bookings.length === 0 ? (
        <Typography.Text type="secondary">Livre</Typography.Text>
      ) : (
        <ul className="resource-bookings" aria-label={`Reservas de ${dm(day)}`}>
          {bookings.map((b) => (
            <li key={b.id}>
              <strong>
                {timeAt(b.inicio)}–{timeAt(b.fim)}
              </strong>
              <div>{b.assunto}</div>
              <Typography.Text type="secondary">{b.usuario}</Typography.Text>
              {b.cancelavel && (
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Cancelar reserva ${b.assunto}`}
                  onClick={() => ask(b)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function BookingDialog({ open, resourceId, onClose }: { open: boolean; resourceId: number; onClose: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const book = useBookResource();
  const notify = useNotify();
  const submit = (values: FormValues) =>
    book.mutate(
      { ...values, id_recurso: resourceId },
      {
        onSuccess: () => {
          notify.success('Reserva feita.');
          form.resetFields();
          onClose();
        },
        onError: (error) => {
          if (!showServerErrors(form, error, { nameField: 'inicio' })) notify.fail(error);
        },
      },
    );
  return (
    <Modal
      open={open}
      title="Nova reserva"
      okText="Reservar"
      cancelText="Cancelar"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={book.isPending}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ dia: today(), inicio: '', fim: '' }}>
        <Form.Item name="dia" label="Dia" rules={rules.dia} required>
          <Input type="date" />
        </Form.Item>
        <Space.Compact block>
          <Form.Item name="inicio" label="Início" rules={rules.inicio} required style={{ flex: 1 }}>
            <Input type="time" step={900} />
          </Form.Item>
          <Form.Item
            name="fim"
            label="Fim"
            rules={[...rules.fim, endRule]}
            dependencies={['inicio']}
            required
            style={{ flex: 1 }}
          >
            <Input type="time" step={900} />
          </Form.Item>
        </Space.Compact>
        <Form.Item name="assunto" label="Assunto" rules={rules.assunto} required>
          <Input maxLength={maxLengthOf(bookingInput.shape.assunto)} />
        </Form.Item>
      </Form>
      <Typography.Text type="secondary">{RESOURCES_MSG.tooLong}</Typography.Text>
    </Modal>
  );
}
