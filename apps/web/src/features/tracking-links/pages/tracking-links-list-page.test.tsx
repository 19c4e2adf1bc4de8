import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { TRACKING_LINKS_API as API } from '@intranet/shared/tracking-links/tracking-links.contract';
import { session } from '../../../lib/session';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { TrackingLinksListPage } from './tracking-links-list-page';

afterEach(() => {
  session.clear();
});

describe('trackingLink.list', () => {
  it('shows the records the server lists', async () => {
    signIn({ roles: ['users:superadmin', 'user'] });
    stubApi([answer(API.list, () => ({ tracking_links: [{ id: 1, nome: 'Primeiro registro' }] }))]);
    renderPage(<TrackingLinksListPage />, { path: '/tracking-links/list' });
    expect(await screen.findByText('Primeiro registro')).toBeInTheDocument();
  });
});
