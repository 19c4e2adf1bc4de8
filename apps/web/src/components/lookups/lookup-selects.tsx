import { Select, type SelectProps } from 'antd';
import { useCityOptions } from './list-city-options';
import type { CampaignFilter } from '@intranet/shared/sales/campaign.schemas';
import type { ChannelFilter } from '@intranet/shared/sales/channel.schemas';
import { useCompanies } from './list-companies';
import { useCompanyDepartments } from './list-company-departments';
import { useCompanyPositions } from './list-company-positions';
import { useCampaignOptions, useChannelOptions } from './list-sales-options';

/** What a form item hands its control (value, onChange, id …). */
type ControlProps = Omit<SelectProps<number>, 'options' | 'loading' | 'showSearch'>;

const byLabel = (input: string, option?: { label?: unknown }) =>
  String(option?.label ?? '')
    .toLowerCase()
    .includes(input.toLowerCase());

type Named = readonly { id: number; nome: string }[] | undefined;

/** A searchable select of named rows; disabled until `ready` (the choice it depends on is made). */
function LookupSelect({
  rows,
  loading,
  ready = true,
  ...props
}: ControlProps & { rows: Named; loading: boolean; ready?: boolean }) {
  return (
    <Select
      {...props}
      showSearch={{ filterOption: byLabel }}
      disabled={!ready || props.disabled}
      loading={loading && ready}
      options={(rows ?? []).map((r) => ({ value: r.id, label: r.nome }))}
    />
  );
}

/** The provider companies. */
export function CompanySelect(props: ControlProps) {
  const companies = useCompanies();
  return <LookupSelect {...props} rows={companies.data} loading={companies.isLoading} />;
}

/** The departments of a provider; disabled until one is chosen. */
export function DepartmentSelect({ companyId, ...props }: ControlProps & { companyId: number | undefined }) {
  const departments = useCompanyDepartments(companyId);
  return <LookupSelect {...props} rows={departments.data} loading={departments.isLoading} ready={!!companyId} />;
}

/** The positions of a provider, of the chosen department when there is one; disabled until a provider is chosen. */
export function PositionSelect({
  companyId,
  departmentId,
  ...props
}: ControlProps & { companyId: number | undefined; departmentId: number | undefined }) {
  const positions = useCompanyPositions(companyId, departmentId);
  return <LookupSelect {...props} rows={positions.data} loading={positions.isLoading} ready={!!companyId} />;
}

/** The providers' cities, searchable by name. */
export function CitySelect(props: ControlProps) {
  const cities = useCityOptions();
  return <LookupSelect {...props} rows={cities.data} loading={cities.isLoading} />;
}

/** Keeps a record the filter leaves out (the inactive campaign an existing link still has) among the options. */
function withKept(rows: Named, kept: { id: number; nome: string } | undefined): Named {
  if (!kept || !rows || rows.some((r) => r.id === kept.id)) return rows;
  return [kept, ...rows];
}

/** Sales campaigns matching a filter (active ones of a provider …); disabled until `ready`. */
export function CampaignSelect({
  filter,
  ready = true,
  kept,
  ...props
}: ControlProps & { filter?: CampaignFilter; ready?: boolean; kept?: { id: number; nome: string } }) {
  const campaigns = useCampaignOptions(filter, ready);
  return <LookupSelect {...props} rows={withKept(campaigns.data, kept)} loading={campaigns.isLoading} ready={ready} />;
}

/** Sales channels matching a filter (those of a provider …); disabled until `ready`. */
export function ChannelSelect({
  filter,
  ready = true,
  kept,
  ...props
}: ControlProps & { filter?: ChannelFilter; ready?: boolean; kept?: { id: number; nome: string } }) {
  const channels = useChannelOptions(filter, ready);
  return <LookupSelect {...props} rows={withKept(channels.data, kept)} loading={channels.isLoading} ready={ready} />;
}
