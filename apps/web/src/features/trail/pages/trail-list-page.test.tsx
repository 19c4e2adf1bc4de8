import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { TRAIL_API } from '@intranet/shared/trail/trail.contract';
import { TRAIL_MSG } from '@intranet/shared/trail/trail.messages';
import { expectRefusalInDeleteDialog } from '../../../test/page-checks';
import { StubFailure, answer, signIn } from '../../../test/render-page';
import { TrailListPage } from './trail-list-page';

const list = answer(TRAIL_API.list, () => ({
  total: 1,
  dados: [{ id: 4, nome: 'Boas-vindas', conteudos: 3, created_at: '2026-01-10T12:00:00.000Z' }],
}));

describe('TrailListPage', { timeout: 60_000 }, () => {
  it('shows in the delete dialog, in place of the question, why a trail in use cannot be deleted', async () => {
    signIn({ roles: ['onboarding:gestor'] });
    const refusal = TRAIL_MSG.inUse(['Integração RH']);
    const refuse = answer(TRAIL_API.delete, () => {
      throw new StubFailure(409, { error: 'conflict', message: refusal });
    });
    const dialog = await expectRefusalInDeleteDialog(<TrailListPage />, [list, refuse], refusal);
    expect(within(dialog).queryByText(TRAIL_MSG.confirmDelete)).toBeNull();
  });
});
