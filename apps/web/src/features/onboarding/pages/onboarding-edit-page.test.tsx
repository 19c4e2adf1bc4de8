import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { findButton } from '../../../test/antd';
import { ONBOARDING_API } from '@intranet/shared/onboarding/onboarding.contract';
import { expectNotFoundWithoutCalls } from '../../../test/page-checks';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { onboardingDetail } from '../test-fixtures';
import { OnboardingEditPage } from './onboarding-edit-page';

const PATH = '/human-resources/onboarding/edit/:id';
const AT = '/human-resources/onboarding/edit/3';

const detail = onboardingDetail({
  id: 3,
  trilhas: [{ id_onboarding: 3, id_trilha: 5, prioridade: 1, nome: 'Boas-vindas', conteudos: 2 }],
});

const loaded = answer(ONBOARDING_API.find, () => [detail]);

async function save() {
  fireEvent.click(await findButton('Salvar'));
}

describe('OnboardingEditPage', { timeout: 60_000 }, () => {
  beforeEach(() => signIn({ roles: ['onboarding:gestor'] }));

  it('shows the failure text when the onboarding cannot be loaded', async () => {
    stubApi([]);
    renderPage(<OnboardingEditPage />, { path: PATH, at: AT });
    expect((await screen.findAllByText('Erro ao carregar dados do onboarding')).length).toBeGreaterThan(0);
  });

  it('reports the saved onboarding and goes back to the list', async () => {
    const { calls } = stubApi([loaded, answer(ONBOARDING_API.update, ({ params }) => ({ id: Number(params.id) }))]);
    renderPage(<OnboardingEditPage />, { path: PATH, at: AT });
    await screen.findByDisplayValue('Integração RH');
    await save();
    expect(await screen.findByText('Onboarding atualizado com sucesso!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      titulo: 'Integração RH',
      id_empresa: 1,
      id_departamento: 11,
      id_cargo: 101,
      status: true,
    });
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/human-resources/onboarding/list');
  });

  it('reports an update that failed and stays on the page', async () => {
    stubApi([loaded]);
    renderPage(<OnboardingEditPage />, { path: PATH, at: AT });
    await screen.findByDisplayValue('Integração RH');
    await save();
    expect(await screen.findByText('Erro ao atualizar onboarding')).toBeInTheDocument();
    expect(screen.queryByTestId('navigated')).toBeNull();
  });

  it('refuses to save without a title', async () => {
    const { calls } = stubApi([loaded]);
    renderPage(<OnboardingEditPage />, { path: PATH, at: AT });
    fireEvent.change(await screen.findByDisplayValue('Integração RH'), { target: { value: '' } });
    await save();
    expect(await screen.findByText('Preencha todos os campos obrigatórios!')).toBeInTheDocument();
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows a not-found state for an id that is not a number, without calling the server', async () => {
    await expectNotFoundWithoutCalls(<OnboardingEditPage />, PATH, '/human-resources/onboarding/edit/abc');
  });
});
