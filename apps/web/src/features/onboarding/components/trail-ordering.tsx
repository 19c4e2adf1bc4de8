import { useMemo } from 'react';
import { Alert } from 'antd';
import type { TrilhaOpcao } from '@intranet/shared/onboarding/onboarding.schemas';
import { ONBOARDING_MSG } from '@intranet/shared/onboarding/onboarding.messages';
import { OrderedSelection } from '../../../components/ordered-selection/ordered-selection';
import { useErrorToast } from '../../../lib/notify';

type Props = {
  trails: readonly TrilhaOpcao[] | undefined;
  loading?: boolean;
  failed?: boolean;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
};

/** The trails of an onboarding: 'selection' (searchable) and 'ordering' (priority from 1). */
export function TrailOrdering({ trails, loading, failed, value, onChange, disabled }: Props) {
  useErrorToast(!!failed, ONBOARDING_MSG.trailsFailed);
  const items = useMemo(() => (trails ?? []).map((t) => ({ id: t.id, label: t.nome })), [trails]);
  if (failed) return <Alert type="error" showIcon title={ONBOARDING_MSG.trailsFailed} />;
  return (
    <OrderedSelection
      items={items}
      value={value}
      onChange={onChange}
      loading={loading}
      disabled={disabled}
      selectionTitle="Seleção"
      orderingTitle="Ordenação"
      searchPlaceholder="Pesquisar trilha"
      noun="trilha"
    />
  );
}
