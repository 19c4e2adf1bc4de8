import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { session } from '../../../lib/session';
import { VacancyFormPage } from './vacancy-form-page';

afterEach(() => session.clear());

describe('VacancyFormPage', { timeout: 60_000 }, () => {
  it('opens a new vacancy without asking the server for one', async () => {
    signIn({ roles: ['rh:gestor'] });
    const { calls } = stubApi([answer(LOOKUPS_API.companies, () => ({ companies: [{ id: 1, nome: 'Bitcom' }] }))]);
    renderPage(<VacancyFormPage />, { path: '/careers/register/:id?', at: '/careers/register' });
    expect(await screen.findByText('Salvar')).toBeInTheDocument();
    // The form's first lookup answered: a read of the vacancy would have been sent before it.
    await waitFor(() => expect(calls.some((c) => c.path === '/v1/companies')).toBe(true));
    expect(calls.filter((c) => c.path.startsWith('/v1/rh/vagas')).map((c) => `${c.method} ${c.path}`)).toEqual([]);
  });

  it('reads the vacancy it edits', async () => {
    signIn({ roles: ['rh:gestor'] });
    const { calls } = stubApi([answer(LOOKUPS_API.companies, () => ({ companies: [{ id: 1, nome: 'Bitcom' }] }))]);
    renderPage(<VacancyFormPage />, { path: '/careers/register/:id?', at: '/careers/register/3' });
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('GET /v1/rh/vagas/3'));
  });
});
