import { Button, Descriptions, Modal } from 'antd';
import {
  MARKETING_EVENTS_LABELS as LABELS,
  MARKETING_EVENTS_MSG as MSG,
} from '@intranet/shared/marketing-events/marketing-events.messages';
import type { MarketingEvent } from '@intranet/shared/marketing-events/marketing-events.schemas';

/** 'Descrição do Evento' (spec §2): the place's name, its address and the city; open while `event` is given. */
export function EventDetailsDialog({ event, onClose }: { event: MarketingEvent | null; onClose: () => void }) {
  return (
    <Modal
      open={event !== null}
      title={MSG.detailsTitle}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          Fechar
        </Button>
      }
      centered
      destroyOnHidden
    >
      {event && (
        <Descriptions
          column={1}
          size="small"
          title={event.evento}
          items={[
            { key: 'local', label: LABELS.nome_do_local, children: event.nome_do_local },
            {
              key: 'endereco',
              label: LABELS.endereco_do_local,
              children: <span style={{ whiteSpace: 'pre-line' }}>{event.endereco_do_local}</span>,
            },
            { key: 'cidade', label: LABELS.cidade, children: event.cidade_provedor.nome },
          ]}
        />
      )}
    </Modal>
  );
}
