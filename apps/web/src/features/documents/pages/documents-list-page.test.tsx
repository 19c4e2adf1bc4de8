import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { addDays, today } from '@intranet/shared/calendar/days';
import { DOCUMENTS_API as API } from '@intranet/shared/documents/documents.contract';
import { DOCUMENTS_MSG } from '@intranet/shared/documents/documents.messages';
import type { DocumentRow } from '@intranet/shared/documents/documents.schemas';
import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import { session } from '../../../lib/session';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { DocumentsListPage } from './documents-list-page';

afterEach(() => session.clear());

const row = (id: number, validade: string | null, extra: Partial<DocumentRow> = {}): DocumentRow => ({
  id,
  id_usuario: 7,
  usuario_nome: 'Carlos Colaborador',
  empresa_nome: 'Bitcom',
  departamento_nome: 'Recursos Humanos',
  id_categoria: 1,
  categoria_nome: 'ASO',
  exige_validade: true,
  titulo: `ASO ${id}`,
  data_emissao: null,
  data_validade: validade,
  observacao: '',
  arquivo: { id: '11111111-1111-4111-8111-111111111111', nome: `aso-${id}.pdf`, mime: 'application/pdf', tamanho: 900 },
  alerta_enviado_em: null,
  created_at: '2026-11-24T12:00:00.000Z',
  updated_at: '2026-11-24T12:00:00.000Z',
  ...extra,
});

const hrAnswers = (rows: DocumentRow[], asked: string[] = []) => [
  answer(API.list, ({ url }) => {
    asked.push(url.search);
    return { rh_documento: rows, total: rows.length };
  }),
  answer(API.options, () => ({
    categorias: [{ id: 1, nome: 'ASO', exige_validade: true, dias_alerta: 30, ativo: true }],
  })),
  answer(API.people, () => ({ rh_usuario: [{ id: 7, nome: 'Carlos Colaborador', empresa_nome: 'Bitcom' }] })),
  answer(LOOKUPS_API.companies, () => ({ companies: [{ id: 1, nome: 'Bitcom' }] })),
];

describe('documents list', { timeout: 30_000 }, () => {
  it('shows HR every document with a badge by how close its expiry is, and filters by the "A vencer" window', async () => {
    signIn({ roles: ['rh:solicitante', 'pagina_inicial:leitor', 'user'] });
    const asked: string[] = [];
    stubApi(
      hrAnswers(
        [row(1, addDays(today(), -3)), row(2, addDays(today(), 12)), row(3, addDays(today(), 200)), row(4, null)],
        asked,
      ),
    );
    renderPage(<DocumentsListPage />, { path: '/documents/list' });
    expect(await screen.findByText('Vencido há 3 dias')).toBeInTheDocument();
    expect(screen.getByText('Vence em 12 dias')).toBeInTheDocument();
    expect(screen.getByText('Válido')).toBeInTheDocument();
    expect(screen.getByText('Sem validade')).toBeInTheDocument();
    expect(screen.getAllByText('Carlos Colaborador').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: /documentos/i })).toBeInTheDocument();
    expect(screen.getByText('NOVO DOCUMENTO')).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'A vencer' }));
    fireEvent.click(await screen.findByText('Vencem em até 30 dias'));
    await waitFor(() => expect(asked.some((search) => search.includes('vencimento=30'))).toBe(true));
  });

  it('shows an employee their own documents, read-only, with no one else’s columns', async () => {
    signIn({ roles: ['pagina_inicial:leitor', 'user'] });
    const { calls } = stubApi([answer(API.list, () => ({ rh_documento: [row(5, addDays(today(), 40))], total: 1 }))]);
    renderPage(<DocumentsListPage />, { path: '/documents/list' });
    expect(await screen.findByText('ASO 5')).toBeInTheDocument();
    expect(screen.getByText('Vence em 40 dias')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /meus documentos/i })).toBeInTheDocument();
    expect(screen.queryByText('Colaborador')).not.toBeInTheDocument();
    expect(screen.queryByText('NOVO DOCUMENTO')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baixar arquivo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === API.options.path)).toBe(false);
  });

  it('tells an employee without documents what to expect', async () => {
    signIn({ roles: ['pagina_inicial:leitor', 'user'] });
    stubApi([answer(API.list, () => ({ rh_documento: [], total: 0 }))]);
    renderPage(<DocumentsListPage />, { path: '/documents/list' });
    expect(await screen.findByText(DOCUMENTS_MSG.emptyOwn)).toBeInTheDocument();
  });
});
