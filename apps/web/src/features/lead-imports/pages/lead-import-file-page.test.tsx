import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LEAD_IMPORTS_API as API } from '@intranet/shared/lead-imports/lead-imports.contract';
import { LEAD_IMPORTS_MSG as M } from '@intranet/shared/lead-imports/lead-imports.messages';
import type { Participant } from '@intranet/shared/lead-imports/lead-imports.schemas';
import { session } from '../../../lib/session';
import { button } from '../../../test/antd';
import { StubFailure, answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { leadImport, participant } from './lead-imports-fixtures';
import { LeadImportFilePage } from './lead-import-file-page';

const LINES: Participant[] = [
  participant(),
  participant({ id: 102, linha: 3, nome: 'Bruno Cliente', cpf: '52998224725', telefone: '3133334444', cliente: true }),
  participant({
    id: 103,
    linha: 4,
    nome: 'Carla Problema',
    cpf: '5299822472',
    telefone: '988887777',
    problema: 'CPF deve ter 11 dígitos. Telefone deve ter 10 ou 11 dígitos, com o DDD.',
  }),
  participant({ id: 104, linha: 5, nome: 'Diego Criado', lead: true, codlead: '4321' }),
  participant({ id: 105, linha: 6, nome: 'Elisa Aberta', lead_aberta: true }),
  participant({ id: 106, linha: 7, nome: 'Fábio Repetido', repetido_na_linha: 2 }),
];
const PAGE = answer(API.participants, () => ({
  vendas_lead_participante: LINES,
  total: LINES.length,
  importacao: leadImport(),
}));
const AT = { path: '/marketing/imports-leads/file/list', at: '/marketing/imports-leads/file/list?id=7' };

const checkboxOf = (name: string) => within(screen.getByText(name).closest('tr') as HTMLElement).getByRole('checkbox');

beforeEach(() => signIn({ roles: ['marketing:gestor'], usuarioId: 3 }));
afterEach(() => {
  session.clear();
  vi.restoreAllMocks();
});

describe('LeadImportFilePage', { timeout: 60_000 }, () => {
  it('shows the banner and each line with its mask, customer flag, lead code or Não informado, and state', async () => {
    const { calls } = stubApi([PAGE]);
    renderPage(<LeadImportFilePage />, AT);
    expect(await screen.findByText('Aline Moura Costa')).toBeInTheDocument();
    expect(screen.getByText(M.banner)).toBeInTheDocument();
    for (const title of ['Nome', 'Telefone', 'CPF', 'Cliente', 'Código Lead'])
      expect(screen.getByText(title, { selector: 'th, th *' })).toBeInTheDocument();
    const aline = within(screen.getByText('Aline Moura Costa').closest('tr')!);
    expect(aline.getByText('(31) 99101-2001')).toBeInTheDocument();
    expect(aline.getByText('734.100.200-04')).toBeInTheDocument();
    expect(screen.getByText('(31) 3333-4444')).toBeInTheDocument();
    // A CPF without its 11 digits is shown as written, with its problem.
    expect(screen.getByText('5299822472')).toBeInTheDocument();
    expect(screen.getByText(LINES[2].problema!)).toBeInTheDocument();
    expect(within(screen.getByText('Bruno Cliente').closest('tr')!).getByText('Sim')).toBeInTheDocument();
    expect(within(screen.getByText('Aline Moura Costa').closest('tr')!).getByText('Não')).toBeInTheDocument();
    expect(screen.getByText('4321')).toBeInTheDocument();
    expect(screen.getAllByText(M.notInformed)).toHaveLength(5);
    expect(screen.getByText(M.state.created)).toBeInTheDocument();
    expect(screen.getByText(M.openLead)).toBeInTheDocument();
    expect(screen.getByText(`${M.state.ready}. ${M.repeatedInFile(2)}`)).toBeInTheDocument();
    expect(calls[0].body).toEqual({ filtro: { id_importacao_evento: 7, situacao: 'todas' }, limit: 20, offset: 0 });
  });

  it('lets only lines that can become leads be selected, and creates just the selected ones', async () => {
    const sent: unknown[] = [];
    stubApi([
      PAGE,
      answer(API.createLeads, ({ body }) => {
        sent.push(body);
        return {
          criaLeadImportada: { status: 'sucesso' as const, message: M.created(2, 0), criadas: 2, recusadas: [] },
        };
      }),
    ]);
    renderPage(<LeadImportFilePage />, AT);
    await screen.findByText('Aline Moura Costa');
    expect(button(M.createLeads)).toBeDisabled();
    for (const name of ['Carla Problema', 'Diego Criado', 'Elisa Aberta']) expect(checkboxOf(name)).toBeDisabled();
    fireEvent.click(checkboxOf('Aline Moura Costa'));
    fireEvent.click(checkboxOf('Fábio Repetido'));
    fireEvent.click(button(M.createLeads));
    expect(await screen.findByText(M.created(2, 0))).toBeInTheDocument();
    expect(sent).toEqual([{ id_usuario: 3, lead: [101, 106], id_importacao_evento: 7 }]);
  });

  it('lists the lines the server refused, with their reasons', async () => {
    stubApi([
      PAGE,
      answer(API.createLeads, () => ({
        criaLeadImportada: {
          status: 'parcial' as const,
          message: M.created(1, 1),
          criadas: 1,
          recusadas: [{ id: 106, linha: 7, motivo: M.openLead }],
        },
      })),
    ]);
    renderPage(<LeadImportFilePage />, AT);
    await screen.findByText('Aline Moura Costa');
    fireEvent.click(checkboxOf('Aline Moura Costa'));
    fireEvent.click(checkboxOf('Fábio Repetido'));
    fireEvent.click(button(M.createLeads));
    expect(await screen.findByText(M.created(1, 1))).toBeInTheDocument();
    expect(screen.getByText(`Linha 7: ${M.openLead}`)).toBeInTheDocument();
  });

  it("says 'Erro ao importar os leads!' when the creation fails", async () => {
    stubApi([
      PAGE,
      answer(API.createLeads, () => {
        throw new StubFailure(500, {
          message: 'Ops! Parece que algo errado aconteceu. Revise os dados e tente novamente!',
        });
      }),
    ]);
    renderPage(<LeadImportFilePage />, AT);
    await screen.findByText('Aline Moura Costa');
    fireEvent.click(checkboxOf('Aline Moura Costa'));
    fireEvent.click(button(M.createLeads));
    expect(await screen.findByText(M.createFailed)).toBeInTheDocument();
  });

  it('filters by state and searches on the server', async () => {
    const { calls } = stubApi([PAGE]);
    renderPage(<LeadImportFilePage />, AT);
    await screen.findByText('Aline Moura Costa');
    fireEvent.click(screen.getByText('Com problema'));
    await waitFor(() =>
      expect(calls.at(-1)?.body).toEqual({
        filtro: { id_importacao_evento: 7, situacao: 'problemas' },
        limit: 20,
        offset: 0,
      }),
    );
    const search = screen.getByLabelText('Pesquisar por nome, CPF ou telefone');
    fireEvent.change(search, { target: { value: '529.982' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(calls.at(-1)?.body).toEqual({
        filtro: { id_importacao_evento: 7, situacao: 'problemas', busca: '529.982' },
        limit: 20,
        offset: 0,
      }),
    );
  });

  it('opens Editar of a line, and Voltar goes back to the imports', async () => {
    stubApi([PAGE]);
    const view = renderPage(<LeadImportFilePage />, AT);
    await screen.findByText('Aline Moura Costa');
    expect(within(screen.getByText('Diego Criado').closest('tr')!).getByLabelText('Editar')).toBeDisabled();
    fireEvent.click(within(screen.getByText('Carla Problema').closest('tr')!).getByLabelText('Editar'));
    expect(await screen.findByTestId('navigated')).toHaveTextContent(
      '/marketing/imports-leads/edit?lead_id=103&import_id=7',
    );
    view.unmount();
    stubApi([PAGE]);
    renderPage(<LeadImportFilePage />, AT);
    await screen.findByText('Aline Moura Costa');
    fireEvent.click(button('Voltar'));
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/marketing/imports-leads/list');
  });

  it('exports the lines with every cell a spreadsheet would run as a formula made inert', async () => {
    let exported: Blob | null = null;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      exported = blob;
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const formula = participant({ id: 107, linha: 8, nome: '=HYPERLINK("http://x.example","clique")' });
    stubApi([
      answer(API.participants, () => ({
        vendas_lead_participante: [formula, participant({ id: 108, linha: 9, nome: '@SOMA(A1)' })],
        total: 2,
        importacao: leadImport(),
      })),
    ]);
    renderPage(<LeadImportFilePage />, AT);
    await screen.findByText('@SOMA(A1)');
    fireEvent.click(button('Exportar relatório'));
    await waitFor(() => expect(exported).not.toBeNull());
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(exported!);
    });
    expect(text).toContain(`"'=HYPERLINK(""http://x.example"",""clique"")"`);
    expect(text).toContain(`'@SOMA(A1)`);
    expect(text).not.toMatch(/(^|;)[=+\-@]/m);
  });

  it('asks the server nothing for an id that is not a number', async () => {
    const { calls } = stubApi([PAGE]);
    renderPage(<LeadImportFilePage />, { path: AT.path, at: '/marketing/imports-leads/file/list?id=abc' });
    expect(await screen.findByText(M.noLeads)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
