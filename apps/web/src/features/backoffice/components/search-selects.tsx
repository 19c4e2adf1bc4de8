import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { formatCpf } from '@intranet/shared/validation/cpf';
import { listSales, searchCustomers } from '../api/backoffice-calls';
import type { SaleStatus } from '@intranet/shared/backoffice/sale-lifecycle';

type Option = { value: number; label: string };
type Props = { value?: number | null; onChange?: (value: number | null) => void; id?: string; disabled?: boolean };

/** A select whose options are searched on the server as the user types (3 letters or a CPF's digits). */
function SearchSelect({
  search,
  initial,
  placeholder,
  ...props
}: Props & { search: (text: string) => Promise<Option[]>; initial?: Option | null; placeholder: string }) {
  const [options, setOptions] = useState<Option[]>(initial ? [initial] : []);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (initial) setOptions((o) => (o.some((x) => x.value === initial.value) ? o : [initial, ...o]));
  }, [initial]);
  const onSearch = (text: string) => {
    if (text.trim().length < 3) return;
    setLoading(true);
    search(text.trim())
      .then(setOptions)
      .catch(() => setOptions([]))
      .finally(() => setLoading(false));
  };
  return (
    <Select<number>
      {...props}
      value={props.value ?? undefined}
      onChange={(v) => props.onChange?.(v ?? null)}
      showSearch
      allowClear
      filterOption={false}
      onSearch={onSearch}
      loading={loading}
      options={options}
      placeholder={placeholder}
      notFoundContent={loading ? 'Buscando…' : 'Digite ao menos 3 letras do nome ou o CPF'}
    />
  );
}

/** A sale searched by the buyer's name or CPF (only of `status` when given). */
export function SaleSearchSelect({
  status,
  initial,
  ...props
}: Props & { status?: SaleStatus; initial?: Option | null }) {
  return (
    <SearchSelect
      {...props}
      initial={initial}
      placeholder="Buscar venda por nome ou CPF"
      search={(busca) =>
        listSales({ busca, status, offset: 0, limit: 20 }).then((a) =>
          a.vendas_venda.map((s) => ({
            value: s.id,
            label: `Venda nº ${s.id} · ${s.nome} · ${formatCpf(s.cpf)} · ${s.provedor}`,
          })),
        )
      }
    />
  );
}

/** A customer of the directory searched by name or CPF. */
export function CustomerSearchSelect({ initial, ...props }: Props & { initial?: Option | null }) {
  return (
    <SearchSelect
      {...props}
      initial={initial}
      placeholder="Buscar cliente por nome ou CPF"
      search={(busca) =>
        searchCustomers(busca).then((a) =>
          a.clientes.map((c) => ({ value: c.id, label: `${c.nome} · ${formatCpf(c.cpf)} · ${c.provedor}` })),
        )
      }
    />
  );
}
