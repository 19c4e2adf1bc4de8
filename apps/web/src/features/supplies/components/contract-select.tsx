import { useState } from 'react';
import { Select } from 'antd';
import { useContracts } from '../api/search-contracts';

/** A customer contract found by its code, the CPF or the start of the customer's name. */
export function ContractSelect({
  value,
  onChange,
  id,
}: {
  value?: number;
  onChange?: (v: number) => void;
  id?: string;
}) {
  const [busca, setBusca] = useState('');
  const found = useContracts(busca);
  return (
    <Select
      id={id}
      showSearch
      value={value}
      onChange={onChange}
      filterOption={false}
      onSearch={setBusca}
      loading={found.isFetching}
      placeholder="Código do contrato, CPF ou nome do cliente"
      notFoundContent={busca.length >= 2 ? 'Nenhum resultado encontrado' : 'Digite ao menos 2 caracteres'}
      options={(found.data?.contratos ?? []).map((c) => ({
        value: c.id,
        label: `${c.codigo_erp} — ${c.cliente}${c.status === 'cancelado' ? ' (cancelado)' : ''}`,
      }))}
    />
  );
}
