import { Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import { MARKETING_EVENTS_MSG as MSG } from '@intranet/shared/marketing-events/marketing-events.messages';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useNotify } from '../../../lib/notify';
import { useCreateEvent } from '../api/create-event';
import { EventForm, type EventFormValues, NEW_EVENT, showEventServerErrors } from '../components/event-form';
import { EVENTS_LIST_PATH } from '../events-paths';

/** /marketing/events/register: EVENTOS - NOVO EVENTO. */
export function EventRegisterPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [form] = Form.useForm<EventFormValues>();
  const create = useCreateEvent();

  return (
    <SectionLayout title={MSG.registerTitle} back={EVENTS_LIST_PATH}>
      <EventForm
        form={form}
        initialValues={NEW_EVENT}
        submitLabel="Adicionar"
        submitting={create.isPending}
        onCancel={() => navigate(EVENTS_LIST_PATH)}
        onSubmit={(values) =>
          create.mutate(values, {
            onSuccess: () => {
              notify.success(MSG.created);
              navigate(EVENTS_LIST_PATH);
            },
            onError: (error) => {
              notify.error(MSG.createFailed);
              showEventServerErrors(form, error);
            },
          })
        }
      />
    </SectionLayout>
  );
}
