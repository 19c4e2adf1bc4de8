import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NEWS_API as API } from '@intranet/shared/news/news.contract';
import type { NewsCard } from '@intranet/shared/news/news.schemas';
import { session } from '../../../lib/session';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { NewsFeedPage } from './news-feed-page';

afterEach(() => session.clear());

const eventos = { id: 2, titulo: 'Eventos', color: '#2e7d32', icone: 'event' };
const comunicados = { id: 1, titulo: 'Comunicados', color: '#1565c0', icone: 'campaign' };

const card = (over: Partial<NewsCard>): NewsCard => ({
  id: 1,
  titulo: 'Título',
  resumo: 'Resumo',
  imagem_capa: null,
  categoria: comunicados,
  hashtag: '',
  importante: false,
  requer_lido: false,
  confirmado: false,
  fixado: false,
  publicado_em: '2026-11-20T12:00:00.000Z',
  ...over,
});

const CARDS = [
  card({ id: 10, titulo: 'Política de Segurança', requer_lido: true, fixado: true }),
  card({ id: 11, titulo: 'Festa de fim de ano', categoria: eventos, importante: true, fixado: true }),
  card({ id: 12, titulo: 'Novo horário aos sábados', resumo: 'A central atende aos sábados.' }),
];

function serve() {
  return stubApi([
    answer(API.categories, () => ({ categorias: [comunicados, eventos] })),
    answer(API.feed, ({ url }) => {
      const categoria = Number(url.searchParams.get('categoria')) || null;
      const itens = categoria ? CARDS.filter((c) => c.categoria?.id === categoria) : CARDS;
      return { total: itens.length, itens };
    }),
  ]);
}

describe('NewsFeedPage', { timeout: 60_000 }, () => {
  it('shows the cards in the server’s order, pinned ones saying why, each linking to its article', async () => {
    signIn({ roles: ['pagina_inicial:leitor'] });
    serve();
    renderPage(<NewsFeedPage />, { path: '/news/list/:category?', at: '/news/list' });
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Política de Segurança',
      'Festa de fim de ano',
      'Novo horário aos sábados',
    ]);
    expect(within(cards[0]).getByText('Leitura obrigatória')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Importante')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Eventos')).toBeInTheDocument();
    expect(within(cards[2]).queryByLabelText('Fixada')).toBeNull();
    expect(within(cards[2]).getByText('A central atende aos sábados.')).toBeInTheDocument();
    expect(within(cards[2]).getByText('20/11/2026')).toBeInTheDocument();
    expect(within(cards[2]).getByRole('link')).toHaveAttribute('href', '/news/12');
    expect(cards[1]).toHaveStyle({ borderTopColor: '#2e7d32' });
  });

  it('filters by category through the address, keeping the hashtag of the address', async () => {
    signIn({ roles: ['pagina_inicial:leitor'] });
    const { fetch } = serve();
    renderPage(<NewsFeedPage />, { path: '/news/list/:category?', at: '/news/list?hashtag=saude' });
    await screen.findAllByRole('article');
    const feedCalls = () =>
      fetch.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((u) => u.pathname === API.feed.path);
    expect(feedCalls()[0].searchParams.get('hashtag')).toBe('saude');
    expect(feedCalls()[0].searchParams.has('categoria')).toBe(false);
    expect(screen.getByText('#saude')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Eventos/ }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('button', { name: /Eventos/ })).toHaveAttribute('aria-pressed', 'true');
    expect(Object.fromEntries(feedCalls().at(-1)!.searchParams)).toMatchObject({ categoria: '2', hashtag: 'saude' });
  });

  it('sends the category, the hashtag and the search to the server', async () => {
    signIn({ roles: ['pagina_inicial:leitor'] });
    const { fetch } = serve();
    renderPage(<NewsFeedPage />, { path: '/news/list/:category?', at: '/news/list/2?hashtag=festa&busca=fim' });
    await screen.findAllByRole('article');
    const urls = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    const feedCall = urls.find((u) => u.pathname === API.feed.path)!;
    expect(Object.fromEntries(feedCall.searchParams)).toMatchObject({
      categoria: '2',
      hashtag: 'festa',
      busca: 'fim',
      limit: '12',
      offset: '0',
    });
  });

  it('offers Sugerir notícia to every employee and Gerenciar notícias to the news staff only', async () => {
    signIn({ roles: ['pagina_inicial:leitor'] });
    serve();
    const view = renderPage(<NewsFeedPage />, { path: '/news/list/:category?', at: '/news/list' });
    await screen.findAllByRole('article');
    expect(screen.getByRole('button', { name: /Sugerir notícia/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Gerenciar notícias/ })).toBeNull();
    view.unmount();
    signIn({ roles: ['pagina_inicial:leitor', 'novidades:leitor'] });
    serve();
    renderPage(<NewsFeedPage />, { path: '/news/list/:category?', at: '/news/list' });
    await screen.findAllByRole('article');
    expect(screen.getByRole('button', { name: /Gerenciar notícias/ })).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    signIn({ roles: ['pagina_inicial:leitor'] });
    stubApi([answer(API.categories, () => ({ categorias: [] })), answer(API.feed, () => ({ total: 0, itens: [] }))]);
    renderPage(<NewsFeedPage />, { path: '/news/list/:category?', at: '/news/list?busca=xyz' });
    expect(await screen.findByText('Nenhuma notícia encontrada.')).toBeInTheDocument();
  });
});
