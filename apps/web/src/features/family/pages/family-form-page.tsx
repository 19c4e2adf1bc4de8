import { useEffect } from 'react';
import { Alert, Button, Form, Input, Select, Skeleton, Space, Switch } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { today } from '@intranet/shared/calendar/days';
import { FAMILY_MSG as MSG } from '@intranet/shared/family/family.messages';
import { FAMILY_LIMITS, KINSHIPS, irAgeWarning } from '@intranet/shared/family/family.rules';
import { dependentInput } from '@intranet/shared/family/family.schemas';
import { formatCpf } from '@intranet/shared/validation/cpf';
import { isoDayItem, IsoDayPicker } from '../../../components/form/iso-day-picker';
import { showServerErrors } from '../../../components/form/server-errors';
import { zodRules } from '../../../components/form/zod-rules';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useCreateDependent, useDependent, useUpdateDependent } from '../api/dependents';
import { useEmployeeOptions } from '../api/list-employee-options';
import { FAMILY_LIST_PATH } from '../family-paths';

type Values = {
  id_usuario?: number;
  nome?: string;
  parentesco?: (typeof KINSHIPS)[number]['value'];
  data_nascimento?: string | null;
  cpf?: string;
  dependente_ir?: boolean;
  dependente_plano?: boolean;
};

const rules = zodRules(dependentInput);

/**
 * `/family/register` and `/family/edit/:id`: a dependent's name, kinship, birth date, CPF (check digits;
 * required of an income-tax dependent), and the IR and health-plan flags. HR requesters pick whose
 * dependent it is; an employee registers their own. A child over 21 marked for IR is warned about.
 */
function FamilyForm({ mode }: { mode: 'register' | 'edit' }) {
  const id = Number(useParams().id);
  const editing = mode === 'edit';
  const navigate = useNavigate();
  const notify = useNotify();
  const manage = useCan('family.manage');
  const self = useSession().user?.usuarioId;
  const [form] = Form.useForm<Values>();
  const current = useDependent(editing ? id : 0);
  const employees = useEmployeeOptions(manage && !editing);
  const create = useCreateDependent();
  const update = useUpdateDependent();
  const values = Form.useWatch([], form) as Values | undefined;
  const warning = irAgeWarning(values ?? {}, today());

  useEffect(() => {
    if (editing && current.data)
      form.setFieldsValue({ ...current.data, cpf: current.data.cpf ? formatCpf(current.data.cpf) : '' });
  }, [editing, current.data, form]);

  const failed = (text: string) => (error: unknown) => {
    showServerErrors(form, error, { nameField: 'cpf' });
    notify.fail(error, text);
  };
  const submit = (v: Values) => {
    const object = {
      nome: v.nome?.trim() ?? '',
      parentesco: v.parentesco!,
      data_nascimento: v.data_nascimento ?? '',
      cpf: v.cpf ?? '',
      dependente_ir: !!v.dependente_ir,
      dependente_plano: !!v.dependente_plano,
    };
    const done = (text: string) => () => {
      notify.success(text);
      navigate(FAMILY_LIST_PATH);
    };
    if (editing) update.mutate({ id, object }, { onSuccess: done(MSG.edited), onError: failed(MSG.editFailed) });
    else
      create.mutate(
        { ...object, id_usuario: manage ? v.id_usuario : undefined },
        { onSuccess: done(MSG.created), onError: failed(MSG.createFailed) },
      );
  };

  const title = editing ? MSG.editTitle : MSG.registerTitle;
  if (editing && current.isLoading)
    return (
      <SectionLayout title={title} back>
        <Skeleton active />
      </SectionLayout>
    );
  if (editing && current.isError)
    return (
      <SectionLayout title={title} back={FAMILY_LIST_PATH}>
        <Alert type="warning" showIcon title={MSG.notFound} />
      </SectionLayout>
    );
  return (
    <SectionLayout title={title} back>
      <Form<Values>
        form={form}
        layout="vertical"
        style={{ maxWidth: 720 }}
        initialValues={{ id_usuario: self, dependente_ir: false, dependente_plano: false, cpf: '' }}
        onFinish={submit}
      >
        {manage && !editing && (
          <Form.Item name="id_usuario" label="Colaborador" rules={[{ required: true, message: 'Campo obrigatório' }]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Escolha o colaborador"
              loading={employees.isLoading}
              options={employees.data}
            />
          </Form.Item>
        )}
        {editing && current.data && (
          <Form.Item label="Colaborador">
            <Input value={current.data.funcionario} disabled />
          </Form.Item>
        )}
        <Form.Item name="nome" label="Nome completo" rules={rules.nome}>
          <Input maxLength={FAMILY_LIMITS.nome} autoComplete="off" />
        </Form.Item>
        <Space size={16} wrap align="start">
          <Form.Item name="parentesco" label="Parentesco" rules={rules.parentesco} style={{ minWidth: 220 }}>
            <Select placeholder="Escolha" options={KINSHIPS.map((k) => ({ value: k.value, label: k.label }))} />
          </Form.Item>
          <Form.Item name="data_nascimento" label="Data de nascimento" rules={rules.data_nascimento} {...isoDayItem}>
            <IsoDayPicker placeholder="DD/MM/AAAA" />
          </Form.Item>
          <Form.Item
            name="cpf"
            label="CPF"
            dependencies={['dependente_ir']}
            normalize={(value: string) => formatCpf(value ?? '')}
            rules={[
              ...rules.cpf,
              ({ getFieldValue }) => ({
                validator: (_: unknown, value?: string) =>
                  getFieldValue('dependente_ir') && !value
                    ? Promise.reject(new Error(MSG.cpfRequiredForIr))
                    : Promise.resolve(),
              }),
            ]}
          >
            <Input placeholder="000.000.000-00" inputMode="numeric" autoComplete="off" />
          </Form.Item>
        </Space>
        <div>
          <Space size={32} wrap>
            <Form.Item name="dependente_ir" label="Dependente no Imposto de Renda" valuePropName="checked">
              <Switch checkedChildren="Sim" unCheckedChildren="Não" />
            </Form.Item>
            <Form.Item name="dependente_plano" label="Dependente no plano de saúde" valuePropName="checked">
              <Switch checkedChildren="Sim" unCheckedChildren="Não" />
            </Form.Item>
          </Space>
        </div>
        {warning && <Alert type="warning" showIcon title={warning} style={{ marginBottom: 16 }} />}
        <Space style={{ display: 'flex' }}>
          <Button onClick={() => navigate(-1)}>CANCELAR</Button>
          <Button type="primary" htmlType="submit" loading={create.isPending || update.isPending}>
            SALVAR
          </Button>
        </Space>
      </Form>
    </SectionLayout>
  );
}

export const FamilyRegisterPage = () => <FamilyForm mode="register" />;
export const FamilyEditPage = () => <FamilyForm mode="edit" />;
