import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PROVIDER_API, PROVIDER_CITIES_API } from '@intranet/shared/providers/providers.contract';
import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import { answer, renderPage, signIn, StubFailure, stubApi } from '../../test/render-page';
import { toasts } from '../../components/form/test-queries';
import { CrudEditPage } from '../../components/crud/crud-edit-page';
import { button } from '../../test/antd';
import { session } from '../../lib/session';
import { CrudRegisterPage } from '../../components/crud/crud-register-page';
import { PROVIDERS } from './provider-screens';

afterEach(() => session.clear());

// Selects of antd are slow to drive on a busy machine: the tests start from values where they can.
const SLOW = { timeout: 90_000 };
const LONG = { timeout: 20_000 };

describe('the provider form (generic form: a save of several calls)', () => {
  it('saves a provider and then its cities, waits 200 ms, toasts and goes back', SLOW, async () => {
    signIn({ roles: ['users:superadmin'] });
    const { calls } = stubApi([
      answer(PROVIDER_API.create, () => ({ insert_rh_empresa_one: { id: 9 } })),
      answer(PROVIDER_CITIES_API.addCities, ({ body }) => ({
        insert_rh_cidade_provedor: { affected_rows: body.objects.length },
      })),
    ]);
    renderPage(
      <CrudRegisterPage config={{ ...PROVIDERS, newValues: { ...PROVIDERS.newValues, uf_cidades: 'AC' } }} />,
      { path: '/providers/register' },
    );
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Nova Fibra' } });
    fireEvent.change(screen.getByLabelText('Filtrar cidades'), { target: { value: 'xapuri' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Xapuri - AC' }, LONG));
    fireEvent.click(screen.getByLabelText('Mover selecionadas para a direita'));
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText('Dados cadastrados com sucesso!', {}, LONG)).toBeInTheDocument();
    expect(await screen.findByTestId('navigated', {}, LONG)).toHaveTextContent('/providers/list');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /v1/criar/provedor', 'POST /v1/cidade/provedor']);
    expect(calls[0].body).toEqual({ object: { nome: 'Nova Fibra', ativo: true } });
    expect(calls[1].body).toEqual({ objects: [{ nome: 'Xapuri', uf: 'AC', id_empresa: 9 }] });
  });
});

describe('the provider edit (provider and cities saved together)', () => {
  const VETORIAL = {
    id: 3,
    nome: 'Vetorial',
    ativo: true,
    created_at: '2026-01-05T12:00:00Z',
    updated_at: '2026-01-05T12:00:00Z',
  };
  const stubProvider = (replace: Parameters<typeof answer<typeof PROVIDER_CITIES_API.replaceCities>>[1]) =>
    stubApi([
      answer(PROVIDER_API.get, () => ({ rh_empresa: [VETORIAL] })),
      answer(LOOKUPS_API.companyCities, () => ({
        rh_cidade_provedor: [
          { id: 7, nome: 'Cuiabá', uf: 'MT', id_empresa: 3, empresa: { nome: 'Vetorial' } },
          { id: 8, nome: 'Várzea Grande', uf: 'MT', id_empresa: 3, empresa: { nome: 'Vetorial' } },
        ],
      })),
      answer(PROVIDER_CITIES_API.replaceCities, replace),
    ]);

  it('saves an unchanged provider and its cities in one call, then toasts the success', SLOW, async () => {
    signIn({ roles: ['users:superadmin'] });
    const { calls } = stubProvider(() => ({
      delete_rh_cidade_provedor: { affected_rows: 0 },
      insert_rh_cidade_provedor: { affected_rows: 0 },
    }));
    renderPage(<CrudEditPage config={PROVIDERS} />, { path: '/providers/edit/:id', at: '/providers/edit/3' });
    expect(await screen.findByDisplayValue('Vetorial', {}, LONG)).toBeInTheDocument();
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText('Dados atualizados com sucesso!', {}, LONG)).toBeInTheDocument();
    const writes = calls.filter((c) => c.method !== 'GET' && !c.path.includes('/log/'));
    expect(writes.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /v1/delete/insert/cidades/provedor']);
    expect(writes[0].body).toEqual({
      id_empresa: 3,
      object: { nome: 'Vetorial', ativo: true },
      objects: [
        { nome: 'Cuiabá', uf: 'MT', id_empresa: 3 },
        { nome: 'Várzea Grande', uf: 'MT', id_empresa: 3 },
      ],
    });
  });

  it("shows the server's text naming the city in use, once, when the save is refused", SLOW, async () => {
    signIn({ roles: ['users:superadmin'] });
    const refusal = 'A cidade Cuiabá - MT está em uso e não pode ser removida do provedor.';
    stubProvider(() => {
      throw new StubFailure(409, { error: 'conflict', message: refusal });
    });
    renderPage(<CrudEditPage config={PROVIDERS} />, { path: '/providers/edit/:id', at: '/providers/edit/3' });
    expect(await screen.findByDisplayValue('Vetorial', {}, LONG)).toBeInTheDocument();
    fireEvent.click(button('Salvar'));
    await waitFor(() => expect(toasts()).toEqual([refusal]), LONG);
  });
});

describe('the provider list', () => {
  it('dates the providers dd/mm/yyyy, the general date of the settings screens', () => {
    const created = PROVIDERS.columns.find((c) => c.key === 'created_at');
    expect(created?.text?.({ created_at: '2026-01-05T12:00:00Z' } as never)).toBe('05/01/2026');
  });
});
