import { Button, Form, Input, Select, Switch, Typography } from 'antd';
import type { FormInstance, FormRule } from 'antd';
import { useNavigate } from 'react-router-dom';
import { CITIES, STATES, cityById, citiesOfState } from '@intranet/shared/cities/cities';
import {
  CNH_CATEGORIES,
  GENDERS,
  MARITAL_STATUSES,
  NO_CNH,
  type Gender,
  type MaritalKey,
  cnhNumberRequired,
  maritalKeyOf,
  maritalValue,
} from '@intranet/shared/employees/employees.rules';
import {
  employeeProfileFields,
  employeeRegisterFields,
  type EmployeeProfileView,
} from '@intranet/shared/employees/employees.schemas';
import { formatCpf } from '@intranet/shared/validation/cpf';
import { MSG } from '@intranet/shared/validation/messages';
import { IsoDayPicker, isoDayItem } from '../../../components/form/iso-day-picker';
import { maxLengthOf, zodRules } from '../../../components/form/zod-rules';
import { PlacementFields } from '../../../components/lookups/placement-fields';
import { useNotify } from '../../../lib/notify';
import './employee-form.css';
import { formatCep } from '@intranet/shared/validation/cep';

const profileRules = zodRules(employeeProfileFields) as Record<string, FormRule[]>;
const registerRules = zodRules(employeeRegisterFields) as Record<string, FormRule[]>;

/** The form's values: the marital status as people choose it (the stored form follows the gender) and the city's state. */
export type EmployeeFormValues = Record<string, unknown> & {
  estado_civil_opcao?: MaritalKey;
  genero?: Gender;
  uf?: string;
  id_cidade?: number | null;
};

export const EMPLOYEE_LABELS: Record<string, string> = {
  nome: 'Nome',
  sobrenome: 'Sobrenome',
  cpf: 'CPF',
  rg: 'RG',
  genero: 'Gênero',
  estado_civil: 'Estado civil',
  data_nascimento: 'Data de nascimento',
  data_admissao: 'Data de admissão',
  nacionalidade: 'Nacionalidade',
  email_corp: 'E-mail corporativo',
  cep: 'CEP',
  rua: 'Rua',
  numero: 'Número',
  complemento: 'Complemento',
  bairro: 'Bairro',
  id_cidade: 'Cidade',
  cnh_categoria: 'Categoria da CNH',
  cnh_numero: 'Número da CNH',
  linkedin: 'LinkedIn',
  viagem: 'Disponibilidade para viagens',
  id_empresa: 'Provedor',
  id_departamento: 'Departamento',
  id_setor: 'Setor',
  id_cargo: 'Cargo',
  roles: 'Papéis',
  perfis: 'Perfis de acesso',
};

/** The stored profile as the form's values. */
export function formValuesOf(p: EmployeeProfileView): EmployeeFormValues {
  const city = p.id_cidade ? cityById(p.id_cidade) : undefined;
  return {
    ...p,
    estado_civil_opcao: maritalKeyOf(p.estado_civil) ?? undefined,
    genero: p.genero ?? undefined,
    uf: city ? STATES.find((s) => s.id === city.Estado)?.uf : undefined,
    cnh_categoria: p.cnh_categoria ?? undefined,
  };
}

/** The call's body from the form's values: the marital status stored in the gender's form. */
export function bodyOf(values: EmployeeFormValues): Record<string, unknown> {
  const { estado_civil_opcao, uf: _uf, ...rest } = values;
  return {
    ...rest,
    estado_civil: estado_civil_opcao && values.genero ? maritalValue(estado_civil_opcao, values.genero) : '',
    cnh_numero: cnhNumberRequired(values.cnh_categoria as string) ? values.cnh_numero : null,
    viagem: values.viagem ?? false,
  };
}

