import { DatePicker, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { MONTH_NAMES } from '../hr-reports-texts';
import type { HrReportFilterInput } from '@intranet/shared/hr-reports/hr-reports.schemas';
import { CompanySelect, DepartmentSelect } from '../../../components/lookups/lookup-selects';

/** Which of the period, the month or the reference day a report is filtered by. */
export type FilterKind = 'period' | 'month' | 'day' | 'none';

const DAY = 'YYYY-MM-DD';
const asDay = (d: Dayjs | null | undefined) => (d ? d.format(DAY) : undefined);

/** Company, department and the report's period, month or reference day; every change reads again from page 1. */
export function ReportFilters({
  kind,
  value,
  onChange,
  departments = true,
}: {
  kind: FilterKind;
  value: HrReportFilterInput;
  onChange: (filter: HrReportFilterInput) => void;
  departments?: boolean;
}) {
  const set = (patch: Partial<HrReportFilterInput>) => onChange({ ...value, ...patch });
  return (
    <Form layout="inline" className="hr-report__filters" aria-label="Filtros do relatório">
      <Form.Item label="Empresa" htmlFor="hr-report-empresa">
        <CompanySelect
          id="hr-report-empresa"
          allowClear
          placeholder="Todas"
          style={{ minWidth: 180 }}
          value={value.id_empresa as number | undefined}
          onChange={(id) => set({ id_empresa: id ?? undefined, id_departamento: undefined })}
        />
      </Form.Item>
      {departments && (
        <Form.Item label="Departamento" htmlFor="hr-report-departamento">
          <DepartmentSelect
            id="hr-report-departamento"
            allowClear
            placeholder={value.id_empresa ? 'Todos' : 'Escolha a empresa'}
            style={{ minWidth: 200 }}
            companyId={value.id_empresa as number | undefined}
            value={value.id_departamento as number | undefined}
            onChange={(id) => set({ id_departamento: id ?? undefined })}
          />
        </Form.Item>
      )}
      {kind === 'period' && (
        <Form.Item label="Período" htmlFor="hr-report-de">
          <DatePicker.RangePicker
            id={{ start: 'hr-report-de', end: 'hr-report-ate' }}
            format="DD/MM/YYYY"
            allowClear={false}
            value={[value.de ? dayjs(value.de) : null, value.ate ? dayjs(value.ate) : null]}
            onChange={(range) => set({ de: asDay(range?.[0]), ate: asDay(range?.[1]) })}
          />
        </Form.Item>
      )}
      {kind === 'month' && (
        <Form.Item label="Mês" htmlFor="hr-report-mes">
          <Select
            id="hr-report-mes"
            style={{ minWidth: 140 }}
            value={value.mes as number | undefined}
            onChange={(mes: number) => set({ mes })}
            options={MONTH_NAMES.map((nome, i) => ({ value: i + 1, label: nome }))}
          />
        </Form.Item>
      )}
      {kind === 'day' && (
        <Form.Item label="Data de referência" htmlFor="hr-report-data">
          <DatePicker
            id="hr-report-data"
            format="DD/MM/YYYY"
            allowClear={false}
            value={value.data ? dayjs(value.data) : null}
            onChange={(d) => set({ data: asDay(d) })}
          />
        </Form.Item>
      )}
    </Form>
  );
}
