import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { NEWS_API as API } from '@intranet/shared/news/news.contract';
import { session } from '../../../lib/session';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { NewsListPage } from './news-list-page';

afterEach(() => {
  session.clear();
});

describe('news list', () => {
  it('shows the records the server lists', async () => {
    signIn({ roles: ['users:superadmin', 'user'] });
    stubApi([answer(API.list, () => ({ news: [{ id: 1, nome: 'Primeiro registro' }] }))]);
    renderPage(<NewsListPage />, { path: '/news/list' });
    expect(await screen.findByText('Primeiro registro')).toBeInTheDocument();
  });
});
