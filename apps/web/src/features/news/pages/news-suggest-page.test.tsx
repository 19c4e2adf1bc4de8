import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEWS_API as API } from '@intranet/shared/news/news.contract';
import type { NewsSuggestionInput } from '@intranet/shared/news/news.schemas';
import { session } from '../../../lib/session';
import { button } from '../../../test/antd';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { NewsSuggestPage } from './news-suggest-page';

// ProseMirror measures the selection to scroll it into view; jsdom has no layout.
const emptyRect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) };
Range.prototype.getBoundingClientRect = () => emptyRect as DOMRect;
Range.prototype.getClientRects = () =>
  ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
document.elementFromPoint = () => null;

afterEach(() => session.clear());

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const pickCover = (file: File) =>
  fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [file] } });

function serve() {
  const sent: NewsSuggestionInput[] = [];
  const stub = stubApi([
    answer(API.mySuggestions, () => ({
      sugestoes: [
        {
          id: 3,
          titulo: 'Mutirão de doação de sangue',
          created_at: '2026-11-24T12:00:00.000Z',
          status: 'em_analise' as const,
        },
      ],
    })),
    answer(API.suggest, ({ body }) => {
      sent.push(body);
      return { id: 44 };
    }),
  ]);
  return { ...stub, sent };
}

describe('NewsSuggestPage', { timeout: 60_000 }, () => {
  it('asks for the required fields without sending anything', async () => {
    signIn({ roles: ['pagina_inicial:leitor'] });
    const { sent } = serve();
    renderPage(<NewsSuggestPage />, { path: '/news/form' });
    fireEvent.click(await screen.findByText('Enviar sugestão'));
    expect(await screen.findByText('Preencha todos os campos obrigatórios!')).toBeInTheDocument();
    expect((await screen.findAllByText('Campo obrigatório')).length).toBeGreaterThanOrEqual(2);
    expect(sent).toEqual([]);
  });

  it('refuses a cover of another format or over 10 MB with the spec’s texts', async () => {
    signIn({ roles: ['pagina_inicial:leitor'] });
    serve();
    renderPage(<NewsSuggestPage />, { path: '/news/form' });
    await screen.findByText('Enviar sugestão');
    pickCover(new File(['GIF89a'], 'capa.gif', { type: 'image/gif' }));
    expect(await screen.findByText('O formato da imagem de capa não é permitido!')).toBeInTheDocument();
    pickCover(new File([new Uint8Array(10_485_761)], 'enorme.png', { type: 'image/png' }));
    expect(await screen.findByText('A imagem não atende aos paramêtros')).toBeInTheDocument();
    expect(screen.queryByAltText('Imagem de capa')).toBeNull();
  });

  it('sends the suggestion with its cover inline, then lists the person’s suggestions', async () => {
    signIn({ roles: ['pagina_inicial:leitor'] });
    const { sent } = serve();
    renderPage(<NewsSuggestPage />, { path: '/news/form' });
    expect(await screen.findByText('Mutirão de doação de sangue')).toBeInTheDocument();
    expect(screen.getByText('Em análise')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Horta na sede' } });
    fireEvent.change(screen.getByLabelText('Resumo'), { target: { value: 'Uma horta no terraço.' } });
    await userEvent.click(await screen.findByRole('textbox', { name: 'Texto' }));
    await userEvent.paste('Tenho mudas para doar.');
    pickCover(new File([PNG], 'horta.PNG', { type: 'image/png' }));
    expect(await screen.findByAltText('Imagem de capa')).toBeInTheDocument();
    fireEvent.click(button('Enviar sugestão'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      titulo: 'Horta na sede',
      resumo: 'Uma horta no terraço.',
      imagem_capa_format: 'png',
    });
    expect(sent[0].texto).toContain('Tenho mudas para doar.');
    expect(sent[0].imagem_capa_data).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(
      await screen.findByText('Sugestão enviada! A equipe de comunicação vai revisá-la antes de publicar.'),
    ).toBeInTheDocument();
  });
});
