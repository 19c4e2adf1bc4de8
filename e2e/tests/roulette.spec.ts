import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { signInUi } from '../support/shell';
import { choose, combobox } from '../support/select';
import { apiLogin, bearer } from '../support/api';
import { dayFromToday } from '@intranet/shared/calendar/days';
import { formatDate } from '@intranet/shared/format/dates';

/** A 2x2 PNG, for the wheel's background image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const dayLabel = (offset: number) => formatDate(dayFromToday(offset));

/** A field's accessible name as antd gives it (a required field's label starts with '* '). */
const named = (label: string) => new RegExp(`^(\\* )?${label}$`);

const pick = (page: Page, label: string, option: string) =>
  choose(page, combobox(page, label), new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));

/** The 6-digit code of the newest SMS the outbox holds for a phone. */
async function smsCode(request: APIRequestContext, adminToken: string, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (
        await request.get('/v1/admin/outbox?limit=50', { headers: bearer(adminToken) })
      ).json()) as { outbox_mensagem: { canal: string; destinatario: string; corpo: string }[] };
      code = outbox.outbox_mensagem
        .find((m) => m.canal === 'sms' && m.destinatario === phone)
        ?.corpo.match(/^(\d{6}) é o seu código/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** Fills the person's data on the public wheel and presses Girar!. */
async function fillAndSpin(page: Page, address: string, person: { nome: string; telefone: string; cpf: string }) {
  await page.goto(address);
  await page.getByLabel('Nome').fill(person.nome);
  await page.getByLabel('Telefone').fill(person.telefone);
  await page.getByLabel('CPF').fill(person.cpf);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Girar!' }).click();
}

/** Spins the public wheel (typing the SMS code `code` gives, when the campaign asks for one); answers the prize's name and the coupon shown. */
async function spinAs(
  page: Page,
  address: string,
  person: { nome: string; telefone: string; cpf: string },
  code?: () => Promise<string>,
) {
  await fillAndSpin(page, address, person);
  if (code) {
    await expect(page.getByText(/Enviamos um código de 6 dígitos por SMS para \(\d\d\) 9\*{4}-\d{4}\./)).toBeVisible();
    await page.getByLabel('Código de confirmação').fill(await code());
    const answered = page.waitForResponse((r) => r.url().endsWith('/v1/roleta/girar') && r.status() === 200);
    await page.getByRole('button', { name: 'Girar!' }).click();
    // The answer names the prize, never whether the person is a customer.
    expect(Object.keys(await (await answered).json()).sort()).toEqual(['cupom', 'premio']);
  }
  const coupon = page.locator('.wheel-result__coupon');
  await expect(coupon).toHaveText(/^CUPOM-[0-9A-Z]{13}$/, { timeout: 20_000 });
  return { prize: (await page.locator('.wheel-result h2').textContent())!, coupon: (await coupon.textContent())! };
}

test('marketing creates a roulette in three steps, the public spins it, the report and raffle see them, and pause closes the page', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const name = `Roleta E2E ${stamp}`;
  const address = `/roleta/roleta-e2e-${stamp}`;

  await signInUi(page, 'marketing@demo.intranet');
  await page.goto('/marketing/roulette/list');
  await page.getByRole('button', { name: 'NOVA ROLETA' }).click();
  await expect(page).toHaveURL(/\/marketing\/roulette\/register$/);

  // Cadastro básico
  await pick(page, 'Empresa', 'Bitcom');
  await pick(page, 'Responsável', 'Marina Marketing');
  await page.getByLabel('Nome da campanha').fill('Curta');
  await expect(page.getByText('Mínimo de 8 caracteres. (5/8)').first()).toBeVisible();
  await page.getByLabel('Nome da campanha').fill(name);
  await page.getByLabel('Descrição').fill('Gire a roleta e ganhe prêmios');
  await page.getByLabel('Início da campanha').fill(dayLabel(0));
  await page.getByLabel('Início da campanha').press('Tab');
  await page.getByLabel('Fim da campanha').fill(dayLabel(10));
  await page.getByLabel('Fim da campanha').press('Tab');
  // Guards: the SMS code on; a new campaign already asks for the light proof of work.
  await page.getByRole('checkbox', { name: 'Confirmar o celular por SMS antes do giro' }).check();
  await expect(combobox(page, 'Prova de trabalho no navegador')).toBeVisible();
  await expect(page.getByText('Leve', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();
  await expect(page.getByText('Campanha Cadastrada com sucesso.')).toBeVisible();

  // Aparência
  await page.locator('input[type=file]').setInputFiles({ name: 'fundo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Imagem de fundo' })).toBeVisible();
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();
  await expect(page.getByText('Aparência da roleta salva/cadastrada com sucesso.')).toBeVisible();

  // Prêmios: four for customers, four for non-customers
  const prizeNames = page.getByRole('textbox', { name: named('Prêmio') });
  await expect(prizeNames).toHaveCount(8);
  for (let i = 0; i < 8; i++) await prizeNames.nth(i).fill(`${i < 4 ? 'Cliente' : 'Visitante'} ${i + 1}`);
  for (const qty of await page.getByRole('spinbutton', { name: named('Quantidade') }).all()) await qty.fill('10');
  await page.getByRole('button', { name: 'Salvar prêmios' }).click();
  await expect(page.getByText('Prêmios cadastrados com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/marketing\/roulette\/list$/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(address);

  // The public wheel, in a fresh context, as a non-customer and as a customer of the demo directory.
  const token = await apiLogin(request, 'marketing@demo.intranet');
  const campaigns = (await (await request.get('/v1/roulette', { headers: bearer(token) })).json())
    .site_roleta_campanhas as { id: number; nome: string }[];
  const demo = campaigns.find((c) => c.nome === 'Roleta de Prêmios Bitcom')!;
  const mine = campaigns.find((c) => c.nome === name)!;
  const customers = (
    await (await request.get(`/v1/roulette/customers/${demo.id}/true`, { headers: bearer(token) })).json()
  ).site_roleta_historico as { cpf: string; nome: string }[];
  const customer = customers[0];

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const admin = await apiLogin(request, 'admin@demo.intranet');
  // Phones of this run only, so that a rerun on the same database finds no earlier spin of them.
  const phone = (k: number) => `319${String((stamp + k) % 100_000_000).padStart(8, '0')}`;
  const first = await spinAs(
    visitor,
    address,
    { nome: 'Visitante da Silva', telefone: phone(1), cpf: '529.982.247-25' },
    () => smsCode(request, admin, phone(1)),
  );
  expect(first.prize).toMatch(/^Visitante \d$/);
  const second = await spinAs(visitor, address, { nome: customer.nome, telefone: phone(2), cpf: customer.cpf }, () =>
    smsCode(request, admin, phone(2)),
  );
  expect(second.prize).toMatch(/^Cliente \d$/);
  // One person is a CPF or a phone: the first phone with another CPF has already spun.
  await fillAndSpin(visitor, address, { nome: 'Outra Pessoa', telefone: phone(1), cpf: '111.444.777-35' });
  await expect(visitor.getByRole('alert')).toHaveText(
    /^Você já girou esta roleta\. Poderá girar novamente a partir de \d\d\/\d\d\/\d{4}\.$/,
  );

  // Report: both, with their codes.
  await row.getByRole('button', { name: 'Relatórios' }).click();
  await pick(page, 'Público', 'Não clientes');
  await pick(page, 'Contém erro', 'Não');
  await page.getByRole('button', { name: 'Gerar relatório' }).click();
  await expect(page.getByRole('row').filter({ hasText: first.coupon })).toContainText(/CodigoLead:\d+/);
  await page.getByRole('button', { name: 'Alterar filtro' }).click();
  await pick(page, 'Público', 'Clientes');
  await pick(page, 'Contém erro', 'Não');
  await page.getByRole('button', { name: 'Gerar relatório' }).click();
  await expect(page.getByRole('row').filter({ hasText: second.coupon })).toContainText(/CodigoAtendimento:\d+/);

  // Raffle among the customers who won that prize.
  await page.goto(`/marketing/roulette/raffle/${mine.id}`);
  const draw = page.getByRole('button', { name: 'Sortear' });
  await expect(draw).toBeDisabled();
  await pick(page, 'Público', 'Clientes');
  await pick(page, 'Prêmio', second.prize);
  await draw.click();
  await expect(page.getByRole('row').filter({ hasText: second.coupon })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sortear Novamente' })).toBeVisible();

  // Pause closes the public page; reactivate opens it again.
  await page.goto('/marketing/roulette/list');
  await row.getByRole('button', { name: 'Pausar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Pausar' }).click();
  await expect(page.getByText('Campanha atualizada com sucesso').first()).toBeVisible();
  await visitor.goto(address);
  await expect(visitor.getByText('Esta roleta não está disponível no momento.')).toBeVisible();
  await row.getByRole('button', { name: 'Reativar' }).click();
  await expect(page.getByRole('dialog')).toContainText(
    'Somente campanhas ativas e dentro do período de publicação ficam visíveis.',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Reativar' }).click();
  await expect(page.getByText('Campanha atualizada com sucesso').first()).toBeVisible();
  await visitor.goto(address);
  await expect(visitor.getByRole('button', { name: 'Girar!' })).toBeVisible();
  await visitorContext.close();
});

test('the public wheel fits a phone (390×844): sharp, no sideways scroll, and it spins there', async ({ browser }) => {
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await phone.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/roleta/roleta-de-premios-bitcom');
  const canvas = page.getByRole('img', { name: 'Roleta Roleta de Prêmios Bitcom' });
  await expect(canvas).toBeVisible();
  const box = (await canvas.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.width).toBeGreaterThan(330);
  // Drawn at the phone's pixel density.
  expect(await canvas.evaluate((c: HTMLCanvasElement) => c.width)).toBe(800);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const stamp = Date.now();
  const result = await spinAs(page, '/roleta/roleta-de-premios-bitcom', {
    nome: 'Pessoa no Celular',
    telefone: `349${String(stamp % 100_000_000).padStart(8, '0')}`,
    cpf: '111.444.777-35',
  });
  expect(result.prize.length).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Girar!' })).toBeHidden();
  await phone.close();
});
