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

  // A fine arrives on that plate at noon, inside the use: it finds the driver.
  const vehicles = (await (await request.get('/v1/veiculos', { headers: bearer(managerToken) })).json()) as {
    frota_veiculo: { id: number; placa: string }[];
  };
  const vehicle = vehicles.frota_veiculo.find((v) => v.placa === plate)!;
  const fine = await request.post('/v1/frota/multas', {
    headers: bearer(managerToken),
    data: {
      object: {
        id_veiculo: vehicle.id,
        ocorrida_em: `${yesterday.iso}T12:00:00-03:00`,
        codigo_infracao: '745-50',
        descricao_infracao: 'Transitar em velocidade superior à máxima permitida em até 20%',
        local: 'Av. Amazonas, 1000 - Belo Horizonte',
        valor: 130.16,
        pontos: 4,
        vencimento: dayFromToday(40).iso,
      },
    },
  });
  expect(fine.status(), await fine.text()).toBe(200);
  const registered = (
    (await fine.json()) as { frota_multa: { id: number; motorista: string | null; id_motorista: number | null } }
  ).frota_multa;
  expect(registered.motorista).toBe(mine.solicitante);
  expect(registered.id_motorista).toBe(mine.id_solicitante);

  // The responsibility term is a PDF.
  const term = await request.get(`/v1/frota/multas/${registered.id}/termo/${registered.id_motorista}/${plate}`, {
    headers: bearer(managerToken),
  });
  expect(term.status()).toBe(200);
  expect(term.headers()['content-type']).toBe('application/pdf');
  expect((await term.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await context.close();
});
