import { useEffect } from 'react';
import { Alert, Button, Form, Input, Select, Skeleton, Switch } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { UFS } from '@intranet/shared/resume/resume.rules';
import { personalInput } from '@intranet/shared/resume/resume.schemas';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { ResumeEntries } from '../../../components/resume-view/resume-view';
import { maxLengthOf, zodRules } from '../../../components/form/zod-rules';
import { showServerErrors } from '../../../components/form/server-errors';
import { IsoDayPicker, isoDayItem } from '../../../components/form/iso-day-picker';
import { useErrorToast, useNotify } from '../../../lib/notify';
import { useMyResume } from '../api/get-my-resume';
import { useSavePersonal } from '../api/save-personal';
import { useRemoveEducation } from '../api/remove-education';
import { useRemoveExperience } from '../api/remove-experience';
import { useRemoveCertificate } from '../api/remove-certificate';
import '../../../components/crud/crud-form.css';

const fields = personalInput.shape;
const rules = zodRules(personalInput);

/** /resume/list: one's personal data and résumé entries, kept once and sent with every application. */
export function ResumeListPage() {
  const { search } = useLocation();
  const next = new URLSearchParams(search).get('next');
  const query = useMyResume();
  const save = useSavePersonal();
  const notify = useNotify();
  const [form] = Form.useForm();
  const navigate = useNavigate();
  const removeEducation = useRemoveEducation();
  const removeExperience = useRemoveExperience();
  const removeCertificate = useRemoveCertificate();
  useErrorToast(query.isError, 'Erro ao carregar o currículo');
  useEffect(() => {
    if (query.data) form.setFieldsValue(query.data.dados);
  }, [query.data, form]);
  const done = {
    onSuccess: () => notify.success('Item excluído com sucesso'),
    onError: (e: unknown) => notify.fail(e),
  };

  return (
    <SectionLayout
      title="Currículo"
      back={next ?? true}
      addMenu={[
        { label: 'Formação', to: `/resume/education/register${search}` },
        { label: 'Experiência', to: `/resume/experience/register${search}` },
        { label: 'Certificado', to: `/resume/certificate/register${search}` },
      ]}
    >
      {next?.startsWith('/applicants/register') && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message="Preencha seu currículo para concluir a candidatura."
          action={
            <Link to={next}>
              <Button type="primary">Voltar para a vaga</Button>
            </Link>
          }
        />
      )}
      {!query.data ? (
        <Skeleton active />
      ) : (
        <>
          <Form
            form={form}
            layout="vertical"
            className="crud-form"
            onFinish={(values) =>
              save.mutate(
                { body: personalInput.parse(values) },
                {
                  onSuccess: () => notify.success('Dados atualizados com sucesso!'),
                  onError: (e) => showServerErrors(form, e) || notify.fail(e),
                },
              )
            }
          >
            <div className="crud-form__row">
              <Form.Item name="nome" label="Nome completo" rules={rules.nome}>
                <Input maxLength={maxLengthOf(fields.nome)} />
              </Form.Item>
              <Form.Item name="telefone" label="Telefone" rules={rules.telefone}>
                <Input maxLength={maxLengthOf(fields.telefone)} />
              </Form.Item>
            </div>
            <div className="crud-form__row">
              <Form.Item name="data_nascimento" label="Data de nascimento" {...isoDayItem}>
                <IsoDayPicker />
              </Form.Item>
              <Form.Item name="genero" label="Gênero">
                <Select
                  allowClear
                  aria-label="Gênero"
                  options={[
                    { value: 'F', label: 'Feminino' },
                    { value: 'M', label: 'Masculino' },
                    { value: 'O', label: 'Outro' },
                  ]}
                />
              </Form.Item>
            </div>
            <div className="crud-form__row">
              <Form.Item name="cidade" label="Cidade" rules={rules.cidade}>
                <Input maxLength={maxLengthOf(fields.cidade)} />
              </Form.Item>
              <Form.Item name="estado" label="Estado">
                <Select allowClear options={UFS.map((uf) => ({ value: uf, label: uf }))} aria-label="Estado" />
              </Form.Item>
              <Form.Item name="linkedin" label="LinkedIn" rules={rules.linkedin}>
                <Input maxLength={maxLengthOf(fields.linkedin)} />
              </Form.Item>
            </div>
            <Form.Item name="resumo" label="Sobre você" rules={rules.resumo}>
              <Input.TextArea maxLength={maxLengthOf(fields.resumo)} autoSize={{ minRows: 2 }} />
            </Form.Item>
            <Form.Item name="viagem" label="Disponível para viagens" valuePropName="checked">
              <Switch checkedChildren="Sim" unCheckedChildren="Não" />
            </Form.Item>
            <div className="crud-form__buttons">
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                Salvar dados pessoais
              </Button>
            </div>
          </Form>
          <ResumeEntries
            resume={query.data}
            remove={{
              formacao: (id) => removeEducation.mutate({ params: { id } }, done),
              experiencia: (id) => removeExperience.mutate({ params: { id } }, done),
              certificado: (id) => removeCertificate.mutate({ params: { id } }, done),
            }}
            edit={{
              formacao: (id) => navigate(`/resume/education/edit/${id}${search}`),
              experiencia: (id) => navigate(`/resume/experience/edit/${id}${search}`),
              certificado: (id) => navigate(`/resume/certificate/edit/${id}${search}`),
            }}
          />
        </>
      )}
    </SectionLayout>
  );
}
