import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { COMMUNICATION_RESTRICTIONS_API as API } from '@intranet/shared/communication-restrictions/communication-restrictions.contract';
import { session } from '../../../lib/session';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { CommunicationRestrictionsListPage } from './communication-restrictions-list-page';

afterEach(() => {
  session.clear();
});

describe('restriction.list', () => {
  it('shows the records the server lists', async () => {
    signIn({ roles: ['users:superadmin', 'user'] });
    stubApi([answer(API.list, () => ({ communication_restrictions: [{ id: 1, nome: 'Primeiro registro' }] }))]);
    renderPage(<CommunicationRestrictionsListPage />, { path: '/communication-restrictions/list' });
    expect(await screen.findByText('Primeiro registro')).toBeInTheDocument();
  });
});
