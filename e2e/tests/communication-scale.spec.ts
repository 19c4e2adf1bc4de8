import { expect, test, type Page } from '../support/test';
import { signInUi } from '../support/shell';
import { choose } from '../support/select';

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** The figure of a "Quem recebe" counter (E-mail, WhatsApp, SMS, Clientes). */
async function counter(page: Page, title: string): Promise<number> {
  const value = page
    .locator('.ant-statistic')
    .filter({ has: page.getByText(title, { exact: true }) })
    .locator('.ant-statistic-content-value');
  await expect(value).toHaveText(/\d/);
  return Number((await value.innerText()).replace(/\D/g, ''));
}

/** The customer codes listed in a table column, page by page as shown. */
async function codes(page: Page, column: number): Promise<string[]> {
  const cells = page.locator('.ant-table-tbody tr.ant-table-row').locator(`td:nth-child(${column})`);
  return (await cells.allInnerTexts()).map((text) => text.trim());
}

test('a birthday rule sends e-mail to everyone born today and WhatsApp to all but the customer who refused it, once', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const name = `Aniversariantes E2E ${Date.now()}`;

  await signInUi(page, 'marketing@demo.intranet');
  await page.goto('/marketing/home');
  await page.getByRole('link', { name: 'Campanha de Comunicação' }).click();
  await page.getByRole('button', { name: 'NOVA CAMPANHA' }).click();
  await choose(page, 'Provedor', 'Bitcom');
  await page.getByLabel('Nome da campanha').fill(name);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/marketing\/communication-scale\/list$/);
  await row(page, name).getByRole('button', { name: 'Ver regras' }).click();
  await expect(page).toHaveURL(/communication-scale-rules\/list\?idCampaign=\d+/);
  const idCampaign = new URL(page.url()).searchParams.get('idCampaign');

  // The rule: every year on the birthday, morning shift, e-mail and WhatsApp.
  await page.getByRole('button', { name: 'NOVA REGRA' }).click();
  await choose(page, 'Critério', 'Data de Aniversário');
  await choose(page, 'Envio', 'Anual');
  await choose(page, 'Turno', 'Manhã (07:00)');
  await page.getByRole('switch', { name: 'Mensagem WhatsApp' }).click();
  await page.getByLabel('Template WhatsApp').fill('feliz_aniversario');
  await page.getByRole('switch', { name: 'Mensagem E-mail' }).click();
  await page.getByLabel('Título do e-mail').fill('Feliz aniversário, {{primeiro_nome}}!');
  await page.locator('.ProseMirror').click();
  await page.keyboard.type('Parabéns! A {{provedor}} deseja um ótimo dia.');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Regra da campanha de comunicação cadastrada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/communication-scale-rules\/list\?idCampaign=\d+/);

  // Quem recebe: Bitcom's customers born today, before anything is sent.
  await page.locator('.ant-table-tbody tr.ant-table-row').first().getByRole('button', { name: 'Quem recebe' }).click();
  await expect(page).toHaveURL(/recipients\/\d+\?idCampaign=/);
  const emails = await counter(page, 'E-mail');
  const whatsapps = await counter(page, 'WhatsApp');
  expect(emails).toBeGreaterThan(1);
  expect(whatsapps).toBeGreaterThan(1);
  const whatsappRow = page
    .locator('.ant-table-tbody tr.ant-table-row')
    .filter({ has: page.locator('.ant-tag', { hasText: 'WhatsApp' }) })
    .first();
  const restricted = (await whatsappRow.locator('td').first().innerText()).trim();
  const recipientsUrl = page.url();

  // That customer refuses WhatsApp.
  await page.goto('/marketing/communication-scale-restrictions/register');
  await choose(page, 'Provedor', 'Bitcom');
  await page.locator('.ant-radio-button-wrapper', { hasText: 'Código' }).click();
  await page.getByLabel('Código Cliente').fill(restricted);
  await page.getByLabel('Código Cliente').press('Enter');
  await expect(page.getByLabel('Nome do Cliente')).not.toHaveValue('');
  await page.getByRole('switch', { name: 'WhatsApp' }).click();
  await expect(page.getByRole('switch', { name: 'WhatsApp' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Dados atualizados com sucesso!')).toBeVisible();

  await page.goto(recipientsUrl);
  await expect.poll(() => counter(page, 'WhatsApp')).toBe(whatsapps - 1);
  expect(await counter(page, 'E-mail')).toBe(emails);

  // The superadmin runs the morning shift now.
  const admin = await browser.newPage();
  await signInUi(admin, 'admin@demo.intranet');
  await admin.goto(`/marketing/communication-scale/deliveries?idCampaign=${idCampaign}`);
  await choose(admin, 'Turno', 'Manhã (07:00)');
  await admin.getByRole('button', { name: 'Executar turno agora' }).click();
  await admin.getByRole('button', { name: 'Executar', exact: true }).click();
  await expect(admin.getByText(/^Turno executado: \d+ novas mensagens/)).toBeVisible({ timeout: 30_000 });
  // A second run sends nothing again.
  await admin.getByRole('button', { name: 'Executar turno agora' }).click();
  await admin.getByRole('button', { name: 'Executar', exact: true }).click();
  await expect(
    admin.getByText('Nenhuma mensagem nova para enviar neste turno: o que era devido hoje já foi enviado.'),
  ).toBeVisible({ timeout: 30_000 });
  await admin.close();

  // Deliveries: e-mail for all of them, WhatsApp for all but the one who refused it.
  await page.goto(`/marketing/communication-scale/deliveries?idCampaign=${idCampaign}`);
  await choose(page, 'Canal', 'E-mail');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(Math.min(emails, 20));
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'Enviada' })).toHaveCount(
    Math.min(emails, 20),
  );
  await choose(page, 'Canal', 'WhatsApp');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(Math.min(whatsapps - 1, 20));
  expect(await codes(page, 6)).not.toContain(restricted);
  await expect(page.getByRole('figure')).toContainText('Envios por dia e canal');
});

