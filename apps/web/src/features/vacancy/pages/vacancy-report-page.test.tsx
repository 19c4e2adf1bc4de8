import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { VACANCY_API } from '@intranet/shared/vacancy/vacancy.contract';
import { renderPage, signIn, stubApi } from '../../../test/render-page';
import { VacancyReportPage } from './vacancy-report-page';

describe('VacancyReportPage', { timeout: 60_000 }, () => {
  it('shows the failure text when the vacancy list cannot be loaded', async () => {
    signIn({ roles: ['rh:gestor'] });
    const { calls } = stubApi([]);
    renderPage(<VacancyReportPage />);
    expect((await screen.findAllByText('Erro ao carregar lista de vagas')).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.path === VACANCY_API.report.path)).toBe(true);
  });
});
