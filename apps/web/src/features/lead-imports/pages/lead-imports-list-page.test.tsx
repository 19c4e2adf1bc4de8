import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { LEAD_IMPORTS_API as API } from '@intranet/shared/lead-imports/lead-imports.contract';
import { session } from '../../../lib/session';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { LeadImportsListPage } from './lead-imports-list-page';

afterEach(() => {
  session.clear();
});

describe('lead-import.list', () => {
  it('shows the records the server lists', async () => {
    signIn({ roles: ['users:superadmin', 'user'] });
    stubApi([answer(API.list, () => ({ lead_imports: [{ id: 1, nome: 'Primeiro registro' }] }))]);
    renderPage(<LeadImportsListPage />, { path: '/lead-imports/list' });
    expect(await screen.findByText('Primeiro registro')).toBeInTheDocument();
  });
});
