import { expect, test } from '../support/test';

/** A screen served by the test itself: a level-one heading, and an image without a text alternative. */
const SCREEN = `<!doctype html><html lang="pt-BR"><head><title>Prova</title></head>
<body><main><h1>Prova</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="20" height="20"></main></body></html>`;

test('the accessibility check of the journeys finds a screen’s violation once, before the first action on it', async ({
  page,
  a11yRun,
}) => {
  test.skip(!a11yRun, 'the check is off (E2E_AXE=off)');
  await page.route('**/prova-acessibilidade', (route) => route.fulfill({ contentType: 'text/html', body: SCREEN }));
  await page.goto('/prova-acessibilidade');
  expect(a11yRun?.findings).toEqual([]);
  await page.getByRole('heading', { name: 'Prova' }).click();
  await page.getByRole('heading', { name: 'Prova' }).click();
  expect(a11yRun?.paths.map((p) => p.path)).toEqual(['/prova-acessibilidade']);
  expect(a11yRun?.findings.map((f) => `${f.path} ${f.rule} ${f.nodes.map((n) => n.target).join()}`)).toEqual([
    '/prova-acessibilidade image-alt img',
  ]);
  expect(a11yRun?.report()).toContain('/prova-acessibilidade  image-alt (critical)');
  // Found as it should be: the journey itself passes.
  a11yRun?.findings.splice(0);
});
