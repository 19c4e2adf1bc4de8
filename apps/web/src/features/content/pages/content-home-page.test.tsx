import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { HANDBOOK_API } from '@intranet/shared/handbook/handbook.contract';
import { NEWS_API } from '@intranet/shared/news/news.contract';
import type { NewsCard } from '@intranet/shared/news/news.schemas';
import { READING_API } from '@intranet/shared/onboarding-reading/onboarding-reading.contract';
import { READ_CONFIRMATIONS_API } from '@intranet/shared/read-confirmations/read-confirmations.contract';
import { session } from '../../../lib/session';
import { StubFailure, answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { ContentHomePage, HOME_TEXT } from './content-home-page';

const card = (id: number, titulo: string, extra: Partial<NewsCard> = {}): NewsCard => ({
  id,
  titulo,
  resumo: `Resumo de ${titulo}`,
  imagem_capa: null,
  categoria: { id: 1, titulo: 'Comunicados', color: '#1677ff', icone: 'campaign' },
  hashtag: '',
  importante: false,
  requer_lido: false,
  confirmado: false,
  fixado: false,
  publicado_em: '2026-11-20T13:00:00.000Z',
  ...extra,
});

const feed = answer(NEWS_API.feed, ({ url }) => {
  expect(url.searchParams.get('limit')).toBe('4');
  return {
    total: 9,
    itens: [
      card(5, 'Nova política de segurança da informação', { requer_lido: true, fixado: true }),
      card(8, 'Campanha do agasalho 2026'),
    ],
  };
});
const pending = answer(READ_CONFIRMATIONS_API.pending, () => ({
  pendentes: [
    {
      tipo: 'noticia' as const,
      id: 5,
      titulo: 'Nova política de segurança da informação',
      desde: '2026-11-20T13:00:00.000Z',
    },
    { tipo: 'manual' as const, id: 3, titulo: 'Código de conduta', desde: '2026-11-18T10:00:00.000Z' },
  ],
}));
const toc = answer(HANDBOOK_API.toc, () => ({
  categorias: [
    {
      id: 1,
      titulo: 'Boas-vindas',
      capitulos: [
        {
          id: 2,
          titulo: 'Nossa história',
          requer_leitura: false,
          versao: 1,
          atualizado_em: '2026-10-01T12:00:00.000Z',
          pendente: false,
        },
        {
          id: 3,
          titulo: 'Código de conduta',
          requer_leitura: true,
          versao: 2,
          atualizado_em: '2026-11-18T10:00:00.000Z',
          pendente: true,
        },
      ],
    },
    { id: 4, titulo: 'Parte vazia', capitulos: [] },
  ],
}));
const onboardings = answer(READING_API.home, () => [
  {
    id_usuario_onboarding: 11,
    id_onboarding: 7,
    id_funcionario: 34,
    titulo: 'Integração Bitcom',
    conteudos_total: 6,
    conteudos_lidos: 2,
    status: 33,
    concluido: false,
    trilhas: [
      { id_trilha: 22, nome: 'Cultura e valores', prioridade: 2, conteudos_total: 3, conteudos_lidos: 0 },
      { id_trilha: 21, nome: 'Boas-vindas', prioridade: 1, conteudos_total: 3, conteudos_lidos: 2 },
    ],
    continuar: { id_trilha: 21, id_conteudo: 40 },
  },
]);

afterEach(() => session.clear());

const link = (name: string) => screen.getByRole('link', { name });

describe('/content/home', { timeout: 60_000 }, () => {
  it('gathers the pending readings, the latest news, the handbook and the HR contents, each linking to its screen', async () => {
    signIn({ roles: ['pagina_inicial:leitor'] });
    const { calls } = stubApi([feed, pending, toc, onboardings]);
    renderPage(<ContentHomePage />, { path: '/content/home' });

    const pendingCard = await screen.findByTestId('pending-reads');
    expect(await within(pendingCard).findByText('Código de conduta')).toHaveAttribute(
      'href',
      '/employee-handbook/view?capitulo=3',
    );
    expect(within(pendingCard).getByRole('link', { name: 'Nova política de segurança da informação' })).toHaveAttribute(
      'href',
      '/news/5',
    );
    expect(within(pendingCard).getByLabelText('2 pendentes')).toBeInTheDocument();

    expect(await screen.findByText('Campanha do agasalho 2026')).toBeInTheDocument();
    expect(screen.getByText('Resumo de Campanha do agasalho 2026').closest('a')).toHaveAttribute('href', '/news/8');
    expect(link(HOME_TEXT.newsAll)).toHaveAttribute('href', '/news/list');

    const contents = await screen.findByRole('navigation', { name: 'Sumário do Manual do Colaborador' });
    expect(within(contents).getByRole('link', { name: 'Nossa história' })).toHaveAttribute(
      'href',
      '/employee-handbook/view?capitulo=2',
    );
    expect(within(contents).getByText(HOME_TEXT.pendingTag)).toBeInTheDocument();
    expect(within(contents).queryByText('Parte vazia')).toBeNull();

    // Trails in their order, each opening the employee's reading of it.
    const trails = (await screen.findByText('Boas-vindas', { selector: 'a' })).closest('ul')!;
    expect(
      within(trails)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Boas-vindas', 'Cultura e valores']);
    expect(within(trails).getByRole('link', { name: 'Boas-vindas' })).toHaveAttribute(
      'href',
      '/human-resources/onboarding/employee?idOnboarding=7&idTrail=21',
    );
    expect(link('Assinatura de e-mail')).toHaveAttribute('href', '/emailsignature/list');
    expect(
      calls.every((c) => c.headers['x-role'] === undefined || c.headers['x-role'] === 'pagina_inicial:leitor'),
    ).toBe(true);
  });

  it('opens the FAQ on the words typed in its search box', async () => {
    signIn({ roles: ['pagina_inicial:leitor'] });
    stubApi([feed, pending, toc, onboardings]);
    renderPage(<ContentHomePage />, { path: '/content/home' });
    const search = await screen.findByLabelText(HOME_TEXT.faqSearch);
    fireEvent.change(search, { target: { value: ' férias coletivas ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/faq/search/f%C3%A9rias%20coletivas');
  });

  it('says when nothing is pending or given, and keeps the other sections when one fails', async () => {
    signIn({ roles: ['pagina_inicial:leitor'] });
    stubApi([
      answer(NEWS_API.feed, () => {
        throw new StubFailure(500, { error: 'internal', message: 'Ocorreu um erro inesperado.' });
      }),
      answer(READ_CONFIRMATIONS_API.pending, () => ({ pendentes: [] })),
      toc,
      answer(READING_API.home, () => []),
    ]);
    renderPage(<ContentHomePage />, { path: '/content/home' });
    expect(await screen.findByText(HOME_TEXT.pendingNone)).toBeInTheDocument();
    expect(await screen.findByText(HOME_TEXT.hrNone)).toBeInTheDocument();
    expect(await screen.findByText('Ocorreu um erro inesperado.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Nossa história' })).toBeInTheDocument();
    expect(within(screen.getByTestId('pending-reads')).getByLabelText('0 pendentes')).toBeInTheDocument();
  });
});
