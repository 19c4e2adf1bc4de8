import { DatePicker, Form, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { SALES_REPORT_LABELS as L, reportPeriod } from '@intranet/shared/sales-reports/sales-reports.rules';
import type { SalesReportFilterInput } from '@intranet/shared/sales-reports/sales-reports.schemas';
import { CampaignSelect, ChannelSelect, CompanySelect } from '../../../components/lookups/lookup-selects';

const DAY = 'YYYY-MM-DD';
const asDay = (d: Dayjs | null | undefined) => (d ? d.format(DAY) : undefined);

/** Which of the details' keys a report's filter bar offers. */
export type FilterExtras = { campaign?: boolean; channel?: boolean; places?: boolean };

/**
 * Provider and period (the last 30 days when none is chosen), and the details' keys: every change is a
 * new address, so the report can be bookmarked and sent.
 */
export function ReportFilters({
  value,
  onChange,
  extras = {},
  period = true,
}: {
  value: SalesReportFilterInput;
  onChange: (filter: SalesReportFilterInput) => void;
  extras?: FilterExtras;
  period?: boolean;
}) {
  const set = (patch: Partial<SalesReportFilterInput>) => onChange({ ...value, ...patch });
  const shown = reportPeriod({ de: value.de, ate: value.ate });
  const places = (['cidade', 'bairro', 'rua'] as const).filter((k) => value[k]);
  return (
    <Form layout="inline" className="sales-report__filters" aria-label="Filtros do relatório">
      <Form.Item label="Provedor" htmlFor="sales-report-provedor">
        <CompanySelect
          id="sales-report-provedor"
          allowClear
          placeholder="Todos"
          style={{ minWidth: 180 }}
          value={value.id_empresa as number | undefined}
          onChange={(id) => set({ id_empresa: id ?? undefined })}
        />
      </Form.Item>
      {period && (
        <Form.Item label="Período" htmlFor="sales-report-de">
          <DatePicker.RangePicker
            id={{ start: 'sales-report-de', end: 'sales-report-ate' }}
            format="DD/MM/YYYY"
            allowClear={false}
            value={[dayjs(shown.de), dayjs(shown.ate)]}
            onChange={(range) => set({ de: asDay(range?.[0]), ate: asDay(range?.[1]) })}
          />
        </Form.Item>
      )}
      {extras.campaign && (
        <Form.Item label={L.campanha} htmlFor="sales-report-campanha">
          <CampaignSelect
            id="sales-report-campanha"
            allowClear
            placeholder="Todas"
            style={{ minWidth: 200 }}
            value={value.id_campanha as number | undefined}
            onChange={(id) => set({ id_campanha: id ?? undefined })}
          />
        </Form.Item>
      )}
      {extras.channel && (
        <Form.Item label={L.canal} htmlFor="sales-report-canal">
          <ChannelSelect
            id="sales-report-canal"
            allowClear
            placeholder="Todos"
            style={{ minWidth: 180 }}
            value={value.id_canal as number | undefined}
            onChange={(id) => set({ id_canal: id ?? undefined })}
          />
        </Form.Item>
      )}
      {extras.places &&
        places.map((k) => (
          <Tag key={k} closable onClose={() => set({ [k]: undefined })} closeIcon aria-label={`Remover filtro ${L[k]}`}>
            {L[k]}: {value[k]}
          </Tag>
        ))}
    </Form>
  );
}
