import { Select, type SelectProps } from 'antd';
import { useCompanies } from './list-companies';
import { useCompanyDepartments } from './list-company-departments';
import { useCompanyPositions } from './list-company-positions';

/** What a form item hands its control (value, onChange, id …). */
type ControlProps = Omit<SelectProps<number>, 'options' | 'loading' | 'showSearch'>;

const byLabel = (input: string, option?: { label?: unknown }) =>
  String(option?.label ?? '')
    .toLowerCase()
    .includes(input.toLowerCase());

const options = (rows: readonly { id: number; nome: string }[] | undefined) => (rows ?? []).map((r) => ({ value: r.id, label: r.nome }));

/** The provider companies, searchable. */
export function CompanySelect(props: ControlProps) {
  const companies = useCompanies();
  return <Select {...props} showSearch={{ filterOption: byLabel }} loading={companies.isLoading} options={options(companies.data)} />;
}

/** The departments of a provider; disabled until one is chosen. */
export function DepartmentSelect({ companyId, ...props }: ControlProps & { companyId: number | undefined }) {
  const departments = useCompanyDepartments(companyId);
  return (
    <Select
      {...props}
      showSearch={{ filterOption: byLabel }}
      disabled={!companyId || props.disabled}
      loading={departments.isLoading && !!companyId}
      options={options(departments.data)}
    />
  );
}

/** The positions of a provider, of the chosen department when there is one; disabled until a provider is chosen. */
export function PositionSelect({ companyId, departmentId, ...props }: ControlProps & { companyId: number | undefined; departmentId: number | undefined }) {
  const positions = useCompanyPositions(companyId, departmentId);
  return (
    <Select
      {...props}
      showSearch={{ filterOption: byLabel }}
      disabled={!companyId || props.disabled}
      loading={positions.isLoading && !!companyId}
      options={options(positions.data)}
    />
  );
}
