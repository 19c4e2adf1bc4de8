import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { apiLogin, bearer } from '../support/api';
import { signInUi } from '../support/shell';
import { choose } from '../support/select';

const stamp = Date.now();
const CONTENTS = [`Conteúdo A ${stamp}`, `Conteúdo B ${stamp}`, `Conteúdo C ${stamp}`];
/** The reading order set in the trail: C, A, B. */
const TRAIL_ORDER = [CONTENTS[2], CONTENTS[0], CONTENTS[1]];
const TRAIL = `Trilha E2E ${stamp}`;
const SEEDED_TRAIL = 'Cultura e valores';
const ONBOARDING = `Onboarding E2E ${stamp}`;
const ROLE = 'onboarding:gestor';

async function seededTrailContents(request: APIRequestContext): Promise<string[]> {
  const token = await apiLogin(request, 'rh.gestor@demo.intranet');
  const list = await request.post('/v1/rh/trilha/filtro', {
    headers: bearer(token, ROLE),
    data: { filtro: { nome: SEEDED_TRAIL } },
  });
  const trail = ((await list.json()) as { dados: { id: number; nome: string }[] }).dados.find(
    (t) => t.nome === SEEDED_TRAIL,
  )!;
  const detail = await request.get(`/v1/rh/trilha/${trail.id}`, { headers: bearer(token, ROLE) });
  const body = (await detail.json()) as { conteudos: { titulo: string; prioridade: number }[] };
  return body.conteudos.sort((a, b) => a.prioridade - b.prioridade).map((c) => c.titulo);
}

