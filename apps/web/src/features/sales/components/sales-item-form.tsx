import { Button, Form, Input, Switch, Typography } from 'antd';
import type { FormInstance, FormRule } from 'antd';
import type { z } from 'zod';
import { MSG } from '@intranet/shared/validation/messages';
import { zodRules } from '../../../components/form/zod-rules';
import { SALES_LABELS } from '../sales-texts';
import './sales-item-form.css';

/** Fields shared by campaigns and channels; `apiField` is `api` (campaign) or `public` (channel). */
export type SalesItemValues = { nome: string; bitcom: boolean; razao: boolean; vetorial: boolean; ativo: boolean } & Partial<
  Record<'api' | 'public', boolean>
>;

export type SalesItemFormProps<V extends SalesItemValues> = {
  form: FormInstance<V>;
  schema: z.ZodObject;
  apiField: 'api' | 'public';
  initialValues: V;
  nameLabel: string;
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
  form,
  schema,
  apiField,
  initialValues,
  nameLabel,
  submitting,
  readOnly,
  onSubmit,
  onInvalid,
  onCancel,
}: SalesItemFormProps<V>) {
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
        <Input autoFocus maxLength={120} />
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
