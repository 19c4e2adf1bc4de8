import { useState } from 'react';
import { Button, Form, Steps, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ONBOARDING_DEFAULT_STATUS } from '@intranet/shared/onboarding/onboarding.rules';
import { packPriorities } from '@intranet/shared/ordering/ordered-list';
import { MSG } from '@intranet/shared/validation/messages';
import { ONBOARDING_MSG } from '@intranet/shared/onboarding/onboarding.messages';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useNotify } from '../../../lib/notify';
import { useAvailableTrails } from '../api/list-available-trails';
import { useCreateOnboarding } from '../api/create-onboarding';
import { ONBOARDING_FIELDS, OnboardingDataFields, STEP_ONE_FIELDS, clearDependents, type OnboardingData } from '../components/onboarding-data-fields';
import { TrailOrdering } from '../components/trail-ordering';
import { ONBOARDING_LIST_PATH } from '../onboarding-paths';
import '../onboarding.css';

/** Two steps: the onboarding's data, then its trails in order; saved in one call. */
export function OnboardingRegisterPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [form] = Form.useForm<OnboardingData>();
  const [step, setStep] = useState(0);
  const [trailIds, setTrailIds] = useState<number[]>([]);
  const trails = useAvailableTrails();
  const create = useCreateOnboarding();

  const next = async () => {
    try {
      await form.validateFields([...STEP_ONE_FIELDS]);
      setStep(1);
    } catch {
      notify.error(ONBOARDING_MSG.fillRequired);
    }
  };

  const save = async () => {
    let values: OnboardingData;
    try {
      await form.validateFields([...ONBOARDING_FIELDS]);
      values = form.getFieldsValue(true) as OnboardingData;
    } catch {
      setStep(0);
      notify.error(ONBOARDING_MSG.fillRequired);
      return;
    }
    create.mutate(
      {
        titulo: values.titulo!,
        status: values.status ?? ONBOARDING_DEFAULT_STATUS,
        id_empresa: values.id_empresa!,
        id_departamento: values.id_departamento!,
        id_cargo: values.id_cargo!,
        trilhas: packPriorities(trailIds).map((t) => ({ id_trilha: t.id, prioridade: t.prioridade })),
      },
      {
        onSuccess: () => {
          notify.success(ONBOARDING_MSG.created);
          navigate(ONBOARDING_LIST_PATH);
        },
        onError: () => notify.error(ONBOARDING_MSG.createFailed),
      },
    );
  };

  return (
    <SectionLayout title="Novo onboarding" back={ONBOARDING_LIST_PATH}>
      <Steps className="onboarding-steps" current={step} items={[{ title: 'Dados do onboarding' }, { title: 'Trilhas' }]} />
      <Form
        form={form}
        layout="vertical"
        initialValues={{ status: ONBOARDING_DEFAULT_STATUS }}
        onValuesChange={(changed: Partial<OnboardingData>) => clearDependents(changed, (v) => form.setFieldsValue(v))}
      >
        <div hidden={step !== 0}>
          <Typography.Paragraph type="danger">{MSG.requiredBanner}</Typography.Paragraph>
          <OnboardingDataFields />
        </div>
      </Form>
      {step === 1 && (
        <TrailOrdering trails={trails.data} loading={trails.isLoading} failed={trails.isError} value={trailIds} onChange={setTrailIds} />
      )}
      <div className="onboarding-form__actions">
        {step === 0 ? (
          <>
            <Button onClick={() => navigate(ONBOARDING_LIST_PATH)}>Cancelar</Button>
            <Button type="primary" onClick={() => void next()}>
              Próximo
            </Button>
          </>
        ) : (
          <>
            <Button onClick={() => setStep(0)}>Voltar</Button>
            <Button type="primary" loading={create.isPending} onClick={() => void save()}>
              Salvar
            </Button>
          </>
        )}
      </div>
    </SectionLayout>
  );
}
