import { useMemo, useState } from 'react';
import { Button, Empty, Input, Spin, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { foldText } from '@intranet/shared/format/text';
import './ordered-selection.css';

export type OrderedItem = { id: number; label: string; description?: string };

export type OrderedSelectionProps = {
  /** Every item that may be chosen, including the chosen ones. */
  items: readonly OrderedItem[];
  /** Chosen ids in order: the position + 1 is the prioridade. */
  value: readonly number[];
  onChange: (ids: number[]) => void;
  loading?: boolean;
  disabled?: boolean;
  /** Names of the two lists. */
  selectionTitle?: string;
  orderingTitle?: string;
  searchPlaceholder?: string;
  /** What an item is called in the buttons ('trilha', 'conteúdo'). */
  noun?: string;
};

/** Case-insensitive, accent-insensitive match. */
export function matchesSearch(text: string, search: string): boolean {
  return foldText(text).includes(foldText(search));
}

export function moveItem(ids: readonly number[], index: number, delta: -1 | 1): number[] {
  const target = index + delta;
  if (target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/**
 * Two lists: 'selection' (items not chosen, with a search) and 'ordering' (chosen items in order,
 * priority from 1, moved up and down). Items move from one list to the other.
 */
export function OrderedSelection({
  items,
  value,
  onChange,
  loading,
  disabled,
  selectionTitle = 'Seleção',
  orderingTitle = 'Ordenação',
  searchPlaceholder = 'Pesquisar',
  noun = 'item',
}: OrderedSelectionProps) {
  const [search, setSearch] = useState('');
  const byId = useMemo(() => new Map(items.map((i) => [i.id, i])), [items]);
  const chosen = new Set(value);
  const available = items.filter((i) => !chosen.has(i.id) && matchesSearch(i.label, search));
  const ordered = value.map((id) => byId.get(id)).filter((i): i is OrderedItem => !!i);

  return (
    <div className="ordered-selection">
      <section className="ordered-selection__list" aria-label={selectionTitle}>
        <header className="ordered-selection__header">
          <strong>{selectionTitle}</strong>
          <span className="ordered-selection__count">{available.length}</span>
        </header>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={searchPlaceholder}
          aria-label={searchPlaceholder}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Spin spinning={!!loading}>
          <ul className="ordered-selection__items">
            {available.map((item) => (
              <li key={item.id} className="ordered-selection__item">
                <ItemText item={item} />
                <Tooltip title={`Adicionar ${noun}`}>
                  <Button
                    size="small"
                    icon={<PlusOutlined />}
                    aria-label={`Adicionar ${item.label}`}
                    disabled={disabled}
                    onClick={() => onChange([...value, item.id])}
                  />
                </Tooltip>
              </li>
            ))}
          </ul>
          {available.length === 0 && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhum dado encontrado" />
          )}
        </Spin>
      </section>
      <section className="ordered-selection__list" aria-label={orderingTitle}>
        <header className="ordered-selection__header">
          <strong>{orderingTitle}</strong>
          <span className="ordered-selection__count">{ordered.length}</span>
        </header>
        <ol className="ordered-selection__items">
          {ordered.map((item, index) => (
            <li key={item.id} className="ordered-selection__item" data-testid="ordered-item">
              <span className="ordered-selection__priority" aria-label={`Prioridade ${index + 1}`}>
                {index + 1}
              </span>
              <ItemText item={item} />
              <span className="ordered-selection__actions">
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowUpOutlined />}
                  aria-label={`Subir ${item.label}`}
                  disabled={disabled || index === 0}
                  onClick={() => onChange(moveItem(value, index, -1))}
                />
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowDownOutlined />}
                  aria-label={`Descer ${item.label}`}
                  disabled={disabled || index === ordered.length - 1}
                  onClick={() => onChange(moveItem(value, index, 1))}
                />
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<CloseOutlined />}
                  aria-label={`Remover ${item.label}`}
                  disabled={disabled}
                  onClick={() => onChange(value.filter((id) => id !== item.id))}
                />
              </span>
            </li>
          ))}
        </ol>
        {ordered.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhum Resultado Selecionado." />
        )}
      </section>
    </div>
  );
}

function ItemText({ item }: { item: OrderedItem }) {
  return (
    <span className="ordered-selection__text">
      <span className="ordered-selection__label">{item.label}</span>
      {item.description && <span className="ordered-selection__description">{item.description}</span>}
    </span>
  );
}
