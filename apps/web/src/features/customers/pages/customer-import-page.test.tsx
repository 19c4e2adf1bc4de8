import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CUSTOMERS_API } from '@intranet/shared/customers/customers.contract';
import { CUSTOMERS_MSG } from '@intranet/shared/customers/customers.messages';
import type { CustomerImportReport } from '@intranet/shared/customers/customers.schemas';
import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import { SPREADSHEET_MSG } from '@intranet/shared/spreadsheets/spreadsheets.rules';
import { button, choose } from '../../../test/antd';
import { StubFailure, answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { CustomerImportPage } from './customer-import-page';

const COMPANIES = answer(LOOKUPS_API.companies, () => ({
  companies: [
    { id: 1, nome: 'Bitcom' },
    { id: 2, nome: 'Vetorial' },
  ],
}));
const REFUSED: CustomerImportReport = {
  linhas: 3,
  inseridos: 0,
  atualizados: 0,
  inalterados: 0,
  gravado: false,
  invalidos: [{ linha: 3, motivo: CUSTOMERS_MSG.row.cpfInvalid }],
};
const WRITTEN: CustomerImportReport = {
  linhas: 3,
  inseridos: 1,
  atualizados: 1,
  inalterados: 0,
  gravado: true,
  invalidos: [{ linha: 3, motivo: CUSTOMERS_MSG.row.cpfInvalid }],
};

const csv = (name = 'clientes.csv') =>
  new File(['codpessoa;cpf;nome_razaosocial\n1;52998224725;Ana\n'], name, { type: 'text/csv' });
const pickFile = (file: File) =>
  fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [file] } });
const fieldsOf = (body: unknown) =>
  Object.fromEntries(
    [...(body as FormData).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : (v as File).name]),
  );

describe('CustomerImportPage', { timeout: 60_000 }, () => {
  it('sends the provider and the file, shows the refused lines, and imports the valid ones when asked', async () => {
    signIn({ roles: ['regua_comunicacao:gestor'] });
    const sent: Record<string, string>[] = [];
    stubApi([
      COMPANIES,
      answer(CUSTOMERS_API.import, ({ body }) => {
        sent.push(fieldsOf(body));
        return sent.length === 1 ? REFUSED : WRITTEN;
      }),
    ]);
    renderPage(<CustomerImportPage />);
    await choose('Provedor', 'Vetorial');
    pickFile(csv());
    fireEvent.click(button('Importar'));

    expect(await screen.findByText(CUSTOMERS_MSG.notWritten)).toBeInTheDocument();
    expect(sent).toEqual([{ sistema: '2', arquivo: 'clientes.csv' }]);
    const report = screen.getByRole('region', { name: 'Resultado da importação' });
    expect(within(report).getByText(CUSTOMERS_MSG.row.cpfInvalid)).toBeInTheDocument();
    expect(within(report).getByText('Linhas inválidas', { selector: 'h5' })).toBeInTheDocument();

    fireEvent.click(button('Importar as 2 linhas válidas'));
    expect(await screen.findByText(CUSTOMERS_MSG.written)).toBeInTheDocument();
    expect(sent[1]).toEqual({ sistema: '2', aplicar_validas: 'true', arquivo: 'clientes.csv' });
    expect(screen.queryByText('Importar as 2 linhas válidas')).not.toBeInTheDocument();
  });

  it('shows that the file is being sent until the report arrives', async () => {
    signIn({ roles: ['regua_comunicacao:gestor'] });
    const { fetch } = stubApi([COMPANIES, answer(CUSTOMERS_API.import, () => ({ ...WRITTEN, invalidos: [] }))]);
    let release = () => {};
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('importacao')
        ? new Promise((resolve) => (release = () => resolve(fetch(input, init))))
        : fetch(input, init),
    );
    renderPage(<CustomerImportPage />);
    await choose('Provedor', 'Bitcom');
    pickFile(csv());
    fireEvent.click(button('Importar'));
    expect(await screen.findByRole('status')).toHaveTextContent('Enviando e conferindo a planilha…');
    release();
    expect(await screen.findByText(CUSTOMERS_MSG.written)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks for the provider and the file before sending, and refuses a file that is not a spreadsheet', async () => {
    signIn({ roles: ['regua_comunicacao:gestor'] });
    const { calls } = stubApi([COMPANIES]);
    renderPage(<CustomerImportPage />);
    fireEvent.click(button('Importar'));
    expect(await screen.findByText(CUSTOMERS_MSG.providerRequired)).toBeInTheDocument();
    await choose('Provedor', 'Bitcom');
    fireEvent.click(button('Importar'));
    expect(await screen.findByText(CUSTOMERS_MSG.fileRequired)).toBeInTheDocument();
    pickFile(csv('clientes.pdf'));
    expect(await screen.findByText(SPREADSHEET_MSG.format)).toBeInTheDocument();
    fireEvent.click(button('Importar'));
    await waitFor(() => expect(screen.getByText(SPREADSHEET_MSG.format)).toBeInTheDocument());
    expect(calls.some((c) => c.path === CUSTOMERS_API.import.path)).toBe(false);
  });

  it("shows the server's refusal of the file under the file", async () => {
    signIn({ roles: ['regua_comunicacao:gestor'] });
    const missing = CUSTOMERS_MSG.missingColumns(['cpf']);
    stubApi([
      COMPANIES,
      answer(CUSTOMERS_API.import, () => {
        throw new StubFailure(400, {
          error: 'invalid_input',
          message: missing,
          fields: [{ path: 'arquivo', message: missing }],
        });
      }),
    ]);
    renderPage(<CustomerImportPage />);
    await choose('Provedor', 'Bitcom');
    pickFile(csv());
    fireEvent.click(button('Importar'));
    expect(await screen.findByText(missing)).toBeInTheDocument();
  });

  it('downloads the model spreadsheet, an .xlsx workbook', async () => {
    signIn({ roles: ['regua_comunicacao:gestor'] });
    stubApi([COMPANIES]);
    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(Object.create(URL), {
        createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:modelo'),
        revokeObjectURL: () => undefined,
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderPage(<CustomerImportPage />);
    fireEvent.click(button(CUSTOMERS_MSG.downloadModel));
    await waitFor(() => expect(names).toEqual([CUSTOMERS_MSG.modelFile]));
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(blobs[0]);
    });
    expect(String.fromCharCode(bytes[0], bytes[1])).toBe('PK');
    click.mockRestore();
    vi.unstubAllGlobals();
  });
});
