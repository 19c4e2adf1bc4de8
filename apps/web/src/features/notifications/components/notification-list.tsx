import { Avatar, Button, Empty } from 'antd';
import { AlertOutlined, NotificationOutlined } from '@ant-design/icons';
import type { Notification } from '@intranet/shared/notifications/notifications.schemas';
import { relativeLabel } from '@intranet/shared/format/dates';
import { notificationKind, notificationText, REACTION_EMOJI, reactionIcon } from '../notification-text';

type Props = {
  items: readonly Notification[];
  emptyText: string;
  removing?: boolean;
  onMarkAll?: () => void;
  marking?: boolean;
  now?: Date;
};

function Leading({ n }: { n: Notification }) {
  const kind = notificationKind(n);
  if (kind === 'aniversario') {
    const icon = reactionIcon(n.data);
    const emoji = icon && icon in REACTION_EMOJI ? REACTION_EMOJI[icon as keyof typeof REACTION_EMOJI] : '🎉';
    return <Avatar style={{ background: '#fff3e0' }}>{emoji}</Avatar>;
  }
  if (kind === 'incidente')
    return <Avatar style={{ background: '#fff1f0', color: '#cf1322' }} icon={<AlertOutlined />} />;
  return <Avatar style={{ background: '#f7f2f3', color: '#7a1020' }} icon={<NotificationOutlined />} />;
}

export function NotificationList({ items, emptyText, removing, onMarkAll, marking, now }: Props) {
  if (!items.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} className="notification-list__empty" />;
  return (
    <div className="notification-list">
      <ul
        className={
          removing ? 'notification-list__items notification-list__items--removing' : 'notification-list__items'
        }
      >
        {items.map((n) => (
          <li key={`${n.id_mensagem}-${n.id_usuario}`} className="notification-list__item">
            <Leading n={n} />
            <div className="notification-list__body">
              <div className="notification-list__sender">{n.remetente?.nome ?? 'Sistema'}</div>
              <div className="notification-list__text">{notificationText(n)}</div>
            </div>
            <span className="notification-list__time">{relativeLabel(n.created_at, now)}</span>
          </li>
        ))}
      </ul>
      {onMarkAll && (
        <Button color="primary" variant="link" block onClick={onMarkAll} loading={marking}>
          Marcar todas como lidas
        </Button>
      )}
    </div>
  );
}
