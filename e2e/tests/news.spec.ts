import { expect, test } from '../support/test';
import { signInUi } from '../support/shell';
import { choose } from '../support/select';

const TITLE = `Novo uniforme do RH ${Date.now()}`;
/** A real 1 × 1 PNG: the server judges the cover by its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('staff publish a mandatory item for one department; a member sees it pinned, confirms it, and it unpins', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);

  // HR manager: a news item for Bitcom's Recursos Humanos that requires a read confirmation.
  await signInUi(page, 'rh.gestor@demo.intranet');
  await page.goto('/news/table');
  await page.getByRole('button', { name: 'NOVA NOTÍCIA' }).click();
  await expect(page.getByRole('heading', { name: 'NOTÍCIAS - NOVA NOTÍCIA' })).toBeVisible();
  await page.getByLabel('Título').fill(TITLE);
  await page.getByLabel('Resumo').fill('O novo uniforme será entregue na próxima semana.');
  await page.locator('.tiptap').click();
  await page.keyboard.type('Retire o seu com a equipe de Departamento Pessoal.');
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'capa.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('button', { name: 'Remover imagem de capa' })).toBeVisible();
  await choose(page, 'Categoria', 'Comunicados');
  await page.getByLabel('Hashtags').fill('uniforme');
  await page.getByLabel('Hashtags').press('Enter');
  await choose(page, 'Provedor', 'Bitcom');
  await choose(page, 'Departamento', 'Recursos Humanos');
  await page.getByRole('switch', { name: 'Requer confirmação de leitura' }).click();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Notícia cadastrada com sucesso!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/news\/table$/);
  await expect(page.getByRole('cell', { name: TITLE, exact: true })).toBeVisible();

  // An employee of that department: the item is first in the feed, pinned as mandatory.
  const context = await browser.newContext();
  const member = await context.newPage();
  await signInUi(member, 'colaborador@demo.intranet');
  await member.getByRole('link', { name: 'Novidades' }).first().click();
  await expect(member).toHaveURL(/\/news\/list$/);
  const cards = member.getByRole('article');
  await expect(cards.first()).toHaveAccessibleName(TITLE);
  await expect(cards.first().getByText('Leitura obrigatória')).toBeVisible();

  await cards.first().getByRole('link').click();
  await expect(member.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(member.getByText('Retire o seu com a equipe de Departamento Pessoal.')).toBeVisible();
  await member.getByRole('button', { name: 'Li e estou ciente' }).click();
  await expect(member.getByText(/^Você confirmou a leitura em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/)).toBeVisible();

  // Confirmed: it leaves the pinned items at the top.
  await member.getByRole('button', { name: 'Voltar' }).click();
  const card = member.getByRole('article', { name: TITLE });
  await expect(card).toBeVisible();
  await expect(card.getByText('Leitura obrigatória')).toHaveCount(0);
  await expect(cards.first()).not.toHaveAccessibleName(TITLE);
  await context.close();
});
