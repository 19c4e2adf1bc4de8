import { Button, Collapse, Input, Select } from 'antd';
import { COMMUNICATION_RESTRICTIONS_LABELS as LABELS } from '@intranet/shared/communication-restrictions/communication-restrictions.messages';
import {
  NO_RESTRICTION_FILTERS,
  type RestrictionFilters as Filters,
} from '@intranet/shared/communication-restrictions/communication-restrictions.rules';
import { formatCpf } from '@intranet/shared/validation/cpf';
import { useCompanies } from '../../../components/lookups/list-companies';

type Props = { value: Filters; onChange: (value: Filters) => void };

/** The list's collapsible FILTROS (spec §2): Empresa (with Todos), Código, Cliente, CPF and Limpar filtros, applied to the loaded rows. */
export function RestrictionFilters({ value, onChange }: Props) {
  const companies = useCompanies();
  const set = (change: Partial<Filters>) => onChange({ ...value, ...change });
  const fields = (
    <div className="restriction-filters__fields">
      <div className="restriction-filters__field">
        <span>Empresa</span>
        <Select<number>
          aria-label="Empresa"
          value={value.sistema}
          virtual={false}
          loading={companies.isLoading}
          onChange={(sistema) => set({ sistema })}
          options={[
            { value: 0, label: 'Todos' },
            ...(companies.data ?? []).map((c) => ({ value: c.id, label: c.nome })),
          ]}
        />
      </div>
      <label className="restriction-filters__field">
        <span>Código</span>
        <Input allowClear value={value.cod_cliente} onChange={(e) => set({ cod_cliente: e.target.value })} />
      </label>
      <label className="restriction-filters__field">
        <span>Cliente</span>
        <Input allowClear value={value.cliente} onChange={(e) => set({ cliente: e.target.value })} />
      </label>
      <label className="restriction-filters__field">
        <span>{LABELS.cpf}</span>
        <Input
          allowClear
          inputMode="numeric"
          placeholder="###.###.###-##"
          value={value.cpf}
          onChange={(e) => set({ cpf: formatCpf(e.target.value) })}
        />
      </label>
      <Button onClick={() => onChange(NO_RESTRICTION_FILTERS)}>Limpar filtros</Button>
    </div>
  );
  return <Collapse className="restriction-filters" items={[{ key: 'filtros', label: 'FILTROS', children: fields }]} />;
}
