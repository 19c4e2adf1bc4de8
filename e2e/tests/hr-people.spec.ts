import * as XLSX from '@e965/xlsx';
import { addDays, today } from '@intranet/shared/calendar/days';
import { expect, test } from '../support/test';
import { apiLogin, bearer } from '../support/api';
import { choose } from '../support/select';
import { signInUi } from '../support/shell';

type Person = { id: number; nome: string; desligamento: { id: number } | null };

test('HR registers a dismissal and sees its checklist, then opens the age pyramid and exports it to XLSX', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // Someone of the organization without a live dismissal (an earlier run's is reverted first).
  const token = await apiLogin(request, 'rh.gestor@demo.intranet');
  const found = await request.get('/v1/rh/desligamentos/colaboradores?busca=Thiago', {
    headers: bearer(token, 'rh:gestor'),
  });
  const people = ((await found.json()) as { colaboradores: Person[] }).colaboradores;
  expect(people.length).toBeGreaterThan(0);
  const person = people.find((p) => !p.desligamento) ?? people[0];
  if (person.desligamento) {
    const reverted = await request.post(`/v1/rh/desligamentos/${person.desligamento.id}/reverter`, {
      headers: bearer(token, 'rh:gestor'),
      data: { motivo: 'Registrado por engano.' },
    });
    expect(reverted.status()).toBe(200);
  }

  // The dismissal, next week, from the path that names the person (as the employee's profile opens it).
  await signInUi(page, 'rh.gestor@demo.intranet');
  await page.goto(`/shutdowns/register/${person.id}/${encodeURIComponent(person.nome)}`);
  await expect(page.getByRole('heading', { name: 'Registrar desligamento' })).toBeVisible();
  await expect(
    page
      .getByLabel('Colaborador')
      .locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select ")][1]'),
  ).toContainText(person.nome);
  const lastDay = addDays(today(), 7).split('-').reverse().join('/');
  await page.getByLabel('Data do desligamento (último dia)').fill(lastDay);
  await page.getByLabel('Data do desligamento (último dia)').press('Enter');
  await choose(page, 'Tipo', 'Pedido de demissão');
  await choose(page, 'Aviso prévio', 'Trabalhado');
  await page.getByLabel('Motivo').fill('Mudança de cidade.');
  await page.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText('Desligamento registrado com sucesso!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/shutdowns\/edit\/\d+$/);
  const id = Number(page.url().match(/(\d+)$/)![1]);

  // Its offboarding checklist, each task with its owner and due day.
  await expect(page.getByRole('heading', { name: 'Checklist de desligamento' })).toBeVisible();
  await expect(page.getByText('Devolver equipamentos (notebook, celular, ferramentas)')).toBeVisible();
  await expect(page.getByText(/^0 de \d+ tarefas concluídas/)).toBeVisible();

  // The reports home, then the age pyramid: its figures in a table beside the chart, its people paged.
  await page.goto('/reports/home');
  await expect(page.getByRole('heading', { name: 'Relatórios de RH' })).toBeVisible();
  await page.getByRole('link', { name: 'Pirâmide etária' }).click();
  await expect(page).toHaveURL(/\/reports\/pyramid-list$/);
  const figures = page.getByRole('table', { name: /Pessoas por faixa de idade e sexo em/ });
  await expect(figures.getByRole('row', { name: /20–24/ })).toBeVisible();
  await expect(page.locator('.hr-chart__plot canvas').first()).toBeVisible();
  const count = page.getByText(/^\d+ registro\(s\)$/);
  await expect(count).not.toHaveText('0 registro(s)');
  const total = Number((await count.textContent())!.match(/\d+/)![0]);

  // 'Exportar relatório' → XLSX: every row of the filter, read back from the workbook.
  await page.getByRole('button', { name: /Exportar relatório/ }).click();
  const download = page.waitForEvent('download');
  await page.getByText('XLSX (Excel)').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^piramide-etaria-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = XLSX.read(
    await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks as Buffer[])),
  );
  const rows = XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
  expect(rows[0]).toEqual(['Nome', 'Empresa', 'Departamento', 'Nascimento', 'Idade', 'Faixa', 'Sexo']);
  expect(rows).toHaveLength(total + 1);
  expect(typeof rows[1][4]).toBe('number');

  // The dismissal was a rehearsal: undone, so the person stays as they were.
  const undone = await request.post(`/v1/rh/desligamentos/${id}/reverter`, {
    headers: bearer(token, 'rh:gestor'),
    data: { motivo: 'Registrado por engano.' },
  });
  expect(undone.status()).toBe(200);
});
