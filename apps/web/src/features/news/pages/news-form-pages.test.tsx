import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FILES_API } from '@intranet/shared/files/files.contract';
import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import { NEWS_API as API } from '@intranet/shared/news/news.contract';
import type { NewsInput, NewsRow } from '@intranet/shared/news/news.schemas';
import { session } from '../../../lib/session';
import { button } from '../../../test/antd';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { NewsEditPage } from './news-edit-page';
import { NewsRegisterPage } from './news-register-page';

afterEach(() => session.clear());

const COVER = '11111111-1111-4111-8111-111111111111';
const ROW: NewsRow = {
  id: 9,
  titulo: 'Horta comunitária na sede',
  resumo: 'Uma horta no terraço.',
  fonte: '',
  url: '',
  texto: '<p>Tenho mudas.</p>',
  imagem_capa: COVER,
  imagem_auxiliar: null,
  importante: false,
  requer_lido: false,
  hashtag: 'horta;sustentabilidade;',
  categoria: 2,
  provedor: 1,
  departamento: 4,
  ativo: false,
  sugestao: true,
  autor: 'Nicolas Novato',
  categoria_titulo: 'Eventos',
  categoria_cor: '#2e7d32',
  provedor_nome: 'Bitcom',
  departamento_nome: 'Recursos Humanos',
  publicado_em: null,
  created_at: '2026-11-24T12:00:00.000Z',
  updated_at: '2026-11-24T12:00:00.000Z',
};

const lookups = [
  answer(API.options, () => ({
    categorias: [
      { id: 1, titulo: 'Comunicados', color: '#1565c0', icone: 'campaign', ativo: true },
      { id: 2, titulo: 'Eventos', color: '#2e7d32', icone: 'event', ativo: true },
    ],
  })),
  answer(LOOKUPS_API.companies, () => ({ companies: [{ id: 1, nome: 'Bitcom' }] })),
  answer(LOOKUPS_API.companyDepartments, () => ({
    rh_departamento: [{ id: 4, nome: 'Recursos Humanos', id_empresa: 1, ativo: true }],
  })),
];

const fileInputs = () => [...document.querySelectorAll('input[type=file]')] as HTMLInputElement[];
const pick = (input: HTMLInputElement, file: File) => fireEvent.change(input, { target: { files: [file] } });

describe('NewsRegisterPage', { timeout: 60_000 }, () => {
  it('asks for the cover with the spec’s text, and refuses other formats for each image', async () => {
    signIn({ roles: ['pagina_inicial:leitor', 'novidades:solicitante'] });
    const { calls } = stubApi(lookups);
    renderPage(<NewsRegisterPage />, { path: '/news/register' });
    fireEvent.click(await screen.findByText('Salvar'));
    expect(await screen.findByText('Preencha todos os campos obrigatórios!')).toBeInTheDocument();
    expect(await screen.findByText('O formato da imagem de capa não é permitido!')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === API.create.path)).toBe(false);

    const [cover, auxiliary] = fileInputs();
    expect(cover).toHaveAttribute('accept', '.png,.jpeg,.jpg');
    pick(auxiliary, new File(['GIF89a'], 'apoio.gif', { type: 'image/gif' }));
    expect(await screen.findByText('O formato da imagem auxiliar não é permitido!')).toBeInTheDocument();
    pick(cover, new File([new Uint8Array(10_485_761)], 'capa.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('A imagem não atende aos paramêtros')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/v1/files/imagens')).toBe(false);
  });

  it('uploads a cover to the files API and keeps its id', async () => {
    signIn({ roles: ['pagina_inicial:leitor', 'novidades:solicitante'] });
    const { calls } = stubApi([
      ...lookups,
      answer(FILES_API.upload, () => ({ id: COVER, nome: 'capa.png', mime: 'image/png', tamanho: 12 })),
    ]);
    renderPage(<NewsRegisterPage />, { path: '/news/register' });
    await screen.findByText('Salvar');
    pick(fileInputs()[0], new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47])], 'capa.png', { type: 'image/png' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/v1/files/imagens')).toBe(true));
    expect(await screen.findByLabelText('Remover imagem de capa')).toBeInTheDocument();
  });
});

describe('NewsEditPage', { timeout: 60_000 }, () => {
  it('shows a suggestion’s author, and saves every field of the generic form with the hashtags as tag;tag;', async () => {
    signIn({ roles: ['pagina_inicial:leitor', 'novidades:solicitante'] });
    const sent: NewsInput[] = [];
    stubApi([
      ...lookups,
      answer(API.get, () => ROW),
      answer(API.update, ({ body }) => {
        sent.push(body.object);
        return { update_rh_noticia_by_pk: { ...ROW, ...body.object, hashtag: body.object.hashtag ?? '' } as NewsRow };
      }),
    ]);
    renderPage(<NewsEditPage />, { path: '/news/edit/:id', at: '/news/edit/9' });
    expect(await screen.findByText('Sugestão: Sugerida por Nicolas Novato')).toBeInTheDocument();
    expect(screen.getByText('#horta')).toBeInTheDocument();
    const tag = screen.getByLabelText('Hashtags');
    const enter = () => {
      fireEvent.keyDown(tag, { key: 'Enter', code: 'Enter', keyCode: 13 });
      fireEvent.keyUp(tag, { key: 'Enter', code: 'Enter', keyCode: 13 });
    };
    fireEvent.change(tag, { target: { value: '#mutirão' } });
    enter();
    expect(await screen.findByText('#mutirão')).toBeInTheDocument();
    fireEvent.change(tag, { target: { value: 'duas palavras' } });
    enter();
    expect(await screen.findByText('A hashtag não pode conter espaços.')).toBeInTheDocument();
    fireEvent.change(tag, { target: { value: '' } });
    fireEvent.click(button('Salvar'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      titulo: 'Horta comunitária na sede',
      imagem_capa: COVER,
      imagem_auxiliar: null,
      categoria: 2,
      provedor: 1,
      departamento: 4,
      hashtag: 'horta;sustentabilidade;mutirão;',
      importante: false,
      requer_lido: false,
      ativo: false,
    });
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/news/table');
  });

  it('is read-only for the news area’s readers', async () => {
    signIn({ roles: ['pagina_inicial:leitor', 'novidades:leitor'] });
    stubApi([...lookups, answer(API.get, () => ({ ...ROW, sugestao: false, autor: null }))]);
    renderPage(<NewsEditPage />, { path: '/news/edit/:id', at: '/news/edit/9' });
    expect(await screen.findByDisplayValue('Horta comunitária na sede')).toBeDisabled();
    expect(screen.queryByText('Salvar')).toBeNull();
    expect(screen.queryByText(/Sugerida por/)).toBeNull();
  });
});
