import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { CONTENT_API } from '@intranet/shared/content/content.contract';
import { CONTENT_MSG } from '@intranet/shared/content/content.messages';
import { buttons } from '../../../test/antd';
import { StubFailure, answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { ContentListPage } from './content-list-page';

const row = { id: 8, titulo: 'Nossa cultura', resumo: 'Quem somos', id_imagem_capa: null, created_at: '2026-01-10T12:00:00.000Z' };

describe('ContentListPage', { timeout: 60_000 }, () => {
  it('shows in the delete dialog why a content in use cannot be deleted', async () => {
    signIn({ roles: ['onboarding:gestor'] });
    const refusal = CONTENT_MSG.inUse(['Boas-vindas', 'Cultura']);
    stubApi([
      answer(CONTENT_API.list, () => ({ total: 1, dados: [row] })),
      answer(CONTENT_API.delete, () => {
        throw new StubFailure(409, { error: 'conflict', message: refusal });
      }),
    ]);
    renderPage(<ContentListPage />);
    fireEvent.click(await screen.findByLabelText('Excluir'));
    fireEvent.click(buttons('Excluir').at(-1)!);
    const dialog = (await screen.findByRole('dialog')) as HTMLElement;
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
  });
});
