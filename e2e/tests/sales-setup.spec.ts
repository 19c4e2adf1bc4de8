import { expect, test } from '../support/test';
import { signInUi } from '../support/shell';
import { choose, combobox } from '../support/select';

test('a sales manager keeps the coverage, imports it from a spreadsheet, sets the SLA and sees the sellers; a seller only reads the settings', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const city = `Cidade Nova ${stamp}`;

  // From the internal sales home to the coverage areas.
  await signInUi(page, 'marketing@demo.intranet');
  await page.goto('/sales/internal/home');
  await page
    .getByRole('navigation', { name: 'Configurações básicas' })
    .getByRole('link', { name: 'Áreas de cobertura' })
    .click();
  await expect(page).toHaveURL(/\/sales\/basic-configurations\/coverage\/list$/);
  await choose(page, combobox(page, 'Filtrar por provedor'), 'Bitcom');
  await expect(page.getByRole('row').filter({ hasText: 'Bitcom' }).first()).toBeVisible();

  // The address check: Belo Horizonte is covered by its CEP range.
  await page.getByRole('button', { name: 'Verificar endereço' }).click();
  const check = page.getByRole('dialog', { name: 'Verificar endereço' });
  await choose(page, combobox(check, 'Provedor'), 'Bitcom');
  await check.getByLabel('CEP').fill('30130123');
  await check.getByRole('button', { name: 'Verificar' }).click();
  await expect(check.getByRole('status')).toContainText('Viável');
  await check.getByRole('button', { name: 'Fechar' }).click();

  // The import: one good line, one bad; the preview names the bad one; the good one becomes an area.
  await page.getByRole('button', { name: 'Importar planilha' }).click();
  await expect(page).toHaveURL(/\/coverage\/import$/);
  await choose(page, 'Provedor', 'Bitcom');
  await page.locator('input[type=file]').setInputFiles({
    name: 'cobertura.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `Cidade;UF;CEP inicial;CEP final;Bairro;Logradouro\n${city};MG;;;Centro;\n${city};MG;3999;;;\n`,
    ),
  });
  await page.getByRole('button', { name: 'Enviar e conferir' }).click();
  const preview = page.getByRole('region', { name: 'Conferência da planilha' });
  await expect(preview).toContainText('Algumas linhas têm problemas e não serão importadas.');
  await expect(preview.getByRole('row').filter({ hasText: 'CEP inicial: CEP invalido' })).toBeVisible();
  await preview.getByRole('button', { name: 'Importar 1 área(s)' }).click();
  await page
    .getByRole('dialog', { name: 'Importar áreas de cobertura?' })
    .getByRole('button', { name: 'Importar' })
    .click();
  await expect(preview).toContainText('1 área(s) de cobertura criada(s) para Bitcom.');
  await preview.getByRole('link', { name: 'Ver as áreas de cobertura' }).click();
  await page.getByLabel('Buscar por bairro, rua ou CEP').fill('Centro');
  await page.getByLabel('Buscar por bairro, rua ou CEP').press('Enter');
  await expect(page.getByRole('row').filter({ hasText: city })).toContainText('Bairro Centro');

  // The settings: the upgrade SLA of Vetorial, in hours and as days.
  await page.goto('/sales/basic-configurations/settings');
  await choose(page, 'Provedor', 'Vetorial');
  const upgrade = page.getByLabel('Upgrade (horas)');
  await upgrade.fill('30');
  await expect(page.getByText('1 dia e 6 horas')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Configurações de vendas salvas com sucesso!')).toBeVisible();

  // The sellers: the next of the round-robin is shown.
  await page.goto('/sales/basic-configurations/sellers');
  await expect(page.getByText('Próximo a receber').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'ADICIONAR VENDEDOR' })).toBeVisible();

  // A seller reads the settings but cannot change them, nor manage the sellers.
  const seller = await browser.newPage();
  await signInUi(seller, 'vendedor@demo.intranet');
  await seller.goto('/sales/basic-configurations/settings');
  await choose(seller, 'Provedor', 'Vetorial');
  await expect(seller.getByLabel('Upgrade (horas)')).toHaveValue('30');
  await expect(seller.getByLabel('Upgrade (horas)')).toBeDisabled();
  await expect(
    seller.getByText('Somente gestores de vendas ou de marketing alteram estas configurações.'),
  ).toBeVisible();
  await expect(seller.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
  await seller.goto('/sales/basic-configurations/sellers');
  await expect(seller.getByText('Próximo a receber').first()).toBeVisible();
  await expect(seller.getByRole('button', { name: 'ADICIONAR VENDEDOR' })).toHaveCount(0);
  await seller.close();
});
