import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import { PROVIDER_API } from '@intranet/shared/providers/providers.contract';
import { session } from '../../../lib/session';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { ProviderCitiesPage } from './provider-cities-page';

afterEach(() => session.clear());

const NOW = new Date().toISOString();

describe("a provider's cities", () => {
  it('lists the cities by state and offers the edit to the superadmin only', async () => {
    stubApi([
      answer(PROVIDER_API.get, () => ({
        rh_empresa: [{ id: 2, nome: 'Vetorial', ativo: true, created_at: NOW, updated_at: NOW }],
      })),
      answer(LOOKUPS_API.companyCities, () => ({
        rh_cidade_provedor: [
          { id: 1, nome: 'Cuiabá', uf: 'MT', id_empresa: 2, empresa: { nome: 'Vetorial' } },
          { id: 2, nome: 'Várzea Grande', uf: 'MT', id_empresa: 2, empresa: { nome: 'Vetorial' } },
          { id: 3, nome: 'Betim', uf: 'MG', id_empresa: 2, empresa: { nome: 'Vetorial' } },
        ],
      })),
    ]);
    signIn({ roles: ['configuracao:leitor'] });
    renderPage(<ProviderCitiesPage />, { path: '/providers/list/cities/:id', at: '/providers/list/cities/2' });
    expect(await screen.findByText('3 cidades atendidas')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /CIDADES DE VETORIAL/i })).toBeInTheDocument();
    const cells = screen.getAllByRole('cell').map((c) => c.textContent);
    expect(cells.indexOf('Betim')).toBeLessThan(cells.indexOf('Cuiabá'));
    expect(screen.queryByRole('button', { name: 'EDITAR PROVEDOR' })).not.toBeInTheDocument();
  });
});
