import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { HANDBOOK_API as API } from '@intranet/shared/handbook/handbook.contract';
import { session } from '../../../lib/session';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { HandbookListPage } from './handbook-list-page';

afterEach(() => {
  session.clear();
});

describe('handbook list', () => {
  it('shows the records the server lists', async () => {
    signIn({ roles: ['users:superadmin', 'user'] });
    stubApi([answer(API.list, () => ({ handbook: [{ id: 1, nome: 'Primeiro registro' }] }))]);
    renderPage(<HandbookListPage />, { path: '/handbook/list' });
    expect(await screen.findByText('Primeiro registro')).toBeInTheDocument();
  });
});
