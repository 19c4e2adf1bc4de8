import { expect, test, type Page } from '../support/test';
import { apiLogin, bearer } from '../support/api';
import { codeFromOutbox, signInUi } from '../support/shell';
import { choose } from '../support/select';
import { dayFromToday } from '@intranet/shared/calendar/days';

/** Picks a value of an antd Select by its aria-label. */
const pick = (page: Page, label: string, option: string) =>
  choose(page, page.getByRole('combobox', { name: label, exact: true }), option);

/** Picks a value of a searchable antd Select (long lists are virtual: type to bring the option up). */
const pickTyped = (page: Page, label: string, value: string) =>
  choose(page, page.getByRole('combobox', { name: label, exact: true }), value, value);
const pickYear = (page: Page, label: string, year: number) => pickTyped(page, label, String(year));

test('a vacancy published by HR is found on a phone, applied to by a new candidate with a résumé, moved to aprovado and closed', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const title = `Técnico de Fibra ${Date.now() % 100000}`;
  const email = `candidato.vaga.${Date.now()}@example.com`;
  const password = 'Vaga#2026ok';

  // HR publishes the vacancy.
  const hr = await (await browser.newContext()).newPage();
  await signInUi(hr, 'rh.gestor@demo.intranet');
  await hr.goto('/careers/register');
  await choose(hr, 'Empresa', 'Bitcom');
  await hr.getByLabel('Título da vaga').fill(title);
  await hr.getByLabel('Cidade').fill('Contagem');
  await hr.getByLabel('Requisitos').fill('CNH B');
  await hr.getByRole('button', { name: 'Salvar' }).click();
  await expect(hr).toHaveURL(/\/careers\/admin\/list$/);
  await expect(hr.getByText(title)).toBeVisible();

  const hrToken = await apiLogin(request, 'rh.gestor@demo.intranet');
  const list = await request.post('/v1/rh/vagas/filtro', { headers: bearer(hrToken), data: {} });
  const vacancy = (
    (await list.json()) as { vagas: { id: number; titulo_vaga: string; id_empresa: number }[] }
  ).vagas.find((v) => v.titulo_vaga === title)!;

  // A guest on a 400 px screen finds it on the public list, by a word typed without its accent.
  const guestContext = await browser.newContext({ viewport: { width: 400, height: 860 }, isMobile: true });
  const guest = await guestContext.newPage();
  await guest.goto('/careers/list?chn=1');
  await guest.getByLabel('Buscar vagas').fill('tecnico fibra');
  await guest.getByRole('button', { name: 'Buscar' }).click();
  await guest.getByRole('link', { name: title }).click();
  await expect(guest.getByRole('heading', { name: title })).toBeVisible();
  const scrollWidth = await guest.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(400);
  await guest.getByRole('link', { name: 'Candidatar-se' }).click();

  // The vacancy asks a visitor to sign in or sign up; they sign up and come back to it.
  await expect(guest).toHaveURL(new RegExp(`/applicants/register\\?.*vaga=${vacancy.id}`));
  await expect(guest.getByText(/Para se candidatar, entre com a sua conta ou cadastre-se/)).toBeVisible();
  await guest.getByRole('main').getByRole('link', { name: 'Cadastre-se' }).click();
  await guest.getByLabel('Nome completo').fill('Carla Candidata');
  await guest.getByLabel('E-mail').fill(email);
  await guest.getByLabel('Senha', { exact: true }).fill(password);
  await guest.getByLabel('Confirme a senha').fill(password);
  await guest.getByRole('button', { name: 'Cadastrar' }).click();
  const code = await codeFromOutbox(request, email);
  await guest.getByLabel('Código de verificação').fill(code);
  await guest.getByRole('button', { name: 'Confirmar' }).click();
  await expect(guest).toHaveURL(/\/home\/login\/enter\?next=/);
  await guest.getByLabel('Senha', { exact: true }).fill(password);
  await guest.getByRole('main').getByRole('button', { name: 'Entrar' }).click();
  await expect(guest).toHaveURL(new RegExp(`/applicants/register\\?.*vaga=${vacancy.id}`));

  // Fills a résumé: one education (the date-order message first) and one experience.
  await guest.getByRole('button', { name: 'Preencher currículo' }).click();
  await expect(guest).toHaveURL(/\/resume\/list\?next=/);
  await guest.getByRole('button', { name: /ADICIONAR/i }).click();
  await guest.getByRole('menuitem', { name: 'Formação' }).click();
  await pick(guest, 'Situação', 'Concluído');
  await guest.getByLabel('Curso').fill('Técnico em Redes');
  await guest.getByLabel('Instituição de ensino').fill('SENAI');
  await pickYear(guest, 'Ingresso: ano', 2020);
  await pickYear(guest, 'Conclusão: ano', 2018);
  await guest.getByRole('button', { name: 'Salvar' }).click();
  await expect(guest.getByText('A data de ingresso não pode ser maior que a data de conclusão!').first()).toBeVisible();
  await pickYear(guest, 'Conclusão: ano', 2022);
  await guest.getByRole('button', { name: 'Salvar' }).click();
  await expect(guest).toHaveURL(/\/resume\/list\?next=/);
  await expect(guest.getByText('Técnico em Redes · SENAI')).toBeVisible();

  await guest.getByRole('button', { name: /ADICIONAR/i }).click();
  await guest.getByRole('menuitem', { name: 'Experiência' }).click();
  await guest.getByLabel('Empresa').fill('Provedor Alfa');
  await guest.getByLabel('Função').fill('Instalador');
  await guest.getByLabel('Cidade').fill('Betim');
  await pickTyped(guest, 'Estado', 'MG');
  await guest.getByLabel('Emprego atual').click();
  await pickYear(guest, 'Ingresso: ano', 2023);
  await guest.getByRole('button', { name: 'Salvar' }).click();
  await expect(guest.getByText('Instalador · Provedor Alfa')).toBeVisible();

  // Applies.
  await guest.getByRole('button', { name: 'Voltar para a vaga' }).click();
  await guest.getByRole('button', { name: 'Confirmar candidatura' }).click();
  await expect(guest).toHaveURL(/\/applicants\/info$/);
  await expect(guest.getByText(title)).toBeVisible();
  await expect(guest.getByText('Inscrito')).toBeVisible();

  // The recruiter moves them to entrevista, then aprovado.
  await hr.goto(`/careers/applicants/${vacancy.id}`);
  for (const stage of ['Entrevista', 'Aprovado']) {
    const card = hr.locator('.pipeline__card', { hasText: 'Carla Candidata' });
    await card.getByRole('button', { name: 'Mover' }).click();
    const dialog = hr.getByRole('dialog');
    await pick(hr, 'Nova etapa', stage);
    await dialog.getByLabel('Observação').fill(`Movida para ${stage}`);
    await dialog.getByRole('button', { name: 'Mover' }).click();
    await expect(hr.getByRole('region', { name: stage }).getByText('Carla Candidata')).toBeVisible();
  }

  // The candidate's outbox has both e-mails, and their applications show the stage.
  const admin = await apiLogin(request, 'admin@demo.intranet');
  const outbox = (await (await request.get('/v1/admin/outbox?limit=50', { headers: bearer(admin) })).json()) as {
    outbox_mensagem: { destinatario: string; assunto: string | null }[];
  };
  const subjects = outbox.outbox_mensagem.filter((m) => m.destinatario === email).map((m) => m.assunto);
  expect(subjects).toContain(`Entrevista: ${title}`);
  expect(subjects).toContain(`Você foi aprovado(a): ${title}`);
  await guest.reload();
  await expect(guest.getByText('Aprovado')).toBeVisible();

  // The vacancy report lists it.
  await hr.goto('/human-resources/vacancy/report');
  await expect(hr.getByText(title)).toBeVisible();

  // After its closing day it leaves the public list.
  const edited = await request.put(`/v1/rh/vagas/${vacancy.id}`, {
    headers: bearer(hrToken),
    data: {
      id_empresa: vacancy.id_empresa,
      titulo_vaga: title,
      cidade: 'Contagem',
      vagas: 1,
      modalidade: 'presencial',
      data_inicio: dayFromToday(-10),
      data_fim: dayFromToday(-1),
    },
  });
  expect(edited.status()).toBe(200);
  await guest.goto('/careers/list');
  await expect(guest.getByText(/vagas? encontradas?/)).toBeVisible();
  await expect(guest.getByRole('link', { name: title })).toHaveCount(0);
});
