import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { CONTACTS_API as API } from '@intranet/shared/contacts/contacts.contract';
import { session } from '../../../lib/session';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { ContactsListPage } from './contacts-list-page';

afterEach(() => {
  session.clear();
});

describe('contacts list', () => {
  it('shows the records the server lists', async () => {
    signIn({ roles: ['users:superadmin', 'user'] });
    stubApi([answer(API.list, () => ({ contacts: [{ id: 1, nome: 'Primeiro registro' }] }))]);
    renderPage(<ContactsListPage />, { path: '/contacts/list' });
    expect(await screen.findByText('Primeiro registro')).toBeInTheDocument();
  });
});
