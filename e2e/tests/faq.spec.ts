import { expect, test, type Browser } from '../support/test';

/** A visitor, without login, searches the FAQ as they type and opens an answer; `phone` on a 390 × 844 screen. */
async function visitorJourney(browser: Browser, phone: boolean) {
  const context = await browser.newContext(
    phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {},
  );
  const page = await context.newPage();
  await page.goto('/faq/search/noparms');
  await expect(page.getByRole('heading', { level: 1, name: 'Perguntas frequentes' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Trabalhe conosco/ })).toBeVisible();

  // Typed without its accent; the address follows the search.
  await page.getByLabel('Buscar nas perguntas frequentes').fill('ferias');
  await expect(page).toHaveURL(/\/faq\/search\/ferias$/);
  const result = page.getByRole('button', { name: /Quais benefícios a empresa oferece/ });
  await expect(result).toBeVisible();
  await expect(result.locator('mark', { hasText: 'férias' })).toBeVisible();
  // Internal questions stay with the employees.
  await expect(page.getByText('Como solicito minhas férias?')).toHaveCount(0);

  await result.click();
  await expect(
    page.locator('.faq-answer').getByText('plano de saúde e odontológico, extensivo a dependentes;'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByText('Obrigado pela sua avaliação!')).toBeVisible();

  if (phone) {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  }
  await context.close();
}

test('a visitor without login finds Férias from "ferias" and opens the answer, on a computer and on a phone', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  await visitorJourney(browser, false);
  await visitorJourney(browser, true);
});
