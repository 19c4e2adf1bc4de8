import { useEffect } from 'react';
import { Button, DatePicker, Form, Input, InputNumber, Select, Skeleton, Switch, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { today as todayInSaoPaulo } from '@intranet/shared/calendar/days';
import { useNavigate, useParams } from 'react-router-dom';
import { CAREERS_MSG, WORK_MODES, WORK_MODE_LABELS } from '@intranet/shared/careers/careers.messages';
import { vacancyInput } from '@intranet/shared/careers/careers.schemas';
import { MSG } from '@intranet/shared/validation/messages';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { CompanySelect, DepartmentSelect, PositionSelect } from '../../../components/lookups/lookup-selects';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { maxLengthOf, rangeOf, zodRules } from '../../../components/form/zod-rules';
import { showServerErrors } from '../../../components/form/server-errors';
import { session } from '../../../lib/session';
import { useNotify } from '../../../lib/notify';
import { useVacancy } from '../api/get-vacancy';
import { useCreateVacancy } from '../api/create-vacancy';
import { useUpdateVacancy } from '../api/update-vacancy';
import '../../../components/crud/crud-form.css';

const rules = zodRules(vacancyInput);
const required = [{ required: true, message: MSG.required }];
const DAY = 'YYYY-MM-DD';

type Values = Record<string, unknown> & { periodo?: [Dayjs, Dayjs] };

/** /careers/register and /careers/edit/:id: a vacancy, published from its opening to its closing day. */
export function VacancyFormPage() {
  const { id } = useParams();
  const editing = id ? Number(id) : null;
  const navigate = useNavigate();
  const notify = useNotify();
  const [form] = Form.useForm<Values>();
  const existing = useVacancy(editing);
  const create = useCreateVacancy();
  const update = useUpdateVacancy();
  const companyId = Form.useWatch('id_empresa', form) as number | undefined;
  const departmentId = Form.useWatch('id_departamento', form) as number | undefined;

  useEffect(() => {
    const v = existing.data;
    if (!editing || !v) return;
    form.setFieldsValue({
      ...v,
      periodo: v.data_inicio && v.data_fim ? [dayjs(v.data_inicio), dayjs(v.data_fim)] : undefined,
    });
  }, [editing, existing.data, form]);

  if (editing && !existing.data) return <Skeleton active />;

  const submit = (values: Values) => {
    const { periodo, ...rest } = values;
    const parsed = vacancyInput.safeParse({
      ...rest,
      data_inicio: periodo?.[0]?.format(DAY) ?? '',
      data_fim: periodo?.[1]?.format(DAY) ?? '',
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      form.setFields([
        {
          name: ['data_inicio', 'data_fim'].includes(String(issue.path[0])) ? 'periodo' : String(issue.path[0]),
          errors: [issue.message],
        },
      ]);
      notify.error(issue.message);
      return;
    }
    const done = {
      onSuccess: () => {
        notify.success(CAREERS_MSG.saved);
        navigate('/careers/admin/list');
      },
      onError: (e: unknown) => showServerErrors(form, e) || notify.fail(e, CAREERS_MSG.saveFailed),
    };
    if (editing) update.mutate({ params: { id: editing }, body: parsed.data }, done);
    else create.mutate({ body: parsed.data }, done);
  };

  return (
    <SectionLayout title={editing ? 'Editar vaga' : 'Nova vaga'} back="/careers/admin/list">
      <Form<Values>
        form={form}
        layout="vertical"
        className="crud-form"
        requiredMark
        onFinish={submit}
        initialValues={{
          vagas: 1,
          modalidade: 'presencial',
          ativo: true,
          id_gestor: session.get().user?.usuarioId,
          periodo: [dayjs(todayInSaoPaulo()), dayjs(todayInSaoPaulo()).add(30, 'day')],
        }}
      >
        <Typography.Text type="danger" className="crud-form__banner">
          {MSG.requiredBanner}
        </Typography.Text>
        <div className="crud-form__row">
          <Form.Item name="id_empresa" label="Empresa" rules={required}>
            <CompanySelect
              aria-label="Empresa"
              onChange={() => form.setFieldsValue({ id_departamento: undefined, id_cargo: undefined })}
            />
          </Form.Item>
          <Form.Item name="id_departamento" label="Departamento">
            <DepartmentSelect
              companyId={companyId}
              allowClear
              aria-label="Departamento"
              onChange={() => form.setFieldsValue({ id_cargo: undefined })}
            />
          </Form.Item>
          <Form.Item name="id_cargo" label="Cargo">
            <PositionSelect companyId={companyId} departmentId={departmentId} allowClear aria-label="Cargo" />
          </Form.Item>
        </div>
        <div className="crud-form__row">
          <Form.Item name="titulo_vaga" label="Título da vaga" rules={rules.titulo_vaga}>
            <Input maxLength={maxLengthOf(vacancyInput.shape.titulo_vaga)} />
          </Form.Item>
          <Form.Item name="funcao" label="Função">
            <Input maxLength={maxLengthOf(vacancyInput.shape.funcao)} />
          </Form.Item>
        </div>
        <div className="crud-form__row">
          <Form.Item name="cidade" label="Cidade" rules={rules.cidade}>
            <Input maxLength={maxLengthOf(vacancyInput.shape.cidade)} />
          </Form.Item>
          <Form.Item name="vagas" label="Quantidade de vagas" rules={rules.vagas}>
            <InputNumber {...rangeOf(vacancyInput.shape.vagas)} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="modalidade" label="Modalidade" rules={required}>
            <Select
              options={WORK_MODES.map((m) => ({ value: m, label: WORK_MODE_LABELS[m] }))}
              aria-label="Modalidade"
            />
          </Form.Item>
        </div>
        <Form.Item name="periodo" label="Período de inscrições (abertura e encerramento)" rules={required}>
          <DatePicker.RangePicker
            format="DD/MM/YYYY"
            style={{ width: '100%' }}
            placeholder={['Abertura', 'Encerramento']}
          />
        </Form.Item>
        <Form.Item name="descricao" label="Descrição">
          <RichTextEditor />
        </Form.Item>
        <Form.Item name="requisitos" label="Requisitos">
          <Input.TextArea maxLength={maxLengthOf(vacancyInput.shape.requisitos)} autoSize={{ minRows: 3 }} />
        </Form.Item>
        <Form.Item
          name="palavras_chave"
          label="Palavras-chave"
          extra="Separadas por vírgula: ajudam candidatos a encontrar a vaga."
        >
          <Input maxLength={maxLengthOf(vacancyInput.shape.palavras_chave)} />
        </Form.Item>
        <Form.Item name="id_gestor" hidden>
          <Input />
        </Form.Item>
        <Form.Item name="ativo" label="Ativa" valuePropName="checked">
          <Switch checkedChildren="Ativo" unCheckedChildren="Inativo" />
        </Form.Item>
        <div className="crud-form__buttons">
          <Button onClick={() => navigate('/careers/admin/list')}>Cancelar</Button>
          <Button type="primary" htmlType="submit" loading={create.isPending || update.isPending}>
            Salvar
          </Button>
        </div>
      </Form>
    </SectionLayout>
  );
}