test('an event is created, edited with its history, and deactivated', async ({ page }) => {
  const name = `Feira de Tecnologia E2E ${Date.now()}`;
  const renamed = `${name} (nova data)`;

  await signInUi(page, 'marketing@demo.intranet');
  await page.goto('/marketing/home');
  await page.getByRole('link', { name: 'Eventos' }).click();
  await expect(page).toHaveURL(/\/marketing\/events\/list$/);
  await page.getByRole('button', { name: 'NOVO EVENTO' }).click();
  await expect(page).toHaveURL(/\/marketing\/events\/register$/);
  await page.getByRole('textbox', { name: /^\*?\s*Evento$/ }).fill(name);
  const range = page.locator('.ant-picker-range');
  await range.locator('input').first().click();
  await range.locator('input').first().fill('10/12/2026');
  await range.locator('input').first().press('Enter');
  await range.locator('input').last().fill('12/12/2026');
  await range.locator('input').last().press('Enter');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(range.locator('input').last()).toHaveValue('12/12/2026');
  await page.getByLabel('Nome do Local').fill('Expominas');
  await page.getByLabel('Endereço do Local').fill('Av. Amazonas, 6200 - Gameleira');
  await choose(page, 'Cidade', 'Belo Horizonte');
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('Evento cadastrado com sucesso')).toBeVisible();
  await expect(row(page, name)).toBeVisible();

  await row(page, name).getByRole('button', { name: 'Editar' }).click();
  await expect(page.getByRole('textbox', { name: /^\*?\s*Evento$/ })).toHaveValue(name);
  await page.getByRole('textbox', { name: /^\*?\s*Evento$/ }).fill(renamed);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/marketing\/events\/list$/);
  await row(page, renamed).getByRole('button', { name: 'Editar' }).click();
  await page.getByText('Ver histórico de Edições').click();
  const history = page.locator('.history-viewer');
  await expect(history.getByText(/editou o item/)).toBeVisible();
  await expect(history.getByText(name, { exact: true })).toBeVisible();
  await expect(history.getByText(renamed, { exact: true })).toBeVisible();

  await page.goto('/marketing/events/list');
  await row(page, renamed).getByRole('button', { name: 'Desativar' }).click();
  await expect(page.getByText('Status do evento atualizado com sucesso')).toBeVisible();
  await expect(row(page, renamed).getByRole('button', { name: 'Ativar' })).toBeVisible();
});
