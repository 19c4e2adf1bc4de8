import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FILES_API } from '@intranet/shared/files/files.contract';
import { LEAD_IMPORTS_API as API } from '@intranet/shared/lead-imports/lead-imports.contract';
import { LEAD_IMPORTS_MSG as M } from '@intranet/shared/lead-imports/lead-imports.messages';
import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import { CAMPAIGN_API, CHANNEL_API } from '@intranet/shared/sales/sales.contract';
import { session } from '../../../lib/session';
import { button, choose } from '../../../test/antd';
import { StubFailure, answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { CAMPAIGNS, CHANNELS, COMPANIES, READ, leadImport } from './lead-imports-fixtures';
import { LeadImportRegisterPage } from './lead-import-register-page';

const written = vi.hoisted(() => ({ rows: [] as unknown[], file: '' }));
vi.mock('write-excel-file/browser', () => ({
  default: (rows: unknown[]) => ({
    toFile: async (name: string) => {
      written.rows = rows;
      written.file = name;
    },
  }),
}));
// The test files that run after this one in its worker write real spreadsheets.
afterAll(() => vi.doUnmock('write-excel-file/browser'));

const STORED = { id: '9f1c2b3a-0000-4000-8000-000000000009', nome: 'leads.csv', mime: 'text/csv', tamanho: 40 };
const LOOKUPS = [
  answer(LOOKUPS_API.companies, () => ({ companies: COMPANIES })),
  answer(CAMPAIGN_API.list, () => ({ vendas_campanha: CAMPAIGNS })),
  answer(CHANNEL_API.list, () => ({ vendas_canal: CHANNELS })),
];
const FLOW = [
  ...LOOKUPS,
  answer(FILES_API.upload, () => STORED),
  answer(API.create, () => ({ vendas_lead_importacao: leadImport({ registros: 0, leads_criados: 0 }) })),
  answer(API.importCustomers, () => ({ importaClientes: READ })),
  answer(API.progress, () => ({ progresso: { fase: 'lendo' as const, percentual: 42 } })),
];

const csv = (name = 'leads.csv', content = 'nome;cpf;telefone\nAna;52998224725;31988887777\n') =>
  new File([content], name, { type: 'text/csv' });
const pickFile = (file: File) =>
  fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [file] } });

async function fill() {
  await choose('Provedor', 'Bitcom');
  await choose('Canal', 'Facebook');
  await choose('Campanha', 'Black Friday Fibra');
  pickFile(csv());
  await screen.findByText('leads.csv');
}

beforeEach(() => signIn({ roles: ['marketing:gestor'], usuarioId: 3 }));
afterEach(() => session.clear());

