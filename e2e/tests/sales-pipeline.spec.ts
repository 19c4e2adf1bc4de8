import { expect, test } from '../support/test';
import { signInUi } from '../support/shell';
import { newCpf } from '../support/cpf';
import { choose, combobox } from '../support/select';

test('an employee registers a lead from the external home and sees it sold after a seller of the internal team works it', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const cpf = newCpf(stamp);
  const nome = `Cliente Indicado ${stamp}`;

  // An employee opens Vendas from the top menu and registers a lead.
  await signInUi(page, 'colaborador@demo.intranet');
  await page.getByRole('link', { name: 'Vendas' }).first().click();
  await expect(page).toHaveURL(/\/sales\/external\/home$/);
  await page.getByRole('button', { name: 'Cadastrar lead' }).click();
  await choose(page, 'Provedor', 'Bitcom');
  await page.getByLabel('Nome').fill(nome);
  await page.getByLabel('Celular (WhatsApp)').fill('31987654321');
  await page.getByLabel('CPF').fill(cpf);
  await page.getByLabel('Rua').fill('Rua Tiradentes');
  await page.getByLabel('Número').fill('120');
  await page.getByLabel('Bairro').fill('Savassi');
  await page.getByLabel('CEP').fill('30130123');
  await page.getByRole('button', { name: 'Verificar' }).click();
  // The feasibility, on the spot: Belo Horizonte is covered by its CEP range.
  await expect(page.getByRole('status').filter({ hasText: 'Viável' })).toBeVisible();
  await expect(page.getByLabel('Cidade')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Cadastrar lead' }).click();
  await expect(page.getByText('Lead cadastrado', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Meus leads' }).click();
  const mine = page.getByRole('row').filter({ hasText: nome });
  await expect(mine).toContainText('Novo');

  // A seller of the internal team works it: a call answered, then the sale with a plan of /pricing.
  const seller = await browser.newPage();
  await signInUi(seller, 'marketing@demo.intranet');
  await seller.goto('/sales/internal/lists/leads');
  await seller.getByLabel('Buscar por nome, CPF ou telefone').fill(cpf);
  await seller.getByLabel('Buscar por nome, CPF ou telefone').press('Enter');
  const row = seller.getByRole('row').filter({ hasText: nome });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Abrir' }).click();
  const drawer = seller.getByRole('dialog');
  await drawer.getByRole('button', { name: 'Atendeu', exact: true }).click();
  await expect(seller.getByText('Contato registrado.')).toBeVisible();
  await expect(drawer).toContainText('Em contato');
  await choose(seller, combobox(drawer, 'Novo status'), 'Vendido');
  await choose(seller, combobox(drawer, 'Plano vendido'), /^Fibra 500 Mega —/);
  await drawer.getByRole('button', { name: 'Registrar venda' }).click();
  await expect(seller.getByText('Venda registrada.')).toBeVisible();
  await expect(drawer).toContainText('Fibra 500 Mega');
  await seller.close();

  // The employee sees it sold, with the referral bonus.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: nome })).toContainText('Vendido');
  await expect(page.getByRole('row').filter({ hasText: nome })).toContainText('R$');
});
