import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import { COVERAGE_SETUP_API } from '@intranet/shared/sales/coverage.contract';
import type { CoverageArea } from '@intranet/shared/sales/coverage.schemas';
import { COVERAGE_API, PIPELINE_API } from '@intranet/shared/sales/pipeline.contract';
import { PIPELINE_MSG } from '@intranet/shared/sales/pipeline.messages';
import { errorsUnder } from '../../../components/form/test-queries';
import { session } from '../../../lib/session';
import { button, choose } from '../../../test/antd';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { CoverageListPage, CoverageRegisterPage } from './coverage-pages';

const COMPANIES = answer(LOOKUPS_API.companies, () => ({ companies: [{ id: 2, nome: 'Vetorial' }] }));
const AREA: CoverageArea = {
  id: 4,
  id_empresa: 2,
  empresa: 'Vetorial',
  cidade: 'Contagem',
  uf: 'MG',
  cep_inicio: '32000000',
  cep_fim: '32199999',
  bairro: null,
  logradouro: null,
  ativo: true,
  created_at: '2026-11-01T12:00:00.000Z',
  updated_at: '2026-11-01T12:00:00.000Z',
};
const PAGE = answer(COVERAGE_SETUP_API.page, () => ({ total: 1, areas: [AREA] }));
const CITIES = answer(COVERAGE_SETUP_API.cities, () => ({ cidades: [{ cidade: 'Contagem', uf: 'MG', areas: 1 }] }));

afterEach(() => session.clear());

/** Picks an option of a select of the open dialog, found by its label there (the list has its own). */
async function chooseInDialog(label: string, option: string) {
  const dialog = await screen.findByRole('dialog');
  const options = await waitFor(
    () => {
      fireEvent.mouseDown(within(dialog).getByLabelText(label));
      return screen.getAllByTitle(option);
    },
    { timeout: 10_000 },
  );
  fireEvent.click(options[options.length - 1]);
}

describe('coverage areas', { timeout: 60_000 }, () => {
  it('lists the areas by provider and city and asks before deleting one', async () => {
    signIn({ roles: ['vendas:gestor', 'user'] });
    const pages: string[] = [];
    const deleted: string[] = [];
    stubApi([
      COMPANIES,
      CITIES,
      answer(COVERAGE_SETUP_API.page, ({ url }) => {
        pages.push(url.search);
        return { total: 1, areas: [AREA] };
      }),
      answer(COVERAGE_API.remove, ({ params }) => {
        deleted.push(params.id);
        return { delete_vendas_cobertura_by_pk: { id: 4 } };
      }),
    ]);
    renderPage(<CoverageListPage />);
    expect(await screen.findByText('CEP 32000-000 a 32199-999')).toBeInTheDocument();
    await choose('Filtrar por cidade', 'Contagem/MG (1)');
    await waitFor(() => expect(pages.at(-1)).toContain('cidade=Contagem'));

    fireEvent.click(screen.getByLabelText('Excluir'));
    expect(await screen.findByText('Excluir área de cobertura?')).toBeInTheDocument();
    expect(deleted).toEqual([]);
    fireEvent.click(button('Excluir'));
    await waitFor(() => expect(deleted).toEqual(['4']));
  });

  it('checks an address and says it is without coverage', async () => {
    signIn({ roles: ['vendas:solicitante', 'user'] });
    const asked: string[] = [];
    stubApi([
      COMPANIES,
      CITIES,
      PAGE,
      answer(PIPELINE_API.feasibility, ({ url }) => {
        asked.push(url.search);
        return { viabilidade: 'sem_cobertura' as const, area: null, endereco: null };
      }),
    ]);
    renderPage(<CoverageListPage />);
    expect(screen.queryByText('Importar planilha')).not.toBeInTheDocument();
    fireEvent.click(await screen.findByText('Verificar endereço'));
    await chooseInDialog('Provedor', 'Vetorial');
    fireEvent.change(screen.getByLabelText('CEP'), { target: { value: '35900000' } });
    fireEvent.click(button('Verificar'));
    expect(await screen.findByText('Sem cobertura')).toBeInTheDocument();
    expect(asked[0]).toContain('cep=35900-000');
  });

  it('refuses a CEP range that ends before it starts, under the end, sending nothing', async () => {
    signIn({ roles: ['vendas:gestor', 'user'] });
    const { calls } = stubApi([COMPANIES]);
    renderPage(<CoverageRegisterPage />, { path: '/sales/basic-configurations/coverage/register' });
    await choose('Provedor', 'Vetorial');
    fireEvent.change(screen.getByLabelText('Cidade'), { target: { value: 'Contagem' } });
    await choose('UF', 'AC - Acre');
    fireEvent.change(screen.getByLabelText('CEP inicial'), { target: { value: '32180000' } });
    fireEvent.change(screen.getByLabelText('CEP final'), { target: { value: '32100000' } });
    fireEvent.click(button('Salvar'));
    await waitFor(() => expect(errorsUnder('CEP final')).toBe(PIPELINE_MSG.cepRangeInvalid));
    expect(calls.filter((c) => c.method === 'POST' && c.path.includes('cobertura'))).toHaveLength(0);
  });
});
