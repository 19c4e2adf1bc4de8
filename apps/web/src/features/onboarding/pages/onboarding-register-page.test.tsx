import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { button, buttons, choose, findButton } from '../../../test/antd';
import { ONBOARDING_API } from '@intranet/shared/onboarding/onboarding.contract';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { onboardingLookups } from '../test-fixtures';
import { OnboardingRegisterPage } from './onboarding-register-page';

const REQUIRED = 'Preencha todos os campos obrigatórios!';

function answers() {
  return stubApi([
    ...onboardingLookups,
    answer(ONBOARDING_API.availableTrails, () => [
      { id: 5, nome: 'Boas-vindas' },
      { id: 6, nome: 'Cultura' },
      { id: 7, nome: 'Segurança' },
    ]),
    answer(ONBOARDING_API.create, () => ({ id: 99 })),
  ]);
}

/** The antd Select of a form field, found by its label. */
function select(label: string): HTMLElement {
  return screen.getByLabelText(label);
}

const ordering = () => document.querySelector('section[aria-label="Ordenação"]');

function fieldValue(label: string): string {
  const item = select(label).closest('.ant-form-item') as HTMLElement;
  return (
    item.querySelector('.ant-select-content')?.textContent ??
    item.querySelector('.ant-select-selection-item')?.textContent ??
    ''
  );
}

function isDisabled(label: string): boolean {
  const item = select(label).closest('.ant-select') as HTMLElement;
  return item.className.includes('ant-select-disabled') || select(label).hasAttribute('disabled');
}

describe('OnboardingRegisterPage', { timeout: 120_000 }, () => {
  beforeEach(() => {
    sessionStorage.clear();
    signIn({ roles: ['onboarding:gestor', 'rh:gestor'] });
  });

  it('starts active, with department and position disabled until a provider is chosen', async () => {
    answers();
    renderPage(<OnboardingRegisterPage />);
    expect(screen.getByLabelText('Ativo')).toBeChecked();
    expect(isDisabled('Departamento')).toBe(true);
    expect(isDisabled('Cargo')).toBe(true);
    await choose('Provedor', 'Bitcom');
    await waitFor(() => expect(isDisabled('Departamento')).toBe(false));
    expect(isDisabled('Cargo')).toBe(false);
  });

  it('clears department and position when the provider changes, and the position when the department changes', async () => {
    answers();
    renderPage(<OnboardingRegisterPage />);
    await choose('Provedor', 'Bitcom');
    await choose('Departamento', 'Recursos Humanos');
    await choose('Cargo', 'Analista de DP');
    expect(fieldValue('Cargo')).toContain('Analista de DP');
    await choose('Departamento', 'Marketing');
    await waitFor(() => expect(fieldValue('Cargo')).not.toContain('Analista de DP'));
    expect(fieldValue('Departamento')).toContain('Marketing');
    await choose('Provedor', 'Vetorial');
    await waitFor(() => expect(fieldValue('Departamento')).not.toContain('Marketing'));
  });

  it('needs the title and the provider to go to the trails step', async () => {
    answers();
    renderPage(<OnboardingRegisterPage />);
    const user = userEvent.setup({ delay: null });
    await user.click(button('Próximo'));
    expect((await screen.findAllByText(REQUIRED)).length).toBeGreaterThan(0);
    expect(ordering()).toBeNull();
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Integração RH' } });
    await choose('Provedor', 'Bitcom');
    await user.click(button('Próximo'));
    await waitFor(() => expect(ordering()).not.toBeNull());
  });

  it('shows Campo obrigatório under each empty required field and the spec text in the toast', async () => {
    answers();
    renderPage(<OnboardingRegisterPage />);
    fireEvent.click(button('Próximo'));
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(2);
  });

  it('refuses to save without department and position', async () => {
    const { calls } = answers();
    renderPage(<OnboardingRegisterPage />);
    const user = userEvent.setup({ delay: null });
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Integração RH' } });
    await choose('Provedor', 'Bitcom');
    await user.click(button('Próximo'));
    await user.click(await findButton('Salvar'));
    expect((await screen.findAllByText(REQUIRED)).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.method === 'POST' && c.path === ONBOARDING_API.create.path)).toBe(false);
    expect(button('Próximo')).toBeInTheDocument();
  });

  it('saves the onboarding and its trails with priorities in the chosen order', async () => {
    const { calls } = answers();
    renderPage(<OnboardingRegisterPage />);
    const user = userEvent.setup({ delay: null });
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Integração RH' } });
    await choose('Provedor', 'Bitcom');
    await choose('Departamento', 'Recursos Humanos');
    await choose('Cargo', 'Analista de DP');
    await user.click(button('Próximo'));
    await user.click(await screen.findByLabelText('Adicionar Segurança'));
    await user.click(screen.getByLabelText('Adicionar Boas-vindas'));
    await user.click(button('Salvar'));
    await waitFor(() => expect(calls.find((c) => c.path === ONBOARDING_API.create.path)).toBeTruthy());
    expect(calls.find((c) => c.path === ONBOARDING_API.create.path)?.body).toEqual({
      titulo: 'Integração RH',
      status: true,
      id_empresa: 1,
      id_departamento: 11,
      id_cargo: 101,
      trilhas: [
        { id_trilha: 7, prioridade: 1 },
        { id_trilha: 5, prioridade: 2 },
      ],
    });
    expect(await screen.findByTestId('navigated', {}, { timeout: 15_000 })).toHaveTextContent(
      '/human-resources/onboarding/list',
    );
  });

  async function fillStepOne(user: ReturnType<typeof userEvent.setup>) {
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Integração RH' } });
    await choose('Provedor', 'Bitcom');
    await choose('Departamento', 'Recursos Humanos');
    await choose('Cargo', 'Analista de DP');
    await user.click(button('Próximo'));
  }

  it('asks for confirmation before saving an onboarding without trails', async () => {
    const { calls } = answers();
    renderPage(<OnboardingRegisterPage />);
    const user = userEvent.setup({ delay: null });
    await fillStepOne(user);
    await user.click(await findButton('Salvar'));
    expect(
      await screen.findByText('O onboarding não tem trilhas vinculadas. Deseja salvar assim mesmo?'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.path === ONBOARDING_API.create.path)).toBe(false);
    await user.click(buttons('Salvar').at(-1)!);
    await waitFor(() =>
      expect(calls.find((c) => c.path === ONBOARDING_API.create.path)?.body).toMatchObject({
        titulo: 'Integração RH',
        trilhas: [],
      }),
    );
  });

  it('keeps the draft for the tab: a reload at the trails step comes back to it', async () => {
    answers();
    const first = renderPage(<OnboardingRegisterPage />);
    const user = userEvent.setup({ delay: null });
    await fillStepOne(user);
    await user.click(await screen.findByLabelText('Adicionar Segurança'));
    first.unmount();
    renderPage(<OnboardingRegisterPage />);
    expect(await screen.findByLabelText('Remover Segurança')).toBeInTheDocument();
    await user.click(button('Voltar'));
    expect(screen.getByLabelText('Título')).toHaveValue('Integração RH');
    expect(fieldValue('Cargo')).toContain('Analista de DP');
  });

  it('forgets the draft once the onboarding is saved', async () => {
    answers();
    renderPage(<OnboardingRegisterPage />);
    const user = userEvent.setup({ delay: null });
    await fillStepOne(user);
    await user.click(await screen.findByLabelText('Adicionar Segurança'));
    await user.click(button('Salvar'));
    await screen.findByTestId('navigated', {}, { timeout: 15_000 });
    expect(sessionStorage.length).toBe(0);
  });
});
