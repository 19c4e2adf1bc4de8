import { readFile } from 'node:fs/promises';
import { apiLogin, bearer } from '../support/api';
import { choose } from '../support/select';
import { signInUi } from '../support/shell';
import { expect, test, type Page } from '../support/test';

/** A day from today in São Paulo, 'dd/mm/yyyy' as the pickers take it, and 'yyyy-mm-dd'. */
function dayFromToday(days: number) {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
  const [y, m, d] = iso.split('-');
  return { iso, shown: `${d}/${m}/${y}` };
}

/** Types an instant into the open dialog's or form's date-time picker and confirms it. */
async function typeInstant(page: Page, input: ReturnType<Page['locator']>, value: string) {
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input).toHaveValue(value);
}

/** The requests list's row of this journey's request (its purpose is unique to the run). */
const rowOf = (page: Page, purpose: string) => page.getByRole('row').filter({ hasText: purpose });

test('fleet: an employee asks for a car, the fleet manager approves it, checks it out and in with the odometer, and a fine inside the use finds the driver and prints the term', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  // A vehicle of its own for the run, free yesterday: the use is registered afterwards, so the fine
  // can fall inside it.
  const managerToken = await apiLogin(request, 'frota@demo.intranet');
  const adminToken = await apiLogin(request, 'admin@demo.intranet');
  const companies = (await (await request.get('/v1/companies', { headers: bearer(adminToken) })).json()) as {
    companies: { id: number; nome: string }[];
  };
  const tag = String(Date.now()).slice(-5);
  const letters = String.fromCharCode(65 + (Number(tag) % 26), 65 + (Math.floor(Number(tag) / 26) % 26));
  const plate = `QX${letters.charAt(0)}${tag.charAt(0)}${letters.charAt(1)}${tag.slice(1, 3)}`;
  const created = await request.post('/v1/frota/criar/veiculo', {
    headers: bearer(managerToken),
    data: {
      object: {
        placa: plate,
        modelo: `Onix ${tag}`,
        marca: 'Chevrolet',
        ano: 2024,
        id_empresa: companies.companies[0].id,
        cidade: 'Belo Horizonte',
        odometro: 20_000,
      },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const purpose = `Visita técnica ${tag}`;
  const yesterday = dayFromToday(-1);

  // The employee asks for the car on /requests/vehicle/register.
  await signInUi(page, 'colaborador@demo.intranet');
  await page.goto('/requests/home');
  await page.getByRole('button', { name: 'SOLICITAR VEÍCULO' }).click();
  await expect(page).toHaveURL(/\/requests\/vehicle\/register$/);
  const range = page.locator('.ant-picker-range');
  await range.locator('input').first().click();
  await range.locator('input').first().fill(`${yesterday.shown} 08:00`);
  await range.locator('input').first().press('Enter');
  await range.locator('input').nth(1).fill(`${yesterday.shown} 18:00`);
  await range.locator('input').nth(1).press('Enter');
  await expect(range.locator('input').nth(1)).toHaveValue(`${yesterday.shown} 18:00`);
  await choose(page, 'Veículo', new RegExp(`Onix ${tag}`), plate);
  await page.getByLabel('Finalidade').fill(purpose);
  await page.getByLabel('Destino').fill('Contagem');
  await page.getByRole('button', { name: 'SOLICITAR' }).click();
  await expect(page).toHaveURL(/\/requests\/home$/);
  await expect(rowOf(page, purpose).getByText('Pendente')).toBeVisible();

  // The fleet manager approves it, then registers the check-out and the check-in with the odometer.
  const context = await browser.newContext();
  const manager = await context.newPage();
  await signInUi(manager, 'frota@demo.intranet');
  await manager.goto('/requests/home');
  await choose(
    manager,
    manager.getByRole('combobox', { name: 'Filtrar por veículo' }),
    new RegExp(`Onix ${tag}`),
    plate,
  );
  await rowOf(manager, purpose).getByRole('button', { name: 'Aprovar' }).click();
  const approve = manager.getByRole('dialog', { name: 'Aprovar solicitação' });
  await expect(approve.getByText(`Onix ${tag}`, { exact: false })).toBeVisible();
  await approve.getByRole('button', { name: 'APROVAR' }).click();
  await expect(rowOf(manager, purpose).getByText('Aprovada')).toBeVisible();

  await rowOf(manager, purpose).getByRole('button', { name: 'Registrar retirada' }).click();
  const checkOut = manager.getByRole('dialog', { name: 'Registrar retirada' });
  await expect(checkOut.getByLabel('Odômetro (km)')).toHaveValue('20000');
  await checkOut.getByLabel('Odômetro (km)').fill('20010');
  await typeInstant(manager, checkOut.getByLabel('Data e hora'), `${yesterday.shown} 08:10`);
  await checkOut.getByRole('button', { name: 'REGISTRAR' }).click();
  await expect(rowOf(manager, purpose).getByText('Em uso')).toBeVisible();

  await rowOf(manager, purpose).getByRole('button', { name: 'Registrar devolução' }).click();
  const checkIn = manager.getByRole('dialog', { name: 'Registrar devolução' });
  await checkIn.getByLabel('Odômetro (km)').fill('20150');
  await typeInstant(manager, checkIn.getByLabel('Data e hora'), `${yesterday.shown} 17:40`);
  await checkIn.getByRole('button', { name: 'REGISTRAR' }).click();
  await expect(rowOf(manager, purpose).getByText('Concluída')).toBeVisible();
  await expect(rowOf(manager, purpose).getByText('20.010 → 20.150')).toBeVisible();

  // The employee sees the finished use.
  await page.reload();
  await expect(rowOf(page, purpose).getByText('Concluída')).toBeVisible();
  const requests = (await (
    await request.get('/v1/frota/solicitacoes?minhas=true&limit=50', {
      headers: bearer(await apiLogin(request, 'colaborador@demo.intranet')),
    })
  ).json()) as { frota_solicitacao: { id: number; finalidade: string; solicitante: string; id_solicitante: number }[] };
  const mine = requests.frota_solicitacao.find((r) => r.finalidade === purpose)!;

  // A fine arrives on that plate at noon, inside the use: the manager registers it on
  // /fleet/fines/register and the form finds the driver from the use records.
  await manager.goto('/fleet/fines/register');
  await choose(manager, 'Veículo (placa)', new RegExp(`Onix ${tag}`), plate);
  await typeInstant(manager, manager.getByLabel('Data e hora da infração'), `${yesterday.shown} 12:00`);
  await expect(manager.getByText(`Condutor encontrado pelos usos do veículo: ${mine.solicitante}`)).toBeVisible();
  await manager.getByLabel('Código da infração').fill('745-50');
  await manager
    .getByLabel('Descrição da infração')
    .fill('Transitar em velocidade superior à máxima permitida em até 20%');
  await manager.getByLabel('Local', { exact: true }).fill('Av. Amazonas, 1000 - Belo Horizonte');
  await manager.getByLabel('Valor (R$)').fill('130,16');
  await manager.getByLabel('Pontos').fill('4');
  // A day picker takes the typed day as it is valid; Tab leaves it (Enter would submit the form).
  const due = manager.getByLabel('Vencimento');
  await due.click();
  await due.fill(dayFromToday(40).shown);
  await due.press('Tab');
  await expect(due).toHaveValue(dayFromToday(40).shown);
  await manager.getByRole('button', { name: 'SALVAR' }).click();
  await expect(manager).toHaveURL(/\/fleet\/fines\/list$/);
  await manager.getByLabel('Buscar por placa').fill(plate);
  await manager.getByLabel('Buscar por placa').press('Enter');
  const fineRow = manager.getByRole('row').filter({ hasText: '745-50' });
  await expect(fineRow.getByText(mine.solicitante)).toBeVisible();

  // The responsibility term: its page names the driver, and the PDF is downloaded.
  await fineRow.getByRole('button', { name: 'Termo de responsabilidade' }).click();
  await expect(manager).toHaveURL(new RegExp(`/fleet/fines/term/\\d+/${mine.id_solicitante}/`));
  await expect(manager.getByText(mine.solicitante).first()).toBeVisible();
  const pdf = manager.waitForResponse((res) => /\/v1\/frota\/multas\/\d+\/termo\//.test(res.url()));
  const download = manager.waitForEvent('download');
  await manager.getByRole('button', { name: 'BAIXAR TERMO (PDF)' }).click();
  const answered = await pdf;
  expect(answered.status()).toBe(200);
  expect(answered.headers()['content-type']).toBe('application/pdf');
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^termo-multa-\d+\.pdf$/);
  expect((await readFile(await saved.path())).subarray(0, 5).toString()).toBe('%PDF-');
  await context.close();
});
