import type { APIRequestContext } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo#2026';

/** Signs in through the API and returns the identity token (for setup calls such as reading the outbox). */
export async function apiLogin(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await request.post('/v1/auth/login', { data: { email, password } });
  if (res.status() !== 200) throw new Error(`login ${email}: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as { idToken: string };
  return body.idToken;
}

export function bearer(token: string, role?: string): Record<string, string> {
  return role ? { authorization: `Bearer ${token}`, 'x-role': role } : { authorization: `Bearer ${token}` };
}
