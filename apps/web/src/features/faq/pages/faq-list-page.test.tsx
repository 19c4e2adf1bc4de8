import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { FAQ_API, FAQ_CATEGORY_API } from '@intranet/shared/faq/faq.contract';
import type { FaqTableRow } from '@intranet/shared/faq/faq.schemas';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { session } from '../../../lib/session';
import { FaqListPage } from './faq-list-page';

afterEach(() => session.clear());

const LONG = { timeout: 10_000 };

const row: FaqTableRow = {
  id: 3,
  id_categoria: 1,
  categoria: 'Salário e benefícios',
  pergunta: 'Onde encontro meu holerite?',
  publica: false,
  ativo: true,
  ajudou_sim: 52,
  ajudou_nao: 2,
  updated_at: '2026-11-20T12:00:00.000Z',
};

const stubs = () => [
  answer(FAQ_API.table, () => ({ perguntas: [row], total: 41 })),
  answer(FAQ_CATEGORY_API.list, () => ({ rh_faq_categoria: [] })),
];

describe('the FAQ staff table (/faq/list)', () => {
  it('lists the questions of the page with their votes, paged on the server', async () => {
    signIn({ roles: ['rh:gestor'] });
    const { calls } = stubApi(stubs());
    renderPage(<FaqListPage />, { path: '/faq/list' });
    expect(await screen.findByText('Onde encontro meu holerite?', {}, LONG)).toBeInTheDocument();
    expect(screen.getByText('Salário e benefícios')).toBeInTheDocument();
    expect(screen.getByText('Interna')).toBeInTheDocument();
    expect(screen.getByText('52')).toBeInTheDocument();
    expect(screen.getByText('NOVA PERGUNTA')).toBeInTheDocument();
    expect(screen.getByLabelText('Excluir')).toBeInTheDocument();
    expect(calls.find((c) => c.path === FAQ_API.table.path)?.body).toEqual({ q: '', offset: 0, limit: 20 });
  });

  it('gives a requester no delete, and a reader neither add nor edit actions', async () => {
    signIn({ roles: ['rh:solicitante'] });
    stubApi(stubs());
    const first = renderPage(<FaqListPage />, { path: '/faq/list' });
    await screen.findByText('Onde encontro meu holerite?', {}, LONG);
    expect(screen.getByText('NOVA PERGUNTA')).toBeInTheDocument();
    expect(screen.queryByLabelText('Excluir')).not.toBeInTheDocument();
    first.unmount();
    signIn({ roles: ['rh:leitor'] });
    renderPage(<FaqListPage />, { path: '/faq/list' });
    await screen.findByText('Onde encontro meu holerite?', {}, LONG);
    expect(screen.queryByText('NOVA PERGUNTA')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Desativar')).not.toBeInTheDocument();
  });

  it('sends visitors and other employees to the FAQ itself', async () => {
    signIn({ roles: ['pagina_inicial:leitor'] });
    const { calls } = stubApi([]);
    renderPage(<FaqListPage />, { path: '/faq/list' });
    await waitFor(() => expect(screen.getByTestId('navigated')).toHaveTextContent('/faq/search/noparms'), LONG);
    expect(calls).toEqual([]);
  });
});
