import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATION_STREAM_EVENT,
  type UnreadNotificationsResponse,
} from '@intranet/shared/notifications/notifications.schemas';
import { useSession } from '../../lib/session';
import { getStreamTicket, streamUrl } from './api/get-stream-ticket';
import { notificationsKey } from './api/get-notifications';

type OnData = (data: UnreadNotificationsResponse) => void;

function parse(raw: string): UnreadNotificationsResponse | null {
  try {
    const data = JSON.parse(raw) as UnreadNotificationsResponse | UnreadNotificationsResponse['notificacoes'];
    return Array.isArray(data) ? { notificacoes: data } : data;
  } catch {
    return null;
  }
}

/**
 * Opens the server's event stream. EventSource cannot send headers, so each connection is opened with
 * a fresh single-use ticket (asked with the token, which renews itself when needed); when the stream
 * fails or ends it reconnects with a growing delay. Returns the function that closes it.
 */
function openStream(onData: OnData): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempts = 0;
  let stopped = false;

  const onMessage = (e: MessageEvent<string>) => {
    attempts = 0;
    const data = parse(e.data);
    if (data) onData(data);
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
      source.addEventListener(NOTIFICATION_STREAM_EVENT, onMessage as EventListener);
      source.onmessage = onMessage;
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
}

const canShareAcrossTabs = () =>
  typeof BroadcastChannel !== 'undefined' && typeof navigator !== 'undefined' && !!navigator.locks;

/**
 * One stream per browser, whatever the number of tabs: a browser keeps at most six HTTP/1.1
 * connections per site, and a stream per tab left the seventh tab, and every call of the others,
 * waiting. The tab holding the user's lock (Web Locks) opens the stream and passes each update to the
 * other tabs over a BroadcastChannel; when it closes, the lock and the stream move to another tab.
 */
function shareStream(userKey: string, onData: OnData): () => void {
  const name = `intranet-notificacoes-${userKey}`;
  const channel = new BroadcastChannel(name);
  channel.onmessage = (e: MessageEvent<UnreadNotificationsResponse>) => onData(e.data);
  const leaving = new AbortController();
  let close: (() => void) | null = null;
  navigator.locks
    .request(name, { signal: leaving.signal }, () => {
      if (leaving.signal.aborted) return undefined;
      close = openStream((data) => {
        onData(data);
        channel.postMessage(data);
      });
      // Held until this tab leaves.
      return new Promise<void>((release) => leaving.signal.addEventListener('abort', () => release()));
    })
    .catch(() => undefined); // aborted while waiting for the lock
  return () => {
    leaving.abort();
    close?.();
    channel.close();
  };
}

/** Keeps the unread list live from the server's event stream, shared by the user's tabs. */
export function useNotificationStream(enabled: boolean): void {
  const queryClient = useQueryClient();
  const userKey = useSession().user?.userId ?? null;
  useEffect(() => {
    if (!enabled || !userKey || typeof EventSource === 'undefined') return;
    const onData: OnData = (data) => queryClient.setQueryData(notificationsKey, data);
    return canShareAcrossTabs() ? shareStream(userKey, onData) : openStream(onData);
  }, [enabled, userKey, queryClient]);
}
