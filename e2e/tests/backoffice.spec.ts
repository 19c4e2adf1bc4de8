import { expect, test } from '../support/test';
import { apiLogin, bearer } from '../support/api';
import { codeFromOutbox, lastOutboxId, signInUi } from '../support/shell';
import { addDays, today } from '@intranet/shared/calendar/days';

type Sale = { id: number; nome: string; cpf: string; sistema: number; qualificacao: string | null };

/** The next São Paulo day that is not a Sunday, as dd/mm/yyyy. */
function nextWorkingDay(): string {
  for (let i = 1; ; i++) {
    const day = addDays(today(), i);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() !== 0) return day.split('-').reverse().join('/');
  }
}

test('the backoffice follows a sale to active, and sees the visit a customer asked for in the client panel', async ({
  page,
  request,
  browser,
}) => {
  // A pending sale, qualified, of a person the ERP already knows as a customer of the provider.
  const admin = bearer(await apiLogin(request, 'admin@demo.intranet'));
  // Pending sales page by page (the sales area's newer ones come first), those whose qualification passed.
  const qualified: Sale[] = [];
  for (let offset = 0; qualified.length === 0; offset += 100) {
    const page = (await (
      await request.post('/v1/backoffice/venda/filtro', {
        headers: admin,
        data: { filtro: { status: 'pendente', limit: 100, offset } },
      })
    ).json()) as { total: number; vendas_venda: Sale[] };
    qualified.push(...page.vendas_venda.filter((s) => s.qualificacao === 'aprovada'));
    if (offset + 100 >= page.total) break;
  }
  let sale: Sale | undefined;
  let customer: { id: number; nome: string } | undefined;
  for (const candidate of qualified) {
    const found = (await (
      await request.post('/v1/backoffice/cliente/busca', { headers: admin, data: { busca: candidate.cpf } })
    ).json()) as { clientes: { id: number; nome: string; sistema: number }[] };
    customer = found.clientes.find((c) => c.sistema === candidate.sistema);
    if (customer) {
      sale = candidate;
      break;
    }
  }
  expect(sale, 'a qualified pending sale of a known customer').toBeDefined();
  const details = (await (await request.get(`/v1/backoffice/cliente/${customer!.id}`, { headers: admin })).json()) as {
    cliente: { email: string };
  };

  await signInUi(page, 'marketing@demo.intranet');
  await page.goto('/backoffice/inicio');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/backoffice/i);
  await expect(page.getByText(/Instalações de hoje/)).toBeVisible();
  await page.getByRole('main').getByText('Vendas', { exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/vendas/i);
  await page.getByLabel('Buscar por nome ou CPF').fill(sale!.cpf);
  await page.getByLabel('Buscar por nome ou CPF').press('Enter');
  await page.getByRole('cell', { name: sale!.nome, exact: true }).first().click();

  const drawer = page.getByRole('dialog', { name: `Venda nº ${sale!.id}` });
  await expect(drawer.getByText('Pendente', { exact: true })).toBeVisible();
  await drawer.getByRole('button', { name: 'Aprovar venda' }).click();
  await page
    .getByRole('dialog', { name: 'Aprovar venda' })
    .getByRole('button', { name: 'Aprovar', exact: true })
    .click();
  await expect(page.getByText('Venda aprovada.')).toBeVisible();
  await expect(drawer.getByText('Aprovada', { exact: true }).first()).toBeVisible();

  await drawer.getByRole('button', { name: 'Agendar instalação' }).click();
  const day = nextWorkingDay();
  await drawer.getByLabel('Dia da instalação').fill(day);
  await drawer.getByLabel('Dia da instalação').press('Enter');
  await drawer.getByLabel('Tarde (13h às 18h)').check();
  await drawer.getByLabel('Equipe técnica').fill('Equipe Centro 1');
  await drawer.getByRole('button', { name: 'Confirmar agendamento' }).click();
  await expect(page.getByText('Instalação agendada.')).toBeVisible();
  await expect(drawer.getByText(`${day}, 13:00 às 18:00 · Equipe Centro 1`)).toBeVisible();
  await expect(drawer.getByText(/^nº \d+ \(agendada\)$/)).toBeVisible();

  await drawer.getByRole('button', { name: 'Marcar como ativa' }).click();
  await drawer.getByRole('button', { name: 'Confirmar ativação' }).click();
  await expect(page.getByText('Venda ativada.')).toBeVisible();
  await expect(drawer.getByText('Ativa', { exact: true })).toBeVisible();
  await expect(drawer.getByText(/^nº \d+ \(concluida\)$/)).toBeVisible();
  await drawer.getByRole('link', { name: 'Ver cliente' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(new RegExp(customer!.nome, 'i'));

  // The customer asks for a visit in the client panel.
  const context = await browser.newContext();
  const panel = await context.newPage();
  await panel.goto('/client-panel');
  await panel.getByLabel('CPF do titular').fill(sale!.cpf);
  const after = await lastOutboxId(request);
  await panel.getByRole('button', { name: 'Enviar código' }).click();
  await panel.getByLabel('Código recebido').fill(await codeFromOutbox(request, details.cliente.email, after));
  await panel.getByRole('button', { name: 'Entrar' }).click();
  await expect(panel.getByRole('heading', { level: 1, name: /^Olá, / })).toBeVisible();
  await panel.getByRole('link', { name: 'Ordens de serviço' }).first().click();
  await panel.getByLabel('Motivo').selectOption('reparo');
  await panel.getByLabel('Tarde (13h às 18h)').check();
  await panel.getByLabel('Descreva o problema').fill('Depois da instalação o Wi-Fi do quarto não alcança.');
  await panel.getByRole('button', { name: 'Solicitar visita' }).click();
  await expect(panel.getByText('Visita solicitada. A equipe técnica confirmará o horário.')).toBeVisible();
  await context.close();

  await page.reload();
  const orders = page.locator('.ant-card', { hasText: 'Ordens de serviço' });
  const visit = orders.getByRole('row', { name: /Depois da instalação o Wi-Fi do quarto não alcança\./ });
  await expect(visit).toContainText('Painel');
  await expect(visit).toContainText('Reparo');
  await expect(orders.getByRole('row', { name: /Instalação.*Backoffice/ })).toContainText('Concluída');
  await expect(page.locator('.ant-card', { hasText: 'Vendas (' }).getByText('Ativa', { exact: true })).toBeVisible();
});
