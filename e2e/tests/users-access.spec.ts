import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { apiLogin, bearer } from '../support/api';
import { signInUi } from '../support/shell';
import { newCpf } from '../support/cpf';
import { choose } from '../support/select';

const NEW_PASSWORD = 'Bemvinda#2026';

/** The temporary password of the invitation mailed to an address, read from the outbox as the superadmin. */
async function temporaryPassword(request: APIRequestContext, email: string): Promise<string> {
  const token = await apiLogin(request, 'admin@demo.intranet');
  let password: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get('/v1/admin/outbox?limit=50', { headers: bearer(token) });
      const body = (await res.json()) as { outbox_mensagem: { destinatario: string; corpo: string }[] };
      password = body.outbox_mensagem
        .find((m) => m.destinatario === email)
        ?.corpo.match(/Senha temporária: (\S+)/)?.[1];
      return password;
    })
    .toBeTruthy();
  return password!;
}

/** The row of a person in `/users/list`, found by searching their e-mail. */
async function userRow(page: Page, email: string) {
  await page.goto('/users/list');
  await page.getByLabel('Buscar usuários').fill(email);
  await page.getByLabel('Buscar usuários').press('Enter');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  return row;
}

async function signInWith(page: Page, email: string, password: string) {
  await page.goto('/intranet');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Entrar' }).click();
}

test('the superadmin invites an employee who signs in, fills their profile, gets the marketing analyst profile and is signed out when disabled', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = `bianca.${Date.now()}@demo.intranet`;
  const cpf = newCpf(Date.now());
  const admin = await (await browser.newContext()).newPage();
  const employee = await (await browser.newContext()).newPage();

  // The superadmin invites her from Usuários in the profile menu.
  await signInUi(admin, 'admin@demo.intranet');
  await admin.getByTestId('profile-menu').click();
  await admin.getByRole('menuitem', { name: 'Usuários' }).click();
  await expect(admin).toHaveURL(/\/users\/list$/);
  await admin.getByRole('button', { name: 'CONVIDAR USUÁRIO' }).click();
  await expect(admin.getByRole('heading', { name: 'CONVIDAR USUÁRIO' })).toBeVisible();
  await admin.getByLabel('Nome', { exact: true }).fill('Bianca');
  await admin.getByLabel('Sobrenome').fill('Borges');
  await admin.getByLabel('E-mail').fill(email);
  await choose(admin, 'Provedor', 'Bitcom');
  await choose(admin, 'Departamento', 'Marketing');
  await choose(admin, 'Cargo', 'Analista de Marketing');
  await admin.getByRole('button', { name: 'Convidar' }).click();
  await expect(admin.locator('.ant-notification-notice-success')).toContainText('Usuário convidado com sucesso!');

  // The temporary password arrives in the outbox; the first access demands a new one.
  const temporary = await temporaryPassword(request, email);
  await signInWith(employee, email, temporary);
  await expect(employee.getByRole('heading', { name: 'Primeiro acesso' })).toBeVisible();
  await employee.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
  await employee.getByLabel('Confirme a nova senha').fill(NEW_PASSWORD);
  await employee.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(employee.getByTestId('app-header')).toBeVisible();
  await expect(employee.getByTestId('app-header').getByText('Marketing', { exact: true })).toHaveCount(0);

  // She fills her profile from Meu perfil.
  await employee.getByTestId('profile-menu').click();
  await employee.getByRole('menuitem', { name: 'Meu perfil' }).click();
  await employee.getByRole('button', { name: 'Editar perfil' }).click();
  await expect(employee).toHaveURL(/\/employees\/edit\/\d+$/);
  await employee.getByLabel('CPF').fill(cpf.replace(/\D/g, ''));
  await choose(employee, 'Gênero', 'Feminino');
  await choose(employee, 'Estado civil', 'Casado(a)');
  await employee.getByLabel('Data de nascimento').click();
  await employee.getByLabel('Data de nascimento').fill('14/03/1994');
  await employee.getByLabel('Data de nascimento').press('Enter');
  await choose(employee, 'Categoria da CNH', 'Não Possui');
  await expect(employee.getByLabel('Número da CNH')).toBeDisabled();
  await employee.getByRole('button', { name: 'Salvar' }).click();
  await expect(employee).toHaveURL(/\/users\/profile\/\d+$/);
  const profile = employee.getByTestId('employee-profile');
  await expect(profile).toContainText(cpf);
  await expect(profile).toContainText('Casado(a)');
  await expect(profile).toContainText('14/03/1994');

  // The superadmin applies the "Analista de Marketing" access profile.
  const row = await userRow(admin, email);
  await row.getByRole('button', { name: 'Permissões' }).click();
  await expect(admin.getByText('Bianca Borges')).toBeVisible();
  await choose(admin, admin.getByLabel('Perfis de acesso'), 'Analista de Marketing');
  await admin.keyboard.press('Escape');
  await admin.getByRole('button', { name: 'Salvar' }).click();
  await expect(admin.locator('.ant-notification-notice-success')).toContainText('Dados atualizados com sucesso!');

  // At her next sign-in she sees the marketing menu (a session whose roles changed is ended on load).
  await employee.reload();
  await expect(employee.getByRole('button', { name: 'Entrar' }).first()).toBeVisible({ timeout: 20_000 });
  await signInWith(employee, email, NEW_PASSWORD);
  await expect(employee.getByTestId('app-header')).toBeVisible();
  await expect(employee.getByTestId('app-header').getByText('Marketing', { exact: true })).toBeVisible();

  // Disabling her ends her session at once: her open page goes back to the sign-in screen.
  const again = await userRow(admin, email);
  await again.getByRole('button', { name: 'Desabilitar acesso' }).click();
  await admin.getByRole('button', { name: 'Desabilitar', exact: true }).click();
  await expect(admin.locator('.ant-notification-notice-success')).toContainText('Acesso desabilitado.');
  await expect(employee).toHaveURL(/\/home\/login\/enter/, { timeout: 30_000 });
  await signInWith(employee, email, NEW_PASSWORD);
  await expect(employee.getByRole('main').getByRole('alert')).toContainText('Seu acesso foi desabilitado');
});
