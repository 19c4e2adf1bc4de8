import { Alert, Form, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { areaRole } from '@intranet/shared/auth/access-rule';
import { MSG } from '@intranet/shared/validation/messages';
import { HistoryViewer } from '../../../components/history-viewer/history-viewer';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { errorText, useNotify } from '../../../lib/notify';
import { useCatalogItem, useUpdateCatalogItem } from '../api/sales-catalog-api';
import { SalesItemForm, type SalesItemValues } from '../components/sales-item-form';
import { showFieldErrors } from '../form-errors';
import type { SalesCatalog } from '../sales-catalog';
import { useCan } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { SALES_LABELS } from '../sales-texts';

/** A campaign or channel: its form (read-only without the edit right) and its edit history. */
export function SalesEditPage<R extends V & { id: number }, V extends SalesItemValues>({ catalog }: { catalog: SalesCatalog<R, V, Partial<V>, unknown> }) {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const notify = useNotify();
  const canEdit = useCan(catalog.actions.edit);
  const role = areaRole(useSession().user?.roles ?? [], 'sales');
  const [form] = Form.useForm<V>();
  const item = useCatalogItem(catalog, id);
  const update = useUpdateCatalogItem(catalog);
  const list = `${catalog.path}/list`;

  const submit = (values: V) =>
    update.mutate(
      { id, object: values },
      {
        onSuccess: () => {
          notify.success(catalog.texts.edited);
          navigate(list);
        },
        onError: (error) => {
          notify.error(catalog.texts.editFailed);
          showFieldErrors(form, error);
        },
      },
    );

  return (
    <SectionLayout title={catalog.titles.edit} back={list}>
      {item.isPending ? (
        <Skeleton active />
      ) : item.isError || !item.data ? (
        <Alert type="error" showIcon title={errorText(item.error)} />
      ) : (
        <>
          <SalesItemForm<V>
            key={item.data.id}
            config={catalog.form}
            form={form}
            initialValues={item.data}
            readOnly={!canEdit}
            submitting={update.isPending}
            onSubmit={submit}
            onInvalid={catalog.form.requiredToast ? () => notify.error(MSG.fillRequired) : undefined}
            onCancel={() => navigate(list)}
          />
          <div style={{ marginTop: 24 }}>
            <HistoryViewer tabela={catalog.table} id={id} role={role} labels={SALES_LABELS} ignore={['id']} />
          </div>
        </>
      )}
    </SectionLayout>
  );
}
