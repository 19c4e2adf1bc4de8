import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { COMMUNICATION_SCALE_API as API } from '@intranet/shared/communication-scale/communication-scale.contract';
import { session } from '../../../lib/session';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { CommunicationScaleListPage } from './communication-scale-list-page';

afterEach(() => {
  session.clear();
});

describe('scale.list', () => {
  it('shows the records the server lists', async () => {
    signIn({ roles: ['users:superadmin', 'user'] });
    stubApi([answer(API.list, () => ({ communication_scale: [{ id: 1, nome: 'Primeiro registro' }] }))]);
    renderPage(<CommunicationScaleListPage />, { path: '/communication-scale/list' });
    expect(await screen.findByText('Primeiro registro')).toBeInTheDocument();
  });
});
