import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { FAQ_API as API } from '@intranet/shared/faq/faq.contract';
import { session } from '../../../lib/session';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { FaqListPage } from './faq-list-page';

afterEach(() => {
  session.clear();
});

describe('faq list', () => {
  it('shows the records the server lists', async () => {
    signIn({ roles: ['users:superadmin', 'user'] });
    stubApi([answer(API.list, () => ({ faq: [{ id: 1, nome: 'Primeiro registro' }] }))]);
    renderPage(<FaqListPage />, { path: '/faq/list' });
    expect(await screen.findByText('Primeiro registro')).toBeInTheDocument();
  });
});
