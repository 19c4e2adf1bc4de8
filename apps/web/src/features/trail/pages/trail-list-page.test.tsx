import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { TRAIL_API } from '@intranet/shared/trail/trail.contract';
import { TRAIL_MSG } from '@intranet/shared/trail/trail.messages';
import { buttons } from '../../../test/antd';
import { StubFailure, answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { TrailListPage } from './trail-list-page';

const list = answer(TRAIL_API.list, () => ({ total: 1, dados: [{ id: 4, nome: 'Boas-vindas', conteudos: 3, created_at: '2026-01-10T12:00:00.000Z' }] }));

describe('TrailListPage', { timeout: 60_000 }, () => {
  it('shows in the delete dialog why a trail in use cannot be deleted', async () => {
    signIn({ roles: ['onboarding:gestor'] });
    const refusal = TRAIL_MSG.inUse(['Integração RH']);
    stubApi([
      list,
      answer(TRAIL_API.delete, () => {
        throw new StubFailure(409, { error: 'conflict', message: refusal });
      }),
    ]);
    renderPage(<TrailListPage />);
    fireEvent.click(await screen.findByLabelText('Excluir'));
    fireEvent.click(buttons('Excluir').at(-1)!);
    const dialog = (await screen.findByRole('dialog')) as HTMLElement;
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(within(dialog).queryByText(TRAIL_MSG.confirmDelete)).toBeNull();
  });
});
