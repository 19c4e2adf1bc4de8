import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { CAMPAIGN_RESULTS_API as API } from '@intranet/shared/campaign-results/campaign-results.contract';
import { session } from '../../../lib/session';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { CampaignResultsListPage } from './campaign-results-list-page';

afterEach(() => {
  session.clear();
});

describe('campaignResult.list', () => {
  it('shows the records the server lists', async () => {
    signIn({ roles: ['users:superadmin', 'user'] });
    stubApi([answer(API.list, () => ({ campaign_results: [{ id: 1, nome: 'Primeiro registro' }] }))]);
    renderPage(<CampaignResultsListPage />, { path: '/campaign-results/list' });
    expect(await screen.findByText('Primeiro registro')).toBeInTheDocument();
  });
});
