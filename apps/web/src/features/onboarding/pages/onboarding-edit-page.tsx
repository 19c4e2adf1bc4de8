import { useEffect } from 'react';
import { Alert, Button, Form, Skeleton, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { orderByPriority } from '@intranet/shared/ordering/ordered-list';
import { MSG } from '@intranet/shared/validation/messages';
import { ONBOARDING_MSG } from '@intranet/shared/onboarding/onboarding.messages';
import { actingRoleFor } from '@intranet/shared/access/permissions';
import { ONBOARDING_API } from '@intranet/shared/onboarding/onboarding.contract';
import { idParam } from '@intranet/shared/validation/fields';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { HistoryViewer } from '../../../components/history-viewer/history-viewer';
import { useErrorToast, useNotify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useOnboarding } from '../api/get-onboarding';
import { useUpdateOnboarding } from '../api/update-onboarding';
import {
  ONBOARDING_FIELDS,
  OnboardingDataFields,
  clearDependents,
  type OnboardingData,
} from '../components/onboarding-data-fields';
import { ONBOARDING_LIST_PATH, onboardingSyncPath } from '../onboarding-paths';
import '../onboarding.css';

const HISTORY_LABELS = {
  titulo: 'Título',
  status: 'Ativo',
  id_empresa: 'Provedor',
  id_departamento: 'Departamento',
  id_cargo: 'Cargo',
};

/** The onboarding's data (the same four required fields) and its history. */
export function OnboardingEditPage() {
  // A path id that is not a positive integer is not found, and nothing is asked of the server.
  const parsed = idParam.safeParse(useParams().id);
  const id = parsed.success ? parsed.data : 0;
  const navigate = useNavigate();
  const notify = useNotify();
  // The history is read with the role this screen edits with.
  const role = actingRoleFor(useSession().user?.roles ?? [], ONBOARDING_API.update.access) ?? '';
  const query = useOnboarding(id);
  const update = useUpdateOnboarding();
  const [form] = Form.useForm<OnboardingData>();
  const data = query.data;

  useEffect(() => {
    if (data)
      form.setFieldsValue({
        titulo: data.titulo,
        id_empresa: data.id_empresa,
        id_departamento: data.id_departamento,
        id_cargo: data.id_cargo,
        status: data.status,
      });
  }, [form, data]);
  useErrorToast(query.isError, ONBOARDING_MSG.loadFailed);

  const save = async () => {
    try {
      await form.validateFields([...ONBOARDING_FIELDS]);
    } catch {
      notify.error(ONBOARDING_MSG.fillRequired);
      return;
    }
    const v = form.getFieldsValue(true) as OnboardingData;
    update.mutate(
      {
        id,
        body: {
          titulo: v.titulo,
          id_empresa: v.id_empresa,
          id_departamento: v.id_departamento,
          id_cargo: v.id_cargo,
          status: v.status,
        },
      },
      {
        onSuccess: () => {
          notify.success(ONBOARDING_MSG.updated);
          navigate(ONBOARDING_LIST_PATH);
        },
        onError: () => notify.error(ONBOARDING_MSG.updateFailed),
      },
    );
  };

  return (
    <SectionLayout title="Editar onboarding" back={ONBOARDING_LIST_PATH}>
      {!parsed.success && <Alert type="warning" showIcon title={MSG.notFound} />}
      {query.isLoading && <Skeleton active />}
      {query.isError && <Alert type="error" showIcon title={ONBOARDING_MSG.loadFailed} />}
      {data && (
        <>
          <Typography.Text type="danger">{MSG.requiredBanner}</Typography.Text>
          <Form
            form={form}
            layout="vertical"
            style={{ marginTop: 8 }}
            onValuesChange={(changed: Partial<OnboardingData>) =>
              clearDependents(changed, (values) => form.setFieldsValue(values))
            }
          >
            <OnboardingDataFields />
          </Form>
          <Typography.Text strong>Trilhas ({data.trilhas.length})</Typography.Text>{' '}
          <Link to={onboardingSyncPath(id)}>Vincular trilhas</Link>
          <ol className="onboarding-trails">
            {orderByPriority(data.trilhas).map((t) => (
              <li key={t.id_trilha}>{t.nome}</li>
            ))}
          </ol>
          <div className="onboarding-form__actions">
            <Button onClick={() => navigate(ONBOARDING_LIST_PATH)}>Cancelar</Button>
            <Button type="primary" loading={update.isPending} onClick={() => void save()}>
              Salvar
            </Button>
          </div>
          <div style={{ marginTop: 24 }}>
            <HistoryViewer
              tabela="rh_onboarding"
              id={id}
              role={role}
              labels={HISTORY_LABELS}
              kinds={{ status: 'boolean' }}
              ignore={['id_usuario']}
            />
          </div>
        </>
      )}
    </SectionLayout>
  );
}
