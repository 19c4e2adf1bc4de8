/** Visitors' screens (spec 000 §2): sign-in, registration and password reset. */
export const LOGIN_HOME = '/home/login/enter';
export const REGISTER_HOME = '/home/login/register';
export const RESET_PASSWORD = '/reset-password';

/** Paths that are no destination after signing in (the visitors' own screens). */
const VISITOR_PATHS = ['/home', '/intranet', RESET_PASSWORD];

/**
 * A destination after signing in, if `value` is a path of this app: it starts with one slash (not
 * `//` nor `/\`, which browsers read as another host), holds no control character and is not a
 * visitor's screen. Anything else gives null (then the home page).
 */
export function safeNext(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000 || !value.startsWith('/')) return null;
  if (
    value.startsWith('//') ||
    value.startsWith('/\\') ||
    [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)
  )
    return null;
  const path = value.split(/[?#]/)[0];
  if (VISITOR_PATHS.some((p) => path === p || path.startsWith(`${p}/`))) return null;
  return value;
}

/** Login, asked to come back to `next` (the page that needed a session) once signed in. */
export function loginPath(next?: string): string {
  const back = safeNext(next);
  return back && back !== '/' ? `${LOGIN_HOME}?next=${encodeURIComponent(back)}` : LOGIN_HOME;
}

/** Where to go once signed in: the login URL's `?next=`, or the page kept in the navigation state. */
export function nextAfterLogin(location: { search: string; state: unknown }): string {
  const fromQuery = new URLSearchParams(location.search).get('next');
  const fromState = (location.state as { from?: unknown } | null)?.from;
  return safeNext(fromQuery) ?? safeNext(fromState) ?? '/';
}

/** Registration, asked to come back to `next` once the account is confirmed and signed in. */
export function registerPath(next?: string | null): string {
  const back = safeNext(next);
  return back && back !== '/' ? `${REGISTER_HOME}?next=${encodeURIComponent(back)}` : REGISTER_HOME;
}
