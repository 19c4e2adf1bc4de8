import { Alert, Empty, Modal, Spin } from 'antd';
import { orderByPriority } from '@intranet/shared/ordering/ordered-list';
import type { OnboardingItem } from '@intranet/shared/onboarding/onboarding.schemas';
import { ONBOARDING_MSG } from '@intranet/shared/onboarding/onboarding.messages';
import { useOnboardingTrails } from '../api/list-onboarding-trails';

/** The trails of an onboarding in their order ('view trails'). */
export function TrailsModal({ onboarding, onClose }: { onboarding: OnboardingItem | null; onClose: () => void }) {
  const trails = useOnboardingTrails(onboarding?.id ?? 0);
  return (
    <Modal
      open={!!onboarding}
      title={`Trilhas de ${onboarding?.titulo ?? ''}`}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {trails.isLoading && <Spin />}
      {trails.isError && <Alert type="error" showIcon title={ONBOARDING_MSG.trailsFailed} />}
      {trails.data && trails.data.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhum dado encontrado" />
      )}
      {trails.data && trails.data.length > 0 && (
        <ol className="onboarding-trails">
          {orderByPriority(trails.data).map((t) => (
            <li key={t.id_trilha}>
              {t.nome} <span style={{ color: 'rgba(0,0,0,0.45)' }}>({t.conteudos} conteúdo(s))</span>
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
