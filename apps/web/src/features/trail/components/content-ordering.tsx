import { useMemo } from 'react';
import { Alert } from 'antd';
import { TRAIL_MSG } from '@intranet/shared/trail/trail.messages';
import { OrderedSelection } from '../../../components/ordered-selection/ordered-selection';
import { useContentOptions } from '../api/list-content-options';

type Props = { value: readonly number[]; onChange: (ids: number[]) => void; disabled?: boolean };

/** The contents of a trail: every content to pick from and the chosen ones in reading order. */
export function ContentOrdering({ value, onChange, disabled }: Props) {
  const options = useContentOptions();
  const items = useMemo(
    () => (options.data ?? []).map((c) => ({ id: c.id, label: c.titulo, description: c.resumo })),
    [options.data],
  );
  if (options.isError) return <Alert type="error" showIcon title={TRAIL_MSG.contentsFailed} />;
  return (
    <OrderedSelection
      items={items}
      value={value}
      onChange={onChange}
      loading={options.isLoading}
      disabled={disabled}
      selectionTitle="Seleção de conteúdos"
      orderingTitle="Ordenação dos conteúdos"
      searchPlaceholder="Pesquisar conteúdo"
      noun="conteúdo"
    />
  );
}
