import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HANDBOOK_API as API } from '@intranet/shared/handbook/handbook.contract';
import type { ReadChapter } from '@intranet/shared/handbook/handbook.schemas';
import { READ_CONFIRMATIONS_API } from '@intranet/shared/read-confirmations/read-confirmations.contract';
import { session } from '../../../lib/session';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { HandbookViewPage } from './handbook-view-page';

afterEach(() => {
  session.clear();
});

const toc = (pendingSecurity: boolean) => ({
  categorias: [
    {
      id: 1,
      titulo: 'Conhecendo a empresa',
      capitulos: [
        {
          id: 11,
          titulo: 'Boas-vindas',
          requer_leitura: false,
          versao: 1,
          atualizado_em: '2026-05-01T13:00:00.000Z',
          pendente: false,
        },
      ],
    },
    {
      id: 3,
      titulo: 'Conduta e segurança',
      capitulos: [
        {
          id: 31,
          titulo: 'Código de conduta',
          requer_leitura: true,
          versao: 1,
          atualizado_em: '2026-10-26T13:00:00.000Z',
          pendente: false,
        },
        {
          id: 32,
          titulo: 'Segurança da informação e LGPD',
          requer_leitura: true,
          versao: 2,
          atualizado_em: '2026-11-13T13:00:00.000Z',
          pendente: pendingSecurity,
        },
      ],
    },
  ],
});

const chapter = (id: number, confirmado_em: string | null): ReadChapter => ({
  id,
  id_categoria: id === 11 ? 1 : 3,
  categoria: id === 11 ? 'Conhecendo a empresa' : 'Conduta e segurança',
  titulo: id === 11 ? 'Boas-vindas' : id === 31 ? 'Código de conduta' : 'Segurança da informação e LGPD',
  texto: `<p>Texto do capítulo ${id}.</p><script>alert(1)</script>`,
  requer_leitura: id !== 11,
  versao: id === 32 ? 2 : 1,
  atualizado_em: '2026-11-13T13:00:00.000Z',
  confirmado_em,
});

describe('handbook view', () => {
  it('opens on the pending chapter, marks it in the contents and confirms it', async () => {
    signIn({ roles: ['pagina_inicial:leitor', 'user'] });
    let confirmed = false;
    const { calls } = stubApi([
      answer(API.toc, () => toc(!confirmed)),
      answer(API.chapter, ({ params }) => ({
        capitulo: chapter(Number(params.id), Number(params.id) === 32 && confirmed ? '2026-11-25T12:30:00.000Z' : null),
      })),
      answer(READ_CONFIRMATIONS_API.confirm, () => {
        confirmed = true;
        return { confirmado_em: '2026-11-25T12:30:00.000Z' };
      }),
    ]);
    renderPage(<HandbookViewPage />, { path: '/employee-handbook/view' });
    const title = await screen.findByRole('heading', { name: 'Segurança da informação e LGPD' });
    expect(title).toBeInTheDocument();
    expect(screen.getByText('Versão 2 · Atualizado em 13/11/2026')).toBeInTheDocument();
    expect(screen.getByText('Texto do capítulo 32.')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    const contents = screen.getByRole('navigation', { name: 'Sumário do manual' });
    const pendingLink = within(contents).getByRole('link', { name: /Segurança da informação e LGPD/ });
    expect(within(pendingLink).getByText('Pendente')).toBeInTheDocument();
    expect(pendingLink).toHaveAttribute('aria-current', 'page');
    expect(within(contents).getByText('Conduta e segurança')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Li e estou ciente' }));
    expect(await screen.findByText('Leitura confirmada em 25/11/2026 - 09:30')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/v1/leituras/manual/32')).toBe(true);
    await waitFor(() => expect(within(contents).queryByText('Pendente')).not.toBeInTheDocument());
  });

  it('filters the contents by title and opens the chapter asked in the address', async () => {
    signIn({ roles: ['pagina_inicial:leitor', 'user'] });
    stubApi([
      answer(API.toc, () => toc(false)),
      answer(API.chapter, ({ params }) => ({ capitulo: chapter(Number(params.id), null) })),
    ]);
    renderPage(<HandbookViewPage />, { path: '/employee-handbook/view', at: '/employee-handbook/view?capitulo=11' });
    expect(await screen.findByRole('heading', { name: 'Boas-vindas' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Li e estou ciente' })).not.toBeInTheDocument();
    expect(screen.queryByText('Capítulos')).not.toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'Sumário do manual' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar capítulo' }), { target: { value: 'seguranca' } });
    expect(within(contents).queryByText('Boas-vindas')).not.toBeInTheDocument();
    expect(within(contents).getByText('Segurança da informação e LGPD')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar capítulo' }), { target: { value: 'xyz' } });
    expect(screen.getByText('Nenhum capítulo encontrado.')).toBeInTheDocument();
  });

  it('shows the staff their ways in', async () => {
    signIn({ roles: ['rh:gestor', 'pagina_inicial:leitor', 'user'] });
    stubApi([
      answer(API.toc, () => toc(false)),
      answer(API.chapter, ({ params }) => ({ capitulo: chapter(Number(params.id), null) })),
    ]);
    renderPage(<HandbookViewPage />, { path: '/employee-handbook/view' });
    expect(await screen.findByRole('link', { name: 'Capítulos' })).toHaveAttribute('href', '/employee-handbook/list');
    expect(screen.getByRole('link', { name: 'Confirmações de leitura' })).toBeInTheDocument();
  });
});
