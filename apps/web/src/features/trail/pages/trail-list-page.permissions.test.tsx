import { describe, it } from 'vitest';
import { TRAIL_API } from '@intranet/shared/trail/trail.contract';
import { expectButtonsFollowPermissions } from '../../../test/page-checks';
import { answer } from '../../../test/render-page';
import { TrailListPage } from './trail-list-page';

describe('TrailListPage permissions', { timeout: 120_000 }, () => {
  it('shows each row button and NOVA TRILHA to exactly the accounts allowed to call its endpoint', async () => {
    await expectButtonsFollowPermissions(
      () => <TrailListPage />,
      [
        answer(TRAIL_API.list, () => ({
          total: 1,
          dados: [{ id: 4, nome: 'Boas-vindas', conteudos: 3, created_at: '2026-01-10T12:00:00.000Z' }],
        })),
      ],
      'Boas-vindas',
      [
        { label: 'NOVA TRILHA', action: TRAIL_API.create.access },
        { label: 'Vincular conteúdos', action: TRAIL_API.linkContents.access },
        { label: 'Editar', action: TRAIL_API.rename.access },
        { label: 'Excluir', action: TRAIL_API.delete.access },
      ],
    );
  });
});