/** The employee profile form (spec 002 §3 "Employee profile"), with the invitation's fields when registering. */
export function EmployeeForm({
  form,
  initial,
  registering,
  manager,
  saving,
  onSubmit,
}: {
  form: FormInstance<EmployeeFormValues>;
  initial: EmployeeFormValues;
  registering: boolean;
  manager: boolean;
  saving: boolean;
  onSubmit: (values: EmployeeFormValues) => void;
}) {
  const navigate = useNavigate();
  const notify = useNotify();
  const rules = registering ? registerRules : profileRules;
  const uf = Form.useWatch<string | undefined>('uf', form);
  const cnh = Form.useWatch<string | undefined>('cnh_categoria', form);
  const cities = uf ? citiesOfState(uf) : CITIES.slice(0, 0);

  return (
    <Form<EmployeeFormValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={onSubmit}
      onFinishFailed={() => notify.error(MSG.fillRequired)}
      className="employee-form"
    >
      <Typography.Text type="danger">{MSG.requiredBanner}</Typography.Text>
      <div className="employee-form__grid">
        <Form.Item name="nome" label="Nome" rules={rules.nome}>
          <Input maxLength={maxLengthOf(employeeRegisterFields.shape.nome)} />
        </Form.Item>
        <Form.Item name="sobrenome" label="Sobrenome" rules={rules.sobrenome}>
          <Input maxLength={maxLengthOf(employeeRegisterFields.shape.sobrenome)} />
        </Form.Item>
        {registering && (
          <Form.Item name="email" label="E-mail" rules={rules.email}>
            <Input type="email" maxLength={maxLengthOf(employeeRegisterFields.shape.email)} />
          </Form.Item>
        )}
        <Form.Item name="cpf" label="CPF" rules={rules.cpf} normalize={(v: string) => formatCpf(v ?? '')}>
          <Input inputMode="numeric" placeholder="000.000.000-00" />
        </Form.Item>
        <Form.Item name="rg" label="RG" rules={rules.rg}>
          <Input maxLength={maxLengthOf(employeeRegisterFields.shape.rg)} />
        </Form.Item>
        <Form.Item name="genero" label="Gênero" rules={rules.genero}>
          <Select placeholder="Selecione" options={GENDERS.map((g) => ({ value: g.value, label: g.label }))} />
        </Form.Item>
        <Form.Item name="estado_civil_opcao" label="Estado civil" rules={[{ required: true, message: MSG.required }]}>
          <Select placeholder="Selecione" options={MARITAL_STATUSES.map((s) => ({ value: s.key, label: s.label }))} />
        </Form.Item>
        <Form.Item name="data_nascimento" label="Data de nascimento" rules={rules.data_nascimento} {...isoDayItem}>
          <IsoDayPicker />
        </Form.Item>
        <Form.Item name="data_admissao" label="Data de admissão" {...isoDayItem}>
          <IsoDayPicker disabled={!manager} />
        </Form.Item>
        <Form.Item name="nacionalidade" label="Nacionalidade" rules={rules.nacionalidade}>
          <Input maxLength={maxLengthOf(employeeRegisterFields.shape.nacionalidade)} />
        </Form.Item>
        <Form.Item name="email_corp" label="E-mail corporativo" rules={rules.email_corp}>
          <Input type="email" maxLength={maxLengthOf(employeeRegisterFields.shape.email_corp)} />
        </Form.Item>
        <Form.Item name="linkedin" label="LinkedIn" rules={rules.linkedin}>
          <Input placeholder="https://www.linkedin.com/in/..." />
        </Form.Item>
      </div>
      {registering && (
        <>
          <Typography.Title level={5}>Lotação</Typography.Title>
          <div className="employee-form__grid">
            <PlacementFields rules={rules} />
          </div>
        </>
      )}
      <Typography.Title level={5}>Endereço</Typography.Title>
      <div className="employee-form__grid">
        <Form.Item name="cep" label="CEP" rules={rules.cep} normalize={(v: string) => formatCep(v ?? '')}>
          <Input inputMode="numeric" placeholder="00000-000" />
        </Form.Item>
        <Form.Item name="rua" label="Rua" rules={rules.rua}>
          <Input maxLength={maxLengthOf(employeeRegisterFields.shape.rua)} />
        </Form.Item>
        <Form.Item name="numero" label="Número" rules={rules.numero}>
          <Input maxLength={maxLengthOf(employeeRegisterFields.shape.numero)} />
        </Form.Item>
        <Form.Item name="complemento" label="Complemento" rules={rules.complemento}>
          <Input maxLength={maxLengthOf(employeeRegisterFields.shape.complemento)} />
        </Form.Item>
        <Form.Item name="bairro" label="Bairro" rules={rules.bairro}>
          <Input maxLength={maxLengthOf(employeeRegisterFields.shape.bairro)} />
        </Form.Item>
        <Form.Item name="uf" label="Estado">
          <Select
            allowClear
            showSearch={{
              filterOption: (input, o) =>
                String(o?.label ?? '')
                  .toLowerCase()
                  .includes(input.toLowerCase()),
            }}
            placeholder="Selecione"
            options={STATES.map((s) => ({ value: s.uf, label: s.nome }))}
            onChange={(value?: string) => form.setFieldsValue({ uf: value, id_cidade: null })}
          />
        </Form.Item>
        <Form.Item name="id_cidade" label="Cidade">
          <Select
            allowClear
            disabled={!uf}
            showSearch={{
              filterOption: (input, o) =>
                String(o?.label ?? '')
                  .toLowerCase()
                  .includes(input.toLowerCase()),
            }}
            placeholder="Selecione"
            options={cities.map((c) => ({ value: Number(c.ID), label: c.label }))}
          />
        </Form.Item>
      </div>
      <Typography.Title level={5}>CNH e viagens</Typography.Title>
      <div className="employee-form__grid">
        <Form.Item name="cnh_categoria" label="Categoria da CNH" rules={rules.cnh_categoria}>
          <Select
            placeholder="Selecione"
            options={CNH_CATEGORIES.map((c) => ({ value: c, label: c }))}
            onChange={(value: string) =>
              form.setFieldsValue({ cnh_categoria: value, ...(value === NO_CNH ? { cnh_numero: '' } : {}) })
            }
          />
        </Form.Item>
        <Form.Item
          name="cnh_numero"
          label="Número da CNH"
          dependencies={['cnh_categoria']}
          rules={[{ required: cnhNumberRequired(cnh), whitespace: true, message: MSG.required }]}
        >
          <Input maxLength={maxLengthOf(employeeRegisterFields.shape.cnh_numero)} disabled={!cnhNumberRequired(cnh)} />
        </Form.Item>
        <Form.Item name="viagem" label="Disponibilidade para viagens" valuePropName="checked">
          <Switch checkedChildren="Sim" unCheckedChildren="Não" />
        </Form.Item>
      </div>
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        <Button onClick={() => navigate(-1)}>Cancelar</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          Salvar
        </Button>
      </div>
    </Form>
  );
}
