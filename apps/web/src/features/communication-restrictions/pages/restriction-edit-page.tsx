import { Alert, Button, Form, Skeleton, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { actingRoleFor } from '@intranet/shared/access/permissions';
import { COMMUNICATION_RESTRICTIONS_API as API } from '@intranet/shared/communication-restrictions/communication-restrictions.contract';
import {
  COMMUNICATION_RESTRICTIONS_LABELS as LABELS,
  COMMUNICATION_RESTRICTIONS_MSG as MSG,
} from '@intranet/shared/communication-restrictions/communication-restrictions.messages';
import type { Restriction } from '@intranet/shared/communication-restrictions/communication-restrictions.schemas';
import { formatCpf } from '@intranet/shared/validation/cpf';
import { idParam } from '@intranet/shared/validation/fields';
import { MSG as FORM_MSG } from '@intranet/shared/validation/messages';
import { HistoryViewer } from '../../../components/history-viewer/history-viewer';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { StatusPage } from '../../../components/status-page/status-page';
import { useErrorToast, useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useRestriction } from '../api/get-restriction';
import { useUpdateRestriction } from '../api/update-restriction';
import { ChannelSwitches } from '../components/channel-switches';
import { CustomerFields } from '../components/customer-fields';
import { RESTRICTIONS_LIST_PATH } from '../restrictions-paths';
import '../communication-restrictions.css';

const valuesOf = (r: Restriction) => ({
  sistema: r.sistema,
  buscar_por: 'codpessoa' as const,
  cod_cliente: r.cod_cliente,
  cpf: r.cpf ? formatCpf(r.cpf) : '',
  nome: r.nome_razaosocial ?? '',
  whatsapp: r.whatsapp,
  email: r.email,
  sms: r.sms,
});

/** /marketing/communication-scale-restrictions/edit/:id: the customer as registered, its channels (read-only without the edit right) and the history. */
export function RestrictionEditPage() {
  const parsed = idParam.safeParse(useParams().id);
  if (!parsed.success) return <StatusPage kind="notFound" />;
  return <RestrictionEdit id={parsed.data} />;
}

function RestrictionEdit({ id }: { id: number }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const canEdit = useCan(API.update.access);
  const role = actingRoleFor(useSession().user?.roles ?? [], API.get.access) ?? '';
  const [form] = Form.useForm<ReturnType<typeof valuesOf>>();
  const restriction = useRestriction(id);
  const update = useUpdateRestriction();
  useErrorToast(restriction.isError, MSG.loadFailed);

  const submit = (values: ReturnType<typeof valuesOf>) =>
    update.mutate(
      { id, body: { sistema: values.sistema, whatsapp: values.whatsapp, email: values.email, sms: values.sms } },
      {
        onSuccess: () => {
          notify.success(MSG.updated);
          navigate(RESTRICTIONS_LIST_PATH);
        },
        onError: (error) => notify.fail(error, FORM_MSG.generic),
      },
    );

  return (
    <SectionLayout title={MSG.editTitle} back={RESTRICTIONS_LIST_PATH}>
      {restriction.isPending ? (
        <Skeleton active />
      ) : restriction.isError || !restriction.data ? (
        <Alert type="error" showIcon title={MSG.loadFailed} />
      ) : (
        <>
          <Form
            key={restriction.data.id}
            form={form}
            layout="vertical"
            initialValues={valuesOf(restriction.data)}
            disabled={!canEdit}
            onFinish={submit}
            requiredMark
          >
            <Typography.Text type="danger" className="restriction-form__banner">
              {FORM_MSG.requiredBanner}
            </Typography.Text>
            <CustomerFields searchBy="codpessoa" editable={false} />
            <ChannelSwitches />
            <div className="restriction-form__buttons">
              <Button onClick={() => navigate(RESTRICTIONS_LIST_PATH)} disabled={false}>
                Cancelar
              </Button>
              {canEdit && (
                <Button type="primary" htmlType="submit" loading={update.isPending}>
                  Salvar
                </Button>
              )}
            </div>
          </Form>
          <div style={{ marginTop: 24 }}>
            <HistoryViewer
              tabela="relacionamento_preferencias_cliente"
              id={id}
              role={role}
              labels={LABELS}
              kinds={{ whatsapp: 'boolean', email: 'boolean', sms: 'boolean' }}
              ignore={['id']}
            />
          </div>
        </>
      )}
    </SectionLayout>
  );
}
