import { Form, Input, Switch } from 'antd';
import { onboardingForm } from '@intranet/shared/onboarding/onboarding.schemas';
import { zodRules } from '../../../components/form/zod-rules';
import { CompanySelect, DepartmentSelect, PositionSelect } from '../../../components/lookups/lookup-selects';

export type OnboardingData = {
  titulo?: string;
  id_empresa?: number;
  id_departamento?: number;
  id_cargo?: number;
  status?: boolean;
};

export const ONBOARDING_FIELDS = ['titulo', 'id_empresa', 'id_departamento', 'id_cargo'] as const;
/** Going from step 1 to step 2 needs these. */
export const STEP_ONE_FIELDS = ['titulo', 'id_empresa'] as const;

const rules = zodRules(onboardingForm);

/**
 * Changing the provider clears department and position; changing the department clears the
 * position. Use as the form's onValuesChange.
 */
export function clearDependents(
  changed: Partial<OnboardingData>,
  set: (values: Partial<OnboardingData>) => void,
): void {
  if ('id_empresa' in changed) set({ id_departamento: undefined, id_cargo: undefined });
  else if ('id_departamento' in changed) set({ id_cargo: undefined });
}

/** Title, provider, department, position (enabled once a provider is chosen) and the active toggle. */
export function OnboardingDataFields({ withStatus = true }: { withStatus?: boolean }) {
  const form = Form.useFormInstance<OnboardingData>();
  const company = Form.useWatch('id_empresa', form);
  const department = Form.useWatch('id_departamento', form);
  return (
    <div className="onboarding-fields">
      <Form.Item name="titulo" label="Título" rules={rules.titulo} className="onboarding-fields__wide">
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="id_empresa" label="Provedor" rules={rules.id_empresa}>
        <CompanySelect placeholder="Selecione o provedor" />
      </Form.Item>
      <Form.Item name="id_departamento" label="Departamento" rules={rules.id_departamento}>
        <DepartmentSelect companyId={company} placeholder="Selecione o departamento" />
      </Form.Item>
      <Form.Item name="id_cargo" label="Cargo" rules={rules.id_cargo}>
        <PositionSelect companyId={company} departmentId={department} placeholder="Selecione o cargo" />
      </Form.Item>
      {withStatus && (
        <Form.Item name="status" label="Ativo" valuePropName="checked">
          <Switch />
        </Form.Item>
      )}
    </div>
  );
}
