import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, bearer, DEMO_PASSWORD } from './api';

/** Signs in through the login screen and waits for the signed-in header. */
export async function signInUi(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/home/login/enter');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('app-header')).toBeVisible();
}

/** The newest 6-digit code mailed to an address, read from the outbox as the superadmin. */
export async function codeFromOutbox(request: APIRequestContext, email: string, after = 0): Promise<string> {
  const token = await apiLogin(request, 'admin@demo.intranet');
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get('/v1/admin/outbox?limit=50', { headers: bearer(token) });
      const body = (await res.json()) as { outbox_mensagem: { id: number; destinatario: string; corpo: string }[] };
      const message = body.outbox_mensagem.find((m) => m.destinatario === email && m.id > after);
      code = message?.corpo.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

export async function lastOutboxId(request: APIRequestContext): Promise<number> {
  const token = await apiLogin(request, 'admin@demo.intranet');
  const res = await request.get('/v1/admin/outbox?limit=1', { headers: bearer(token) });
  const body = (await res.json()) as { outbox_mensagem: { id: number }[] };
  return body.outbox_mensagem[0]?.id ?? 0;
}

/** Types the two dates of the form's antd range picker (dd/mm/yyyy). */
export async function period(page: Page, start: string, end: string) {
  const picker = page.locator('.ant-picker-range');
  await picker.locator('input').first().click();
  await picker.locator('input').first().fill(start);
  await picker.locator('input').first().press('Enter');
  await picker.locator('input').nth(1).fill(end);
  await picker.locator('input').nth(1).press('Enter');
  await expect(picker.locator('input').nth(1)).toHaveValue(end);
}
