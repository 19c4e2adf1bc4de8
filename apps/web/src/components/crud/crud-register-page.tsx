import { Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { CrudSchemas } from '@intranet/shared/crud/crud.contract';
import { SectionLayout } from '../section-layout/section-layout';
import { useNotify } from '../../lib/notify';
import { useCreateRecord } from './crud-api';
import type { CrudScreens, CrudValues } from './crud-config';
import { CrudForm } from './crud-form';
import { useSaveOutcome } from './use-save-outcome';

/** `{path}/register`: a new record; back to the list once saved. */
export function CrudRegisterPage<T extends string, S extends CrudSchemas>({ config }: { config: CrudScreens<T, S> }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [form] = Form.useForm();
  const create = useCreateRecord(config);
  const list = `${config.path}/list`;

  const outcome = useSaveOutcome(config, form, { done: config.texts.created, failed: config.texts.createFailed });
  const submit = (values: CrudValues<S>) => create.mutate(values, outcome);

  return (
    <SectionLayout title={config.titles.register} back={list}>
      <CrudForm
        config={config}
        form={form}
        submitting={create.isPending}
        onSubmit={submit}
        onInvalid={config.invalidToast ? () => notify.error(config.invalidToast!) : undefined}
        onCancel={() => navigate(list)}
      />
    </SectionLayout>
  );
}
