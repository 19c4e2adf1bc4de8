import { expect, test } from '../support/test';
import { apiLogin, bearer, DEMO_PASSWORD } from '../support/api';
import { codeFromOutbox, lastOutboxId, signInUi } from '../support/shell';

const POLICY =
  'A senha precisa ter 1 caracter maíusculo, 1 minúsculo e 1 caracter especial. Com no mínimo 8 caracteres.';

test('a wrong password shows the exact catalogue message, then the right one signs in', async ({ page }) => {
  await page.goto('/home/login/enter');
  await page.getByLabel('E-mail').fill('colaborador@demo.intranet');
  await page.getByLabel('Senha', { exact: true }).fill('Errada#2026');
  await page.getByRole('main').getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('E-mail ou senha incorretos.');
  await expect(page).toHaveURL(/\/home\/login\/enter$/);

  await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('app-header')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /Olá, Carlos/ })).toBeVisible();
});

test('a first access is forced to a new password that the policy first refuses', async ({ page }) => {
  await page.goto('/intranet');
  await page.getByLabel('E-mail').fill('novo@demo.intranet');
  await page.getByLabel('Senha', { exact: true }).fill('Temp#2026');
  await page.getByRole('main').getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Primeiro acesso' })).toBeVisible();

  await page.getByLabel('Nova senha', { exact: true }).fill('fraca123');
  await page.getByLabel('Confirme a nova senha').fill('fraca123');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText(POLICY)).toBeVisible();
  await expect(page.getByTestId('app-header')).toHaveCount(0);

  await page.getByLabel('Nova senha', { exact: true }).fill('Nova#2026ok');
  await page.getByLabel('Confirme a nova senha').fill('Nova#2026ok');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByTestId('app-header')).toBeVisible();
});

test('a forgotten password is reset with the code mailed to the user', async ({ page, request }) => {
  const email = 'candidato@demo.intranet';
  const before = await lastOutboxId(request);
  await page.goto('/home/login/enter');
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  // The sign-in form (with its own E-mail field) may still be on screen until the page's chunk arrives.
  await expect(page.getByRole('heading', { name: 'Esqueci minha senha' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByRole('heading', { name: 'Redefinir senha' })).toBeVisible();

  const code = await codeFromOutbox(request, email, before);
  await page.getByLabel('Código de verificação').fill(code === '000000' ? '111111' : '000000');
  await page.getByLabel('Nova senha', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirme a nova senha').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.locator('.ant-notification-notice-error')).toContainText('Código de verificação errado.');

  await page.getByLabel('Código de verificação').fill(code);
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page).toHaveURL(/\/home\/login\/enter$/);
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('app-header')).toBeVisible();
});

test('a candidate registers and confirms the account with the 6-digit code', async ({ page, request }) => {
  const email = `candidata.${Date.now()}@example.com`;
  const password = 'Vaga#2026ok';
  await page.goto('/home/login/enter');
  await page.getByRole('banner').getByRole('button', { name: 'Cadastre-se' }).click();
  await expect(page).toHaveURL(/\/home\/login\/register$/);
  await page.getByLabel('Nome completo').fill('Joana Candidata');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByLabel('Confirme a senha').fill(password);
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByRole('heading', { name: 'Confirme seu cadastro' })).toBeVisible();

  await page.getByLabel('Código de verificação').fill('12');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Utilize 6 digitos')).toBeVisible();

  const code = await codeFromOutbox(request, email);
  await page.getByLabel('Código de verificação').fill(code);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/home\/login\/enter$/);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('app-header')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Olá, Joana/ })).toBeVisible();
});

test('the module menu differs between a marketing manager and an employee', async ({ browser }) => {
  const menuOf = async (email: string) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInUi(page, email);
    const items = await page.getByTestId('module-menu-item').allInnerTexts();
    await context.close();
    return items;
  };
  const marketing = await menuOf('marketing@demo.intranet');
  const employee = await menuOf('colaborador@demo.intranet');
  expect(marketing).toContain('Marketing');
  expect(employee).not.toContain('Marketing');
  expect(employee).not.toContain('Onboarding');
  expect(marketing).not.toEqual(employee);
});

test('the module menu shows fewer entries at narrower widths and the rest under Mais', async ({ page }) => {
  await signInUi(page, 'admin@demo.intranet');
  const items = page.getByTestId('module-menu-item');
  await expect(items.first()).toBeVisible();
  // Every entry the account has: those shown at this width and those already under Mais.
  const more = page.getByTestId('module-menu-more');
  let hidden = 0;
  if ((await more.count()) > 0) {
    await more.click();
    await expect(page.getByRole('menuitem').first()).toBeVisible();
    hidden = await page.getByRole('menuitem').count();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem')).toHaveCount(0);
  }
  const total = (await items.count()) + hidden;
  expect(total).toBeGreaterThanOrEqual(2);
  for (const [width, max] of [
    [1366, 10],
    [950, 9],
    [850, 8],
    [750, 6],
    [600, 4],
    [400, 2],
  ] as const) {
    await page.setViewportSize({ width, height: 768 });
    await expect(items).toHaveCount(Math.min(total, max));
    await expect(page.getByTestId('module-menu-more')).toHaveCount(total > max ? 1 : 0);
  }
  if (total > 2) {
    await page.getByTestId('module-menu-more').click();
    await expect(page.getByRole('menuitem')).toHaveCount(total - 2);
  }
});

test('a notification sent on the server appears in the open page without reload', async ({ page, request }) => {
  await signInUi(page, 'colaborador@demo.intranet');
  const bell = page.getByTestId('notifications-bell');
  await expect(bell).toBeVisible();
  // Let the live stream connect before sending.
  await page.waitForTimeout(1000);
  const before = Number(
    (await bell
      .locator('.ant-badge-count')
      .textContent()
      .catch(() => '0')) || 0,
  );

  const employee = await apiLogin(request, 'colaborador@demo.intranet');
  const me = (await (await request.get('/v1/auth/me', { headers: bearer(employee) })).json()) as { usuarioId: number };
  const admin = await apiLogin(request, 'admin@demo.intranet');
  const text = `Queda de link na região ${Date.now()}`;
  const sent = await request.post('/v1/notificacao', {
    headers: bearer(admin),
    data: { id_usuarios: [me.usuarioId], data: { modulo: 'incidente', msg: text } },
  });
  expect(sent.status()).toBe(200);

  await expect(bell.locator('.ant-badge-count')).toHaveText(String(before + 1));
  await expect(bell).toHaveClass(/header-icon--shake/);
  await bell.click();
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.locator('.notification-list__item').filter({ hasText: text })).toContainText('Agora');

  await page.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expect(page.getByText('Nenhuma notificação')).toBeVisible();
  await expect(bell.locator('.ant-badge-count')).toHaveCount(0);
});
