import { apiLogin, bearer } from '../support/api';
import { signInUi } from '../support/shell';
import { expect, test } from '../support/test';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test('a visitor on a phone opens the public pages of the route map without signing in', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();

  await page.goto('/microrregions');
  await expect(page.getByRole('heading', { level: 1, name: 'Microrregiões atendidas' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  await page.goto('/applicants/info');
  await expect(page.getByRole('heading', { level: 1, name: 'Como se candidatar' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', /next=%2Fapplicants%2Finfo/);

  await page.goto('/applicants/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Candidatura' })).toBeVisible();
  await expect(page.getByText('Escolha uma vaga para se candidatar.')).toBeVisible();

  await page.goto('/ResumeDatabase/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Banco de talentos' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cadastre-se' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await context.close();
});

test('the superadmin walks the companies, the systems, the do-not-sell list, a partner and an incident', async ({
  page,
  request,
}) => {
  await signInUi(page, 'admin@demo.intranet');

  await page.goto('/companies/list');
  await expect(page.getByText('Empresas dos usuários')).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  await page.goto('/applications/list');
  await expect(page.getByRole('heading', { name: 'Para todos' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Webmail/ })).toHaveAttribute('target', '_blank');

  await page.goto('/blacklist/list');
  await expect(page.getByText('Lista de bloqueio').first()).toBeVisible();

  const token = await apiLogin(request, 'admin@demo.intranet');
  const partners = await request.get('/v1/usuarios/empresas?busca=parceiro2%40', { headers: bearer(token) });
  const partner = (await partners.json()).dados[0].id_usuario as number;
  await page.goto(`/settings/permission/partner/profile/${partner}`);
  await expect(page.getByText('PERMISSÕES DO PARCEIRO')).toBeVisible();
  await page.getByLabel('Consulta: vê os leads e as vendas').check();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Permissões do parceiro atualizadas com sucesso!')).toBeVisible();

  await page.goto('/incidents/list');
  const open = page.getByRole('row').filter({ hasText: 'Em aberto' }).first();
  await open.getByRole('button', { name: 'Marcar como resolvido' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Marcar como resolvido' }).click();
  await expect(page.getByText('Incidente marcado como resolvido.')).toBeVisible();
});
