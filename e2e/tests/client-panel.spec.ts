import { expect, test, type APIRequestContext } from '../support/test';
import { apiLogin, bearer } from '../support/api';
import { codeFromOutbox, lastOutboxId } from '../support/shell';
import { cpfFromBase } from '@intranet/shared/validation/cpf';

type Customer = { cpf: string; email: string };

/** The demo directory's CPFs, as its seed makes them (provider index p, customer index j). */
function demoCpfs(): string[] {
  const cpfs: string[] = [];
  for (let j = 0; j < 80; j++)
    for (let p = 0; p < 3; p++)
      cpfs.push(cpfFromBase(String(100_000_000 + (((p * 1_000_000 + j) * 7_919) % 899_999_999)).slice(0, 9)));
  return cpfs;
}

/**
 * A demo customer with an e-mail on record and an overdue open invoice, found as a customer would: the
 * financial home's code, read from the outbox, and its open invoices. No panel account is made.
 */
async function overdueCustomer(request: APIRequestContext): Promise<Customer> {
  const admin = bearer(await apiLogin(request, 'admin@demo.intranet'));
  for (const cpf of demoCpfs()) {
    const after = await lastOutboxId(request);
    await request.post('/v1/financeiro/codigo', { data: { cpf, canal: 'email' } });
    const outbox = (await (await request.get('/v1/admin/outbox?limit=5', { headers: admin })).json()) as {
      outbox_mensagem: { id: number; canal: string; destinatario: string; corpo: string }[];
    };
    const message = outbox.outbox_mensagem.find((m) => m.id > after && m.canal === 'email');
    const code = message?.corpo.match(/\b(\d{6})\b/)?.[1];
    if (!message || !code) continue;
    const invoices = await request.post('/v1/financeiro/faturas-abertas', { data: { cpf, codigo: code } });
    if (invoices.status() !== 200) continue;
    const body = (await invoices.json()) as { faturas: { dias_atraso: number }[] };
    if (body.faturas.some((f) => f.dias_atraso > 0)) return { cpf, email: message.destinatario };
  }
  throw new Error('no demo customer with an overdue invoice');
}

test("a customer's first access by code, the invoices with the PIX copy and a visit request", async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 390, height: 844 });
  const customer = await overdueCustomer(request);

  await page.goto('/client-panel');
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar na Central do Assinante' })).toBeVisible();
  await page.getByLabel('CPF do titular').fill(customer.cpf);
  const after = await lastOutboxId(request);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByText('Se o CPF estiver cadastrado, enviamos um código', { exact: false })).toBeVisible();
  const code = await codeFromOutbox(request, customer.email, after);
  await page.getByLabel('Código recebido').fill(code);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Olá, / })).toBeVisible();

  await page.getByRole('link', { name: 'Ver faturas e PIX' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Faturas em aberto' })).toBeVisible();
  await expect(page.getByText(/^Vencida há \d+ dias?$/).first()).toBeVisible();
  const pix = await page.getByLabel('PIX copia e cola').first().inputValue();
  expect(pix).toMatch(/^000201/);
  await page.getByRole('button', { name: 'Copiar código PIX' }).first().click();
  await expect(page.getByText('Copiado!').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pix);

  await page.getByRole('link', { name: 'Ordens de serviço' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ordens de serviço' })).toBeVisible();
  await page.getByLabel('Motivo').selectOption('reparo');
  await page.getByLabel('Tarde (13h às 18h)').check();
  await page.getByLabel('Descreva o problema').fill('A internet cai toda noite e o aparelho pisca em vermelho.');
  await page.getByRole('button', { name: 'Solicitar visita' }).click();
  await expect(page.getByText('Visita solicitada. A equipe técnica confirmará o horário.')).toBeVisible();
  const request_ = page.locator('.panel-card', { hasText: 'Pedido pela central' });
  await expect(request_.getByRole('heading', { name: /^Reparo nº \d+$/ })).toBeVisible();
  await expect(request_.getByText(/das 13:00 às 18:00/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Solicitar visita' })).toHaveCount(0);
});

test('the financial home on a phone: a code to the contact of record, the open invoices only', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const customer = await overdueCustomer(request);
  await page.goto('/financial/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Segunda via de fatura' })).toBeVisible();
  await page.getByLabel('CPF do titular').fill(customer.cpf);
  await page.getByLabel('Data de nascimento').fill('1900-01-01');
  await page.getByRole('button', { name: 'Ver faturas' }).click();
  await expect(page.getByRole('alert')).toContainText('Não encontramos faturas para os dados informados.');
  const after = await lastOutboxId(request);
  await page.getByRole('button', { name: 'Prefiro receber um código no e-mail ou celular' }).click();
  await expect(page.getByText('Se o CPF estiver cadastrado, enviamos um código', { exact: false })).toBeVisible();
  await page.getByLabel('Código recebido').fill(await codeFromOutbox(request, customer.email, after));
  await page.getByRole('button', { name: 'Ver faturas' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Olá, / })).toBeVisible();
  await expect(page.getByText(/vencida há \d+ dias/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copiar código PIX' }).first()).toBeVisible();
  await expect(page.getByLabel('Linha digitável do boleto').first()).toHaveValue(/^\d{47}$/);
});
