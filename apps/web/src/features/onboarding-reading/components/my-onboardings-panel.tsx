import { orderByPriority } from '@intranet/shared/ordering/ordered-list';
import { Button, Card, Tag } from 'antd';
import { ArrowRightOutlined, CheckCircleFilled } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import type { FuncionarioHomeItem } from '@intranet/shared/onboarding-reading/onboarding-reading.schemas';
import { ProgressPercent } from '../../../components/progress-percent/progress-percent';
import { useMyOnboardings } from '../api/list-my-onboardings';
import { contentUrl, trailUrl } from '../reading-paths';
import '../reading.css';

/** "Meus onboardings" on the signed-in home: progress and where to continue; hidden when none. */
export function MyOnboardingsPanel() {
  const { data } = useMyOnboardings();
  const navigate = useNavigate();
  if (!data || data.length === 0) return null;
  return (
    <Card title="Meus onboardings" className="my-onboardings" data-testid="my-onboardings">
      {data.map((o) => (
        <div key={o.id_usuario_onboarding} className="my-onboardings__item" data-testid="my-onboarding">
          <div className="my-onboardings__info">
            <div className="my-onboardings__title">{o.titulo}</div>
            <div className="my-onboardings__trails">
              {o.conteudos_lidos}/{o.conteudos_total} conteúdos ·{' '}
              {orderByPriority(o.trilhas)
                .map((t) => t.nome)
                .join(' · ')}
            </div>
          </div>
          <div className="my-onboardings__progress">
            <ProgressPercent value={o.status} bar label={`Progresso de ${o.titulo}`} />
          </div>
          <PanelAction item={o} onOpen={navigate} />
        </div>
      ))}
    </Card>
  );
}

function PanelAction({ item, onOpen }: { item: FuncionarioHomeItem; onOpen: (to: string) => void }) {
  const first = orderByPriority(item.trilhas)[0];
  if (item.continuar) {
    const { id_trilha, id_conteudo } = item.continuar;
    return (
      <Button
        type="primary"
        icon={<ArrowRightOutlined />}
        iconPlacement="end"
        onClick={() => onOpen(contentUrl(item.id_onboarding, id_trilha, id_conteudo))}
      >
        {item.conteudos_lidos > 0 ? 'Continuar' : 'Começar'}
      </Button>
    );
  }
  if (!first) return null;
  return (
    <span>
      {item.concluido && (
        <Tag color="success" icon={<CheckCircleFilled />}>
          Concluído
        </Tag>
      )}
      <Button onClick={() => onOpen(trailUrl(item.id_onboarding, first.id_trilha))}>Ver conteúdos</Button>
    </span>
  );
}
