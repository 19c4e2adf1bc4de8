import { expect, test } from '../support/test';
import { signInUi } from '../support/shell';

test('a marketing manager creates, edits, deactivates and deletes a sales campaign', async ({ page }) => {
  const name = `Campanha E2E ${Date.now()}`;
  const renamed = `${name} editada`;

  await signInUi(page, 'marketing@demo.intranet');
  await page.goto('/marketing/home');
  await page.locator('a.cards-menu__card[href="/marketing/campaigns/list"]').click();
  await expect(page).toHaveURL(/\/marketing\/campaigns\/list$/);

  await page.getByRole('button', { name: 'NOVA CAMPANHA' }).click();
  await expect(page).toHaveURL(/\/marketing\/campaigns\/register$/);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Preencha todos os campos obrigatórios!').first()).toBeVisible();
  await page.getByLabel('Nome da campanha').fill(name);
  await page.getByRole('switch', { name: 'Bitcom' }).click();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Campanha cadastrada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/marketing\/campaigns\/list$/);

  const row = (text: string) => page.getByRole('row').filter({ hasText: text });
  await expect(row(name)).toContainText('Ativo');

  await row(name).getByRole('button', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/\/marketing\/campaigns\/edit\/\d+$/);
  const editUrl = page.url();
  await expect(page.getByLabel('Nome da campanha')).toHaveValue(name);
  await expect(page.getByRole('switch', { name: 'Bitcom' })).toBeChecked();
  await page.getByLabel('Nome da campanha').fill(renamed);
  await page.getByRole('switch', { name: 'Vetorial' }).click();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Campanha editada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/marketing\/campaigns\/list$/);

  await page.goto(editUrl);
  await page.getByText('Ver histórico de Edições').click();
  const history = page.locator('.history-viewer');
  await expect(history.getByText(/editou o item/)).toBeVisible();
  await expect(history.getByText(name, { exact: true })).toBeVisible();
  await expect(history.getByText(renamed, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar' }).click();

  await row(renamed).getByRole('button', { name: 'Desativar' }).click();
  await expect(page.getByText('Campanha editada com sucesso!').first()).toBeVisible();
  await expect(row(renamed)).toContainText('Inativo');

  await row(renamed).getByRole('button', { name: 'Excluir' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('IRREVERSÍVEL')).toBeVisible();
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Campanha excluída com sucesso')).toBeVisible();
  await expect(row(renamed)).toHaveCount(0);
});
