import { Form, Input, Select } from 'antd';
import { SITUACAO_LABELS } from '@intranet/shared/resume/resume.messages';
import { dayOfMonthYear } from '@intranet/shared/resume/resume.rules';
import { SITUACOES, educationInput } from '@intranet/shared/resume/resume.schemas';
import { useCreateEducation } from '../api/create-education';
import { EntryForm } from '../components/entry-form';
import { MonthYear } from '../components/month-year';

const required = [{ required: true, message: 'Campo obrigatório' }];

/** /resume/education/register: a course with its situation, institution, start and end. */
export function EducationRegisterPage() {
  const [form] = Form.useForm();
  const create = useCreateEducation();
  return (
    <EntryForm
      title="Nova formação"
      schema={educationInput}
      form={form}
      saving={create.isPending}
      fieldOf={{ data_inicio: 'inicio_ano', data_fim: 'fim_ano' }}
      toBody={(v) => ({
        situacao: v.situacao,
        descricao: v.descricao ?? '',
        ie: v.ie ?? '',
        data_inicio: dayOfMonthYear(v.inicio_mes as number, v.inicio_ano as number) ?? '',
        data_fim: dayOfMonthYear(v.fim_mes as number, v.fim_ano as number),
      })}
      save={(body) => create.mutateAsync({ body })}
    >
      <Form.Item name="situacao" label="Situação" rules={required}>
        <Select options={SITUACOES.map((s) => ({ value: s, label: SITUACAO_LABELS[s] }))} aria-label="Situação" />
      </Form.Item>
      <Form.Item name="descricao" label="Curso" rules={required}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="ie" label="Instituição de ensino" rules={required}>
        <Input maxLength={200} />
      </Form.Item>
      <MonthYear name="inicio" label="Ingresso" required />
      <MonthYear name="fim" label="Conclusão" end />
    </EntryForm>
  );
}
