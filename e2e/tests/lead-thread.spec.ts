import { expect, test, type Page } from '../support/test';
import * as XLSX from '@e965/xlsx';
import { period, signInUi } from '../support/shell';
import { newCpf } from '../support/cpf';
import { addDays, mondayOf, today as todayInSaoPaulo } from '@intranet/shared/calendar/days';
import { formatDate } from '@intranet/shared/format/dates';
import { choose, combobox } from '../support/select';

/** A person's browser on a phone: a desktop Chrome's user agent, since a headless one counts as a robot. */
const VISITOR = {
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  viewport: { width: 400, height: 800 },
  locale: 'pt-BR',
  timezoneId: 'America/Sao_Paulo',
};

const today = () => formatDate(todayInSaoPaulo());

/** This week, Monday to Sunday in São Paulo, as the results form's range picker takes it. */
function thisWeek() {
  const monday = mondayOf(todayInSaoPaulo());
  return { start: formatDate(monday), end: formatDate(addDays(monday, 6)) };
}

/** The value of a metric's row in the report's Total column (the last cell). */
const total = (page: Page, metric: string) =>
  page
    .getByRole('region', { name: 'SINTÉTICO' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: metric, exact: true }) })
    .getByRole('cell')
    .last();

test('a tracking link brings a lead that is sold, and the report shows the lead, the sale, the revenue and the ROAS', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const campaign = `Campanha Link ${stamp}`;
  const visitor = `Visitante Do Link ${stamp}`;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInUi(page, 'marketing@demo.intranet');

  // A campaign of Bitcom of its own, so that the report's figures are this journey's alone.
  await page.goto('/marketing/campaigns/register');
  await page.getByLabel('Nome da campanha').fill(campaign);
  await page.getByRole('switch', { name: 'Bitcom' }).click();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Campanha cadastrada com sucesso!')).toBeVisible();

  // The link: Bitcom, that campaign, Facebook, to the interest form.
  await page.goto('/marketing/tracking-link/register');
  await choose(page, 'Provedor', 'Bitcom');
  await choose(page, 'Campanha', campaign);
  await choose(page, 'Canal', 'Facebook');
  await choose(page, 'Destino', /^Formulário de interesse/);
  await page.getByRole('button', { name: 'Gerar link' }).click();
  await expect(page.getByLabel('Link gerado')).toHaveValue(/\/t\/\w+$/);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Link de rastreamento salvo com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(/\/marketing\/tracking-link\/list$/);

  const linkRow = page.getByRole('row').filter({ hasText: campaign });
  await linkRow.getByRole('button', { name: 'Copiar Link' }).click();
  await expect(page.getByText('URL copiada com sucesso.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const code = new URL(copied).pathname.split('/').pop()!;
  expect(copied).toMatch(new RegExp(`/t/${code}$`));

  // Someone opens it on a phone, in a browser of their own, and leaves their data.
  const phone = await browser.newContext({ ...VISITOR, baseURL });
  const person = await phone.newPage();
  await person.goto(`/t/${code}`);
  await expect(person).toHaveURL(/\/leads\/external\/register\?chn=\d+&cmp=\d+&dst=\d+&lnk=\d+$/);
  await person.getByLabel('Nome completo').fill(visitor);
  await person.getByLabel('Telefone (WhatsApp)').pressSequentially('31988887777');
  await person.getByLabel('CPF', { exact: true }).pressSequentially(newCpf(stamp));
  await person.getByLabel('CEP', { exact: true }).pressSequentially('30130010');
  await person.getByRole('checkbox').check();
  await person.getByRole('button', { name: 'Enviar' }).click();
  await expect(person.getByRole('heading', { name: 'Obrigado!' })).toBeVisible();
  await person.screenshot({ path: 'test-results/lead-form-thanks.png' });
  await phone.close();
  // Back to the staff window (a page left in the background gets no animation frames).
  await page.bringToFront();

  // The lead, attributed to the link's campaign and channel; the link counts one click and one lead.
  await page.goto('/sales/internal/leads');
  const leadRow = page.getByRole('row').filter({ hasText: visitor });
  await expect(leadRow).toContainText(campaign);
  await expect(leadRow).toContainText('Facebook');
  await expect(leadRow).toContainText('Link de rastreamento');
  await expect(leadRow).toContainText('Novo');

  await page.goto('/marketing/tracking-link/list');
  const counts = page.getByRole('row').filter({ hasText: campaign });
  await expect(counts.getByRole('cell').nth(6)).toHaveText('1'); // Cliques
  await expect(counts.getByRole('cell').nth(7)).toHaveText('0'); // Cliques de robôs
  await expect(counts.getByRole('cell').nth(8)).toHaveText('1'); // Leads

  // The seller marks it sold, R$ 500,00 today.
  await page.goto('/sales/internal/leads');
  await leadRow.getByRole('button', { name: 'Alterar status' }).click();
  const dialog = page.getByRole('dialog');
  await choose(page, combobox(dialog, 'Novo status'), 'Vendido');
  await dialog.getByLabel('Valor da venda').fill('500');
  await dialog.getByLabel('Data da venda').fill(today());
  await dialog.getByLabel('Data da venda').press('Enter');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(leadRow).toContainText('Vendido');
  await expect(leadRow).toContainText('R$ 500,00');

  // This week's result of the campaign on Facebook: R$ 200,00 invested.
  await page.goto('/marketing/campaigns/list');
  await page.getByRole('row').filter({ hasText: campaign }).getByRole('button', { name: 'Inserir resultados' }).click();
  await expect(page).toHaveURL(/\/marketing\/results-campaigns\/register\?idCampaign=\d+$/);
  const idCampaign = new URL(page.url()).searchParams.get('idCampaign')!;
  await choose(page, 'Provedor', 'Bitcom');
  await choose(page, 'Canal', 'Facebook');
  const week = thisWeek();
  await period(page, week.start, week.end);
  await page.getByLabel('Impressões').fill('5000');
  await page.getByLabel('Cliques').fill('40');
  await page.getByLabel('Valor investido').pressSequentially('20000');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page).toHaveURL(/\/marketing\/campaigns\/list$/);

  // The report of that campaign: one lead, one sale, R$ 500,00 of revenue, ROAS 500 / 200 = 2,50.
  await page.goto(`/marketing/results-campaigns-report/report?idCampaign=${idCampaign}`);
  for (const tab of ['Geral', 'Bitcom']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(total(page, 'Leads')).toHaveText('1');
    await expect(total(page, 'Vendas')).toHaveText('1');
    await expect(total(page, 'Faturamento')).toHaveText(/R\$\s500,00/);
    await expect(total(page, 'Valor investido')).toHaveText(/R\$\s200,00/);
    await expect(total(page, 'ROAS')).toHaveText('2,50');
  }
  await page.screenshot({ path: 'test-results/lead-thread-report.png', fullPage: true });
  await page.getByRole('button', { name: /GRÁFICOS/ }).click();
  await expect(page.locator('.report-chart canvas')).toHaveCount(3);
});

