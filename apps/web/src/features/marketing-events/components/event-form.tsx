import { Button, Form, Input, Switch, Typography } from 'antd';
import type { FormInstance, FormRule } from 'antd';
import {
  EVENT_TEXT_MAX,
  MARKETING_EVENTS_LABELS as LABELS,
  MARKETING_EVENTS_MSG as MSG,
} from '@intranet/shared/marketing-events/marketing-events.messages';
import {
  eventInput,
  type EventValues,
  type MarketingEvent,
} from '@intranet/shared/marketing-events/marketing-events.schemas';
import { MSG as FORM_MSG } from '@intranet/shared/validation/messages';
import { DateRangeField, type DayRange } from '../../../components/form/date-range-field';
import { showServerErrors } from '../../../components/form/server-errors';
import { zodRules } from '../../../components/form/zod-rules';
import { CitySelect } from '../../../components/lookups/lookup-selects';
import { useCityOptions } from '../../../components/lookups/list-city-options';
import { ApiError } from '../../../lib/api-client';
import { useErrorToast } from '../../../lib/notify';
import '../marketing-events.css';

/** The form's values: the period is one field, the days the calls send. */
export type EventFormValues = {
  evento: string;
  site_evento?: string;
  periodo: DayRange | null;
  local: string;
  endereco: string;
  cidade?: number;
  status: boolean;
};

export const NEW_EVENT: EventFormValues = {
  evento: '',
  site_evento: '',
  periodo: null,
  local: '',
  endereco: '',
  status: true,
};

/** An event's values in the form. */
export function eventFormValues(event: MarketingEvent): EventFormValues {
  return {
    evento: event.evento,
    site_evento: event.site_evento ?? '',
    periodo: [event.data_inicio, event.data_fim],
    local: event.nome_do_local,
    endereco: event.endereco_do_local,
    cidade: event.cidade,
    status: event.status,
  };
}

const rules = zodRules(eventInput) as Record<string, FormRule[]>;
const periodRules: FormRule[] = [{ required: true, message: FORM_MSG.required }];

/** The server's refusal of a date (the `valida_datas` check) goes under the period. */
export function showEventServerErrors(form: FormInstance, error: unknown) {
  const onPeriod = (path: string) => path.replace(/(data_inicio|data_fim)$/, 'periodo');
  const mapped =
    error instanceof ApiError
      ? new ApiError(
          error.status,
          error.message,
          error.code,
          error.fields?.map((f) => ({ ...f, path: onPeriod(f.path) })),
          error.reason,
        )
      : error;
  showServerErrors(form, mapped);
}

type Props = {
  form: FormInstance<EventFormValues>;
  initialValues: EventFormValues;
  /** Adicionar on register, Confirmar on edit (spec §2). */
  submitLabel: string;
  submitting?: boolean;
  readOnly?: boolean;
  /** The values as the create call takes them (trimmed, the period split in two days). */
  onSubmit: (values: EventValues) => void;
  onCancel: () => void;
};

/** Register and edit of an event: a missing required field is marked under it, nothing is sent (spec §5). */
export function EventForm({ form, initialValues, submitLabel, submitting, readOnly, onSubmit, onCancel }: Props) {
  const cities = useCityOptions();
  useErrorToast(cities.isError, MSG.citiesFailed);

  const submit = ({ periodo, ...values }: EventFormValues) => {
    const [data_inicio, data_fim] = periodo ?? ['', ''];
    onSubmit(eventInput.parse({ ...values, data_inicio, data_fim }));
  };

  return (
    <Form<EventFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      disabled={readOnly}
      onFinish={submit}
      requiredMark
      className="event-form"
    >
      <Typography.Text type="danger" className="event-form__banner">
        {FORM_MSG.requiredBanner}
      </Typography.Text>
      <div className="event-form__row">
        <Form.Item name="evento" label={LABELS.evento} rules={rules.evento}>
          <Input maxLength={EVENT_TEXT_MAX.evento} autoFocus />
        </Form.Item>
        <Form.Item name="site_evento" label={LABELS.site_evento} rules={rules.site_evento}>
          <Input maxLength={EVENT_TEXT_MAX.site} placeholder="https://" />
        </Form.Item>
      </div>
      <div className="event-form__row">
        <Form.Item name="periodo" label={LABELS.periodo} rules={periodRules}>
          <DateRangeField />
        </Form.Item>
        <Form.Item name="local" label={LABELS.local} rules={rules.local}>
          <Input maxLength={EVENT_TEXT_MAX.local} />
        </Form.Item>
      </div>
      <Form.Item name="endereco" label={LABELS.endereco} rules={rules.endereco}>
        <Input.TextArea maxLength={EVENT_TEXT_MAX.endereco} autoSize={{ minRows: 2 }} />
      </Form.Item>
      <div className="event-form__row">
        <Form.Item name="cidade" label={LABELS.cidade} rules={rules.cidade}>
          <CitySelect placeholder="Selecione a cidade" />
        </Form.Item>
        <Form.Item name="status" label={LABELS.status} valuePropName="checked" required>
          <Switch checkedChildren="Ativo" unCheckedChildren="Inativo" />
        </Form.Item>
      </div>
      <div className="event-form__buttons">
        <Button onClick={onCancel} disabled={false}>
          Cancelar
        </Button>
        {!readOnly && (
          <Button type="primary" htmlType="submit" loading={submitting}>
            {submitLabel}
          </Button>
        )}
      </div>
    </Form>
  );
}
