import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { NEWS_API as API } from '@intranet/shared/news/news.contract';
import type { NewsArticle } from '@intranet/shared/news/news.schemas';
import { READ_CONFIRMATIONS_API } from '@intranet/shared/read-confirmations/read-confirmations.contract';
import { session } from '../../../lib/session';
import { StubFailure, answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { NewsArticlePage } from './news-article-page';

afterEach(() => session.clear());

const ARTICLE: NewsArticle = {
  id: 5,
  titulo: 'Política de Segurança da Informação 2027',
  resumo: 'A política foi revisada.',
  fonte: 'Diretoria de Tecnologia',
  url: 'https://exemplo.com.br/politica',
  texto: '<p>Use a <strong>verificação em duas etapas</strong>.</p><script>alert(1)</script>',
  imagem_capa: null,
  imagem_auxiliar: null,
  hashtag: 'seguranca;lgpd;',
  categoria: { id: 1, titulo: 'Comunicados', color: '#1565c0', icone: 'campaign' },
  importante: true,
  requer_lido: true,
  publicado_em: '2026-11-20T12:00:00.000Z',
  confirmado_em: null,
};

const open = () => renderPage(<NewsArticlePage />, { path: '/news/:id', at: '/news/5' });

describe('NewsArticlePage', { timeout: 60_000 }, () => {
  it('shows the text (sanitized), the source, the link and the hashtags, which search the feed', async () => {
    signIn({ roles: ['pagina_inicial:leitor'] });
    stubApi([answer(API.article, () => ({ ...ARTICLE, requer_lido: false }))]);
    const { container } = open();
    expect(await screen.findByRole('heading', { name: ARTICLE.titulo })).toBeInTheDocument();
    expect(screen.getByText('verificação em duas etapas')).toBeInTheDocument();
    expect(container.innerHTML).not.toContain('<script');
    expect(screen.getByText('Diretoria de Tecnologia')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Acessar link/ });
    expect(link).toHaveAttribute('href', 'https://exemplo.com.br/politica');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Comunicados')).toBeInTheDocument();
    expect(screen.getByText('20/11/2026')).toBeInTheDocument();
    expect(screen.queryByText('Li e estou ciente')).toBeNull();
    expect(screen.getByRole('link', { name: '#lgpd' })).toHaveAttribute('href', '/news/list?hashtag=lgpd');
    expect(screen.getByRole('link', { name: '#seguranca' })).toHaveAttribute('href', '/news/list?hashtag=seguranca');
  });

  it('confirms a mandatory item once with Li e estou ciente, then shows when', async () => {
    signIn({ roles: ['pagina_inicial:leitor'] });
    let confirmed: string | null = null;
    const { calls } = stubApi([
      answer(API.article, () => ({ ...ARTICLE, confirmado_em: confirmed })),
      answer(READ_CONFIRMATIONS_API.confirm, () => {
        confirmed = '2026-11-25T12:30:00.000Z';
        return { confirmado_em: confirmed };
      }),
    ]);
    open();
    fireEvent.click(await screen.findByText('Li e estou ciente'));
    expect(await screen.findByText('Você confirmou a leitura em 25/11/2026 às 09:30')).toBeInTheDocument();
    expect(screen.queryByText('Li e estou ciente')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/v1/leituras/noticia/5']);
  });

  it('says the item was not found when it is outside the reader’s audience', async () => {
    signIn({ roles: ['pagina_inicial:leitor'] });
    stubApi([
      answer(API.article, () => {
        throw new StubFailure(404, { error: 'not_found', message: 'Notícia não encontrada.' });
      }),
    ]);
    open();
    expect(await screen.findByText('Notícia não encontrada.')).toBeInTheDocument();
  });
});
