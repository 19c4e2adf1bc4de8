import { useEffect, useState } from 'react';
import { Button, Form, Steps, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ONBOARDING_DEFAULT_STATUS } from '@intranet/shared/onboarding/onboarding.rules';
import { packPriorities } from '@intranet/shared/ordering/ordered-list';
import { MSG } from '@intranet/shared/validation/messages';
import { ONBOARDING_MSG } from '@intranet/shared/onboarding/onboarding.messages';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useNotify } from '../../../lib/notify';
import { useAvailableTrails } from '../api/list-available-trails';
import { useCreateOnboarding } from '../api/create-onboarding';
import {
  ONBOARDING_FIELDS,
  OnboardingDataFields,
  STEP_ONE_FIELDS,
  clearDependents,
  type OnboardingData,
} from '../components/onboarding-data-fields';
import { TrailOrdering } from '../components/trail-ordering';
import { ONBOARDING_LIST_PATH } from '../onboarding-paths';
import { useRegisterDraft } from '../use-register-draft';
import '../onboarding.css';

/** Two steps: the onboarding's data, then its trails in order; saved in one call. */
export function OnboardingRegisterPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const draft = useRegisterDraft();
  const [form] = Form.useForm<OnboardingData>();
  const [step, setStep] = useState(draft.restored?.step ?? 0);
  const [trailIds, setTrailIds] = useState<number[]>(draft.restored?.trailIds ?? []);
  const [askNoTrails, setAskNoTrails] = useState(false);
  const trails = useAvailableTrails();
  const create = useCreateOnboarding();

  useEffect(
    () => draft.keep({ step, trailIds, values: form.getFieldsValue(true) as OnboardingData }),
    [draft, step, trailIds, form],
  );

  const next = async () => {
    try {
      await form.validateFields([...STEP_ONE_FIELDS]);
      setStep(1);
    } catch {
      notify.error(ONBOARDING_MSG.fillRequired);
    }
  };

  const submit = () => {
    const values = form.getFieldsValue(true) as OnboardingData;
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
          draft.forget();
          notify.success(ONBOARDING_MSG.created);
          navigate(ONBOARDING_LIST_PATH);
        },
        onError: () => notify.error(ONBOARDING_MSG.createFailed),
      },
    );
  };

  const save = async () => {
    try {
      await form.validateFields([...ONBOARDING_FIELDS]);
    } catch {
      setStep(0);
      notify.error(ONBOARDING_MSG.fillRequired);
      return;
    }
    if (trailIds.length) submit();
    else setAskNoTrails(true);
  };

  const cancel = () => {
    draft.forget();
    navigate(ONBOARDING_LIST_PATH);
  };

  return (
    <SectionLayout title="Novo onboarding" back={ONBOARDING_LIST_PATH}>
      <Steps
        className="onboarding-steps"
        current={step}
        items={[{ title: 'Dados do onboarding' }, { title: 'Trilhas' }]}
      />
      <Form
        form={form}
        layout="vertical"
        initialValues={{ status: ONBOARDING_DEFAULT_STATUS, ...draft.restored?.values }}
        onValuesChange={(changed: Partial<OnboardingData>) => {
          clearDependents(changed, (v) => form.setFieldsValue(v));
          draft.keep({ step, trailIds, values: form.getFieldsValue(true) as OnboardingData });
        }}
      >
        <div hidden={step !== 0}>
          <Typography.Paragraph type="danger">{MSG.requiredBanner}</Typography.Paragraph>
          <OnboardingDataFields />
        </div>
      </Form>
      {step === 1 && (
        <TrailOrdering
          trails={trails.data}
          loading={trails.isLoading}
          failed={trails.isError}
          value={trailIds}
          onChange={setTrailIds}
        />
      )}
      <div className="onboarding-form__actions">
        {step === 0 ? (
          <>
            <Button onClick={cancel}>Cancelar</Button>
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
      <ConfirmDialog
        open={askNoTrails}
        title={ONBOARDING_MSG.noTrailsTitle}
        text={ONBOARDING_MSG.noTrailsConfirm}
        confirmLabel="Salvar"
        cancelLabel="Cancelar"
        onConfirm={() => {
          setAskNoTrails(false);
          submit();
        }}
        onCancel={() => setAskNoTrails(false)}
      />
    </SectionLayout>
  );
}
