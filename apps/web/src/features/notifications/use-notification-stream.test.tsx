import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NOTIFICATIONS_API } from '@intranet/shared/notifications/notifications.contract';
import { answer, signIn, stubApi } from '../../test/render-page';
import { useNotificationStream } from './use-notification-stream';

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

function renderStream() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useNotificationStream(true), { wrapper });
}

describe('useNotificationStream', () => {
  afterEach(() => {
    FakeEventSource.opened = [];
    vi.useRealTimers();
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
});
