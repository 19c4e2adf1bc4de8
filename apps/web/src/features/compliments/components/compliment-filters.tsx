import { Input, Select } from 'antd';
import { COMPLIMENT_LIMITS } from '@intranet/shared/compliments/compliments.rules';
import { DateRangeField } from '../../../components/form/date-range-field';
import { useColleagueOptions, useComplimentCategoryOptions } from '../api/list-compliment-options';

export type ComplimentFilterValues = {
  categoria?: number;
  autor?: number;
  destinatario?: number;
  de?: string;
  ate?: string;
  busca?: string;
  ocultos?: 'true' | 'false';
};

const searchPeople = (input: string, option?: { label?: unknown }) =>
  String(option?.label ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .includes(
      input
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase(),
    );

/** The wall's filters: text, category, author, recipient, the days sent and, for HR, the hidden ones. */
export function ComplimentFilters({
  value,
  onChange,
  people = true,
  moderator,
}: {
  value: ComplimentFilterValues;
  onChange: (changes: ComplimentFilterValues) => void;
  /** Author and recipient selects (not on a person's page). */
  people?: boolean;
  moderator: boolean;
}) {
  const categories = useComplimentCategoryOptions().data ?? [];
  const colleagues = useColleagueOptions();
  return (
    <div className="compliment-wall__filters">
      <Input.Search
        allowClear
        aria-label="Buscar elogios"
        placeholder="Buscar por mensagem ou nome"
        maxLength={COMPLIMENT_LIMITS.busca}
        style={{ width: 260 }}
        onSearch={(text) => onChange({ busca: text.trim() || undefined })}
      />
      <Select
        allowClear
        aria-label="Categoria"
        placeholder="Categoria"
        value={value.categoria}
        options={categories.map((c) => ({ value: c.id, label: c.nome }))}
        onChange={(categoria?: number) => onChange({ categoria })}
      />
      {people && (
        <>
          <Select
            allowClear
            showSearch={{ filterOption: searchPeople }}
            aria-label="Autor"
            placeholder="Autor"
            loading={colleagues.isLoading}
            value={value.autor}
            options={colleagues.data}
            onChange={(autor?: number) => onChange({ autor })}
          />
          <Select
            allowClear
            showSearch={{ filterOption: searchPeople }}
            aria-label="Elogiado"
            placeholder="Elogiado"
            loading={colleagues.isLoading}
            value={value.destinatario}
            options={colleagues.data}
            onChange={(destinatario?: number) => onChange({ destinatario })}
          />
        </>
      )}
      <span aria-label="Período" role="group">
        <DateRangeField
          value={value.de && value.ate ? [value.de, value.ate] : null}
          onChange={(range) => onChange({ de: range?.[0], ate: range?.[1] })}
        />
      </span>
      {moderator && (
        <Select
          allowClear
          aria-label="Visibilidade"
          placeholder="Visíveis e ocultos"
          value={value.ocultos}
          options={[
            { value: 'false', label: 'Só visíveis' },
            { value: 'true', label: 'Só ocultos' },
          ]}
          onChange={(ocultos?: 'true' | 'false') => onChange({ ocultos })}
        />
      )}
    </div>
  );
}
