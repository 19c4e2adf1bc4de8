import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { button, choose } from '../../../test/antd';
import { renderPage, signIn, stubApi } from '../../../test/render-page';
import { OnboardingRegisterPage } from './onboarding-register-page';

const lookups = {
  'GET /v1/companies': () => ({ companies: [{ id: 1, nome: 'Bitcom' }] }),
  'GET /v1/departamentos/empresa/1': () => ({ rh_departamento: [{ id: 11, nome: 'Recursos Humanos', id_empresa: 1, ativo: true }] }),
  'GET /v1/company/cargo/1': () => ({
    rh_cargo: [{ id: 101, nome: 'Analista de DP', id_setor: 1, setor: { id: 1, nome: 'DP', id_departamento: 11, departamento: { id: 11, nome: 'Recursos Humanos' } } }],
  }),
};

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
  beforeEach(() => signIn({ roles: ['onboarding:gestor'] }));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the failure text when the trails cannot be loaded', async () => {
    stubApi(lookups);
    renderPage(<OnboardingRegisterPage />);
    await fillStepOne(false);
    expect((await screen.findAllByText('Erro ao carregar trilhas')).length).toBeGreaterThan(0);
  });

  it('reports a registration that failed and stays on the page', async () => {
    stubApi({ ...lookups, 'POST /v1/lista/onboarding/trilha': () => [{ id: 5, nome: 'Boas-vindas' }] });
    renderPage(<OnboardingRegisterPage />);
    await fillStepOne(true);
    fireEvent.click(await screen.findByLabelText('Adicionar Boas-vindas'));
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText('Erro ao cadastrar onboarding')).toBeInTheDocument();
    expect(screen.queryByTestId('navigated')).toBeNull();
  });
});
