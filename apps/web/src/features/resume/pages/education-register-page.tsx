import { Form, Input, Select } from 'antd';
import { SITUACAO_LABELS } from '@intranet/shared/resume/resume.messages';
import { dayOfMonthYear, monthYearOf } from '@intranet/shared/resume/resume.rules';
import { SITUACOES, educationInput } from '@intranet/shared/resume/resume.schemas';
import { useCreateEducation } from '../api/create-education';
import { useUpdateEducation } from '../api/update-entries';
import { useEntry } from '../components/use-entry';
import { EntryForm } from '../components/entry-form';
import { MonthYear } from '../components/month-year';
import { maxLengthOf, zodRules } from '../../../components/form/zod-rules';

const fields = educationInput.shape;
const rules = zodRules(educationInput);

/** /resume/education/register (and /edit/:id, filled): a course with its situation, institution, start and end. */
export function EducationRegisterPage() {
  const [form] = Form.useForm();
  const create = useCreateEducation();
  const update = useUpdateEducation();
  const { id, editing, entry, loading, missing } = useEntry('formacao');
  const start = monthYearOf(entry?.data_inicio);
  const end = monthYearOf(entry?.data_fim);
  return (
    <EntryForm
      title={editing ? 'Editar formação' : 'Nova formação'}
      schema={educationInput}
      form={form}
      saving={create.isPending || update.isPending}
      loading={loading}
      missing={missing}
      initialValues={
        entry && {
          situacao: entry.situacao,
          descricao: entry.descricao,
          ie: entry.ie,
          inicio_mes: start.month,
          inicio_ano: start.year,
          fim_mes: end.month,
          fim_ano: end.year,
        }
      }
      fieldOf={{ data_inicio: 'inicio_ano', data_fim: 'fim_ano' }}
      toBody={(v) => ({
        situacao: v.situacao,
        descricao: v.descricao ?? '',
        ie: v.ie ?? '',
        data_inicio: dayOfMonthYear(v.inicio_mes as number, v.inicio_ano as number) ?? '',
        data_fim: dayOfMonthYear(v.fim_mes as number, v.fim_ano as number),
      })}
      save={(body) => (id ? update.mutateAsync({ params: { id }, body }) : create.mutateAsync({ body }))}
    >
      <Form.Item name="situacao" label="Situação" rules={rules.situacao}>
        <Select options={SITUACOES.map((s) => ({ value: s, label: SITUACAO_LABELS[s] }))} aria-label="Situação" />
      </Form.Item>
      <Form.Item name="descricao" label="Curso" rules={rules.descricao}>
        <Input maxLength={maxLengthOf(fields.descricao)} />
      </Form.Item>
      <Form.Item name="ie" label="Instituição de ensino" rules={rules.ie}>
        <Input maxLength={maxLengthOf(fields.ie)} />
      </Form.Item>
      <MonthYear name="inicio" label="Ingresso" field={fields.data_inicio} />
      <MonthYear name="fim" label="Conclusão" field={fields.data_fim} end />
    </EntryForm>
  );
}
