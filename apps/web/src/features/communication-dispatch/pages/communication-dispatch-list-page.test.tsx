import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { COMMUNICATION_DISPATCH_API as API } from '@intranet/shared/communication-dispatch/communication-dispatch.contract';
import { session } from '../../../lib/session';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { CommunicationDispatchListPage } from './communication-dispatch-list-page';

afterEach(() => {
  session.clear();
});

describe('delivery.list', () => {
  it('shows the records the server lists', async () => {
    signIn({ roles: ['users:superadmin', 'user'] });
    stubApi([answer(API.list, () => ({ communication_dispatch: [{ id: 1, nome: 'Primeiro registro' }] }))]);
    renderPage(<CommunicationDispatchListPage />, { path: '/communication-dispatch/list' });
    expect(await screen.findByText('Primeiro registro')).toBeInTheDocument();
  });
});
