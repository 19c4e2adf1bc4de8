import { Form, Input } from 'antd';
import { certificateEndDay, dayOfMonthYear, monthYearOf } from '@intranet/shared/resume/resume.rules';
import { certificateInput } from '@intranet/shared/resume/resume.schemas';
import { useCreateCertificate } from '../api/create-certificate';
import { useUpdateCertificate } from '../api/update-entries';
import { useEntry } from '../components/use-entry';
import { EntryForm } from '../components/entry-form';
import { MonthYear } from '../components/month-year';
import { maxLengthOf, zodRules } from '../../../components/form/zod-rules';

const fields = certificateInput.shape;
const rules = zodRules(certificateInput);

/** /resume/certificate/register (and /edit/:id, filled): a certificate; its expiry counts only with both month and year. */
export function CertificateRegisterPage() {
  const [form] = Form.useForm();
  const create = useCreateCertificate();
  const update = useUpdateCertificate();
  const { id, editing, entry, loading, missing } = useEntry('certificado');
  const issued = monthYearOf(entry?.data_emissao);
  const expires = monthYearOf(entry?.data_validade);
  return (
    <EntryForm
      title={editing ? 'Editar certificado' : 'Novo certificado'}
      schema={certificateInput}
      form={form}
      saving={create.isPending || update.isPending}
      loading={loading}
      missing={missing}
      initialValues={
        entry && {
          descricao: entry.descricao,
          organizacao: entry.organizacao,
          emissao_mes: issued.month,
          emissao_ano: issued.year,
          validade_mes: expires.month,
          validade_ano: expires.year,
        }
      }
      fieldOf={{ data_emissao: 'emissao_ano', data_validade: 'validade_ano' }}
      toBody={(v) => ({
        organizacao: v.organizacao ?? '',
        descricao: v.descricao ?? '',
        data_emissao: dayOfMonthYear(v.emissao_mes as number, v.emissao_ano as number) ?? '',
        data_validade: certificateEndDay(v.validade_mes as number, v.validade_ano as number),
      })}
      save={(body) => (id ? update.mutateAsync({ params: { id }, body }) : create.mutateAsync({ body }))}
    >
      <Form.Item name="descricao" label="Certificado" rules={rules.descricao}>
        <Input maxLength={maxLengthOf(fields.descricao)} />
      </Form.Item>
      <Form.Item name="organizacao" label="Organização emissora" rules={rules.organizacao}>
        <Input maxLength={maxLengthOf(fields.organizacao)} />
      </Form.Item>
      <MonthYear name="emissao" label="Emissão" field={fields.data_emissao} />
      <MonthYear name="validade" label="Validade" field={fields.data_validade} end />
    </EntryForm>
  );
}
