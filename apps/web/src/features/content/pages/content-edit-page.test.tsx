import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPage, signIn, stubApi } from '../../../test/render-page';
import { ContentEditPage } from './content-edit-page';

describe('ContentEditPage', { timeout: 60_000 }, () => {
  it('shows a not-found state for an id that is not a number, without calling the server', async () => {
    signIn({ roles: ['onboarding:gestor'] });
    const { calls } = stubApi([]);
    renderPage(<ContentEditPage />, { path: '/human-resources/content/edit/:id', at: '/human-resources/content/edit/abc' });
    expect(await screen.findByText('Dados não encontrados.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
