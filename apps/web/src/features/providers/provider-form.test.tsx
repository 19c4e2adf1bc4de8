import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { PROVIDER_API, PROVIDER_CITIES_API } from '@intranet/shared/providers/providers.contract';
import { answer, renderPage, signIn, stubApi } from '../../test/render-page';
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
      answer(PROVIDER_CITIES_API.addCities, ({ body }) => ({ insert_rh_cidade_provedor: { affected_rows: body.objects.length } })),
    ]);
    renderPage(<CrudRegisterPage config={{ ...PROVIDERS, newValues: { ...PROVIDERS.newValues, uf_cidades: 'AC' } }} />, { path: '/providers/register' });
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Nova Fibra' } });
    fireEvent.change(screen.getByLabelText('Filtrar cidades'), { target: { value: 'xapuri' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Xapuri - AC' }, LONG));
    fireEvent.click(screen.getByLabelText('Mover selecionadas para a direita'));
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText('Dados cadastrados com sucesso!', {}, LONG)).toBeInTheDocument();
    expect(await screen.findByTestId('navigated', {}, LONG)).toHaveTextContent('/providers/list');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /v1/criar/provedor', 'POST /v1/cidade/provedor']);
    expect(calls[0].body).toEqual({ object: { nome: 'Nova Fibra', ativo: false } });
    expect(calls[1].body).toEqual({ objects: [{ nome: 'Xapuri', uf: 'AC', id_empresa: 9 }] });
  });
});