describe('LeadImportRegisterPage', { timeout: 60_000 }, () => {
  it('keeps Canal and Campanha disabled until a provider is chosen, then offers its active ones', async () => {
    const { calls } = stubApi(LOOKUPS);
    renderPage(<LeadImportRegisterPage />);
    await screen.findByText('Provedor');
    expect(screen.getByLabelText('Canal').closest('.ant-select')).toHaveClass('ant-select-disabled');
    expect(screen.getByLabelText('Campanha').closest('.ant-select')).toHaveClass('ant-select-disabled');
    await choose('Provedor', 'Bitcom');
    await waitFor(() =>
      expect(screen.getByLabelText('Canal').closest('.ant-select')).not.toHaveClass('ant-select-disabled'),
    );
    const bodies = calls
      .filter((c) => c.path === '/v1/vendas/campanha' || c.path === '/v1/vendas/canal')
      .map((c) => c.body);
    expect(bodies).toEqual([{ filtro: { ativo: true, bitcom: true } }, { filtro: { ativo: true, bitcom: true } }]);
    await choose('Canal', 'Facebook');
    await choose('Campanha', 'Black Friday Fibra');
  });

  it("asks for every field with 'Preencha todos os campos obrigatórios!'", async () => {
    const { calls } = stubApi(LOOKUPS);
    renderPage(<LeadImportRegisterPage />);
    fireEvent.click(button('Salvar'));
    // The notice, and the shared schema's text under each choice.
    await waitFor(() => expect(screen.getAllByText(M.fillRequired)).toHaveLength(4));
    // Every choice made but the file: still refused, nothing sent.
    await choose('Provedor', 'Bitcom');
    await choose('Canal', 'Facebook');
    await choose('Campanha', 'Black Friday Fibra');
    // The first notice goes first (3 s): counting notices raced its closing on a slow run.
    await waitFor(() => expect(screen.queryByText(M.fillRequired)).not.toBeInTheDocument(), { timeout: 6_000 });
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText(M.fillRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path.startsWith('/v1/files'))).toBe(false);
  });

  it("refuses a file that is not .csv, .xlsx or .xls with 'Formato do arquivo não permitido!', and one over the size", async () => {
    stubApi(LOOKUPS);
    renderPage(<LeadImportRegisterPage />);
    await screen.findByText('Provedor');
    pickFile(csv('leads.pdf'));
    expect(await screen.findByText(M.formatNotAllowed)).toBeInTheDocument();
    expect(screen.queryByText('leads.pdf')).not.toBeInTheDocument();
    pickFile(new File([new Uint8Array(11 * 1024 * 1024)], 'grande.xlsx'));
    expect(await screen.findByText(M.tooLarge(10))).toBeInTheDocument();
    expect(screen.queryByText('grande.xlsx')).not.toBeInTheDocument();
    expect(document.querySelector('input[type=file]')).toHaveAttribute('accept', '.csv,.xlsx,.xls');
  });

  it('uploads with a progress bar, records the import, has it read and shows each refused line with its number and reason', async () => {
    const { calls } = stubApi(FLOW);
    renderPage(<LeadImportRegisterPage />);
    await fill();
    fireEvent.click(button('Salvar'));

    const report = await screen.findByRole('region', { name: 'Resultado da importação' });
    expect(within(report).getByText(READ.message)).toBeInTheDocument();
    expect(within(report).getByText('Linhas com problema')).toBeInTheDocument();
    expect(within(report).getByText(READ.invalidos[0].motivo)).toBeInTheDocument();
    expect(within(report).getByText('4')).toBeInTheDocument();

    const upload = calls.find((c) => c.path === '/v1/files/importacoes')!;
    expect((upload.body as FormData).get('file')).toBeInstanceOf(File);
    expect(calls.find((c) => c.path === API.create.path)?.body).toEqual({
      id_empresa: 1,
      id_canal: 21,
      id_campanha: 11,
      id_file: STORED.id,
      id_usuario: 3,
    });
    expect(calls.some((c) => c.path === '/v1/lead/arquivo/clientes/7')).toBe(true);

    fireEvent.click(within(report).getByText('Ver Leads'));
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/marketing/imports-leads/file/list?id=7');
  });

  it("shows the upload's bytes, then the reading's progress the server reports", async () => {
    const { fetch } = stubApi(FLOW);
    let release = () => {};
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/arquivo/clientes/')
        ? new Promise((resolve) => (release = () => resolve(fetch(input, init))))
        : fetch(input, init),
    );
    renderPage(<LeadImportRegisterPage />);
    await fill();
    fireEvent.click(button('Salvar'));
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(M.reading), { timeout: 3000 });
    await waitFor(() => expect(status).toHaveTextContent('42%'), { timeout: 3000 });
    release();
    expect(await screen.findByRole('region', { name: 'Resultado da importação' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows the server's message when the spreadsheet cannot be used, and stays on the form", async () => {
    stubApi([
      ...FLOW.filter((a) => a.endpoint !== API.importCustomers),
      answer(API.importCustomers, () => ({
        importaClientes: {
          ...READ,
          success: false,
          message: 'A planilha não tem a coluna obrigatória telefone.',
          registros: 0,
          prontas: 0,
          clientes: 0,
          invalidos: [],
          invalidos_total: 0,
        },
      })),
    ]);
    renderPage(<LeadImportRegisterPage />);
    await fill();
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText('A planilha não tem a coluna obrigatória telefone.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Resultado da importação' })).not.toBeInTheDocument();
    expect(button('Salvar')).toBeInTheDocument();
  });

  it('says the file is too large when the files service refuses it with 413', async () => {
    stubApi([
      ...LOOKUPS,
      answer(FILES_API.upload, () => {
        throw new StubFailure(413, { error: 'too_large', message: 'Arquivo com formato inválido ou não encontrado!' });
      }),
    ]);
    renderPage(<LeadImportRegisterPage />);
    await fill();
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText(M.tooLarge(10))).toBeInTheDocument();
  });

  it('downloads the model spreadsheet modelo_importacao_leads.xlsx with nome, cpf and telefone', async () => {
    stubApi(LOOKUPS);
    renderPage(<LeadImportRegisterPage />);
    fireEvent.click(await screen.findByText(M.downloadModel));
    await waitFor(() => expect(written.file).toBe('modelo_importacao_leads.xlsx'));
    expect((written.rows[0] as { value: string }[]).map((c) => c.value)).toEqual(['nome', 'cpf', 'telefone']);
  });

  it('goes back to the list on Cancelar', async () => {
    stubApi(LOOKUPS);
    renderPage(<LeadImportRegisterPage />);
    fireEvent.click(await screen.findByText('Cancelar'));
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/marketing/imports-leads/list');
  });
});
