import { useState } from 'react';
import { Alert, Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { actingRoleFor } from '@intranet/shared/access/permissions';
import { DISMISSALS_MSG } from '@intranet/shared/dismissals/dismissals.messages';
import {
  type DismissalType,
  NOTICE_BASE_DAYS,
  NOTICE_DAYS_PER_YEAR,
  NOTICE_MAX_DAYS,
  readsInterview,
  suggestedNotice,
} from '@intranet/shared/dismissals/dismissals.rules';
import { dismissalObject, type DismissalPerson } from '@intranet/shared/dismissals/dismissals.schemas';
import { formatDate } from '@intranet/shared/format/dates';
import { IsoDayPicker, isoDayItem } from '../../../components/form/iso-day-picker';
import { maxLengthOf, rangeOf, zodRules } from '../../../components/form/zod-rules';
import { useSession } from '../../../lib/session';
import { useDismissalPeople } from '../api/list-dismissal-people';
import { noticeOptions, typeOptions } from '../dismissals-screens';

const rules = zodRules(dismissalObject);
const shape = dismissalObject.shape;

export type DismissalFormValues = {
  id_usuario?: number;
  data?: string;
  tipo?: DismissalType;
  aviso_previo?: string;
  aviso_dias?: number;
  motivo?: string;
  entrevista?: string;
};

/** Whether the signed-in person, acting on dismissals, reads (and writes) the exit interview. */
export function useReadsInterview(): boolean {
  const roles = useSession().user?.roles ?? [];
  return readsInterview(actingRoleFor(roles, 'dismissals.create') ?? '');
}

/** The person picker: searches active employees by name; a person chosen from the path comes first. */
function PersonSelect({
  value,
  onChange,
  preset,
  disabled,
  id,
}: {
  value?: number;
  onChange?: (value: number | undefined, person: DismissalPerson | undefined) => void;
  preset?: { id: number; nome: string };
  disabled?: boolean;
  id?: string;
}) {
  const [busca, setBusca] = useState('');
  const found = useDismissalPeople(busca.trim().length >= 2 ? { busca: busca.trim() } : {});
  const chosen = useDismissalPeople(value ? { id: value } : {});
  const people = new Map<number, DismissalPerson>();
  for (const p of [...(chosen.data?.colaboradores ?? []), ...(found.data?.colaboradores ?? [])]) people.set(p.id, p);
  const options = [...people.values()].map((p) => ({
    value: p.id,
    label: [p.nome, p.departamento].filter(Boolean).join(' — '),
  }));
  if (preset && !people.has(preset.id)) options.unshift({ value: preset.id, label: preset.nome });
  return (
    <Select
      id={id}
      value={value}
      disabled={disabled}
      showSearch={{ filterOption: false, onSearch: setBusca }}
      placeholder="Digite o nome do colaborador"
      notFoundContent={busca.trim().length < 2 ? 'Digite ao menos 2 letras do nome' : 'Nenhum colaborador encontrado'}
      loading={found.isFetching}
      options={options}
      onChange={(v: number) => onChange?.(v, people.get(v))}
    />
  );
}

/**
 * The dismissal's fields. The notice period is suggested from the type, the date and the person's
 * admission (Lei 12.506/2011) whenever one of them changes; HR may change it. `person` is fixed on edit.
 */
export function DismissalForm({
  form,
  initialValues,
  preset,
  personFixed,
  dateFixed,
  readOnly,
  submitting,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  form: ReturnType<typeof Form.useForm<DismissalFormValues>>[0];
  initialValues: DismissalFormValues;
  preset?: { id: number; nome: string };
  personFixed?: { nome: string; data_admissao: string | null };
  dateFixed?: boolean;
  readOnly?: boolean;
  submitting: boolean;
  submitLabel: string;
  onSubmit: (values: DismissalFormValues) => void;
  onCancel: () => void;
}) {
  const interview = useReadsInterview();
  const personId = Form.useWatch('id_usuario', form);
  const chosen = useDismissalPeople(personId && !personFixed ? { id: personId } : {});
  const person = personFixed ? undefined : chosen.data?.colaboradores.find((p) => p.id === personId);
  const admission = personFixed ? personFixed.data_admissao : (person?.data_admissao ?? null);
  const [hint, setHint] = useState<string | null>(null);

  const suggest = (changes: Partial<DismissalFormValues>, admissionNow: string | null = admission) => {
    const values = { ...form.getFieldsValue(), ...changes };
    if (!values.tipo || !values.data) return;
    const notice = suggestedNotice(values.tipo, admissionNow, values.data);
    form.setFieldsValue(notice);
    setHint(
      admissionNow
        ? `Sugerido pela admissão em ${formatDate(admissionNow)}: ${NOTICE_BASE_DAYS} dias mais ${NOTICE_DAYS_PER_YEAR} por ano completo, até ${NOTICE_MAX_DAYS} (Lei 12.506/2011). Pode ser alterado.`
        : `Sugerido: ${NOTICE_BASE_DAYS} dias (sem data de admissão registrada). Pode ser alterado.`,
    );
  };

  return (
    <Form<DismissalFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      disabled={readOnly}
      onFinish={onSubmit}
      scrollToFirstError
      className="dismissals-form"
    >
      {personFixed ? (
        <Form.Item label="Colaborador">
          <Input value={personFixed.nome} disabled aria-label="Colaborador" />
        </Form.Item>
      ) : (
        <Form.Item name="id_usuario" label="Colaborador" rules={rules.id_usuario}>
          <PersonSelect
            preset={preset}
            onChange={(value, picked) => {
              form.setFieldsValue({ id_usuario: value });
              suggest({ id_usuario: value }, picked?.data_admissao ?? null);
            }}
          />
        </Form.Item>
      )}
      {person?.desligamento && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={DISMISSALS_MSG.alreadyLive(person.nome, person.desligamento.data, person.desligamento.status)}
        />
      )}
      {person && !person.cnh && (
        <p className="dismissals-checklist__meta">
          Sem CNH registrada: o checklist não terá a devolução de veículo e cartão combustível.
        </p>
      )}
      <Space wrap size={16} align="start">
        {dateFixed ? (
          <>
            <Form.Item name="data" hidden>
              <Input />
            </Form.Item>
            <Form.Item
              label="Data do desligamento (último dia)"
              htmlFor="dismissal-fixed-day"
              extra="Já aplicado: para mudar a data, reverta e registre outro."
            >
              <Input
                id="dismissal-fixed-day"
                style={{ width: 200 }}
                value={formatDate(initialValues.data ?? null)}
                disabled
              />
            </Form.Item>
          </>
        ) : (
          <Form.Item name="data" label="Data do desligamento (último dia)" rules={rules.data} {...isoDayItem}>
            <IsoDayPicker
              style={{ width: 200 }}
              onChange={(d) => suggest({ data: d && !Array.isArray(d) ? d.format('YYYY-MM-DD') : undefined })}
            />
          </Form.Item>
        )}
        <Form.Item name="tipo" label="Tipo" rules={rules.tipo}>
          <Select
            style={{ width: 260 }}
            options={typeOptions}
            placeholder="Selecione"
            onChange={(tipo: DismissalType) => suggest({ tipo })}
          />
        </Form.Item>
        <Form.Item name="aviso_previo" label="Aviso prévio" rules={rules.aviso_previo}>
          <Select style={{ width: 200 }} options={noticeOptions} placeholder="Selecione" />
        </Form.Item>
        <Form.Item name="aviso_dias" label="Dias de aviso prévio" rules={rules.aviso_dias}>
          <InputNumber {...rangeOf(shape.aviso_dias)} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Space>
      {hint && <p className="dismissals-checklist__meta">{hint}</p>}
      <Form.Item name="motivo" label="Motivo" rules={rules.motivo}>
        <Input.TextArea rows={3} maxLength={maxLengthOf(shape.motivo)} showCount />
      </Form.Item>
      {interview && (
        <Form.Item
          name="entrevista"
          label="Entrevista de desligamento"
          rules={rules.entrevista}
          extra="Somente o RH lê estas anotações."
        >
          <Input.TextArea rows={4} maxLength={maxLengthOf(shape.entrevista)} showCount />
        </Form.Item>
      )}
      {!readOnly && (
        <Space>
          <Button onClick={onCancel} disabled={submitting}>
            Cancelar
          </Button>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Space>
      )}
    </Form>
  );
}
