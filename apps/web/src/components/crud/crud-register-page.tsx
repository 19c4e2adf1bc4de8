import { Form } from 'antd';
import type { CrudSchemas } from '@intranet/shared/crud/crud.contract';
import { SectionLayout } from '../section-layout/section-layout';
import { useCreateRecord } from './crud-api';
import type { CrudScreens, CrudValues, FormValues } from './crud-config';
import { CrudForm } from './crud-form';
import { useInvalidToast, useLeave, useSaveOutcome } from './use-save-outcome';

/** `{path}/register`: a new record; back to the list once saved. */
export function CrudRegisterPage<T extends string, S extends CrudSchemas>({ config }: { config: CrudScreens<T, S> }) {
  const [form] = Form.useForm();
  const create = useCreateRecord(config);
  const list = `${config.path}/list`;
  const leave = useLeave(config);
  const invalidToast = useInvalidToast(config.invalidToast);

  const outcome = useSaveOutcome(config, form, { done: config.texts.created, failed: config.texts.createFailed });
  const submit = (object: CrudValues<S>, raw: FormValues) => create.mutate({ object, raw }, outcome);

  return (
    <SectionLayout title={config.titles.register} back={list}>
      <CrudForm
        config={config}
        form={form}
        submitting={create.isPending}
        onSubmit={submit}
        onInvalid={invalidToast}
        onCancel={() => leave()}
      />
    </SectionLayout>
  );
}
