import { apiLogin, bearer } from '../support/api';
import { choose, combobox, openOptions } from '../support/select';
import { signInUi } from '../support/shell';
import { expect, test, type Page } from '../support/test';

type Unit = { patrimonio: string; id_local: number; local: string; id_empresa: number };
type Overdue = { patrimonio: string; contrato: string; cliente: string };

/** A figure of the supplies dashboard, read from its card. */
async function figure(page: Page, title: string): Promise<number> {
  await page.goto('/supplies/dashboard');
  const card = page.locator('.ant-statistic').filter({ hasText: title });
  await expect(card.locator('.ant-statistic-content-value')).toHaveText(/\d/);
  return Number((await card.locator('.ant-statistic-content-value').innerText()).replace(/\D/g, ''));
}
async function dashboard(page: Page) {
  return {
    almoxarifado: await figure(page, 'Almoxarifado'),
    equipe: await figure(page, 'Equipe'),
    cliente: await figure(page, 'Cliente (comodato)'),
  };
}

test('supplies: units removed to a squad, one installed at a customer, another collected from a cancelled contract and returned, the squad inventory validated; the dashboard follows each step', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  // The supplies manager of the demo (suprimentos:gestor) does every step.
  const token = await apiLogin(request, 'suprimentos@demo.intranet');
  // Two units in the first warehouse, and a unit at a customer whose contract was cancelled (the dashboard's list).
  const lookups = (await (await request.get('/v1/suprimentos/consultas', { headers: bearer(token) })).json()) as {
    locais: { id: number; nome: string; tipo: string; id_empresa: number }[];
    equipes: { id: number; nome: string; id_empresa: number; id_local: number }[];
  };
  const warehouse = lookups.locais.find((l) => l.tipo === 'almoxarifado')!;
  const squad = lookups.equipes.find((e) => e.id_empresa === warehouse.id_empresa)!;
  const units = (
    (await (
      await request.get(`/v1/suprimentos/unidades?local=${warehouse.id}&limit=2`, { headers: bearer(token) })
    ).json()) as { itens: Unit[] }
  ).itens;
  const [installed, counted] = units.map((u) => u.patrimonio);
  const contract = (
    (await (await request.get('/v1/suprimentos/contratos?busca=a', { headers: bearer(token) })).json()) as {
      contratos: { codigo_erp: string; cliente: string; status: string; sistema: number }[];
    }
  ).contratos.find((c) => c.status === 'ativo' && c.sistema === warehouse.id_empresa);
  const overdue = (
    (await (await request.get('/v1/suprimentos/painel', { headers: bearer(token) })).json()) as { atrasados: Overdue[] }
  ).atrasados[0];

  await signInUi(page, 'suprimentos@demo.intranet');
  const start = await dashboard(page);

  // Removal: warehouse → squad, two tags typed.
  await page.goto('/supplies/removal');
  await page.getByRole('button', { name: /ADICIONAR/i }).click();
  await page.getByRole('menuitem', { name: 'Registrar retirada' }).click();
  const removal = page.getByRole('dialog', { name: 'Registrar retirada' });
  await choose(page, removal.getByRole('combobox', { name: /Origem/ }), warehouse.nome);
  await choose(page, removal.getByRole('combobox', { name: /Equipe/ }), squad.nome);
  await removal.getByLabel(/Patrimônios/).fill(`${installed}\n${counted}`);
  await removal.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('2 unidades movimentadas.')).toBeVisible();
  const removed = await dashboard(page);
  expect(removed.equipe).toBe(start.equipe + 2);
  expect(removed.almoxarifado).toBe(start.almoxarifado - 2);

  // Installation: squad → the customer's contract, with the OS.
  await page.goto('/supplies/removal');
  await page.getByRole('button', { name: /ADICIONAR/i }).click();
  await page.getByRole('menuitem', { name: 'Registrar instalação' }).click();
  const install = page.getByRole('dialog', { name: 'Registrar instalação' });
  await choose(page, install.getByRole('combobox', { name: /Origem/ }), squad.nome);
  await choose(
    page,
    install.getByRole('combobox', { name: /Contrato do cliente/ }),
    new RegExp(`^${contract!.codigo_erp} — ${contract!.cliente.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    contract!.codigo_erp,
  );
  await install.getByLabel(/OS/).fill('OS-E2E-1');
  await install.getByLabel(/Patrimônios/).fill(installed);
  await install.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('1 unidade movimentada.')).toBeVisible();
  const afterInstall = await dashboard(page);
  expect(afterInstall.cliente).toBe(removed.cliente + 1);
  expect(afterInstall.equipe).toBe(removed.equipe - 1);

  // Collection after a cancellation, typed without its OS: it waits on the alternative list, where the
  // table's path action saves the OS (spec §2.7) and the unit comes back to the squad.
  await page.goto('/supplies/returning');
  await page.getByRole('button', { name: 'Registrar recolhimento' }).click();
  const collect = page.getByRole('dialog', { name: 'Registrar recolhimento' });
  await choose(page, collect.getByRole('combobox', { name: /Equipe/ }), squad.nome);
  await choose(
    page,
    collect.getByRole('combobox', { name: /Contrato do cliente/ }),
    new RegExp(`^${overdue.contrato} — ${overdue.cliente.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    overdue.contrato,
  );
  await collect.getByLabel(/Patrimônio/).fill(overdue.patrimonio);
  await collect.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(/complete a OS ou o patrimônio/)).toBeVisible();
  await page.goto('/supplies/returning/alternative');
  const row = page.getByRole('row').filter({ hasText: overdue.patrimonio }).first();
  await row
    .getByRole('button', { name: /editar célula$/ })
    .first()
    .click();
  await row.getByRole('textbox').fill('OS-E2E-2');
  await row.getByRole('textbox').press('Enter');
  await expect(page.getByText('OS e/ou Patrimônio editados com sucesso.')).toBeVisible();
  const collected = await dashboard(page);
  expect(collected.cliente).toBe(afterInstall.cliente - 1);
  expect(collected.equipe).toBe(afterInstall.equipe + 1);

  // Return: squad → warehouse.
  await page.goto('/supplies/devolutions');
  await page.getByRole('button', { name: 'Registrar devolução' }).click();
  const giveBack = page.getByRole('dialog', { name: 'Registrar devolução' });
  await choose(page, giveBack.getByRole('combobox', { name: /Equipe/ }), squad.nome);
  await giveBack.getByLabel(/^OS/).fill('OS-E2E-3');
  await giveBack.getByLabel(/Patrimônio/).fill(overdue.patrimonio);
  await giveBack.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Retorno recebido.')).toBeVisible();
  const returned = await dashboard(page);
  expect(returned.equipe).toBe(collected.equipe - 1);
  expect(returned.almoxarifado).toBe(collected.almoxarifado + 1);

  // The squad's count misses a unit it holds: validated, the difference leaves the squad.
  await page.goto(`/squads/inventory/${squad.id}`);
  await page.locator('input#patrimonio').fill(counted);
  await page.locator('input#quantidade_informada').fill('0');
  await page.getByRole('button', { name: 'Registrar contagem' }).click();
  await expect(page.getByText('Contagem registrada.')).toBeVisible();
  const counting = page.getByRole('row').filter({ hasText: counted }).first();
  await expect(counting.getByText('-1')).toBeVisible();
  await counting.getByRole('button', { name: 'Validar' }).click();
  // The count differs from the expected: validating creates an adjustment move, so it is asked first.
  const confirm = page.getByRole('dialog').filter({ hasText: 'Validar inventário com diferença?' });
  await expect(confirm).toContainText('Foram contadas 0 e o sistema espera 1.');
  await confirm.getByRole('button', { name: 'Validar' }).click();
  await expect(page.getByText('Inventário validado com sucesso.')).toBeVisible();
  await expect(counting.getByText('Validado')).toBeVisible();
  const validated = await dashboard(page);
  expect(validated.equipe).toBe(returned.equipe - 1);
});

