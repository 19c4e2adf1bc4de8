import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { session, type SessionUser } from '../lib/session';

type Handler = (body: unknown, url: URL) => unknown;

/**
 * Answers the app's calls from a table keyed 'METHOD /path' (the query string is not part of the
 * key); every request is recorded. Unknown calls answer 404.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    calls.push({ method, path: url.pathname, body });
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return new Response(JSON.stringify({ error: 'not_found', message: 'Dados não encontrados.' }), { status: 404 });
    try {
      return new Response(JSON.stringify(handler(body, url)), { status: 200, headers: { 'content-type': 'application/json' } });
    } catch (error) {
      return new Response(JSON.stringify({ error: 'bad', message: (error as Error).message }), { status: 400 });
    }
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, fetch: fetchStub };
}

/** Signs a user in locally (no token checks happen in component tests). */
export function signIn(user: Partial<SessionUser> & { roles: string[] }) {
  session.setTokens({ idToken: 'x.e30.y', refreshToken: 'r' });
  session.setUser({ userId: 'u1', usuarioId: 7, email: 'teste@demo.intranet', modules: [], employee: true, ...user });
}

/** Renders a page at a path with the app's providers and a fresh query cache. */
export function renderPage(element: ReactElement, { path = '/', at = path }: { path?: string; at?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <ConfigProvider locale={ptBR}>
      <AntApp>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[at]}>
            <Routes>
              <Route path={path} element={element} />
              <Route path="*" element={<CurrentPath />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>,
  );
}

/** Where the page navigated to (rendered for any path other than the page's). */
function CurrentPath() {
  const location = useLocation();
  return <div data-testid="navigated">{location.pathname + location.search}</div>;
}
