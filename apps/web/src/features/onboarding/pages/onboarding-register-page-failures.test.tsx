import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { button, choose } from '../../../test/antd';
import { ONBOARDING_API } from '@intranet/shared/onboarding/onboarding.contract';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { onboardingLookups } from '../test-fixtures';
import { OnboardingRegisterPage } from './onboarding-register-page';

async function fillStepOne(full: boolean) {
  fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Integração RH' } });
  await choose('Provedor', 'Bitcom');
  if (full) {
    await choose('Departamento', 'Recursos Humanos');
    await choose('Cargo', 'Analista de DP');
  }
  fireEvent.click(button('Próximo'));
}

describe('OnboardingRegisterPage failures', { timeout: 120_000 }, () => {
  beforeEach(() => {
    sessionStorage.clear();
    signIn({ roles: ['onboarding:gestor'] });
  });

  it('shows the failure text when the trails cannot be loaded', async () => {
    stubApi(onboardingLookups);
    renderPage(<OnboardingRegisterPage />);
    await fillStepOne(false);
    expect((await screen.findAllByText('Erro ao carregar trilhas')).length).toBeGreaterThan(0);
  });

  it('reports a registration that failed and stays on the page', async () => {
    stubApi([...onboardingLookups, answer(ONBOARDING_API.availableTrails, () => [{ id: 5, nome: 'Boas-vindas' }])]);
    renderPage(<OnboardingRegisterPage />);
    await fillStepOne(true);
    fireEvent.click(await screen.findByLabelText('Adicionar Boas-vindas'));
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText('Erro ao cadastrar onboarding')).toBeInTheDocument();
    expect(screen.queryByTestId('navigated')).toBeNull();
  });
});
