import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { CAREERS_MSG } from '@intranet/shared/careers/careers.messages';
import { session } from '../../../lib/session';
import { renderPage, signIn, stubApi } from '../../../test/render-page';
import { ApplyPage } from './apply-page';

afterEach(() => session.clear());

describe('the application page', () => {
  it('without a vacancy, says so in its level-one heading', async () => {
    signIn({ roles: ['user'], employee: false });
    stubApi([]);
    renderPage(<ApplyPage />, { path: '/applicants/register', at: '/applicants/register' });
    expect(await screen.findByRole('heading', { level: 1, name: CAREERS_MSG.notFound })).toBeInTheDocument();
  });
});
