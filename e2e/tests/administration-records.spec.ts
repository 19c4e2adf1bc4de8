import { expect, test, type Page } from '../support/test';
import { signInUi } from '../support/shell';
import { choose } from '../support/select';

/** Picks an option of an antd select found by its label, typing to search when asked. */
const pick = (page: Page, label: string, option: string, search?: string) =>
  choose(page, page.getByLabel(label, { exact: true }), option, search);

/** Moves cities to the right of the dual list, one by one through the filter. */
async function chooseCities(page: Page, cities: string[]) {
  for (const city of cities) {
    await page.getByLabel('Filtrar cidades').fill(city.split(' - ')[0]);
    await page
      .getByRole('listbox', { name: 'Cidades disponíveis' })
      .getByRole('option', { name: city, exact: true })
      .click();
    await page.getByLabel('Mover selecionadas para a direita').click();
  }
  await page.getByLabel('Filtrar cidades').fill('');
}

const stamp = Date.now().toString().slice(-6);

test('the superadmin registers a provider with three cities, a contracting company, a municipal holiday and a department → sector → position chain', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInUi(page, 'admin@demo.intranet');

  // A provider with three cities through the dual list.
  const provider = `Provedor E2E ${stamp}`;
  await page.goto('/providers/list');
  await page.getByRole('button', { name: 'NOVO PROVEDOR' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByText('* CAMPO DE PREENCHIMENTO OBRIGATÓRIO')).toBeVisible();
  await page.getByLabel('Nome', { exact: true }).fill(provider);
  // A new record starts active.
  await expect(page.getByRole('switch', { name: 'Status' })).toBeChecked();
  await pick(page, 'Estado', 'MG - Minas Gerais', 'Minas');
  await chooseCities(page, ['Itajubá - MG', 'Lavras - MG', 'Varginha - MG']);
  await expect(page.getByRole('listbox', { name: 'Cidades selecionadas' }).getByRole('option')).toHaveCount(3);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Dados cadastrados com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/providers\/list$/);
  const providerRow = page.getByRole('row').filter({ hasText: provider });
  await providerRow.getByRole('button', { name: 'Editar' }).click();
  await expect(page.getByRole('listbox', { name: 'Cidades selecionadas' }).getByRole('option')).toHaveText([
    'Itajubá - MG',
    'Lavras - MG',
    'Varginha - MG',
  ]);

  // A contracting company: the invalid CNPJ is refused first.
  await page.goto('/contracting/companies/list');
  await page.getByRole('button', { name: 'NOVA EMPRESA' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByText('* CAMPO DE PREENCHIMENTO OBRIGATÓRIO')).toBeVisible();
  await page.getByLabel('Razão social').fill(`Contratante E2E ${stamp} Ltda`);
  await page.getByLabel('Nome fantasia').fill(`Contratante E2E ${stamp}`);
  await page.getByLabel('CNPJ').fill('11222333000182');
  await page.getByLabel('CNPJ').blur();
  await expect(page.getByText('Ops! Parece que seu cnpj é inválido!')).toBeVisible();
  await page.getByLabel('CNPJ').fill('45997418000153');
  await expect(page.getByLabel('CNPJ')).toHaveValue('45.997.418/0001-53');
  await expect(page.getByText('Ops! Parece que seu cnpj é inválido!')).toHaveCount(0);
  await pick(page, 'Provedor', 'Bitcom');
  await page.getByLabel('CEP').fill('30140071');
  await expect(page.getByLabel('Cidade', { exact: true })).toHaveValue('Belo Horizonte');
  await page.getByLabel('Endereço').fill('Rua da Bahia');
  await page.getByLabel('Número').fill('1148');
  await page.getByLabel('Bairro').fill('Centro');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Dados cadastrados com sucesso!')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '45.997.418/0001-53' })).toContainText('Belo Horizonte');

  // A municipal holiday for two cities: two records.
  const holiday = `Feriado E2E ${stamp}`;
  await page.goto('/holidays/list');
  await page.getByRole('button', { name: 'NOVO FERIADO' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByText('* CAMPO DE PREENCHIMENTO OBRIGATÓRIO')).toBeVisible();
  await page.getByLabel('Nome', { exact: true }).fill(holiday);
  await pick(page, 'Tipo', 'Municipal');
  await page.getByLabel('Data').click();
  await page.getByLabel('Data').fill('15/08');
  await page.getByLabel('Nome', { exact: true }).click();
  await expect(page.getByLabel('Data')).toHaveValue('15/08');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Selecione uma ou mais cidades')).toBeVisible();
  await pick(page, 'Estado', 'MG - Minas Gerais', 'Minas');
  await chooseCities(page, ['Betim', 'Contagem']);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Dados cadastrados com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/holidays\/list$/);
  const holidayRows = page.getByRole('row').filter({ hasText: holiday });
  await expect(holidayRows).toHaveCount(2);
  await expect(holidayRows.filter({ hasText: 'Betim' })).toContainText('15/08');
  await expect(holidayRows.filter({ hasText: 'Contagem' })).toContainText('Municipal');

  // Department → sector → position.
  const department = `Jurídico E2E ${stamp}`;
  const sector = `Contratos E2E ${stamp}`;
  const position = `Advogado E2E ${stamp}`;
  await page.goto('/departments/list');
  await page.getByRole('button', { name: 'NOVO DEPARTAMENTO' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByText('* CAMPO DE PREENCHIMENTO OBRIGATÓRIO')).toBeVisible();
  await pick(page, 'Provedor', 'Bitcom');
  await page.getByLabel('Nome', { exact: true }).fill(department);
  // A new record starts active.
  await expect(page.getByRole('switch', { name: 'Status' })).toBeChecked();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Dados cadastrados com sucesso!')).toBeVisible();

  await page.goto('/sectors/list');
  await page.getByRole('button', { name: 'NOVO SETOR' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByText('* CAMPO DE PREENCHIMENTO OBRIGATÓRIO')).toBeVisible();
  await pick(page, 'Provedor', 'Bitcom');
  await pick(page, 'Departamento', department, 'Jurídico');
  await page.getByLabel('Nome', { exact: true }).fill(sector);
  // A new record starts active.
  await expect(page.getByRole('switch', { name: 'Status' })).toBeChecked();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Dados cadastrados com sucesso!')).toBeVisible();

  await page.goto('/positions/list');
  await page.getByRole('button', { name: 'NOVO CARGO' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByText('* CAMPO DE PREENCHIMENTO OBRIGATÓRIO')).toBeVisible();
  await pick(page, 'Provedor', 'Bitcom');
  await pick(page, 'Departamento', department, 'Jurídico');
  await pick(page, 'Setor', sector);
  await page.getByLabel('Nome', { exact: true }).fill(position);
  // A new record starts active.
  await expect(page.getByRole('switch', { name: 'Status' })).toBeChecked();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Dados cadastrados com sucesso!')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: position })).toContainText('Ativo');
});
