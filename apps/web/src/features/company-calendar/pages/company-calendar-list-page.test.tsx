import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { COMPANY_CALENDAR_API as API } from '@intranet/shared/company-calendar/company-calendar.contract';
import { session } from '../../../lib/session';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { CompanyCalendarListPage } from './company-calendar-list-page';

afterEach(() => {
  session.clear();
});

describe('company-calendar list', () => {
  it('shows the records the server lists', async () => {
    signIn({ roles: ['users:superadmin', 'user'] });
    stubApi([answer(API.list, () => ({ company_calendar: [{ id: 1, nome: 'Primeiro registro' }] }))]);
    renderPage(<CompanyCalendarListPage />, { path: '/company-calendar/list' });
    expect(await screen.findByText('Primeiro registro')).toBeInTheDocument();
  });
});