test('supplies: a product registered from the supplies home and edited; a squad’s members and city edited', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36).toUpperCase();
  await signInUi(page, 'suprimentos@demo.intranet');

  // Products: from the home's card to the register, then edited in the list.
  await page.goto('/supplies/home');
  await page.getByText('Produtos', { exact: true }).click();
  await expect(page).toHaveURL(/\/supplies\/products\/list$/);
  await page.getByRole('button', { name: 'NOVO PRODUTO' }).click();
  await expect(page).toHaveURL(/\/supplies\/products\/register$/);
  await page.getByLabel('Nome', { exact: true }).fill(`Roteador E2E ${stamp}`);
  await choose(page, page.getByLabel('Tipo', { exact: true }), 'Roteador');
  await page.getByLabel('Modelo', { exact: true }).fill(`RT-${stamp}`);
  await page.getByRole('spinbutton', { name: 'Custo unitário' }).fill('149,90');
  await page.getByRole('button', { name: 'Salvar' }).click();
  const product = page.getByRole('row').filter({ hasText: `Roteador E2E ${stamp}` });
  await expect(product).toContainText('R$ 149,90');
  await expect(product).toContainText('Por número de série');
  await product.getByRole('button', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/\/supplies\/products\/edit\/\d+$/);
  await expect(page.getByRole('spinbutton', { name: 'Custo unitário' })).toHaveValue('149,90');
  await page.getByRole('spinbutton', { name: 'Custo unitário' }).fill('155,00');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('row').filter({ hasText: `Roteador E2E ${stamp}` })).toContainText('R$ 155,00');

  // A squad: a member added by name and the city chosen among the provider's.
  await page.goto('/squads/list');
  const squadRow = page.getByRole('row').filter({ hasText: 'Equipe Alfa' });
  await squadRow.getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: /Editar equipe/ });
  const before = await dialog.locator('.ant-select-selection-item').count();
  const list = await openOptions(page, combobox(dialog, 'Integrantes'));
  const option = list.locator('.ant-select-item-option:not(.ant-select-item-option-selected)').first();
  const name = (await option.innerText()).trim();
  await option.click();
  await page.keyboard.press('Escape');
  await expect(dialog.locator('.ant-select-selection-item')).toHaveCount(before + 1);
  const cities = await openOptions(page, combobox(dialog, 'Cidade'));
  const city = cities.locator('.ant-select-item-option').last();
  const cityName = (await city.innerText()).trim().split(' - ')[0];
  await city.click();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Equipe salva.')).toBeVisible();
  const saved = page.getByRole('row').filter({ hasText: 'Equipe Alfa' });
  await expect(saved).toContainText(name);
  await expect(saved).toContainText(cityName);
});
