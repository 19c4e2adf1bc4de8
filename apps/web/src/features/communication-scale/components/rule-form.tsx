import { useRef, useState } from 'react';
import { Button, Form, Input, InputNumber, Select, Switch, Typography } from 'antd';
import type { FormInstance, FormRule, InputRef } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { EMAIL_TITLE_DEFAULT, RULE_TEXT_MAX } from '@intranet/shared/communication-scale/communication-scale.messages';
import {
  type RuleDraft,
  type RuleField,
  type RuleValues,
  isoDayOf,
  normalizeRule,
  ruleProblems,
} from '@intranet/shared/communication-scale/communication-scale.rules';
import type { RuleRow } from '@intranet/shared/communication-scale/communication-scale.schemas';
import {
  CRITERIA,
  CRITERION_LABELS,
  ENVIO_BY_CRITERION,
  ENVIO_LABELS,
  TEMPO_MAX,
  TEMPO_MIN,
  TEMPO_NOT_APPLICABLE,
  dateEnabled,
  shiftLabel,
  tempoMode,
  type Criterion,
  type Envio,
} from '@intranet/shared/communication-scale/rule-matrix';
import { SHIFT_CODES } from '@intranet/shared/communication-scale/shifts';
import { MSG as VALIDATION } from '@intranet/shared/validation/messages';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { useNotify } from '../../../lib/notify';
import { PlaceholderList } from './placeholder-list';
import { RULE_LABELS } from './rule-labels';
import './rule-form.css';
import { formatDate } from '@intranet/shared/format/dates';

/** The form's values: the rule, the date as typed (dd/mm/yyyy). */
export type RuleFormValues = Omit<RuleDraft, 'data_especifica'> & { data_especifica?: string | null };

/** What Salvar sends: the rule as stored, without the tempo of a yearly rule (spec §4: "not sent"). */
export type RulePayload = Omit<RuleValues, 'tempo'> & { tempo?: number | null };

/** A new rule: active, no channel on yet, the e-mail's default title. */
export const NEW_RULE: RuleFormValues = {
  ativo: true,
  whatsapp: false,
  email: false,
  sms: false,
  titulo_email: EMAIL_TITLE_DEFAULT,
};

/** A stored rule as the form shows it: the date as dd/mm/yyyy, 0 days on the day itself. */
export function formValuesOf(rule: RuleRow): RuleFormValues {
  const { id: _id, campanha_id: _campaign, criado: _created, updated_at: _updated, ...fields } = rule;
  return {
    ...fields,
    tempo: tempoMode(rule.envio) === 'zero' ? 0 : rule.tempo,
    data_especifica: rule.data_especifica ? formatDate(rule.data_especifica) : null,
  };
}

function draftOf(values: RuleFormValues): RuleDraft {
  const typed = values.data_especifica?.trim();
  return { ...values, data_especifica: typed ? isoDayOf(typed) : null };
}

/** The problem of one field, as the shared rule check sees the whole form. */
function problemOf(values: RuleFormValues, field: RuleField): string | undefined {
  return ruleProblems(draftOf(values)).find((p) => p.field === field)?.message;
}

export function payloadOf(values: RuleFormValues): RulePayload {
  const rule: RulePayload = normalizeRule(draftOf(values));
  if (tempoMode(rule.envio) === 'not_applicable') delete rule.tempo;
  return rule;
}

