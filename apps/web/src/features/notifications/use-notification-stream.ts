import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_STREAM_EVENT, type UnreadNotificationsResponse } from '@intranet/shared/notifications/notifications.schemas';
import { NOTIFICATIONS_API } from '@intranet/shared/notifications/notifications.contract';
import { refreshSession, urlOf } from '../../lib/api-client';
import { session } from '../../lib/session';
import { notificationsKey } from './api/get-notifications';

function parse(raw: string): UnreadNotificationsResponse | null {
  try {
    const data = JSON.parse(raw) as UnreadNotificationsResponse | UnreadNotificationsResponse['notificacoes'];
    return Array.isArray(data) ? { notificacoes: data } : data;
  } catch {
    return null;
  }
}

/**
 * Keeps the unread list live from the server's event stream. EventSource cannot send headers, so the
 * token goes in the query; when the stream closes (e.g. expired token) it renews the token and
 * reconnects with a growing delay.
 */
export function useNotificationStream(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempts = 0;
    let stopped = false;

    const onData = (e: MessageEvent<string>) => {
      attempts = 0;
      const data = parse(e.data);
      if (data) queryClient.setQueryData(notificationsKey, data);
    };

    const connect = () => {
      const token = session.get().tokens?.idToken;
      if (!token || stopped) return;
      source = new EventSource(urlOf(NOTIFICATIONS_API.stream, { query: { access_token: token } }));
      source.addEventListener(NOTIFICATION_STREAM_EVENT, onData as EventListener);
      source.onmessage = onData;
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED) return; // the browser retries by itself
        source.close();
        attempts += 1;
        const delay = Math.min(30_000, 1000 * 2 ** Math.min(attempts, 5));
        timer = setTimeout(() => {
          void refreshSession().finally(connect);
        }, delay);
      };
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [enabled, queryClient]);
}
