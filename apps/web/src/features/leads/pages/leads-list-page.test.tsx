import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { LEADS_API as API } from '@intranet/shared/leads/leads.contract';
import { session } from '../../../lib/session';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { LeadsListPage } from './leads-list-page';

afterEach(() => {
  session.clear();
});

describe('lead.list', () => {
  it('shows the records the server lists', async () => {
    signIn({ roles: ['users:superadmin', 'user'] });
    stubApi([answer(API.list, () => ({ leads: [{ id: 1, nome: 'Primeiro registro' }] }))]);
    renderPage(<LeadsListPage />, { path: '/leads/list' });
    expect(await screen.findByText('Primeiro registro')).toBeInTheDocument();
  });
});
