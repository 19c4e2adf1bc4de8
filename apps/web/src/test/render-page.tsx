import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import type { ScreenHandle } from '../lib/screen';
import { AntdProvider } from '../components/antd/antd-provider';
import { TestStyles } from './antd-styles';
import { contractBreaches } from './contract-breaches';
import { vi } from 'vitest';
import { type Endpoint, type EndpointReply, type EndpointRequest, matchPath } from '@intranet/shared/api/endpoint';
import { MSG } from '@intranet/shared/validation/messages';
import { session, type SessionUser } from '../lib/session';

/** What a stubbed call receives: the JSON body, the path's params and the URL. */
export type StubRequest = { body: unknown; params: Record<string, string>; url: URL };

/** An answer of the stubbed server: an endpoint of the contract and what it answers with 200. */
export type StubAnswer = { endpoint: Endpoint; reply: (request: StubRequest) => unknown };

/** A stubbed failure: throw it from a reply to answer with that status and body. */
export class StubFailure {
  constructor(
    readonly status: number,
    readonly body: { message: string; error?: string; fields?: { path: string; message: string }[]; reason?: string },
  ) {}
}

/** Answers `endpoint` with `reply`; the answer is typed by, and checked against, the contract's response schema. */
export function answer<E extends Endpoint>(
  endpoint: E,
  reply: (request: StubRequest & { body: EndpointRequest<E>['body'] }) => EndpointReply<E>,
): StubAnswer {
  return { endpoint, reply: reply as StubAnswer['reply'] };
}

/**
 * Answers the app's calls from the contract's endpoints; every request is recorded. A reply that
 * does not match the endpoint's response schema fails the test. Unknown calls answer 404.
 */
export function stubApi(answers: StubAnswer[]) {
  const calls: { method: string; path: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ method, path: url.pathname, body, headers });
    for (const { endpoint, reply } of answers) {
      if (endpoint.method !== method) continue;
      const params = matchPath(endpoint.path, url.pathname);
      if (!params) continue;
      try {
        const result = reply({ body, params, url });
        const checked = endpoint.response ? endpoint.response.safeParse(result) : { success: true as const };
        if (!checked.success) {
          contractBreaches.push(`${method} ${endpoint.path}: ${checked.error.message}`);
          throw new Error(`stubbed answer of ${method} ${endpoint.path} breaks the contract`);
        }
        return new Response(JSON.stringify(result), { status: 200, headers: { 'content-type': 'application/json' } });
      } catch (error) {
        if (error instanceof StubFailure) return new Response(JSON.stringify(error.body), { status: error.status });
        if (contractBreaches.length) throw error;
        return new Response(JSON.stringify({ error: 'bad', message: (error as Error).message }), { status: 400 });
      }
    }
    return new Response(JSON.stringify({ error: 'not_found', message: MSG.notFound }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchStub);
  vi.stubGlobal(
    'XMLHttpRequest',
    xhrOver((input, init) => (globalThis.fetch as typeof fetchStub)(input, init)),
  );
  return { calls, fetch: fetchStub };
}

/**
 * An XMLHttpRequest (uploads with progress) answered by the stubbed fetch: the upload reports half its
 * bytes, then all of them, before the answer.
 */
function xhrOver(send: (input: string, init: RequestInit) => Promise<Response>) {
  return class StubXMLHttpRequest {
    upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
      onprogress: null,
    };
    responseType = '';
    status = 0;
    response: Blob | null = null;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    private answerHeaders = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getAllResponseHeaders() {
      return this.answerHeaders;
    }
    abort() {
      this.onabort?.();
    }
    send(body: FormData | null) {
      const total = body
        ? [...body.values()].reduce((sum, value) => sum + (typeof value === 'string' ? value.length : value.size), 0)
        : 0;
      this.upload.onprogress?.({ loaded: Math.floor(total / 2), total, lengthComputable: true });
      this.upload.onprogress?.({ loaded: total, total, lengthComputable: true });
      send(this.url, { method: this.method, headers: this.headers, body: body ?? undefined }).then(
        async (res) => {
          this.status = res.status;
          this.answerHeaders = [...res.headers.entries()].map(([name, value]) => `${name}: ${value}`).join('\r\n');
          this.response = await res.blob();
          this.onload?.();
        },
        () => this.onerror?.(),
      );
    }
  };
}

/** Signs a user in locally (no token checks happen in component tests). */
export function signIn(user: Partial<SessionUser> & { roles: string[] }) {
  session.setTokens({ idToken: 'x.e30.y', refreshToken: 'r' });
  session.setUser({ userId: 'u1', usuarioId: 7, email: 'teste@demo.intranet', modules: [], employee: true, ...user });
}

/**
 * Renders a page at a path with the app's providers, a fresh query cache and a data router; `state`
 * is the navigation state it arrives with (a screen handed its row by a list).
 */
export function renderPage(
  element: ReactElement,
  { path = '/', at = path, handle, state }: { path?: string; at?: string; handle?: ScreenHandle; state?: unknown } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element, handle },
      { path: '*', element: <CurrentPath /> },
    ],
    { initialEntries: [state === undefined ? at : { pathname: at, state }] },
  );
  return render(
    <TestStyles>
      <AntdProvider>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntdProvider>
    </TestStyles>,
  );
}

/** Where the page navigated to (rendered for any path other than the page's). */
function CurrentPath() {
  const location = useLocation();
  return <div data-testid="navigated">{location.pathname + location.search}</div>;
}
