import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { READ_CONFIRMATIONS_API as API } from '@intranet/shared/read-confirmations/read-confirmations.contract';
import { session } from '../../../lib/session';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { ReadConfirmationsListPage } from './read-confirmations-list-page';

afterEach(() => {
  session.clear();
});

describe('read-confirmations list', () => {
  it('shows the records the server lists', async () => {
    signIn({ roles: ['users:superadmin', 'user'] });
    stubApi([answer(API.list, () => ({ read_confirmations: [{ id: 1, nome: 'Primeiro registro' }] }))]);
    renderPage(<ReadConfirmationsListPage />, { path: '/read-confirmations/list' });
    expect(await screen.findByText('Primeiro registro')).toBeInTheDocument();
  });
});
