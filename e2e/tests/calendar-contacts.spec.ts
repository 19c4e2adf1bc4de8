import { dayParts, today } from '@intranet/shared/calendar/days';
import { expect, test } from '../support/test';
import { signInUi } from '../support/shell';

test('an employee opens the calendar and the contacts from the header: a holiday, a birthday, a colleague', async ({
  page,
}) => {
  await signInUi(page, 'colaborador@demo.intranet');

  await page.getByTestId('app-header').getByRole('button', { name: 'Calendário' }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  // January of next year: New Year's Day, and Ana Almeida's birthday (a colleague of Bitcom, demo data).
  const { year, month } = dayParts(today());
  for (let m = month; m <= 12; m++) await page.getByRole('button', { name: 'Próximo mês' }).click();
  await expect(page.getByRole('heading', { name: `janeiro de ${year + 1}` })).toBeVisible();
  await page.getByTitle(`${year + 1}-01-01`).click();
  const day = page.getByTestId('day-events');
  await expect(day.getByText('Confraternização Universal')).toBeVisible();
  await expect(day.getByText('Feriado nacional')).toBeVisible();
  await expect(day.getByRole('link', { name: 'Aniversário de Ana Almeida' })).toBeVisible();
  await expect(page.locator('.company-calendar').getByText('Aniversário de Ana Almeida')).toBeVisible();

  await page.getByTestId('app-header').getByRole('button', { name: 'Contatos' }).click();
  await expect(page).toHaveURL(/\/contacts\/list$/);
  await page.getByLabel('Buscar colaborador').fill('renata');
  const card = page.getByTestId('contact-card');
  await expect(card).toHaveCount(1);
  await card.getByRole('link', { name: 'Renata Gestora' }).click();

  await expect(page).toHaveURL(/\/contacts\/profile\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Renata Gestora' })).toBeVisible();
  const profile = page.getByTestId('contact-profile');
  await expect(profile.getByText('Recursos Humanos')).toBeVisible();
  await expect(profile.getByRole('link', { name: /@bitcom\.intranet$/ })).toHaveAttribute('href', /^mailto:/);
  await expect(profile.getByRole('button', { name: 'Copiar e-mail' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar vCard' }).click();
  expect((await download).suggestedFilename()).toBe('renata-gestora.vcf');
});
