import { Form, Input, Select, Switch } from 'antd';
import { UFS, dayOfMonthYear, monthYearOf } from '@intranet/shared/resume/resume.rules';
import { experienceInput } from '@intranet/shared/resume/resume.schemas';
import { useCreateExperience } from '../api/create-experience';
import { useUpdateExperience } from '../api/update-entries';
import { useEntry } from '../components/use-entry';
import { EntryForm } from '../components/entry-form';
import { MonthYear } from '../components/month-year';
import { maxLengthOf, zodRules } from '../../../components/form/zod-rules';

const fields = experienceInput.shape;
const rules = zodRules(experienceInput);

/** /resume/experience/register (and /edit/:id, filled): a job with its company, role, place and period. */
export function ExperienceRegisterPage() {
  const [form] = Form.useForm();
  const create = useCreateExperience();
  const update = useUpdateExperience();
  const { id, editing, entry, loading, missing } = useEntry('experiencia');
  const current = Form.useWatch('emprego_atual', form) as boolean | undefined;
  const start = monthYearOf(entry?.data_inicio);
  const end = monthYearOf(entry?.data_fim);
  return (
    <EntryForm
      title={editing ? 'Editar experiência' : 'Nova experiência'}
      schema={experienceInput}
      form={form}
      saving={create.isPending || update.isPending}
      loading={loading}
      missing={missing}
      initialValues={
        entry
          ? {
              empresa: entry.empresa,
              funcao: entry.funcao,
              cidade: entry.cidade,
              estado: entry.estado,
              emprego_atual: entry.emprego_atual,
              descricao: entry.descricao,
              inicio_mes: start.month,
              inicio_ano: start.year,
              fim_mes: end.month,
              fim_ano: end.year,
            }
          : { emprego_atual: false }
      }
      fieldOf={{ data_inicio: 'inicio_ano', data_fim: 'fim_ano' }}
      toBody={(v) => ({
        empresa: v.empresa ?? '',
        funcao: v.funcao ?? '',
        cidade: v.cidade ?? '',
        estado: v.estado,
        emprego_atual: !!v.emprego_atual,
        descricao: v.descricao ?? '',
        data_inicio: dayOfMonthYear(v.inicio_mes as number, v.inicio_ano as number) ?? '',
        data_fim: v.emprego_atual ? null : dayOfMonthYear(v.fim_mes as number, v.fim_ano as number),
      })}
      save={(body) => (id ? update.mutateAsync({ params: { id }, body }) : create.mutateAsync({ body }))}
    >
      <Form.Item name="empresa" label="Empresa" rules={rules.empresa}>
        <Input maxLength={maxLengthOf(fields.empresa)} />
      </Form.Item>
      <Form.Item name="funcao" label="Função" rules={rules.funcao}>
        <Input maxLength={maxLengthOf(fields.funcao)} />
      </Form.Item>
      <div className="crud-form__row">
        <Form.Item name="cidade" label="Cidade" rules={rules.cidade}>
          <Input maxLength={maxLengthOf(fields.cidade)} />
        </Form.Item>
        <Form.Item name="estado" label="Estado" rules={rules.estado}>
          <Select showSearch options={UFS.map((uf) => ({ value: uf, label: uf }))} aria-label="Estado" />
        </Form.Item>
      </div>
      <Form.Item name="emprego_atual" label="Emprego atual" valuePropName="checked">
        <Switch checkedChildren="Sim" unCheckedChildren="Não" />
      </Form.Item>
      <Form.Item name="descricao" label="Atividades" rules={rules.descricao}>
        <Input.TextArea maxLength={maxLengthOf(fields.descricao)} autoSize={{ minRows: 3 }} />
      </Form.Item>
      <MonthYear name="inicio" label="Ingresso" field={fields.data_inicio} />
      <MonthYear name="fim" label="Saída" field={fields.data_fim} end disabled={!!current} />
    </EntryForm>
  );
}
