import { Alert, Form, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { actingRoleFor } from '@intranet/shared/access/permissions';
import { MARKETING_EVENTS_API as API } from '@intranet/shared/marketing-events/marketing-events.contract';
import {
  MARKETING_EVENTS_LABELS as LABELS,
  MARKETING_EVENTS_MSG as MSG,
} from '@intranet/shared/marketing-events/marketing-events.messages';
import { idParam } from '@intranet/shared/validation/fields';
import { HistoryViewer } from '../../../components/history-viewer/history-viewer';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { StatusPage } from '../../../components/status-page/status-page';
import { useErrorToast, useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useEvent } from '../api/get-event';
import { useUpdateEvent } from '../api/update-event';
import { EventForm, type EventFormValues, eventFormValues, showEventServerErrors } from '../components/event-form';
import { EVENTS_LIST_PATH } from '../events-paths';

/** /marketing/events/edit/:id: EVENTOS - EDITAR EVENTO, the form (read-only without the edit right) and the event's history. */
export function EventEditPage() {
  // An id the API would refuse is a page that does not exist: nothing is asked of the server.
  const parsed = idParam.safeParse(useParams().id);
  if (!parsed.success) return <StatusPage kind="notFound" />;
  return <EventEdit id={parsed.data} />;
}

function EventEdit({ id }: { id: number }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const canEdit = useCan(API.update.access);
  const role = actingRoleFor(useSession().user?.roles ?? [], API.get.access) ?? '';
  const [form] = Form.useForm<EventFormValues>();
  const event = useEvent(id);
  const update = useUpdateEvent();
  useErrorToast(event.isError, MSG.getFailed);

  return (
    <SectionLayout title={MSG.editTitle} back={EVENTS_LIST_PATH}>
      {event.isPending ? (
        <Skeleton active />
      ) : event.isError || !event.data ? (
        <Alert type="error" showIcon title={MSG.getFailed} />
      ) : (
        <>
          <EventForm
            key={event.data.id}
            form={form}
            initialValues={eventFormValues(event.data)}
            submitLabel="Confirmar"
            readOnly={!canEdit}
            submitting={update.isPending}
            onCancel={() => navigate(EVENTS_LIST_PATH)}
            onSubmit={(values) =>
              // The edit sends the form's spelling of the fields (spec §7).
              update.mutate(
                {
                  id,
                  object: {
                    cidade: values.cidade,
                    endereco: values.endereco,
                    evento: values.evento,
                    local: values.local,
                    site_evento: values.site_evento ?? '',
                    data_inicio: values.data_inicio,
                    data_fim: values.data_fim,
                    status: values.status,
                  },
                },
                {
                  onSuccess: () => {
                    notify.success(MSG.updated);
                    navigate(EVENTS_LIST_PATH);
                  },
                  onError: (error) => {
                    notify.error(MSG.updateFailed);
                    showEventServerErrors(form, error);
                  },
                },
              )
            }
          />
          <div style={{ marginTop: 24 }}>
            <HistoryViewer
              tabela="rh_marketing_eventos"
              id={id}
              role={role}
              labels={LABELS}
              kinds={{ status: 'boolean' }}
              ignore={['id']}
            />
          </div>
        </>
      )}
    </SectionLayout>
  );
}
