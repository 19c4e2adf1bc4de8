import { beforeEach, describe, it } from 'vitest';
import { expectNotFoundWithoutCalls } from '../../../test/page-checks';
import { signIn } from '../../../test/render-page';
import { TrailEditPage } from './trail-edit-page';
import { TrailSyncPage } from './trail-sync-page';

describe('TrailEditPage and TrailSyncPage', { timeout: 60_000 }, () => {
  beforeEach(() => signIn({ roles: ['onboarding:gestor'] }));

  it('edit: shows a not-found state for an id that is not a number, without calling the server', async () => {
    await expectNotFoundWithoutCalls(
      <TrailEditPage />,
      '/human-resources/trail/edit/:id',
      '/human-resources/trail/edit/abc',
    );
  });

  it('sync: shows a not-found state for an id that is not a number, without calling the server', async () => {
    await expectNotFoundWithoutCalls(
      <TrailSyncPage />,
      '/human-resources/trail/sync/:id',
      '/human-resources/trail/sync/1x',
    );
  });
});
