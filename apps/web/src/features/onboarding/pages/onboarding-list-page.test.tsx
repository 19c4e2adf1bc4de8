import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { buttons } from '../../../test/antd';
import { ONBOARDING_API } from '@intranet/shared/onboarding/onboarding.contract';
import { fillPath } from '@intranet/shared/api/endpoint';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { onboardingRow } from '../test-fixtures';
import { OnboardingListPage } from './onboarding-list-page';

const list = answer(ONBOARDING_API.list, () => ({
  total: 1,
  dados: [onboardingRow({ id: 1, titulo: 'Integração 1', status: true })],
}));

async function clickAction(label: string) {
  fireEvent.click(await screen.findByLabelText(label));
}

describe('OnboardingListPage', { timeout: 60_000 }, () => {
  it('shows the failure text when the onboarding list cannot be loaded', async () => {
    signIn({ roles: ['onboarding:gestor'] });
    stubApi([]);
    renderPage(<OnboardingListPage />);
    expect((await screen.findAllByText('Erro ao carregar lista de onboardings')).length).toBeGreaterThan(0);
  });

  it('reports a status change that was saved', async () => {
    signIn({ roles: ['onboarding:gestor'] });
    const { calls } = stubApi([list, answer(ONBOARDING_API.update, () => ({ id: 1 }))]);
    renderPage(<OnboardingListPage />);
    await clickAction('Desativar');
    expect(await screen.findByText('Status do onboarding atualizado com sucesso')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: false });
  });

  it('reports a status change that failed', async () => {
    signIn({ roles: ['onboarding:gestor'] });
    stubApi([list]);
    renderPage(<OnboardingListPage />);
    await clickAction('Desativar');
    expect(await screen.findByText('Erro ao atualizar status do onboarding')).toBeInTheDocument();
  });

  it('asks for confirmation before deleting and reports the deletion', async () => {
    signIn({ roles: ['users:superadmin'] });
    const { calls } = stubApi([list, answer(ONBOARDING_API.delete, () => ({ id: 1 }))]);
    renderPage(<OnboardingListPage />);
    await clickAction('Excluir');
    expect(await screen.findByText('Deseja realmente excluir o onboarding?')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    const confirm = buttons('Excluir').at(-1)!;
    fireEvent.click(confirm);
    expect(await screen.findByText('Onboarding deletado com sucesso')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === fillPath(ONBOARDING_API.delete.path, { id: 1 }))).toBe(
      true,
    );
  });

  it('reports a deletion that failed', async () => {
    signIn({ roles: ['users:superadmin'] });
    stubApi([list]);
    renderPage(<OnboardingListPage />);
    await clickAction('Excluir');
    await screen.findByText('Deseja realmente excluir o onboarding?');
    fireEvent.click(buttons('Excluir').at(-1)!);
    expect(await screen.findByText('Erro ao deletar onboarding')).toBeInTheDocument();
  });
});
