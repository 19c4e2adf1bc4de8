import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import { COVERAGE_SETUP_API as API } from '@intranet/shared/sales/coverage.contract';
import type { CoverageImport } from '@intranet/shared/sales/coverage.schemas';
import { PIPELINE_MSG } from '@intranet/shared/sales/pipeline.messages';
import { session } from '../../../lib/session';
import { button, choose } from '../../../test/antd';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { CoverageImportPage } from './coverage-import-page';

const COMPANIES = answer(LOOKUPS_API.companies, () => ({ companies: [{ id: 2, nome: 'Vetorial' }] }));
const WAITING: CoverageImport = {
  id: 7,
  id_empresa: 2,
  empresa: 'Vetorial',
  nome_arquivo: 'cobertura.csv',
  fase: 'aguardando',
  percentual: 0,
  mensagem: null,
  linhas: 0,
  validas: 0,
  invalidas: 0,
  criadas: null,
  created_at: '2026-11-28T10:00:00.000Z',
};
const READ: CoverageImport = { ...WAITING, fase: 'lida', percentual: 100, linhas: 3, validas: 2, invalidas: 1 };
const PROBLEM = `CEP final: ${PIPELINE_MSG.cepRangeInvalid}`;

const pickFile = (file: File) =>
  fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [file] } });
const csv = (name = 'cobertura.csv', size?: number) => {
  const file = new File(['Cidade;UF;Bairro\nContagem;MG;Eldorado\n'], name, { type: 'text/csv' });
  if (size) Object.defineProperty(file, 'size', { value: size });
  return file;
};

afterEach(() => session.clear());

describe('coverage import', { timeout: 60_000 }, () => {
  it('refuses a file over 5 MB on the spot, sending nothing', async () => {
    signIn({ roles: ['vendas:gestor', 'user'] });
    const { calls } = stubApi([COMPANIES]);
    renderPage(<CoverageImportPage />);
    await choose('Provedor', 'Vetorial');
    pickFile(csv('grande.csv', 6 * 1024 * 1024));
    expect(await screen.findByText(PIPELINE_MSG.coverageImportTooLarge)).toBeInTheDocument();
    fireEvent.click(button('Enviar e conferir'));
    expect(calls.filter((c) => c.path.includes('cobertura'))).toHaveLength(0);
  });

  it('asks for the provider and the file', async () => {
    signIn({ roles: ['vendas:gestor', 'user'] });
    stubApi([COMPANIES]);
    renderPage(<CoverageImportPage />);
    fireEvent.click(button('Enviar e conferir'));
    expect(await screen.findByText(PIPELINE_MSG.providerUnknown)).toBeInTheDocument();
  });

  it('previews the lines with a problem and creates the areas only once confirmed', async () => {
    signIn({ roles: ['vendas:gestor', 'user'] });
    const applied: string[] = [];
    stubApi([
      COMPANIES,
      answer(API.upload, () => WAITING),
      answer(API.read, () => READ),
      answer(API.importStatus, () => ({ ...WAITING, fase: 'lendo' as const, percentual: 40 })),
      answer(API.lines, () => ({
        total: 1,
        linhas: [
          {
            linha: 3,
            cidade: 'Contagem',
            uf: 'MG',
            cep_inicio: '32180000',
            cep_fim: '32100000',
            bairro: null,
            logradouro: null,
            problema: PROBLEM,
          },
        ],
      })),
      answer(API.apply, ({ params }) => {
        applied.push(params.id);
        return { ...READ, fase: 'aplicada' as const, criadas: 2 };
      }),
    ]);
    renderPage(<CoverageImportPage />);
    await choose('Provedor', 'Vetorial');
    pickFile(csv());
    fireEvent.click(button('Enviar e conferir'));

    const preview = await screen.findByRole('region', { name: 'Conferência da planilha' });
    expect(within(preview).getByText('Algumas linhas têm problemas e não serão importadas.')).toBeInTheDocument();
    expect(await within(preview).findByText(PROBLEM)).toBeInTheDocument();
    expect(applied).toEqual([]);

    fireEvent.click(button('Importar 2 área(s)'));
    expect(await screen.findByText('Importar áreas de cobertura?')).toBeInTheDocument();
    fireEvent.click(button('Importar'));
    expect(await screen.findByText('2 área(s) de cobertura criada(s) para Vetorial.')).toBeInTheDocument();
    expect(applied).toEqual(['7']);
  });

  it('shows why a spreadsheet was refused as a whole', async () => {
    signIn({ roles: ['vendas:gestor', 'user'] });
    const reason = PIPELINE_MSG.coverageImportMissingColumns(['Cidade']);
    stubApi([
      COMPANIES,
      answer(API.upload, () => WAITING),
      answer(API.read, () => ({ ...WAITING, fase: 'recusada' as const, mensagem: reason })),
      answer(API.importStatus, () => WAITING),
    ]);
    renderPage(<CoverageImportPage />);
    await choose('Provedor', 'Vetorial');
    pickFile(csv());
    fireEvent.click(button('Enviar e conferir'));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByText('Planilha recusada')).toBeInTheDocument();
  });
});
