import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { button } from '../../../test/antd';
import { CONTENT_API } from '@intranet/shared/content/content.contract';
import { TRAIL_API } from '@intranet/shared/trail/trail.contract';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { TrailRegisterPage } from './trail-register-page';

describe('TrailRegisterPage', { timeout: 60_000 }, () => {
  it('marks the name as required and does not save without it', async () => {
    signIn({ roles: ['onboarding:gestor'] });
    const { calls } = stubApi([answer(CONTENT_API.list, () => ({ total: 0, dados: [] }))]);
    renderPage(<TrailRegisterPage />);
    fireEvent.click(button('Cadastrar'));
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    expect(calls.some((c) => c.path === TRAIL_API.create.path)).toBe(false);
  });
});
