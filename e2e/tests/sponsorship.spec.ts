import { expect, test } from '../support/test';
import { signInUi } from '../support/shell';
import { newCpf } from '../support/cpf';
import { addDays, today } from '@intranet/shared/calendar/days';

/** An organizer's phone: a desktop Chrome's user agent, since a headless one counts as a robot. */
const PHONE = {
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  viewport: { width: 400, height: 800 },
  locale: 'pt-BR',
  timezoneId: 'America/Sao_Paulo',
};
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

test('a sponsorship goes from the public form on a phone to its post-event, which shows the leads of its link and the ROAS', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const event = `Festa Junina ${stamp}`;

  // The organizer asks on a phone, through Bitcom's address.
  const phone = await browser.newContext({ ...PHONE, baseURL });
  const organizer = await phone.newPage();
  await organizer.goto('/patrocinios/bitcom');
  await expect(organizer.getByRole('heading', { name: 'Solicite um patrocínio' })).toBeVisible();
  await organizer.getByLabel('Nome do evento').fill(event);
  await organizer.getByLabel('Data do evento').fill(addDays(today(), 40));
  await organizer.getByLabel('Cidade').fill('Sete Lagoas');
  await organizer.getByLabel('Público esperado (pessoas)').fill('3000');
  await organizer.getByRole('checkbox', { name: 'Dinheiro' }).check();
  await organizer.getByLabel('Valor pedido (R$)').fill('8000');
  await organizer.getByRole('checkbox', { name: 'Banners' }).check();
  await organizer.getByLabel('Seu nome').fill('Marta Souza');
  await organizer.getByLabel('E-mail').fill(`marta.${stamp}@festa.example.com`);
  await organizer.getByLabel('Telefone').pressSequentially('31988887777');
  // Sent without the presentation first: refused under its field, what was typed stays.
  await organizer.getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(organizer.getByText('Anexe a apresentação do evento (PDF ou imagem).')).toBeVisible();
  await expect(organizer.getByLabel('Nome do evento')).toHaveValue(event);
  await organizer
    .getByLabel('Apresentação do evento (PDF ou imagem, até 10 MB)')
    .setInputFiles({ name: 'apresentacao.pdf', mimeType: 'application/pdf', buffer: PDF });
  await organizer.getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(organizer.getByRole('heading', { name: 'Solicitação enviada!' })).toBeVisible();
  await expect(organizer).toHaveURL(/\/patrocinios\/sucesso\?protocolo=PAT-\d{4}-\d{6}$/);
  const protocol = new URL(organizer.url()).searchParams.get('protocolo')!;
  await organizer.screenshot({ path: 'test-results/sponsorship-success.png' });

  // Marketing finds it and moves it on, step by step.
  await signInUi(page, 'marketing@demo.intranet');
  await page.goto('/marketing/home');
  await page.getByText('Solicitações de Patrocínio').click();
  await expect(page).toHaveURL(/\/marketing\/sponsorship\/solicitations\/list$/);
  await page.getByLabel('Buscar').fill(protocol);
  await page.getByLabel('Buscar').press('Enter');
  const row = page.getByRole('row').filter({ hasText: protocol });
  await expect(row).toContainText('Recebida');
  await row.getByRole('button', { name: 'Detalhes' }).click();
  await expect(page.getByText(event)).toBeVisible();
  await page.getByRole('button', { name: 'Seguir para justificativa' }).click();
  await expect(page.getByText('Solicitação encaminhada para a justificativa.')).toBeVisible();

  await page.getByRole('button', { name: 'Registrar justificativa' }).click();
  await page.getByLabel('Aderência do público').fill('Público da cidade toda, boa parte sem fibra.');
  await page.getByLabel('Estratégia na região').fill('Expansão da rede em Sete Lagoas neste ano.');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Em viabilidade').first()).toBeVisible();

  await page.getByRole('button', { name: 'Registrar viabilidade' }).click();
  await page.getByLabel('Custo (R$)').fill('6000');
  await page.getByLabel('Alcance esperado (pessoas)').fill('3000');
  await page.getByLabel('Leads esperados').fill('60');
  await page.getByLabel('Parecer').fill('Custo por lead esperado de R$ 100, dentro do orçamento.');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Em negociação').first()).toBeVisible();

  await page.getByRole('button', { name: 'Ver negociação' }).click();
  await page.getByRole('button', { name: 'Registrar negociação' }).click();
  // The contract first: pressing Enter on the period's last day sends the form.
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'contrato.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('contrato.pdf')).toBeVisible();
  await page.getByLabel('Contrapartidas acordadas').fill('Dois banners na entrada e menções do locutor.');
  await page.getByLabel('Valor (R$)').fill('5000');
  const picker = page.locator('.ant-picker-range');
  const start = addDays(today(), 39).split('-').reverse().join('/');
  const end = addDays(today(), 41).split('-').reverse().join('/');
  await picker.locator('input').first().click();
  await picker.locator('input').first().fill(start);
  await picker.locator('input').first().press('Enter');
  await picker.locator('input').nth(1).fill(end);
  await picker.locator('input').nth(1).press('Enter');
  await expect(page).toHaveURL(/\/marketing\/sponsorship\/negociation\/list\/\d+$/);
  const id = Number(page.url().split('/').pop());

  // The manager approves: the sponsorship gets its own tracking link and lead form.
  await page.getByRole('button', { name: 'Aprovar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Aprovar' }).click();
  await expect(page.getByText('Patrocínio aprovado.')).toBeVisible();
  const form = page.getByText(/\/leads\/external\/register\?lnk=\d+$/);
  await expect(form).toBeVisible();
  const leadForm = new URL((await form.textContent())!);

  // Someone at the event leaves their data through that form, on a phone.
  const visitor = await phone.newPage();
  await visitor.goto(`${leadForm.pathname}${leadForm.search}`);
  await visitor.getByLabel('Nome completo').fill(`Visitante Da Festa ${stamp}`);
  await visitor.getByLabel('Telefone (WhatsApp)').pressSequentially('31977776666');
  await visitor.getByLabel('CPF', { exact: true }).pressSequentially(newCpf(stamp));
  await visitor.getByLabel('CEP', { exact: true }).pressSequentially('35700000');
  await visitor.getByRole('checkbox').check();
  await visitor.getByRole('button', { name: 'Enviar' }).click();
  await expect(visitor.getByRole('heading', { name: 'Obrigado!' })).toBeVisible();
  await phone.close();
  await page.bringToFront();

  // After the event: the real audience, then the return through the link.
  await page.goto(`/marketing/sponsorship/post-event/register?id=${id}`);
  await page.getByLabel('Público real (pessoas)').fill('3500');
  await page.getByLabel('Relato do evento').fill('Arena cheia; o estande recebeu visitas a noite toda.');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(new RegExp(`/marketing/sponsorship/post-event/edit/${id}$`));
  const figures = page.getByLabel('Retorno');
  const figure = (title: string) => figures.locator('.ant-statistic').filter({ hasText: title });
  await expect(figure('Leads')).toHaveText(/^Leads\s*1$/);
  await expect(figure('Custo por lead')).toContainText('5.000,00');
  await expect(figure('ROAS')).toHaveText(/^ROAS\s*0,00$/);
  await expect(page.getByText('Realizado').first()).toBeVisible();
});