test('an import of the model spreadsheet shows the bad CPF line with its reason, and the selected lines become leads', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const names = [`Importada Um ${stamp}`, `Importada Dois ${stamp}`, `Importada Errada ${stamp}`];
  await signInUi(page, 'marketing@demo.intranet');
  await page.goto('/marketing/imports-leads/register');

  // The model, as the screen gives it, filled with three lines: the third with a CPF whose check digits are wrong.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar planilha modelo' }).click();
  const model = await download;
  expect(model.suggestedFilename()).toBe('modelo_importacao_leads.xlsx');
  const book = XLSX.read(
    await (await model.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks as Buffer[])),
  );
  const sheet = book.Sheets[book.SheetNames[0]];
  const [header] = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 });
  expect(header).toEqual(['nome', 'cpf', 'telefone']);
  XLSX.utils.sheet_add_aoa(
    sheet,
    [
      [names[0], newCpf(stamp + 1), '(31) 98888-1111'],
      [names[1], newCpf(stamp + 2), '(31) 98888-2222'],
      [names[2], '123.456.789-00', '(31) 98888-3333'],
    ],
    { origin: 'A2' },
  );
  const filled = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;

  await choose(page, 'Provedor', 'Bitcom');
  await choose(page, 'Canal', 'Facebook');
  await choose(page, 'Campanha', 'first');
  await page.locator('input[type=file]').setInputFiles({
    name: 'leads-feira.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: filled,
  });
  await page.getByRole('button', { name: 'Salvar' }).click();

  const report = page.getByRole('region', { name: 'Resultado da importação' });
  await expect(report.getByText('3 linhas lidas: 2 prontas e 1 com problema a corrigir.')).toBeVisible();
  const problems = report.getByRole('region', { name: 'Linhas com problema' });
  await expect(
    problems.getByRole('row').filter({ hasText: 'CPF inválido (dígitos verificadores não conferem).' }),
  ).toContainText('4');
  await page.screenshot({ path: 'test-results/lead-import-report.png', fullPage: true });

  await report.getByRole('button', { name: 'Ver Leads' }).click();
  await expect(page).toHaveURL(/\/marketing\/imports-leads\/file\/list\?id=\d+$/);
  const line = (name: string) => page.getByRole('row').filter({ hasText: name });
  await expect(line(names[2])).toContainText('CPF inválido (dígitos verificadores não conferem).');
  await expect(line(names[2]).getByRole('checkbox')).toBeDisabled();
  await line(names[0]).getByRole('checkbox').check();
  await line(names[1]).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Criar Novas Leads' }).click();
  await expect(page.getByText('2 leads criadas com sucesso!')).toBeVisible();
  await expect(line(names[0])).toContainText('Lead criada');
  await expect(line(names[1])).toContainText('Lead criada');

  await page.goto('/sales/internal/leads');
  for (const name of names.slice(0, 2))
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Importação');
  await expect(page.getByRole('row').filter({ hasText: names[2] })).toHaveCount(0);
});
