import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { CUSTOMERS_API as API } from '@intranet/shared/customers/customers.contract';
import { session } from '../../../lib/session';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { CustomersListPage } from './customers-list-page';

afterEach(() => {
  session.clear();
});

describe('customer.search', () => {
  it('shows the records the server lists', async () => {
    signIn({ roles: ['users:superadmin', 'user'] });
    stubApi([answer(API.list, () => ({ customers: [{ id: 1, nome: 'Primeiro registro' }] }))]);
    renderPage(<CustomersListPage />, { path: '/customers/list' });
    expect(await screen.findByText('Primeiro registro')).toBeInTheDocument();
  });
});
