import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { CONTENT_API } from '@intranet/shared/content/content.contract';
import { TRAIL_API } from '@intranet/shared/trail/trail.contract';
import { button, findButton } from '../../../test/antd';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { TrailSyncPage } from './trail-sync-page';

const PATH = '/human-resources/trail/sync/:id';
const AT = '/human-resources/trail/sync/4';

const content = (id: number, titulo: string) => ({
  id,
  titulo,
  resumo: '',
  id_imagem_capa: null,
  created_at: '2026-01-10T12:00:00.000Z',
});
const linked = (id_conteudo: number, titulo: string, prioridade: number) => ({
  id_trilha: 4,
  id_conteudo,
  prioridade,
  titulo,
  resumo: '',
});

const answers = [
  answer(TRAIL_API.get, () => ({
    id: 4,
    nome: 'Boas-vindas',
    created_at: '2026-01-10T12:00:00.000Z',
    conteudos: [linked(8, 'Nossa cultura', 1), linked(9, 'Benefícios', 2)],
  })),
  answer(CONTENT_API.list, () => ({ total: 2, dados: [content(8, 'Nossa cultura'), content(9, 'Benefícios')] })),
  answer(TRAIL_API.unlinkContent, () => [linked(9, 'Benefícios', 1)]),
];

describe('TrailSyncPage', { timeout: 60_000 }, () => {
  beforeEach(() => signIn({ roles: ['onboarding:gestor'] }));

  it('asks before unlinking a content and reports the unlink', async () => {
    const { calls } = stubApi(answers);
    renderPage(<TrailSyncPage />, { path: PATH, at: AT });
    fireEvent.click(await screen.findByLabelText('Remover Nossa cultura'));
    expect(await screen.findByText('Deseja realmente desassociar o conteúdo?')).toBeInTheDocument();
    fireEvent.click(button('Cancelar'));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByLabelText('Remover Nossa cultura'));
    fireEvent.click(await findButton('Desassociar'));
    expect(await screen.findByText('Conteúdo desassociado com sucesso')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE' && c.path === TRAIL_API.unlinkContent.path)?.body).toEqual({
      id_trilha: 4,
      id_conteudo: 8,
    });
  });
});
