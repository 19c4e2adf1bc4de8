import { describe, it } from 'vitest';
import { expectNotFoundWithoutCalls } from '../../../test/page-checks';
import { signIn } from '../../../test/render-page';
import { ContentEditPage } from './content-edit-page';

describe('ContentEditPage', { timeout: 60_000 }, () => {
  it('shows a not-found state for an id that is not a number, without calling the server', async () => {
    signIn({ roles: ['onboarding:gestor'] });
    await expectNotFoundWithoutCalls(
      <ContentEditPage />,
      '/human-resources/content/edit/:id',
      '/human-resources/content/edit/abc',
    );
  });
});
