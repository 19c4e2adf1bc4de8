import { desc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { AUTH_MESSAGES, type AuthReason } from '@intranet/shared/auth/auth-messages';
import { identidade, outbox } from '../../db/schema';
import type { TestApp } from '../../test/test-app';

export const DEMO_PASSWORD = 'Demo#2026';
export const TEMP_PASSWORD = 'Temp#2026';

let calls = 0;
/** A fresh client address per call, so the per-address limits only trip where a test means it. */
export function nextAddress(): string {
  calls += 1;
  return `10.${(calls >> 16) & 255}.${(calls >> 8) & 255}.${calls & 255}`;
}

export function post(
  t: TestApp,
  url: string,
  payload?: object,
  options: { headers?: Record<string, string>; ip?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: options.headers,
    remoteAddress: options.ip ?? nextAddress(),
  });
}

export function login(t: TestApp, email: string, password: string, ip?: string) {
  return post(t, '/v1/auth/login', { email, password }, { ip });
}

export async function signIn(
  t: TestApp,
  email: string,
  password = DEMO_PASSWORD,
): Promise<{ idToken: string; refreshToken: string }> {
  const res = await login(t, email, password);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Asserts an identity failure: status, the catalogue text and its reason. */
export function expectAuthError(res: LightMyRequestResponse, status: number, reason: AuthReason): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ message: AUTH_MESSAGES[reason], reason });
}

/** The 6-digit code of the latest e-mail sent to this address (read from the outbox). */
export async function lastMailedCode(t: TestApp, email: string): Promise<string> {
  const [row] = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.destinatario, email))
    .orderBy(desc(outbox.id))
    .limit(1);
  const code = row?.corpo.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

export async function identityRow(t: TestApp, email: string) {
  const [row] = await t.database.db
    .select()
    .from(identidade)
    .where(sql`lower(${identidade.email}) = ${email.toLowerCase()}`);
  return row;
}
