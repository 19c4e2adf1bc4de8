import { expect, test, type Page } from '../support/test';
import { signInUi } from '../support/shell';

const CHAPTER = 'Código de conduta';

/** The report's confirmed and pending figures of the chapter. */
async function figures(page: Page) {
  await page.goto('/reports/read-confirm?tipo=manual');
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: CHAPTER, exact: true }) });
  await expect(row).toBeVisible();
  const cells = row.getByRole('cell');
  return { confirmed: Number(await cells.nth(5).innerText()), pending: Number(await cells.nth(6).innerText()) };
}

test('an employee opens the handbook and confirms a chapter; HR sees the count move in the report', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);

  await signInUi(page, 'rh.gestor@demo.intranet');
  const before = await figures(page);
  expect(before.pending).toBeGreaterThan(0);

  // The employee: the home lists what is pending; the handbook opens on the first pending chapter.
  const context = await browser.newContext();
  const employee = await context.newPage();
  await signInUi(employee, 'colaborador@demo.intranet');
  const panel = employee.getByTestId('pending-reads');
  await expect(panel).toContainText(/\d+ leituras pendentes/);
  await expect(panel.getByRole('link', { name: CHAPTER })).toBeVisible();
  await employee.getByRole('link', { name: 'Manual do Colaborador' }).first().click();
  await expect(employee).toHaveURL(/\/employee-handbook\/view/);
  const contents = employee.getByRole('navigation', { name: 'Sumário do manual' });
  await expect(contents.getByRole('link', { name: /Boas-vindas/ })).toBeVisible();
  await expect(contents.getByRole('link', { name: new RegExp(CHAPTER) })).toContainText('Pendente');
  await expect(employee.getByRole('heading', { name: CHAPTER })).toBeVisible();
  await expect(employee.getByText(/^Versão 1 · Atualizado em \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();

  // The search narrows the contents; another chapter reads without a confirmation.
  await employee.getByRole('searchbox', { name: 'Buscar capítulo' }).fill('férias');
  await expect(contents.getByRole('link')).toHaveCount(1);
  await contents.getByRole('link', { name: 'Férias e folgas' }).click();
  await expect(employee.getByRole('heading', { name: 'Férias e folgas' })).toBeVisible();
  await expect(employee.getByRole('button', { name: 'Li e estou ciente' })).toHaveCount(0);

  await employee.getByRole('searchbox', { name: 'Buscar capítulo' }).fill('');
  await contents.getByRole('link', { name: new RegExp(CHAPTER) }).click();
  await employee.getByRole('button', { name: 'Li e estou ciente' }).click();
  await expect(employee.getByText(/^Leitura confirmada em \d{2}\/\d{2}\/\d{4} - \d{2}:\d{2}$/)).toBeVisible();
  await expect(contents.getByRole('link', { name: new RegExp(CHAPTER) })).not.toContainText('Pendente');
  await context.close();

  // HR: one more confirmed, one fewer pending; the detail lists the employee as confirmed.
  const after = await figures(page);
  expect(after).toEqual({ confirmed: before.confirmed + 1, pending: before.pending - 1 });
  await page.getByRole('cell', { name: CHAPTER, exact: true }).click();
  await expect(page).toHaveURL(/\/reports\/read-confirm-list\/\d+\?tipo=manual$/);
  await page.getByRole('searchbox', { name: 'Buscar por nome' }).fill('Carlos');
  await page.getByRole('searchbox', { name: 'Buscar por nome' }).press('Enter');
  const person = page.getByRole('row').filter({ hasText: 'Carlos Colaborador' });
  await expect(person).toContainText('Confirmado');
});
