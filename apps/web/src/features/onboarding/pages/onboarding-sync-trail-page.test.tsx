import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ONBOARDING_API } from '@intranet/shared/onboarding/onboarding.contract';
import { button, findButton } from '../../../test/antd';
import { expectNotFoundWithoutCalls } from '../../../test/page-checks';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { OnboardingSyncTrailPage } from './onboarding-sync-trail-page';

const PATH = '/human-resources/onboarding/sync-trail/:id';
const AT = '/human-resources/onboarding/sync-trail/3';

const linkedRow = (id_trilha: number, nome: string, prioridade: number) => ({
  id_onboarding: 3,
  id_trilha,
  prioridade,
  nome,
  conteudos: 1,
});

const lists = [
  answer(ONBOARDING_API.trailsOf, () => [linkedRow(5, 'Boas-vindas', 1)]),
  answer(ONBOARDING_API.availableTrails, () => [{ id: 6, nome: 'Cultura' }]),
];

describe('OnboardingSyncTrailPage', { timeout: 60_000 }, () => {
  beforeEach(() => signIn({ roles: ['onboarding:gestor'] }));

  it('reports the trails that were linked', async () => {
    const { calls } = stubApi([
      ...lists,
      answer(ONBOARDING_API.linkTrails, () => [linkedRow(5, 'Boas-vindas', 1), linkedRow(6, 'Cultura', 2)]),
    ]);
    renderPage(<OnboardingSyncTrailPage />, { path: PATH, at: AT });
    fireEvent.click(await screen.findByLabelText('Adicionar Cultura'));
    expect(await screen.findByText('Trilha(s) associada(s) com sucesso')).toBeInTheDocument();
    expect(calls.find((c) => c.path === ONBOARDING_API.linkTrails.path)?.body).toEqual({
      objects: [{ id_onboarding: 3, id_trilha: 6, prioridade: 2 }],
    });
  });

  it('reports a link that failed', async () => {
    stubApi(lists);
    renderPage(<OnboardingSyncTrailPage />, { path: PATH, at: AT });
    fireEvent.click(await screen.findByLabelText('Adicionar Cultura'));
    expect(await screen.findByText('Erro ao associar trilha(s)')).toBeInTheDocument();
  });

  it('asks before unlinking a trail and reports the unlink', async () => {
    const { calls } = stubApi([...lists, answer(ONBOARDING_API.unlinkTrail, () => [])]);
    renderPage(<OnboardingSyncTrailPage />, { path: PATH, at: AT });
    fireEvent.click(await screen.findByLabelText('Remover Boas-vindas'));
    expect(await screen.findByText('Deseja realmente desassociar a trilha?')).toBeInTheDocument();
    fireEvent.click(button('Cancelar'));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(screen.getByLabelText('Remover Boas-vindas')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Remover Boas-vindas'));
    fireEvent.click(await findButton('Desassociar'));
    expect(await screen.findByText('Trilha desassociada com sucesso')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ and: [{ id_onboarding: 3 }, { id_trilha: 5 }] });
  });

  it('reports an unlink that failed and keeps the trail linked', async () => {
    const { calls } = stubApi(lists);
    renderPage(<OnboardingSyncTrailPage />, { path: PATH, at: AT });
    fireEvent.click(await screen.findByLabelText('Remover Boas-vindas'));
    fireEvent.click(await findButton('Desassociar'));
    expect(await screen.findByText('Erro ao desassociar trilha')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === ONBOARDING_API.unlinkTrail.path)).toBe(true);
    expect(await screen.findByLabelText('Remover Boas-vindas')).toBeInTheDocument();
  });

  it('shows a not-found state for an id that is not a number, without calling the server', async () => {
    await expectNotFoundWithoutCalls(<OnboardingSyncTrailPage />, PATH, '/human-resources/onboarding/sync-trail/abc');
  });
});
