import { useEffect, useRef, useState } from 'react';
import { Badge, Button, Popover } from 'antd';
import { AlertOutlined, BellOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@intranet/shared/notifications/notifications.schemas';
import { NOTIFICATIONS_MSG } from '@intranet/shared/notifications/notifications.messages';
import { useNotify } from '../../../lib/notify';
import { notificationsKey, useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { NO_INCIDENTS, NO_NOTIFICATIONS, notificationKind } from '../notification-text';
import { useNotificationStream } from '../use-notification-stream';
import { NotificationList } from './notification-list';
import './notifications.css';

const SHAKE_MS = 3000;
const REMOVE_DELAY_MS = 300;

function useShakeOnNew(items: readonly Notification[] | undefined): boolean {
  const seen = useRef<Set<number> | null>(null);
  const [shaking, setShaking] = useState(false);
  useEffect(() => {
    if (!items) return;
    const ids = new Set(items.map((n) => n.id_mensagem));
    const previous = seen.current;
    seen.current = ids;
    if (!previous) return;
    if ([...ids].some((id) => !previous.has(id))) {
      setShaking(true);
      const t = setTimeout(() => setShaking(false), SHAKE_MS);
      return () => clearTimeout(t);
    }
  }, [items]);
  return shaking;
}

type Props = { variant?: 'notifications' | 'incidents' };

/** The badge's number as antd shows it: up to 99, then 99+. */
const OVERFLOW = 99;

/** The icon's name holds what it shows (WCAG 2.5.3, label in name): 'Notificações: 3'. */
export function bellName(variant: NonNullable<Props['variant']>, count: number): string {
  const label = variant === 'incidents' ? 'Incidentes' : 'Notificações';
  return count > 0 ? `${label}: ${count > OVERFLOW ? `${OVERFLOW}+` : count}` : label;
}

/** The header bell (all unread) or the incidents icon (unread incidents), live from the stream. */
export function NotificationBell({ variant = 'notifications' }: Props) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const query = useNotifications();
  // One stream for both icons: the notifications bell owns it.
  useNotificationStream(variant === 'notifications');
  const all = query.data?.notificacoes;
  const items = variant === 'incidents' ? all?.filter((n) => notificationKind(n) === 'incidente') : all;
  const shaking = useShakeOnNew(items);
  const mark = useMarkNotificationsRead();
  const [removing, setRemoving] = useState(false);

  const markAll = () => {
    if (!items?.length) return;
    const list = items;
    mark.mutate(list, {
      onSuccess: () => {
        setRemoving(true);
        setTimeout(() => {
          const ids = new Set(list.map((n) => n.id_mensagem));
          queryClient.setQueryData(notificationsKey, (old: { notificacoes: Notification[] } | undefined) => ({
            notificacoes: (old?.notificacoes ?? []).filter((n) => !ids.has(n.id_mensagem)),
          }));
          setRemoving(false);
        }, REMOVE_DELAY_MS);
      },
      onError: () => notify.error(NOTIFICATIONS_MSG.markReadFailed),
    });
  };

  const count = items?.length ?? 0;
  const label = variant === 'incidents' ? 'Incidentes' : 'Notificações';
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={label}
      arrow={false}
      content={
        <div className="notification-popover">
          <NotificationList
            items={items ?? []}
            emptyText={variant === 'incidents' ? NO_INCIDENTS : NO_NOTIFICATIONS}
            removing={removing}
            onMarkAll={markAll}
            marking={mark.isPending}
          />
        </div>
      }
    >
      <Button
        type="text"
        shape="circle"
        aria-label={bellName(variant, count)}
        className={shaking ? 'header-icon header-icon--shake' : 'header-icon'}
        data-testid={`${variant}-bell`}
      >
        <Badge count={count} overflowCount={OVERFLOW} size="small" offset={[2, -2]}>
          {variant === 'incidents' ? (
            <AlertOutlined className="header-icon__glyph" />
          ) : (
            <BellOutlined className="header-icon__glyph" />
          )}
        </Badge>
      </Button>
    </Popover>
  );
}
