import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { EMAIL_SIGNATURES_API as API } from '@intranet/shared/email-signatures/email-signatures.contract';
import { session } from '../../../lib/session';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { EmailSignaturesListPage } from './email-signatures-list-page';

afterEach(() => {
  session.clear();
});

describe('email-signatures list', () => {
  it('shows the records the server lists', async () => {
    signIn({ roles: ['users:superadmin', 'user'] });
    stubApi([answer(API.list, () => ({ email_signatures: [{ id: 1, nome: 'Primeiro registro' }] }))]);
    renderPage(<EmailSignaturesListPage />, { path: '/email-signatures/list' });
    expect(await screen.findByText('Primeiro registro')).toBeInTheDocument();
  });
});
