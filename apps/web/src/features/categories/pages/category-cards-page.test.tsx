import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { NEWS_API } from '@intranet/shared/news/news.contract';
import { session } from '../../../lib/session';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { CategoryCardsPage } from './category-cards-page';

afterEach(() => session.clear());

describe('the categories as cards', () => {
  it("opens each category's news, and offers the list only to those who keep the categories", async () => {
    stubApi([
      answer(NEWS_API.categories, () => ({
        categorias: [
          { id: 4, titulo: 'Comunicados', color: '#1677ff', icone: 'campaign' },
          { id: 5, titulo: 'Eventos', color: '#52c41a', icone: 'event' },
        ],
      })),
    ]);
    signIn({ roles: ['pagina_inicial:leitor'] });
    renderPage(<CategoryCardsPage />);
    expect(await screen.findByRole('link', { name: 'Notícias de Comunicados' })).toHaveAttribute(
      'href',
      '/news/list/4',
    );
    expect(screen.getByRole('link', { name: 'Notícias de Eventos' })).toHaveAttribute('href', '/news/list/5');
    expect(screen.queryByText('GERENCIAR CATEGORIAS')).not.toBeInTheDocument();
  });

  it('says when there is no category', async () => {
    stubApi([answer(NEWS_API.categories, () => ({ categorias: [] }))]);
    signIn({ roles: ['rh:gestor', 'pagina_inicial:leitor'] });
    renderPage(<CategoryCardsPage />);
    expect(await screen.findByText('Nenhum dado encontrado')).toBeInTheDocument();
    expect(screen.getByText('GERENCIAR CATEGORIAS')).toBeInTheDocument();
  });
});
