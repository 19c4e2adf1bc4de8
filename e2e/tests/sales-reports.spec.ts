import * as XLSX from '@e965/xlsx';
import { expect, test } from '../support/test';
import { signInUi } from '../support/shell';

test('a sales manager opens the dashboard, a campaign of the campaigns report and its details, and exports the report', async ({
  page,
}) => {
  await signInUi(page, 'marketing@demo.intranet');
  await page.goto('/sales/reports/dashboard');
  await expect(
    page.getByRole('heading', { name: /^Semana de \d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}$/ }),
  ).toBeVisible();
  const week = page.getByLabel('Números da semana');
  await expect(week.getByText('Leads', { exact: true })).toBeVisible();
  await expect(week.getByText('ROAS', { exact: true })).toBeVisible();
  // Each chart is drawn, and its figures are in a table under it.
  await expect(page.locator('.sales-chart__plot canvas').first()).toBeVisible();
  const perDay = page.getByRole('table', { name: 'Leads e vendas por dia da semana' });
  await expect(perDay.getByRole('columnheader', { name: 'Vendas' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Leads, vendas e conversão nas últimas 12 semanas' }).getByRole('row'),
  ).toHaveCount(13);
  await page.screenshot({ path: 'test-results/sales-reports-dashboard.png', fullPage: true });

  // The campaigns report of the last 30 days: the demo leads came through the tracking links' campaigns.
  await page.getByRole('navigation', { name: 'Relatórios de vendas' }).getByRole('link', { name: 'Campanhas' }).click();
  await expect(page).toHaveURL(/\/sales\/reports\/campaigns$/);
  const totals = page.getByLabel('Totais do período');
  await expect(totals.getByText('Valor investido')).toBeVisible();
  const firstCampaign = page.locator('.ant-table-tbody').getByRole('link').first();
  await expect(firstCampaign).toBeVisible();
  const campaignName = (await firstCampaign.textContent())!;

  // 'Exportar relatório' → XLSX and CSV: the rows of the filter, read back.
  await page.getByRole('button', { name: /Exportar relatório/ }).click();
  const xlsx = page.waitForEvent('download');
  await page.getByText('XLSX (Excel)').click();
  const workbook = await xlsx;
  expect(workbook.suggestedFilename()).toMatch(/^campanhas-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = XLSX.read(
    await (await workbook.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks as Buffer[])),
  );
  const rows = XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
  expect(String(rows[0][0])).toMatch(/^Campanhas — \d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}$/);
  expect(rows[1]).toEqual(['Campanha', 'Leads', 'Vendas', 'Conversão', 'Faturamento', 'Valor investido', 'ROAS']);
  expect(rows.slice(2).map((r) => r[0])).toContain(campaignName);
  expect(typeof rows[2][1]).toBe('number');
  await page.getByRole('button', { name: /Exportar relatório/ }).click();
  const csv = page.waitForEvent('download');
  await page.getByText('CSV (separado por ponto e vírgula)').click();
  const text = (
    await (await (await csv).createReadStream()).toArray().then((chunks) => Buffer.concat(chunks as Buffer[]))
  ).toString('utf8');
  const lines = text.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[1]).toBe('Campanha;Leads;Vendas;Conversão;Faturamento;Valor investido;ROAS');
  expect(lines.length).toBe(rows.length);

  // A campaign: its channels and providers, then one of them in details-campaign.
  await firstCampaign.click();
  await expect(page).toHaveURL(/\/sales\/reports\/campaigns\/details\/todos\/todos\/todos\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Campanhas - Detalhes' })).toBeVisible();
  const line = page.locator('.ant-table-tbody').getByRole('link', { name: campaignName }).first();
  await line.click();
  await expect(page).toHaveURL(/\/sales\/details-campaign\/\d+\/\d+\/\d+$/);
  const escaped = campaignName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // The title bar writes the title in capitals.
  await expect(page.getByRole('heading', { name: new RegExp(`^${escaped} · `, 'i') })).toBeVisible();
  await expect(page.getByLabel('Totais do período').getByText('ROAS')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Leads e vendas por semana' })).toBeVisible();
  const leads = page.locator('.ant-table-tbody').last().getByRole('row');
  await expect(leads.first()).toBeVisible();
  await page.screenshot({ path: 'test-results/sales-reports-campaign.png', fullPage: true });
});
