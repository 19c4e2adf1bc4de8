import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_STREAM_EVENT, type UnreadNotificationsResponse } from '@intranet/shared/notifications/notifications.schemas';
import { getStreamTicket, streamUrl } from './api/get-stream-ticket';
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
 * Keeps the unread list live from the server's event stream. EventSource cannot send headers, so
 * each connection is opened with a fresh single-use ticket (asked with the token, which renews
 * itself when needed); when the stream fails or ends it reconnects with a growing delay.
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

    const retry = () => {
      if (stopped) return;
      attempts += 1;
      timer = setTimeout(connect, Math.min(30_000, 1000 * 2 ** Math.min(attempts, 5)));
    };

    const connect = () => {
      getStreamTicket().then(({ ticket }) => {
        if (stopped) return;
        source = new EventSource(streamUrl(ticket));
        source.addEventListener(NOTIFICATION_STREAM_EVENT, onData as EventListener);
        source.onmessage = onData;
        // The browser's own retry would present the used ticket again: reconnect with a new one.
        source.onerror = () => {
          source?.close();
          retry();
        };
      }, retry);
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [enabled, queryClient]);
}
