import { Form, Input } from 'antd';
import type { FormRule } from 'antd';
import { CompanySelect, DepartmentSelect, PositionSelect } from './lookup-selects';
import { useCompanyPositions } from './list-company-positions';

export type PlacementRules = Partial<Record<'id_empresa' | 'id_departamento' | 'id_setor' | 'id_cargo', FormRule[]>>;

/**
 * Where a person works: provider, then department, then position; the sector is the position's
 * (kept in the hidden `id_setor`). Changing the provider clears department and position; changing
 * the department clears the position (spec 002 §4).
 */
export function PlacementFields({ rules = {} }: { rules?: PlacementRules }) {
  const form = Form.useFormInstance();
  const companyId = Form.useWatch<number | undefined>('id_empresa', form);
  const departmentId = Form.useWatch<number | undefined>('id_departamento', form);
  const positionId = Form.useWatch<number | undefined>('id_cargo', form);
  const positions = useCompanyPositions(companyId, departmentId);
  const sector = positions.data?.find((p) => p.id === positionId)?.setor;

  return (
    <>
      <Form.Item name="id_empresa" label="Provedor" rules={rules.id_empresa}>
        <CompanySelect
          placeholder="Selecione"
          onChange={(value) =>
            form.setFieldsValue({
              id_empresa: value,
              id_departamento: undefined,
              id_setor: undefined,
              id_cargo: undefined,
            })
          }
        />
      </Form.Item>
      <Form.Item name="id_departamento" label="Departamento" rules={rules.id_departamento}>
        <DepartmentSelect
          companyId={companyId}
          placeholder="Selecione"
          onChange={(value) =>
            form.setFieldsValue({ id_departamento: value, id_setor: undefined, id_cargo: undefined })
          }
        />
      </Form.Item>
      <Form.Item name="id_cargo" label="Cargo" rules={rules.id_cargo}>
        <PositionSelect
          companyId={companyId}
          departmentId={departmentId}
          placeholder="Selecione"
          onChange={(value) =>
            form.setFieldsValue({ id_cargo: value, id_setor: positions.data?.find((p) => p.id === value)?.id_setor })
          }
        />
      </Form.Item>
      <Form.Item label="Setor">
        <Input value={sector?.nome ?? ''} disabled placeholder="Definido pelo cargo" aria-label="Setor" />
      </Form.Item>
      <Form.Item name="id_setor" hidden rules={rules.id_setor}>
        <Input />
      </Form.Item>
    </>
  );
}
