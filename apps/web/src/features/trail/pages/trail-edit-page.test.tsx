import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPage, signIn, stubApi } from '../../../test/render-page';
import { TrailEditPage } from './trail-edit-page';
import { TrailSyncPage } from './trail-sync-page';

describe('TrailEditPage and TrailSyncPage', { timeout: 60_000 }, () => {
  it('show a not-found state for an id that is not a number, without calling the server', async () => {
    signIn({ roles: ['onboarding:gestor'] });
    const { calls } = stubApi([]);
    renderPage(<TrailEditPage />, { path: '/human-resources/trail/edit/:id', at: '/human-resources/trail/edit/abc' });
    expect(await screen.findByText('Dados não encontrados.')).toBeInTheDocument();
    renderPage(<TrailSyncPage />, { path: '/human-resources/trail/sync/:id', at: '/human-resources/trail/sync/1x' });
    expect(await screen.findAllByText('Dados não encontrados.')).toHaveLength(2);
    expect(calls).toEqual([]);
  });
});
