import { Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import { MSG } from '@intranet/shared/validation/messages';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useNotify } from '../../../lib/notify';
import { useCreateCatalogItem } from '../api/sales-catalog-api';
import { SalesItemForm, type SalesItemValues } from '../components/sales-item-form';
import { showFieldErrors } from '../form-errors';
import type { CatalogRow, SalesCatalog } from '../sales-catalog';

/** A new campaign or channel; back to the list once saved. */
export function SalesRegisterPage<V extends SalesItemValues>({ catalog }: { catalog: SalesCatalog<CatalogRow, V, unknown, unknown> }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [form] = Form.useForm<V>();
  const create = useCreateCatalogItem(catalog);
  const list = `${catalog.path}/list`;

  const submit = (values: V) =>
    create.mutate(values, {
      onSuccess: () => {
        notify.success(catalog.texts.created);
        navigate(list);
      },
      onError: (error) => {
        notify.error(catalog.texts.createFailed);
        showFieldErrors(form, error);
      },
    });

  return (
    <SectionLayout title={catalog.titles.register} back={list}>
      <SalesItemForm<V>
        config={catalog.form}
        form={form}
        submitting={create.isPending}
        onSubmit={submit}
        onInvalid={catalog.form.requiredToast ? () => notify.error(MSG.fillRequired) : undefined}
        onCancel={() => navigate(list)}
      />
    </SectionLayout>
  );
}
