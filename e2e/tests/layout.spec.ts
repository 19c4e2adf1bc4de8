import { expect, test } from '../support/test';
import { apiLogin, bearer } from '../support/api';
import { signInUi } from '../support/shell';

const LONG_TITLE =
  'Integração com um título muito longo que descreve em detalhes tudo o que a pessoa recém-chegada precisa saber sobre a área antes do primeiro dia de trabalho';

test('a long title wraps in the list instead of pushing the columns off the page', async ({ page, request }) => {
  const token = await apiLogin(request, 'rh.gestor@demo.intranet');
  const list = await request.post('/v1/onboarding/trilha/filtro', {
    headers: bearer(token, 'onboarding:gestor'),
    data: { filtro: {} },
  });
  const [first] = (
    (await list.json()) as { dados: { id: number; id_empresa: number; id_departamento: number; id_cargo: number }[] }
  ).dados;
  const renamed = await request.put(`/v1/rh/trilha/onboarding/${first.id}`, {
    headers: bearer(token, 'onboarding:gestor'),
    data: {
      titulo: LONG_TITLE,
      id_empresa: first.id_empresa,
      id_departamento: first.id_departamento,
      id_cargo: first.id_cargo,
    },
  });
  expect(renamed.status()).toBe(200);

  await signInUi(page, 'rh.gestor@demo.intranet');
  await page.goto('/human-resources/onboarding/list');
  await expect(page.getByText(LONG_TITLE)).toBeVisible();
  await expect(
    page
      .getByRole('button', { name: 'Excluir' })
      .or(page.getByRole('button', { name: 'Editar' }))
      .first(),
  ).toBeInViewport();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page).toHaveTitle('Onboardings · Intranet');
});

test('a candidate who opens a staff screen by its address is told there is no permission', async ({ page }) => {
  await signInUi(page, 'candidato@demo.intranet');
  await page.goto('/human-resources/content/register');
  await expect(page.getByText('Você não tem permissão para acessar esta página.')).toBeVisible();
  await expect(page.getByTestId('app-header')).toBeVisible();
});
