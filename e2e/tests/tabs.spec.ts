import { expect, test } from '../support/test';
import { signInUi } from '../support/shell';

const STREAM_PATH = '/v1/notificacao/stream';

test('eight tabs of one browser all load, sharing one notification stream', async ({ context, page }) => {
  const streams: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === STREAM_PATH) streams.push(request.url());
  });
  await signInUi(page, 'colaborador@demo.intranet');
  const tabs = [page];
  for (let i = 1; i < 8; i++) {
    const tab = await context.newPage();
    await tab.goto('/intranet');
    await expect(tab.getByTestId('app-header')).toBeVisible();
    tabs.push(tab);
  }
  // The eighth tab answers its own calls as quickly as the first.
  await tabs[7].goto('/intranet');
  await expect(tabs[7].getByTestId('app-header')).toBeVisible();
  expect(streams).toHaveLength(1);

  // Closing the tab that holds the stream hands it to another one.
  await tabs[0].close();
  await expect.poll(() => streams.length).toBe(2);
});
