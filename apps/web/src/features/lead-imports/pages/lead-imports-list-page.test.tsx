import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FILES_API } from '@intranet/shared/files/files.contract';
import { LEAD_IMPORTS_API as API } from '@intranet/shared/lead-imports/lead-imports.contract';
import { LEAD_IMPORTS_MSG as M } from '@intranet/shared/lead-imports/lead-imports.messages';
import { session } from '../../../lib/session';
import { StubFailure, answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { leadImport } from './lead-imports-fixtures';
import { LeadImportsListPage } from './lead-imports-list-page';

const IMPORTS = [
  leadImport(),
  leadImport({
    id: 8,
    created_at: '2026-03-11T10:05:00.000Z',
    file: { id: null, name: 'sem-linhas.csv', createdAt: '2026-03-11T10:00:00.000Z' },
    registros: 0,
    leads_criados: 0,
    canal: { id: 22, nome: 'Google' },
  }),
];
const LIST = answer(API.list, () => ({ vendas_lead_importacao: IMPORTS, total: 2 }));

beforeEach(() => {
  signIn({ roles: ['marketing:gestor'] });
  URL.createObjectURL = vi.fn(() => 'blob:planilha');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => {
  session.clear();
  vi.restoreAllMocks();
});

describe('LeadImportsListPage', { timeout: 60_000 }, () => {
  it('lists the imports with the spec columns, newest first as the server answers', async () => {
    stubApi([LIST]);
    renderPage(<LeadImportsListPage />, { path: '/marketing/imports-leads/list' });
    expect(await screen.findByText('leads-feira.csv')).toBeInTheDocument();
    for (const title of ['Importação', 'Provedor', 'Canal', 'Nome do Arquivo', 'Registros', 'Leads Criados'])
      expect(screen.getByText(title, { selector: 'th, th *' })).toBeInTheDocument();
    expect(screen.getByText('10/03/26')).toBeInTheDocument();
    expect(screen.getAllByText('Bitcom')).toHaveLength(2);
    expect(screen.getByText('Google')).toBeInTheDocument();
    expect(screen.getByText('11')).toBeInTheDocument();
    expect(screen.getByText('4')).toBeInTheDocument();
  });

  it("opens an import's leads, and keeps Ver Leads disabled with 'Sem leads pra mostrar' when it has none", async () => {
    stubApi([LIST]);
    renderPage(<LeadImportsListPage />, { path: '/marketing/imports-leads/list' });
    await screen.findByText('sem-linhas.csv');
    const [open, none] = screen.getAllByLabelText('Ver Leads');
    expect(none).toBeDisabled();
    fireEvent.mouseOver(none.parentElement!);
    expect(await screen.findByText(M.noLeads)).toBeInTheDocument();
    fireEvent.click(open);
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/marketing/imports-leads/file/list?id=7');
  });

  it('searches on the server and goes back to the first page', async () => {
    const { calls } = stubApi([LIST]);
    renderPage(<LeadImportsListPage />, { path: '/marketing/imports-leads/list' });
    await screen.findByText('leads-feira.csv');
    const search = screen.getByLabelText(M.searchPlaceholder);
    fireEvent.change(search, { target: { value: ' feira ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ filtro: { busca: 'feira' }, limit: 20, offset: 0 }));
    expect(calls[0].body).toEqual({ filtro: {}, limit: 20, offset: 0 });
  });

  it("downloads the spreadsheet as it was sent, with 'Arquivo baixado com sucesso!'", async () => {
    const { calls } = stubApi([LIST, answer(FILES_API.read, () => 'nome;cpf;telefone')]);
    renderPage(<LeadImportsListPage />, { path: '/marketing/imports-leads/list' });
    await screen.findByText('leads-feira.csv');
    const [download, withoutFile] = screen.getAllByLabelText('Baixar Arquivo');
    expect(withoutFile).toBeDisabled();
    fireEvent.click(download);
    expect(await screen.findByText(M.downloaded)).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ method: 'GET', path: `/v1/files/${IMPORTS[0].file.id}` });
    expect(HTMLAnchorElement.prototype.click).toHaveBeenCalled();
  });

  it('says so when the spreadsheet cannot be downloaded', async () => {
    stubApi([
      LIST,
      answer(FILES_API.read, () => {
        throw new StubFailure(404, { message: 'Dados não encontrados.' });
      }),
    ]);
    renderPage(<LeadImportsListPage />, { path: '/marketing/imports-leads/list' });
    await screen.findByText('leads-feira.csv');
    fireEvent.click(screen.getAllByLabelText('Baixar Arquivo')[0]);
    expect(await screen.findByText(M.downloadFailed)).toBeInTheDocument();
  });
});