/** 'ddmmyyyy' as typed → 'dd/mm/yyyy', the slashes put in while typing. */
export function maskDate(typed: string | undefined): string {
  const digits = (typed ?? '').replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

/** `token` where the text is selected in `element` (at its end when it has no selection). */
function inserted(
  current: string,
  token: string,
  element: HTMLInputElement | HTMLTextAreaElement | null | undefined,
): { text: string; caret: number } {
  const start = element?.selectionStart ?? current.length;
  const end = element?.selectionEnd ?? start;
  return { text: current.slice(0, start) + token + current.slice(end), caret: start + token.length };
}

/** `token` at the end of the e-mail's last paragraph. */
function appendedToHtml(html: string, token: string): string {
  if (!html) return `<p>${token}</p>`;
  const last = html.lastIndexOf('</p>');
  return last === -1 ? html + token : html.slice(0, last) + token + html.slice(last);
}

type Props = {
  form: FormInstance<RuleFormValues>;
  initialValues: RuleFormValues;
  readOnly?: boolean;
  submitting?: boolean;
  onSubmit: (rule: RulePayload) => void;
  onCancel: () => void;
};

/**
 * The rule form (marketing spec §2, §4, §5): criterion, envio, tempo, date, shift and status, then one
 * section per channel with its toggle, its text and the placeholders it may use. The choices follow
 * the shared matrix (a criterion offers only its envio options and resets envio and tempo; the envio
 * decides the tempo; only a specific date takes the date) and every field is checked by the shared
 * `ruleProblems`, the same check the server makes.
 */
export function RuleForm({ form, initialValues, readOnly, submitting, onSubmit, onCancel }: Props) {
  const notify = useNotify().error;
  const criterio = Form.useWatch('criterio', form) as Criterion | undefined;
  const envio = Form.useWatch('envio', form) as Envio | undefined;
  const whatsapp = Form.useWatch('whatsapp', form) === true;
  const email = Form.useWatch('email', form) === true;
  const sms = Form.useWatch('sms', form) === true;
  const mode = envio ? tempoMode(envio) : undefined;

  const templateRef = useRef<TextAreaRef>(null);
  const titleRef = useRef<InputRef>(null);
  const smsRef = useRef<TextAreaRef>(null);
  const [emailTarget, setEmailTarget] = useState<'titulo_email' | 'mensagem_email'>('mensagem_email');

  const rule = (field: RuleField): FormRule[] => [
    (instance) => ({
      validator: async () => {
        const problem = problemOf(instance.getFieldsValue(true) as RuleFormValues, field);
        if (problem) throw new Error(problem);
      },
    }),
  ];

  const insertInto = (
    field: 'template_whatsapp' | 'titulo_email' | 'mensagem_sms',
    element: HTMLInputElement | HTMLTextAreaElement | null | undefined,
    token: string,
  ) => {
    const { text, caret } = inserted(form.getFieldValue(field) ?? '', token, element);
    form.setFieldValue(field, text);
    void form.validateFields([field]).catch(() => undefined);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(caret, caret);
    });
  };
  const insertEmail = (token: string) => {
    if (emailTarget === 'titulo_email') return insertInto('titulo_email', titleRef.current?.input, token);
    form.setFieldValue('mensagem_email', appendedToHtml(form.getFieldValue('mensagem_email') ?? '', token));
    void form.validateFields(['mensagem_email']).catch(() => undefined);
  };

  const onValuesChange = (changed: Partial<RuleFormValues>) => {
    // Choosing a criterion resets envio and tempo (spec §4); only a specific date keeps the date.
    if ('criterio' in changed) {
      form.setFieldsValue({
        envio: undefined,
        tempo: undefined,
        ...(dateEnabled(changed.criterio) ? {} : { data_especifica: undefined }),
      });
    }
    // The envio decides the tempo: 0 on the day, none for a yearly rule, a number of days to type otherwise.
    if ('envio' in changed && changed.envio) {
      const next = tempoMode(changed.envio);
      form.setFieldsValue({ tempo: next === 'zero' ? 0 : next === 'not_applicable' ? null : undefined });
    }
  };

  const submit = (values: RuleFormValues) => {
    const whole = ruleProblems(draftOf(values)).find((p) => p.field === null);
    if (whole) return notify(whole.message);
    onSubmit(payloadOf(form.getFieldsValue(true) as RuleFormValues));
  };
  const invalid = () => {
    const values = form.getFieldsValue(true) as RuleFormValues;
    const whole = ruleProblems(draftOf(values)).find((p) => p.field === null);
    const missing = form.getFieldsError().some((f) => f.errors.includes(VALIDATION.required));
    if (whole) notify(whole.message);
    else if (missing) notify(VALIDATION.fillRequired);
  };

  return (
    <Form<RuleFormValues>
      form={form}
      layout="vertical"
      className="rule-form"
      initialValues={initialValues}
      disabled={readOnly}
      onValuesChange={onValuesChange}
      onFinish={submit}
      onFinishFailed={invalid}
    >
      <Typography.Text type="danger" className="rule-form__banner">
        {VALIDATION.requiredBanner}
      </Typography.Text>
      <div className="rule-form__row">
        <Form.Item name="criterio" label={RULE_LABELS.criterio} required rules={rule('criterio')}>
          <Select
            placeholder="Selecione"
            options={CRITERIA.map((value) => ({ value, label: CRITERION_LABELS[value] }))}
          />
        </Form.Item>
        <Form.Item name="envio" label={RULE_LABELS.envio} required rules={rule('envio')} dependencies={['criterio']}>
          <Select
            placeholder="Selecione"
            disabled={!criterio}
            options={(criterio ? ENVIO_BY_CRITERION[criterio] : []).map((value) => ({
              value,
              label: ENVIO_LABELS[value],
            }))}
          />
        </Form.Item>
        {mode === 'not_applicable' ? (
          <Form.Item label={RULE_LABELS.tempo} required htmlFor="tempo">
            <Input id="tempo" value={TEMPO_NOT_APPLICABLE} disabled />
          </Form.Item>
        ) : (
          <Form.Item name="tempo" label={RULE_LABELS.tempo} required rules={rule('tempo')} dependencies={['envio']}>
            <InputNumber
              min={mode === 'days' ? TEMPO_MIN : 0}
              max={TEMPO_MAX}
              precision={0}
              disabled={mode !== 'days'}
              suffix="dia(s)"
              style={{ width: '100%' }}
            />
          </Form.Item>
        )}
        <Form.Item
          name="data_especifica"
          label={RULE_LABELS.data_especifica}
          required
          rules={rule('data_especifica')}
          dependencies={['criterio']}
          normalize={maskDate}
        >
          <Input placeholder="dd/mm/aaaa" inputMode="numeric" maxLength={10} disabled={!dateEnabled(criterio)} />
        </Form.Item>
        <Form.Item name="turno" label={RULE_LABELS.turno} required rules={rule('turno')}>
          <Select placeholder="Selecione" options={SHIFT_CODES.map((value) => ({ value, label: shiftLabel(value) }))} />
        </Form.Item>
        <Form.Item name="ativo" label={RULE_LABELS.ativo} valuePropName="checked" className="rule-form__status">
          <Switch checkedChildren="Ativo" unCheckedChildren="Inativo" />
        </Form.Item>
      </div>

      <section className="rule-form__section">
        <h3 className="rule-form__section-title">Mensagem WhatsApp</h3>
        <Form.Item name="whatsapp" label={RULE_LABELS.whatsapp} valuePropName="checked">
          <Switch checkedChildren="Ativada" unCheckedChildren="Desativada" />
        </Form.Item>
        <Form.Item
          name="template_whatsapp"
          label={RULE_LABELS.template_whatsapp}
          required={whatsapp}
          rules={rule('template_whatsapp')}
          dependencies={['whatsapp']}
        >
          <Input.TextArea
            ref={templateRef}
            autoSize={{ minRows: 2 }}
            maxLength={RULE_TEXT_MAX.template_whatsapp}
            showCount
          />
        </Form.Item>
        <PlaceholderList
          disabled={readOnly}
          onInsert={(token) => insertInto('template_whatsapp', templateRef.current?.resizableTextArea?.textArea, token)}
        />
      </section>

      <section className="rule-form__section">
        <h3 className="rule-form__section-title">Mensagem E-mail</h3>
        <Form.Item name="email" label={RULE_LABELS.email} valuePropName="checked">
          <Switch checkedChildren="Ativada" unCheckedChildren="Desativada" />
        </Form.Item>
        <Form.Item
          name="titulo_email"
          label={RULE_LABELS.titulo_email}
          required={email}
          rules={rule('titulo_email')}
          dependencies={['email']}
        >
          <Input ref={titleRef} maxLength={RULE_TEXT_MAX.titulo_email} onFocus={() => setEmailTarget('titulo_email')} />
        </Form.Item>
        <div onFocus={() => setEmailTarget('mensagem_email')}>
          <Form.Item
            name="mensagem_email"
            label={RULE_LABELS.mensagem_email}
            required={email}
            rules={rule('mensagem_email')}
            dependencies={['email']}
          >
            <RichTextEditor />
          </Form.Item>
        </div>
        <PlaceholderList disabled={readOnly} onInsert={insertEmail} />
      </section>

      <section className="rule-form__section">
        <h3 className="rule-form__section-title">Mensagem SMS</h3>
        <Form.Item name="sms" label={RULE_LABELS.sms} valuePropName="checked">
          <Switch checkedChildren="Ativada" unCheckedChildren="Desativada" />
        </Form.Item>
        <Form.Item
          name="mensagem_sms"
          label={RULE_LABELS.mensagem_sms}
          required={sms}
          rules={rule('mensagem_sms')}
          dependencies={['sms']}
        >
          <Input.TextArea ref={smsRef} autoSize={{ minRows: 2 }} maxLength={RULE_TEXT_MAX.mensagem_sms} showCount />
        </Form.Item>
        <PlaceholderList
          disabled={readOnly}
          onInsert={(token) => insertInto('mensagem_sms', smsRef.current?.resizableTextArea?.textArea, token)}
        />
      </section>

      <div className="rule-form__buttons">
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
