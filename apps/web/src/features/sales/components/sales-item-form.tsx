import { Button, Form, Input, Switch, Typography } from 'antd';
import type { FormInstance, FormRule } from 'antd';
import { MSG } from '@intranet/shared/validation/messages';
import { SALES_NAME_MAX } from '@intranet/shared/sales/sales.messages';
import { zodRules } from '../../../components/form/zod-rules';
import type { SalesCatalog } from '../sales-catalog';
import { SALES_LABELS } from '../sales-texts';
import './sales-item-form.css';

/** Fields shared by campaigns and channels; the API flag is `api` (campaign) or `public` (channel). */
export type SalesItemValues = { nome: string; bitcom: boolean; razao: boolean; vetorial: boolean; ativo: boolean } & Partial<
  Record<'api' | 'public', boolean>
>;

export type SalesItemFormProps<V extends SalesItemValues> = {
  /** Which catalogue's fields and rules. */
  config: SalesCatalog<{ id: number; nome: string; ativo: boolean }, V, unknown, unknown>['form'];
  /** The page's form instance, to show server errors under the fields. */
  form?: FormInstance<V>;
  /** A new item's defaults when absent. */
  initialValues?: V;
  submitting?: boolean;
  readOnly?: boolean;
  /** Called with the values parsed (trimmed, defaulted) by the shared schema. */
  onSubmit: (values: V) => void;
  onInvalid?: () => void;
  onCancel: () => void;
};

const PROVIDERS = ['bitcom', 'razao', 'vetorial'] as const;

/** Name, provider flags, API and status, with the rules of the shared schema. */
export function SalesItemForm<V extends SalesItemValues>({
  config,
  form: given,
  initialValues = config.newValues,
  submitting,
  readOnly,
  onSubmit,
  onInvalid,
  onCancel,
}: SalesItemFormProps<V>) {
  const [form] = Form.useForm<V>(given);
  const { schema, apiField, nameLabel } = config;
  const rules = zodRules(schema) as Record<string, FormRule[]>;

  return (
    <Form<V>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      disabled={readOnly}
      onFinish={(values) => onSubmit(schema.parse(values) as V)}
      onFinishFailed={onInvalid}
      requiredMark
      className="sales-item-form"
    >
      <Typography.Text type="danger" className="sales-item-form__banner">
        {MSG.requiredBanner}
      </Typography.Text>
      <Form.Item name="nome" label={nameLabel} rules={rules.nome}>
        <Input autoFocus maxLength={SALES_NAME_MAX} />
      </Form.Item>
      <div className="sales-item-form__flags">
        {PROVIDERS.map((key) => (
          <Form.Item key={key} name={key} label={SALES_LABELS[key]} valuePropName="checked" rules={rules[key]}>
            <Switch checkedChildren="Sim" unCheckedChildren="Não" />
          </Form.Item>
        ))}
        <Form.Item name={apiField} label={SALES_LABELS[apiField]} valuePropName="checked" rules={rules[apiField]}>
          <Switch checkedChildren="Sim" unCheckedChildren="Não" />
        </Form.Item>
        <Form.Item name="ativo" label={SALES_LABELS.ativo} valuePropName="checked" rules={rules.ativo}>
          <Switch checkedChildren="Ativo" unCheckedChildren="Inativo" />
        </Form.Item>
      </div>
      <div className="sales-item-form__buttons">
        <Button onClick={onCancel} disabled={false}>
          Cancelar
        </Button>
        {!readOnly && (
          <Button type="primary" htmlType="submit" loading={submitting}>
            Salvar
          </Button>
        )}
      </div>
    </Form>
  );
}
