import type { ReactNode } from 'react';
import { Button, Form, Input, InputNumber, Switch, Typography } from 'antd';
import type { FormInstance, FormRule } from 'antd';
import type { CrudSchemas } from '@intranet/shared/crud/crud.contract';
import { MSG } from '@intranet/shared/validation/messages';
import { zodRules } from '../form/zod-rules';
import type { CrudField, CrudScreens, CrudValues } from './crud-config';
import './crud-form.css';

export type CrudFormProps<T extends string, S extends CrudSchemas> = {
  config: CrudScreens<T, S>;
  /** The page's form instance, to show server errors under the fields. */
  form?: FormInstance;
  /** A new record's values when absent. */
  initialValues?: object;
  submitting?: boolean;
  readOnly?: boolean;
  /** Called with the values as the create schema parses them (trimmed, defaulted). */
  onSubmit: (values: CrudValues<S>) => void;
  onInvalid?: () => void;
  onCancel: () => void;
};

function control(field: CrudField): ReactNode {
  if (field.control) return field.control;
  switch (field.kind) {
    case 'switch':
      return <Switch checkedChildren={field.on ?? 'Sim'} unCheckedChildren={field.off ?? 'Não'} />;
    case 'textarea':
      return <Input.TextArea autoFocus={field.autoFocus} maxLength={field.maxLength} autoSize={{ minRows: 3 }} />;
    case 'number':
      return <InputNumber autoFocus={field.autoFocus} style={{ width: '100%' }} />;
    default:
      return <Input autoFocus={field.autoFocus} maxLength={field.maxLength} />;
  }
}

/** Consecutive inline fields share a row. */
function rowsOf(fields: CrudField[]): CrudField[][] {
  const rows: CrudField[][] = [];
  for (const field of fields) {
    const last = rows.at(-1);
    if (field.inline && last?.[0].inline) last.push(field);
    else rows.push([field]);
  }
  return rows;
}

/** The register and edit form of a record type: its fields in order, with the rules of the shared schema. */
export function CrudForm<T extends string, S extends CrudSchemas>({
  config,
  form: given,
  initialValues = config.newValues as object,
  submitting,
  readOnly,
  onSubmit,
  onInvalid,
  onCancel,
}: CrudFormProps<T, S>) {
  const [form] = Form.useForm(given);
  const schema = config.api.schemas.input;
  const rules = zodRules(schema) as Record<string, FormRule[]>;

  const item = (field: CrudField) => (
    <Form.Item
      key={field.name}
      name={field.name}
      label={field.label ?? config.labels[field.name]}
      rules={rules[field.name]}
      valuePropName={field.kind === 'switch' ? 'checked' : undefined}
    >
      {control(field)}
    </Form.Item>
  );

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      disabled={readOnly}
      onFinish={(values) => onSubmit(schema.parse(values) as CrudValues<S>)}
      onFinishFailed={onInvalid}
      requiredMark
      className="crud-form"
    >
      <Typography.Text type="danger" className="crud-form__banner">
        {MSG.requiredBanner}
      </Typography.Text>
      {rowsOf(config.fields).map((row) =>
        row[0].inline ? (
          <div key={row[0].name} className="crud-form__row">
            {row.map(item)}
          </div>
        ) : (
          item(row[0])
        ),
      )}
      <div className="crud-form__buttons">
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
