import { describe, it } from 'vitest';
import { CONTENT_API } from '@intranet/shared/content/content.contract';
import { expectButtonsFollowPermissions } from '../../../test/page-checks';
import { answer } from '../../../test/render-page';
import { ContentListPage } from './content-list-page';

const row = {
  id: 8,
  titulo: 'Nossa cultura',
  resumo: 'Quem somos',
  id_imagem_capa: null,
  created_at: '2026-01-10T12:00:00.000Z',
};

describe('ContentListPage permissions', { timeout: 120_000 }, () => {
  it('shows each row button and NOVO CONTEÚDO to exactly the accounts allowed to call its endpoint', async () => {
    await expectButtonsFollowPermissions(
      () => <ContentListPage />,
      [answer(CONTENT_API.list, () => ({ total: 1, dados: [row] }))],
      'Nossa cultura',
      [
        { label: 'NOVO CONTEÚDO', action: CONTENT_API.create.access },
        { label: 'Editar', action: CONTENT_API.update.access },
        { label: 'Excluir', action: CONTENT_API.delete.access },
      ],
    );
  });
});
