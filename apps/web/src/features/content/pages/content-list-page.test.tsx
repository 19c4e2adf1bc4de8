import { describe, it } from 'vitest';
import { CONTENT_API } from '@intranet/shared/content/content.contract';
import { CONTENT_MSG } from '@intranet/shared/content/content.messages';
import { expectRefusalInDeleteDialog } from '../../../test/page-checks';
import { StubFailure, answer, signIn } from '../../../test/render-page';
import { ContentListPage } from './content-list-page';

const row = {
  id: 8,
  titulo: 'Nossa cultura',
  resumo: 'Quem somos',
  id_imagem_capa: null,
  created_at: '2026-01-10T12:00:00.000Z',
};

describe('ContentListPage', { timeout: 60_000 }, () => {
  it('shows in the delete dialog why a content in trails cannot be deleted, naming them', async () => {
    signIn({ roles: ['onboarding:gestor'] });
    const refusal = CONTENT_MSG.inUse(['Boas-vindas', 'Cultura']);
    await expectRefusalInDeleteDialog(
      <ContentListPage />,
      [
        answer(CONTENT_API.list, () => ({ total: 1, dados: [row] })),
        answer(CONTENT_API.delete, () => {
          throw new StubFailure(409, { error: 'conflict', message: refusal });
        }),
      ],
      refusal,
    );
  });
});
