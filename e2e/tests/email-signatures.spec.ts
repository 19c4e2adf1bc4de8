import { expect, test } from '../support/test';
import { signInUi } from '../support/shell';

test('an employee opens their e-mail signature, sees it with the company logo and copies it as HTML', async ({
  browser,
}) => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await signInUi(page, 'colaborador@demo.intranet');
  await page.goto('/emailsignature/list');

  const preview = page.getByTestId('signature-preview');
  await expect(preview).toContainText('Carlos Colaborador');
  await expect(preview).toContainText('Analista de DP');
  await expect(preview).toContainText('Recursos Humanos | Bitcom');
  await expect(preview.getByRole('link', { name: /@bitcom\.intranet$/ })).toHaveAttribute('href', /^mailto:/);
  // The logo comes from the server's public address, without the session, and has loaded.
  const logo = preview.getByRole('img', { name: 'Bitcom' });
  await expect(logo).toHaveAttribute('src', /^http:\/\/localhost:\d+\/v1\/email-signatures\/logo\/\d+\?v=/);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText('Como usar no Gmail')).toBeVisible();

  await page.getByRole('button', { name: 'Copiar assinatura' }).click();
  await expect(page.getByText('Assinatura copiada.', { exact: false }).first()).toBeVisible();
  const copied = await page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    return {
      html: await (await item.getType('text/html')).text(),
      text: await (await item.getType('text/plain')).text(),
    };
  });
  expect(copied.html).toContain('>Carlos Colaborador</td>');
  expect(copied.html).toContain('<table cellpadding="0" cellspacing="0" border="0" width="520"');
  expect(copied.text.split('\n')[0]).toBe('Carlos Colaborador');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar .htm' }).click();
  expect((await download).suggestedFilename()).toBe('assinatura-carlos-colaborador.htm');
  await context.close();
});
