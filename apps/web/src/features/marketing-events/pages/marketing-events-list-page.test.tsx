import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MARKETING_EVENTS_API as API } from '@intranet/shared/marketing-events/marketing-events.contract';
import { session } from '../../../lib/session';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { MarketingEventsListPage } from './marketing-events-list-page';

afterEach(() => {
  session.clear();
});

describe('event.list', () => {
  it('shows the records the server lists', async () => {
    signIn({ roles: ['users:superadmin', 'user'] });
    stubApi([answer(API.list, () => ({ marketing_events: [{ id: 1, nome: 'Primeiro registro' }] }))]);
    renderPage(<MarketingEventsListPage />, { path: '/marketing-events/list' });
    expect(await screen.findByText('Primeiro registro')).toBeInTheDocument();
  });
});
