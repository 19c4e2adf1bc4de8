import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NOTIFICATIONS_API } from '@intranet/shared/notifications/notifications.contract';
import { answer, signIn, stubApi } from '../../test/render-page';
import { useNotificationStream } from './use-notification-stream';
import { notificationsKey } from './api/get-notifications';

/** A stand-in for the browser's EventSource that records what was opened. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onerror: (() => void) | null = null;
  onmessage: ((e: MessageEvent) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener() {}
  close() {
    this.closed = true;
  }
}

/** The browser's Web Locks, as far as the stream uses them: exclusive, granted in request order. */
function fakeLocks() {
  const queues = new Map<string, (() => void)[]>();
  return {
    request(name: string, options: { signal?: AbortSignal }, grant: () => Promise<void> | undefined) {
      return new Promise<void>((resolve, reject) => {
        const queue = queues.get(name) ?? [];
        queues.set(name, queue);
        const run = () => {
          Promise.resolve(grant()).then(() => {
            queue.shift();
            queue[0]?.();
            resolve();
          });
        };
        options.signal?.addEventListener('abort', () => {
          const at = queue.indexOf(run);
          if (at > 0) {
            queue.splice(at, 1);
            reject(new DOMException('aborted', 'AbortError'));
          }
        });
        queue.push(run);
        if (queue.length === 1) run();
      });
    },
  };
}

function renderStream(client = new QueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { ...renderHook(() => useNotificationStream(true), { wrapper }), client };
}

describe('useNotificationStream', () => {
  afterEach(() => {
    FakeEventSource.opened = [];
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('opens the stream with a single-use ticket, never with the token', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    signIn({ roles: ['user'] });
    const { calls } = stubApi([answer(NOTIFICATIONS_API.streamTicket, () => ({ ticket: 'bilhete-1' }))]);
    renderStream();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(FakeEventSource.opened[0].url).toBe(`${NOTIFICATIONS_API.stream.path}?ticket=bilhete-1`);
    expect(FakeEventSource.opened[0].url).not.toContain('token');
    expect(calls[0].headers.authorization).toMatch(/^Bearer /);
  });

  it('reconnects with a new ticket when the stream fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('EventSource', FakeEventSource);
    signIn({ roles: ['user'] });
    let issued = 0;
    stubApi([answer(NOTIFICATIONS_API.streamTicket, () => ({ ticket: `bilhete-${++issued}` }))]);
    renderStream();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    FakeEventSource.opened[0].onerror?.();
    expect(FakeEventSource.opened[0].closed).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    expect(FakeEventSource.opened[1].url).toContain('ticket=bilhete-2');
  });

  it('opens one stream for all the tabs of a browser, hands its updates to the others, and moves it when its tab closes', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    Object.defineProperty(navigator, 'locks', { value: fakeLocks(), configurable: true });
    signIn({ roles: ['user'] });
    let issued = 0;
    stubApi([answer(NOTIFICATIONS_API.streamTicket, () => ({ ticket: `bilhete-${++issued}` }))]);
    const tabs = Array.from({ length: 8 }, () => renderStream());
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));

    const unread = { notificacoes: [{ id_mensagem: 1 }] };
    FakeEventSource.opened[0].onmessage?.(new MessageEvent('message', { data: JSON.stringify(unread) }));
    for (const tab of tabs) await waitFor(() => expect(tab.client.getQueryData(notificationsKey)).toEqual(unread));

    tabs[0].unmount();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    expect(FakeEventSource.opened[0].closed).toBe(true);
    expect(FakeEventSource.opened.filter((s) => !s.closed)).toHaveLength(1);
    for (const tab of tabs.slice(1)) tab.unmount();
  });
});
