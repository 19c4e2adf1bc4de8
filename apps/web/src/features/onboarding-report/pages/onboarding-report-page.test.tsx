import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ONBOARDING_REPORT_API } from '@intranet/shared/onboarding-report/onboarding-report.contract';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { TONE_COLORS } from '../../../components/progress-percent/progress-percent';
import { OnboardingReportPage } from './onboarding-report-page';

const row = (id: number, funcionario: string, status: number, concluido = false) => ({
  id,
  id_funcionario: id,
  id_onboarding: 1,
  funcionario,
  onboarding: 'Integração',
  inicio: '2026-03-02T12:00:00.000Z',
  conclusao: concluido ? '2026-03-05T12:00:00.000Z' : null,
  status,
  concluido,
});

function answers() {
  return stubApi([
    answer(ONBOARDING_REPORT_API.count, () => ({ pendentes: 3, concluidos: 1 })),
    answer(ONBOARDING_REPORT_API.list, ({ body }) =>
      body.filtro.concluido
        ? { total: 1, dados: [row(9, 'Carla Concluída', 100, true)] }
        : {
            total: 3,
            dados: [row(1, 'Ana Oitenta', 79.6), row(2, 'Bruno Sessenta', 60), row(3, 'Caio Cinquenta', 59.4)],
          },
    ),
  ]);
}

function percent(name: string): HTMLElement {
  const cell = screen.getByText(name).closest('tr') as HTMLElement;
  return cell.querySelector('[data-tone]') as HTMLElement;
}

describe('OnboardingReportPage', { timeout: 60_000 }, () => {
  beforeEach(() => signIn({ roles: ['onboarding:gestor'] }));

  it('colours the rounded percent: 80–100 positive, 60–79 warning, below 60 negative', async () => {
    answers();
    renderPage(<OnboardingReportPage />);
    await screen.findByText('Ana Oitenta');
    expect(percent('Ana Oitenta')).toHaveTextContent('80%');
    expect(percent('Ana Oitenta')).toHaveAttribute('data-tone', 'positive');
    expect(percent('Ana Oitenta')).toHaveStyle({ color: TONE_COLORS.positive });
    expect(percent('Bruno Sessenta')).toHaveTextContent('60%');
    expect(percent('Bruno Sessenta')).toHaveAttribute('data-tone', 'warning');
    expect(percent('Bruno Sessenta')).toHaveStyle({ color: TONE_COLORS.warning });
    expect(percent('Caio Cinquenta')).toHaveTextContent('59%');
    expect(percent('Caio Cinquenta')).toHaveAttribute('data-tone', 'negative');
    expect(percent('Caio Cinquenta')).toHaveStyle({ color: TONE_COLORS.negative });
  });

  it('asks the server for one page of the tab (limit 20, offset 0) and shows both counts', async () => {
    const { calls } = answers();
    renderPage(<OnboardingReportPage />);
    await screen.findByText('Ana Oitenta');
    expect(calls.find((c) => c.path === ONBOARDING_REPORT_API.list.path)?.body).toEqual({
      filtro: { concluido: false, offset: 0, limit: 20 },
    });
    await waitFor(() => expect(document.querySelector('.report-tab--pending')).toHaveTextContent('3'));
    expect(document.querySelector('.report-tab--completed')).toHaveTextContent('1');
  });

  it('switches to the completed tab', async () => {
    const { calls } = answers();
    renderPage(<OnboardingReportPage />);
    await screen.findByText('Ana Oitenta');
    fireEvent.click(document.querySelector('.report-tab--completed') as HTMLElement);
    await screen.findByText('Carla Concluída');
    expect(percent('Carla Concluída')).toHaveAttribute('data-tone', 'positive');
    expect(
      calls.some(
        (c) =>
          c.path === ONBOARDING_REPORT_API.list.path && (c.body as { filtro: { concluido: boolean } }).filtro.concluido,
      ),
    ).toBe(true);
  });
});
