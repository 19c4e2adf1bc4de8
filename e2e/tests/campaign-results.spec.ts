import { expect, test } from '../support/test';
import { period, signInUi } from '../support/shell';
import { choose } from '../support/select';
import { addDays, mondayOf, today } from '@intranet/shared/calendar/days';
import { formatDate } from '@intranet/shared/format/dates';
import { periodLabel } from '@intranet/shared/format/period';

/**
 * A week free of results, Monday to Sunday in São Paulo: the demo results end the week before this one,
 * and a retry takes the week after (results of one channel may not overlap).
 */
function freeWeek(weeksAhead: number) {
  const monday = addDays(mondayOf(today()), weeksAhead * 7);
  const sunday = addDays(monday, 6);
  return { start: formatDate(monday), end: formatDate(sunday), label: periodLabel(monday, sunday) };
}

test('a marketing manager enters the results of a campaign, corrects one, and reads the report', async ({ page }) => {
  await signInUi(page, 'marketing@demo.intranet');
  await page.goto('/marketing/campaigns/list');
  const campaign = page.getByRole('row').filter({ hasText: 'Upgrade Gamer' });
  await campaign.getByRole('button', { name: 'Inserir resultados' }).click();
  await expect(page).toHaveURL(/\/marketing\/results-campaigns\/register\?idCampaign=\d+$/);
  const idCampaign = new URL(page.url()).searchParams.get('idCampaign');

  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Preencha os seguintes campos obrigatórios: Provedor, Período, Canal')).toBeVisible();

  await expect(page.locator('.ant-select-disabled').getByLabel('Canal', { exact: true })).toBeAttached();
  await choose(page, 'Provedor', 'Bitcom');
  await choose(page, 'Canal', 'Facebook');
  const week = freeWeek(test.info().retry);
  await period(page, week.start, week.end);
  await page.getByLabel('Impressões').fill('1000001');
  await page.getByLabel('Valor investido').pressSequentially('150050');
  await expect(page.getByLabel('Impressões')).toHaveValue('1.000.001');
  await expect(page.getByLabel('Valor investido')).toHaveValue('1.500,50');
  await page.getByRole('button', { name: 'Salvar e Continuar' }).click();
  await expect(page.getByText('O número máximo de impressões é 1.000.000')).toBeVisible();
  await page.getByLabel('Impressões').fill('42000');
  await page.getByLabel('Cliques').fill('900');
  await page.getByRole('button', { name: 'Salvar e Continuar' }).click();
  await expect(page.getByText('Resultado de campanha cadastrado com sucesso!')).toBeVisible();
  await expect(page.getByLabel('Impressões')).toHaveValue('');
  // A save that ends within a frame or two leaves no spinner behind on its buttons.
  await expect(page.locator('.result-form__buttons').getByRole('img', { name: 'loading' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/campaign-results-register.png', fullPage: true });

  await choose(page, 'Canal', 'Google');
  await page.getByLabel('Cliques').fill('300');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page).toHaveURL(/\/marketing\/campaigns\/list$/);

  await page.goto(`/marketing/results-campaigns/list?idCampaign=${idCampaign}`);
  const entered = page.getByRole('row').filter({ hasText: week.label }).filter({ hasText: 'Google' });
  await entered.getByRole('button', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/\/marketing\/results-campaigns\/edit\/\d+\?id_result=\d+&id_campanha=\d+$/);
  await expect(page.getByLabel('Cliques')).toHaveValue('300');
  await page.getByLabel('Cliques').fill('350');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Resultado editado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/marketing/results-campaigns-report/list\\?idCampaign=${idCampaign}$`));

  await page.goto('/marketing/results-campaigns-report/report');
  const synthetic = page.getByRole('region', { name: 'SINTÉTICO' });
  await expect(synthetic.getByText('Valor investido')).toBeVisible();
  await expect(synthetic.getByRole('columnheader', { name: 'Total' })).toBeVisible();
  await page.screenshot({ path: 'test-results/campaign-results-report.png', fullPage: true });
  await page.getByRole('button', { name: /SEMANAL DETALHADO/ }).click();
  await expect(
    page.getByRole('region', { name: 'COMPARATIVO FACEBOOK × GOOGLE' }).getByRole('columnheader', { name: 'Facebook' }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'RazãoInfo' }).click();
  await expect(
    page.getByRole('region', { name: 'SEMANAL DETALHADO - FACEBOOK' }).getByText('Valor investido'),
  ).toBeVisible();
  await page.getByRole('button', { name: /GRÁFICOS/ }).click();
  await expect(page.locator('.report-chart canvas')).toHaveCount(3);
  await page.screenshot({ path: 'test-results/campaign-results-charts.png', fullPage: true });
});
