import { cloneElement, type ReactElement, type ReactNode, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { Alert, App, Button, Form, Input, InputNumber, Switch, Typography } from 'antd';
import type { FormInstance, FormRule } from 'antd';
import type { z } from 'zod';
import type { CrudSchemas } from '@intranet/shared/crud/crud.contract';
import { formatCep } from '@intranet/shared/validation/cep';
import { formatCnpj } from '@intranet/shared/validation/cnpj';
import { formatCpf, formatPhone } from '@intranet/shared/validation/cpf';
import { MSG } from '@intranet/shared/validation/messages';
import { RichTextEditor } from '../rich-text/rich-text-editor';
import { zodRules } from '../form/zod-rules';
import type { CrudField, CrudFormItem, CrudMask, CrudOption, CrudScreens, CrudValues, FormValues } from './crud-config';
import { isSection, newRecordValues } from './crud-config';
import {
  CitiesDualList,
  ColorControl,
  DateControl,
  HashtagsControl,
  IconPicker,
  ImageControl,
  OptionsSelect,
  StateSelect,
  TimeControl,
  WarningText,
} from './crud-controls';
import './crud-form.css';

export type CrudFormProps<T extends string, S extends CrudSchemas> = {
  config: CrudScreens<T, S>;
  /** The page's form instance, to show server errors under the fields. */
  form?: FormInstance;
  /** A new record's values when absent. */
  initialValues?: object;
  /** The fields and sections shown: the config's by default. */
  fields?: CrudFormItem[];
  /** What the sent values are parsed with: the create schema by default (an edit gives the patch's). */
  schema?: z.ZodObject;
  submitting?: boolean;
  readOnly?: boolean;
  /** Called with the values as the schema parses them (trimmed, defaulted) and as the form holds them. */
  onSubmit: (values: CrudValues<S>, raw: FormValues) => void;
  /** Called once per refused Salvar (the first missing field: one toast, spec §4). */
  onInvalid?: () => void;
  onCancel: () => void;
};

/** Each mask: how it writes the digits typed, its full length, and the text when shorter. */
export const MASKS: Record<CrudMask, { format: (value: string) => string; length: number; message: string }> = {
  cpf: { format: formatCpf, length: 14, message: 'CPF inválido' },
  cnpj: { format: formatCnpj, length: 18, message: MSG.cnpj },
  cep: { format: formatCep, length: 9, message: MSG.cep },
  phone: { format: formatPhone, length: 15, message: MSG.phone },
};

/** A masked value shorter than its mask is flagged (spec §5); an empty one is left to the schema. */
function maskRule(mask: CrudMask): FormRule {
  const { length, message } = MASKS[mask];
  return {
    validator: async (_rule, value: unknown) => {
      if (typeof value === 'string' && value !== '' && value.length < length) throw new Error(message);
    },
  };
}

/** The value of a field cleared by a dependent-field rule. */
function emptyOf(field: CrudField): unknown {
  if (field.kind === 'cities' || field.kind === 'hashtags' || field.multiple) return [];
  if (field.kind === 'switch') return false;
  return undefined;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

function controlOf(
  field: CrudField,
  extra: {
    options?: readonly CrudOption[];
    load?: (search: string) => Promise<CrudOption[]> | CrudOption[];
    dependsOn: string;
    onOptions?: (o: CrudOption[]) => void;
  },
): ReactNode {
  if (field.control) return field.control;
  switch (field.kind) {
    case 'switch':
      return <Switch checkedChildren={field.on ?? 'Sim'} unCheckedChildren={field.off ?? 'Não'} />;
    case 'textarea':
      return (
        <Input.TextArea
          autoFocus={field.autoFocus}
          maxLength={field.maxLength}
          autoSize={{ minRows: 3 }}
          placeholder={field.placeholder}
        />
      );
    case 'number':
      return <InputNumber autoFocus={field.autoFocus} style={{ width: '100%' }} placeholder={field.placeholder} />;
    case 'date':
      return <DateControl format={field.format} placeholder={field.placeholder} />;
    case 'time':
      return <TimeControl />;
    case 'state':
      return <StateSelect placeholder={field.placeholder} />;
    case 'color':
      return <ColorControl />;
    case 'icon':
      return <IconPicker />;
    case 'richText':
      return <RichTextEditor />;
    case 'hashtags':
      return <HashtagsControl />;
    case 'image':
      return <ImageControl />;
    case 'select':
      return (
        <OptionsSelect
          options={field.options}
          load={extra.load}
          multiple={field.multiple}
          dependsOn={extra.dependsOn}
          onOptions={extra.onOptions}
          placeholder={field.placeholder}
        />
      );
    case 'cities':
      return <CitiesDualList options={extra.options ?? []} />;
    default:
      return (
        <Input
          autoFocus={field.autoFocus}
          maxLength={field.mask ? MASKS[field.mask].length : field.maxLength}
          placeholder={field.placeholder}
        />
      );
  }
}

/** Consecutive inline fields share a row; sections stand alone. */
function rowsOf(items: CrudFormItem[]): CrudFormItem[][] {
  const rows: CrudFormItem[][] = [];
  for (const item of items) {
    const last = rows.at(-1);
    if (!isSection(item) && item.inline && last && !isSection(last[0]) && last[0].inline) last.push(item);
    else rows.push([item]);
  }
  return rows;
}

/**
 * The generic form (spec §2.5) of a record type: the banner, its fields and sections in order, with
 * the rules of the shared schema, masks, the dependent-field rules of §4, Cancelar and Salvar.
 */
export function CrudForm<T extends string, S extends CrudSchemas>({
  config,
  form: given,
  initialValues = newRecordValues(config),
  fields: items = config.fields,
  schema = config.api.schemas.input,
  submitting,
  readOnly,
  onSubmit,
  onInvalid,
  onCancel,
}: CrudFormProps<T, S>) {
  const [form] = Form.useForm(given);
  const { notification } = App.useApp();
  const say = (text: string) => notification.error({ title: text, placement: 'bottom', duration: 2 });
  const rules = zodRules(config.api.schemas.input) as Record<string, FormRule[]>;
  const fields = useMemo(() => items.filter((item): item is CrudField => !isSection(item)), [items]);
  const watched = Form.useWatch([], { form, preserve: true }) as FormValues | undefined;
  const values: FormValues = watched ?? (initialValues as FormValues);

  /** Clears the fields that depend on these (those kept while offered wait for their new options), in cascade. */
  const clearDependents = (names: string[], seen = new Set<string>()) => {
    for (const field of fields) {
      const parents = field.resetOn?.filter((n) => names.includes(n)) ?? [];
      if (seen.has(field.name) || parents.length === 0) continue;
      // Kept while offered: it waits for its new options, unless what it hangs on was emptied.
      if (field.keepIfOffered && parents.every((n) => !isEmpty(form.getFieldValue(n)))) continue;
      seen.add(field.name);
      if (!isEmpty(form.getFieldValue(field.name))) form.setFieldValue(field.name, emptyOf(field));
      clearDependents([field.name], seen);
    }
  };

  /** A value no longer among its field's options read again is cleared, with its dependents. */
  const keepIfOffered = (field: CrudField, options: CrudOption[]) => {
    const value = form.getFieldValue(field.name);
    if (isEmpty(value)) return;
    const offered = new Set(options.map((o) => o.value));
    const kept = Array.isArray(value)
      ? value.filter((v) => offered.has(v))
      : offered.has(value as string | number)
        ? value
        : undefined;
    if (Array.isArray(kept) ? kept.length === (value as unknown[]).length : kept !== undefined) return;
    form.setFieldValue(field.name, Array.isArray(kept) ? kept : emptyOf(field));
    clearDependents([field.name]);
  };

  // A field disabled by its rule holds no value (spec §4: the other search key, a holiday's state or cities).
  const clearDisabled = useEffectEvent(() => {
    for (const field of fields) {
      if (field.enabledWhen && !field.enabledWhen(values) && !isEmpty(form.getFieldValue(field.name))) {
        form.setFieldValue(field.name, emptyOf(field));
        clearDependents([field.name]);
      }
    }
  });
  const enabledKey = fields.map((f) => (f.enabledWhen ? String(f.enabledWhen(values)) : '')).join();
  useEffect(() => clearDisabled(), [enabledKey]);

  const dependsOnOf = (field: CrudField) => JSON.stringify((field.loadFrom ?? []).map((name) => values[name] ?? null));

  const item = (field: CrudField) => {
    if (field.kind === 'warning') return <WarningText key={field.name} text={field.text ?? ''} />;
    const enabled = field.enabledWhen ? field.enabledWhen(values) : true;
    const dependsOn = dependsOnOf(field);
    const load = field.load ? (search: string) => field.load!(values, search) : undefined;
    const onOptions = field.keepIfOffered ? (options: CrudOption[]) => keepIfOffered(field, options) : undefined;
    const control =
      field.kind === 'cities' ? (
        <CitiesField field={field} values={values} dependsOn={dependsOn} onOptions={onOptions} />
      ) : (
        controlOf(field, { options: field.options, load, dependsOn, onOptions })
      );
    return (
      <Form.Item
        key={field.name}
        name={field.name}
        label={field.label ?? config.labels[field.name]}
        rules={[...(rules[field.name] ?? []), ...(field.mask ? [maskRule(field.mask)] : [])]}
        valuePropName={field.kind === 'switch' ? 'checked' : undefined}
        validateFirst
        normalize={field.mask ? (value: string | undefined) => MASKS[field.mask!].format(value ?? '') : undefined}
        extra={field.text}
      >
        {enabled ? control : cloneElement(control as ReactElement<{ disabled?: boolean }>, { disabled: true })}
      </Form.Item>
    );
  };

  const submit = (raw: FormValues) => {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      // Rules across fields (a municipal holiday's cities …) answer under the field they name.
      const byField = new Map<string, string>();
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? '');
        if (name && !byField.has(name)) byField.set(name, issue.message);
      }
      form.setFields([...byField].map(([name, message]) => ({ name, errors: [message] })));
      onInvalid?.();
      return;
    }
    onSubmit(parsed.data as CrudValues<S>, raw);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      disabled={readOnly}
      onFinish={submit}
      onFinishFailed={() => onInvalid?.()}
      onValuesChange={(changed: FormValues) => {
        const names = Object.keys(changed);
        clearDependents(names);
        for (const field of fields) if (names.includes(field.name)) field.onChange?.(changed[field.name], form, say);
      }}
      requiredMark
      className="crud-form"
    >
      <Typography.Text type="danger" className="crud-form__banner">
        {MSG.requiredBanner}
      </Typography.Text>
      {rowsOf(items).map((row, index) => {
        const first = row[0];
        if (isSection(first)) return <SectionTitle key={`section-${index}`} section={first} />;
        if (first.inline)
          return (
            <div key={first.name} className="crud-form__row">
              {row.map((f) => item(f as CrudField))}
            </div>
          );
        return item(first);
      })}
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

function SectionTitle({ section }: { section: { section: string; subheader?: string; alert?: boolean } }) {
  return (
    <div className="crud-section">
      {section.subheader && <Typography.Text type="secondary">{section.subheader}</Typography.Text>}
      {section.alert ? (
        <Alert type="info" showIcon title={section.section} />
      ) : (
        <Typography.Title level={5} className="crud-section__title">
          {section.section}
        </Typography.Title>
      )}
    </div>
  );
}

/** The dual list with its options read for the values they depend on. */
function CitiesField({
  field,
  values,
  dependsOn,
  onOptions,
  ...props
}: { field: CrudField; values: FormValues; dependsOn: string; onOptions?: (o: CrudOption[]) => void } & Record<
  string,
  unknown
>) {
  const load = field.load ? (search: string) => field.load!(values, search) : undefined;
  return <LoadedCities load={load} fixed={field.options} dependsOn={dependsOn} onOptions={onOptions} {...props} />;
}

function LoadedCities({
  load,
  fixed,
  dependsOn,
  onOptions,
  ...props
}: {
  load?: (search: string) => Promise<CrudOption[]> | CrudOption[];
  fixed?: readonly CrudOption[];
  dependsOn: string;
  onOptions?: (o: CrudOption[]) => void;
} & Record<string, unknown>) {
  const options = useLoaded(load, fixed, dependsOn, onOptions);
  return <CitiesDualList options={options} {...props} />;
}

function useLoaded(
  load: ((search: string) => Promise<CrudOption[]> | CrudOption[]) | undefined,
  fixed: readonly CrudOption[] | undefined,
  dependsOn: string,
  onOptions?: (o: CrudOption[]) => void,
) {
  const [options, setOptions] = useState<readonly CrudOption[]>(fixed ?? []);
  const heard = useEffectEvent((list: CrudOption[]) => onOptions?.(list));
  const read = useEffectEvent(() => load?.(''));
  useEffect(() => {
    if (!load) return;
    let live = true;
    Promise.resolve(read()).then((list) => {
      if (!live || !list) return;
      setOptions(list);
      heard(list);
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dependsOn]);
  return load ? options : (fixed ?? []);
}
