import { describe, it } from 'vitest';
import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import { NEWS_API } from '@intranet/shared/news/news.contract';
import type { NewsRow } from '@intranet/shared/news/news.schemas';
import { expectButtonsFollowPermissions } from '../../../test/page-checks';
import { answer } from '../../../test/render-page';
import { NewsTablePage } from './news-table-page';

const row: NewsRow = {
  id: 8,
  titulo: 'Corrida solidária Bitcom 5K',
  resumo: 'Inscrições abertas.',
  fonte: '',
  url: '',
  texto: '<p>Largada às 7h.</p>',
  imagem_capa: null,
  imagem_auxiliar: null,
  importante: false,
  requer_lido: false,
  hashtag: 'corrida;',
  categoria: 2,
  provedor: 1,
  departamento: null,
  ativo: true,
  sugestao: false,
  autor: null,
  categoria_titulo: 'Eventos',
  categoria_cor: '#2e7d32',
  provedor_nome: 'Bitcom',
  departamento_nome: null,
  publicado_em: '2026-11-01T12:00:00.000Z',
  created_at: '2026-11-01T12:00:00.000Z',
  updated_at: '2026-11-01T12:00:00.000Z',
};

describe('NewsTablePage permissions', { timeout: 180_000 }, () => {
  it('shows NOVA NOTÍCIA and each row button to exactly the accounts allowed to call its endpoint', async () => {
    await expectButtonsFollowPermissions(
      () => <NewsTablePage />,
      [
        answer(NEWS_API.table, () => ({ total: 1, itens: [row] })),
        answer(NEWS_API.options, () => ({ categorias: [] })),
        answer(LOOKUPS_API.companies, () => ({ companies: [] })),
      ],
      'Corrida solidária Bitcom 5K',
      [
        { label: 'NOVA NOTÍCIA', action: NEWS_API.create.access },
        { label: 'Editar', action: NEWS_API.get.access },
        { label: 'Desativar', action: NEWS_API.status.access },
        { label: 'Excluir', action: NEWS_API.remove.access },
      ],
    );
  });
});
