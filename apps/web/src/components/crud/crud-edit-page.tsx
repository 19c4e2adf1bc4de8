import { Alert, Form, Skeleton } from 'antd';
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { actingRoleFor } from '@intranet/shared/access/permissions';
import type { CrudSchemas } from '@intranet/shared/crud/crud.contract';
import { idParam } from '@intranet/shared/validation/fields';
import { HistoryViewer } from '../history-viewer/history-viewer';
import { StatusPage } from '../status-page/status-page';
import { SectionLayout } from '../section-layout/section-layout';
import { errorText } from '../../lib/error-text';
import { useCan } from '../../lib/permissions';
import { useSession } from '../../lib/session';
import { useRecord, useUpdateRecord } from './crud-api';
import type { CrudPatch, CrudScreens, CrudValues, FormValues } from './crud-config';
import { CrudForm } from './crud-form';
import { useInvalidToast, useLeave, useSaveOutcome } from './use-save-outcome';

/** `{path}/edit/:id`: the record's form (read-only without the edit right) and its edit history. */
export function CrudEditPage<T extends string, S extends CrudSchemas>({ config }: { config: CrudScreens<T, S> }) {
  // An id the API would refuse (`/edit/abc`) is a page that does not exist: no call is made.
  const parsed = idParam.safeParse(useParams().id);
  if (!parsed.success) return <StatusPage kind="notFound" />;
  return <CrudEditForm config={config} id={parsed.data} />;
}

function CrudEditForm<T extends string, S extends CrudSchemas>({
  config,
  id,
}: {
  config: CrudScreens<T, S>;
  id: number;
}) {
  const leave = useLeave(config);
  const invalidToast = useInvalidToast(config.invalidToast);
  const canEdit = useCan(config.api.update.access);
  const role = actingRoleFor(useSession().user?.roles ?? [], config.api.get.access) ?? '';
  const [form] = Form.useForm();
  const record = useRecord(config, id);
  const update = useUpdateRecord(config, true);
  const extra = useQuery({
    queryKey: ['crud', config.api.table, 'extra', id],
    queryFn: () => config.editValues!(record.data!),
    enabled: !!config.editValues && !!record.data,
  });
  const list = `${config.path}/list`;

  const outcome = useSaveOutcome(config, form, { done: config.texts.edited, failed: config.texts.editFailed });
  // The form sends every field it shows: a whole record is a valid edit.
  const submit = (values: CrudValues<S>, raw: FormValues) =>
    update.mutate({ id, object: values as CrudPatch<S>, raw }, outcome);
  const loading = record.isPending || (!!config.editValues && extra.isPending && !extra.isError);

  return (
    <SectionLayout title={config.titles.edit} back={list}>
      {loading ? (
        <Skeleton active />
      ) : record.isError || !record.data ? (
        <Alert type="error" showIcon title={errorText(record.error)} />
      ) : (
        <>
          <CrudForm
            key={record.data.id}
            config={config}
            form={form}
            initialValues={{ ...record.data, ...extra.data }}
            fields={config.editFields ?? config.fields}
            schema={config.api.schemas.patch}
            readOnly={!canEdit}
            submitting={update.isPending}
            onSubmit={submit}
            onInvalid={invalidToast}
            onCancel={() => leave()}
          />
          {config.history && (
            <div style={{ marginTop: 24 }}>
              <HistoryViewer tabela={config.history} id={id} role={role} labels={config.labels} ignore={['id']} />
            </div>
          )}
        </>
      )}
    </SectionLayout>
  );
}