async function createContent(page: Page, titulo: string) {
  await page.goto('/human-resources/content/list');
  await page.getByRole('button', { name: 'NOVO CONTEÚDO' }).click();
  await expect(page.getByRole('heading', { name: 'NOVO CONTEÚDO' })).toBeVisible();
  await page.getByLabel('Título').fill(titulo);
  await page.getByLabel('Resumo').fill(`Resumo de ${titulo}`);
  await page.locator('.tiptap').click();
  await page.keyboard.type(`Texto de ${titulo}.`);
  await page.getByLabel('Hashtags de cargo').fill('analista');
  await page.getByLabel('Hashtags de cargo').press('Enter');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('Conteúdo cadastrado com sucesso!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/human-resources\/content\/list$/);
}

test('HR builds an onboarding, the employee reads it in order, and the report shows it completed', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const seeded = await seededTrailContents(request);
  expect(seeded.length).toBeGreaterThan(0);

  // HR manager: three contents, a trail ordering them, an onboarding with two trails.
  await signInUi(page, 'rh.gestor@demo.intranet');
  await page.goto('/human-resources/home');
  for (const card of ['Onboarding', 'Trilha', 'Conteúdo'])
    await expect(page.getByRole('link', { name: card, exact: true }).first()).toBeVisible();
  for (const content of CONTENTS) await createContent(page, content);

  await page.goto('/human-resources/trail/register');
  await expect(page.getByRole('heading', { name: 'NOVA TRILHA' })).toBeVisible();
  await page.getByLabel('Nome').fill(TRAIL);
  for (const content of TRAIL_ORDER) {
    await page.getByLabel('Pesquisar conteúdo').fill(content.toUpperCase());
    await page.getByRole('button', { name: `Adicionar ${content}` }).click();
  }
  const ordering = page.getByRole('region', { name: 'Ordenação dos conteúdos' });
  await expect(ordering.getByTestId('ordered-item')).toHaveText(TRAIL_ORDER.map((t, i) => new RegExp(`^${i + 1}${t}`)));
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('Trilha cadastrada com sucesso!').first()).toBeVisible();

  await page.goto('/human-resources/onboarding/list');
  await page.getByRole('button', { name: 'NOVO ONBOARDING' }).click();
  await expect(page.getByRole('heading', { name: 'NOVO ONBOARDING' })).toBeVisible();
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByText('Preencha todos os campos obrigatórios!').first()).toBeVisible();
  await page.getByLabel('Título').fill(ONBOARDING);
  await choose(page, 'Provedor', 'Bitcom');
  await choose(page, 'Departamento', 'Recursos Humanos');
  await choose(page, 'Cargo', 'Analista de DP');
  await page.getByRole('button', { name: 'Próximo' }).click();
  await page.getByLabel('Pesquisar trilha').fill('e2e ' + stamp);
  await page.getByRole('button', { name: `Adicionar ${TRAIL}` }).click();
  await page.getByLabel('Pesquisar trilha').fill(SEEDED_TRAIL.toLowerCase());
  await page.getByRole('button', { name: `Adicionar ${SEEDED_TRAIL}` }).click();
  await page.getByRole('button', { name: `Subir ${SEEDED_TRAIL}` }).click();
  const trails = page.getByRole('region', { name: 'Ordenação' });
  await expect(trails.getByTestId('ordered-item')).toHaveText([
    new RegExp(`^1${SEEDED_TRAIL}`),
    new RegExp(`^2${TRAIL}`),
  ]);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Onboarding cadastrado com sucesso!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/human-resources\/onboarding\/list$/);
  await expect(page.getByRole('row').filter({ hasText: ONBOARDING })).toContainText('Analista de DP');

  // The employee reads every content in the order set, then sees the check marks.
  const employee = await browser.newContext();
  const reader = await employee.newPage();
  await signInUi(reader, 'colaborador@demo.intranet');
  const card = reader.getByTestId('my-onboarding').filter({ hasText: ONBOARDING });
  await expect(card).toBeVisible();
  await expect(card).toContainText('0%');
  await card.getByRole('button', { name: 'Começar' }).click();
  const expected = [...seeded, ...TRAIL_ORDER];
  const trailUrls = new Set<string>();
  for (const titulo of expected) {
    await expect(reader).toHaveURL(/\/human-resources\/onboarding\/employee\/content\?/);
    await expect(reader.locator('article h3')).toHaveText(titulo);
    const url = new URL(reader.url());
    trailUrls.add(
      `/human-resources/onboarding/employee?idOnboarding=${url.searchParams.get('idOnboarding')}&idTrail=${url.searchParams.get('idTrail')}`,
    );
    await reader.getByRole('button', { name: 'Marcar como lido e continuar' }).click();
    await expect(reader.getByText('Conteúdo lido com sucesso').first()).toBeVisible();
  }
  await expect(reader).toHaveURL(/\/human-resources\/onboarding\/employee\/content\/congratulations$/);
  await expect(reader.getByText('Parabéns!')).toBeVisible();
  expect(trailUrls.size).toBe(2);
  for (const url of trailUrls) {
    await reader.goto(url);
    const items = reader.locator('.reading-trail__item');
    await expect(items.first()).toBeVisible();
    const count = await items.count();
    for (let i = 0; i < count; i++) await expect(items.nth(i).getByRole('img', { name: 'Concluído' })).toBeVisible();
  }
  await reader.goto('/human-resources/onboarding/employee/content/congratulations');
  await reader.getByRole('button', { name: 'Voltar para a página inicial' }).click();
  await expect(reader.getByTestId('my-onboarding').filter({ hasText: ONBOARDING })).toContainText('100%');
  await employee.close();

  // The report lists the employee under completed at 100 % in the positive colour.
  await page.goto('/human-resources/onboarding/report');
  await page.locator('.report-tab--completed').click();
  const row = page.getByRole('row').filter({ hasText: ONBOARDING }).filter({ hasText: 'Carlos' });
  await expect(row).toBeVisible();
  const percent = row.locator('[data-tone]');
  await expect(percent).toHaveText('100%');
  await expect(percent).toHaveAttribute('data-tone', 'positive');
  await expect(percent).toHaveCSS('color', 'rgb(35, 120, 4)');
});

test('an HR requester sees only their own department in the onboarding report', async ({ page, request }) => {
  const token = await apiLogin(request, 'rh.gestor@demo.intranet');
  const all = (await (
    await request.post('/v1/onboarding/relatorio/contador', { headers: bearer(token, ROLE), data: { filtro: {} } })
  ).json()) as { pendentes: number; concluidos: number };
  const departments = (await (
    await request.get('/v1/departamentos/empresa/Bitcom', { headers: bearer(token) })
  ).json()) as { rh_departamento: { id: number; nome: string }[] };
  const hr = departments.rh_departamento.find((d) => d.nome === 'Recursos Humanos')!;
  const own = (await (
    await request.post('/v1/onboarding/relatorio/contador', {
      headers: bearer(token, ROLE),
      data: { filtro: { id_departamento: hr.id } },
    })
  ).json()) as { pendentes: number; concluidos: number };
  expect(own.pendentes + own.concluidos).toBeLessThan(all.pendentes + all.concluidos);

  await signInUi(page, 'rh.solicitante@demo.intranet');
  await page.goto('/human-resources/onboarding/report');
  await expect(page.getByText('Exibindo os colaboradores do seu departamento.')).toBeVisible();
  await expect(page.locator('.report-tab--pending')).toContainText(String(own.pendentes));
  await expect(page.locator('.report-tab--completed')).toContainText(String(own.concluidos));
  await expect(page.getByRole('row').filter({ hasText: 'Integração Tecnologia' })).toHaveCount(0);
});
