import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FAQ_API } from '@intranet/shared/faq/faq.contract';
import { FAQ_MSG } from '@intranet/shared/faq/faq.messages';
import { voteStorageKey } from '@intranet/shared/faq/faq.rules';
import type { FaqReadQuestion, FaqSearchResponse } from '@intranet/shared/faq/faq.schemas';
import { button } from '../../../test/antd';
import { answer, renderPage, signIn, StubFailure, stubApi } from '../../../test/render-page';
import { session } from '../../../lib/session';
import { FaqSearchPage } from './faq-search-page';

afterEach(() => {
  session.clear();
  localStorage.clear();
});

const LONG = { timeout: 10_000 };

const question = (over: Partial<FaqReadQuestion>): FaqReadQuestion => ({
  id: 1,
  id_categoria: 5,
  categoria: 'Atendimento ao cliente',
  pergunta: 'Qual o horário de atendimento da central?',
  resposta: '<p>De segunda a sábado, das 8h às 20h.</p>',
  publica: true,
  destaque: null,
  ...over,
});

const home: FaqSearchResponse = {
  categorias: [
    { id: 5, titulo: 'Atendimento ao cliente', total: 3 },
    { id: 6, titulo: 'Trabalhe conosco', total: 1 },
  ],
  perguntas: [question({})],
};

const feriasHit = question({
  id: 9,
  id_categoria: 1,
  categoria: 'Férias e ausências',
  pergunta: 'Como solicito minhas férias?',
  resposta: '<p>Combine o período com seu gestor.</p>',
  publica: false,
  destaque: {
    pergunta: [
      { texto: 'Como solicito minhas ', marcado: false },
      { texto: 'férias', marcado: true },
      { texto: '?', marcado: false },
    ],
    resposta: [
      { texto: '<img src=x onerror=alert(1)> Combine o período das ', marcado: false },
      { texto: 'férias', marcado: true },
    ],
  },
});

const at = (path: string) => renderPage(<FaqSearchPage />, { path: '/faq/search/:search', at: path });
const queryOf = (call: { path: string }) => call.path;

describe('the FAQ for a visitor', () => {
  it('shows the categories as cards and the most helpful questions from the public call, without a token', async () => {
    const { calls } = stubApi([answer(FAQ_API.publicSearch, () => home)]);
    at('/faq/search/noparms');
    expect(await screen.findByText('Atendimento ao cliente', { selector: '.faq-category__title' }, LONG)).toBeVisible();
    expect(screen.getByText('3 perguntas')).toBeInTheDocument();
    expect(screen.getByText('1 pergunta')).toBeInTheDocument();
    expect(screen.getByText('Qual o horário de atendimento da central?')).toBeInTheDocument();
    expect(screen.getByText(FAQ_MSG.signInForMore)).toBeInTheDocument();
    expect(calls.map(queryOf)).toEqual([FAQ_API.publicSearch.path]);
    expect(calls[0].headers.authorization).toBeUndefined();
  });

  it('searches as one types, marks the matched words and renders the excerpt as text', async () => {
    const { calls } = stubApi([
      answer(FAQ_API.publicSearch, ({ url }) =>
        url.searchParams.get('q') === 'ferias' ? { categorias: [], perguntas: [feriasHit] } : home,
      ),
    ]);
    at('/faq/search/noparms');
    await screen.findByText('Qual o horário de atendimento da central?', {}, LONG);
    fireEvent.change(screen.getByLabelText('Buscar nas perguntas frequentes'), { target: { value: 'ferias' } });
    const marks = await waitFor(() => {
      const found = [...document.querySelectorAll('mark.faq-mark')].map((m) => m.textContent);
      expect(found).toEqual(['férias', 'férias']);
      return found;
    }, LONG);
    expect(marks).toHaveLength(2);
    expect(screen.getByText('1 pergunta encontrada para “ferias”')).toBeInTheDocument();
    expect(screen.getByText('Interna')).toBeInTheDocument();
    // The excerpt is text: what looks like HTML in it is shown, never run.
    expect(document.querySelector('.faq-question__excerpt img')).toBeNull();
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeInTheDocument();
    const searched = calls.filter((c) => c.path === FAQ_API.publicSearch.path);
    expect(searched.length).toBe(2);
  });

  it('opens an answer and counts one vote per browser', async () => {
    const { calls } = stubApi([
      answer(FAQ_API.publicSearch, () => home),
      answer(FAQ_API.publicVote, ({ params }) => ({ id: Number(params.id) })),
    ]);
    at('/faq/search/noparms');
    fireEvent.click(await screen.findByText('Qual o horário de atendimento da central?', {}, LONG));
    expect(await screen.findByText('De segunda a sábado, das 8h às 20h.', {}, LONG)).toBeInTheDocument();
    expect(screen.getByText(FAQ_MSG.helpful)).toBeInTheDocument();
    fireEvent.click(button('Sim'));
    expect(await screen.findByText(FAQ_MSG.thanks, {}, LONG)).toBeInTheDocument();
    const votes = calls.filter((c) => c.path === '/v1/faq/publico/1/voto');
    expect(votes.map((v) => v.body)).toEqual([{ util: true }]);
    expect(localStorage.getItem(voteStorageKey(1))).toBe('sim');
    expect(screen.queryByText(FAQ_MSG.helpful)).not.toBeInTheDocument();
  });

  it('says so when a search finds nothing', async () => {
    stubApi([answer(FAQ_API.publicSearch, () => ({ categorias: [], perguntas: [] }))]);
    at('/faq/search/astronauta');
    expect(await screen.findByText(FAQ_MSG.noResults, {}, LONG)).toBeInTheDocument();
    expect(screen.getByLabelText('Buscar nas perguntas frequentes')).toHaveValue('astronauta');
  });

  it('tells a visitor a question it may not open was not found', async () => {
    stubApi([
      answer(FAQ_API.publicSearch, () => {
        throw new StubFailure(404, { error: 'not_found', message: FAQ_MSG.questionNotFound });
      }),
    ]);
    at('/faq/search/noparms?pergunta=9');
    expect(await screen.findByText(FAQ_MSG.questionNotFound, {}, LONG)).toBeInTheDocument();
  });
});

describe('the FAQ for a signed-in employee', () => {
  it('reads through the employees’ call, with the session, and opens a question by its own link', async () => {
    signIn({ roles: ['pagina_inicial:leitor'] });
    const { calls } = stubApi([answer(FAQ_API.search, () => ({ categorias: [], perguntas: [feriasHit] }))]);
    at('/faq/search/noparms?pergunta=9');
    expect(await screen.findByText('Combine o período com seu gestor.', {}, LONG)).toBeVisible();
    expect(calls.map(queryOf)).toEqual([FAQ_API.search.path]);
    expect(calls[0].headers.authorization).toBe('Bearer x.e30.y');
    expect(screen.queryByText(FAQ_MSG.signInForMore)).not.toBeInTheDocument();
    expect(screen.queryByText('Gerenciar perguntas')).not.toBeInTheDocument();
  });

  it('offers the FAQ’s staff the way to manage the questions', async () => {
    signIn({ roles: ['rh:solicitante', 'pagina_inicial:leitor'] });
    stubApi([answer(FAQ_API.search, () => home)]);
    at('/faq/search/noparms');
    expect(await screen.findByText('Gerenciar perguntas', {}, LONG)).toBeInTheDocument();
  });
});
