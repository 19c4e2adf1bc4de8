import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SUPPLIES_API as API } from '@intranet/shared/supplies/supplies.contract';
import { SUPPLIES_MSG } from '@intranet/shared/supplies/supplies.messages';
import type { InventoryRow, ReturnRow } from '@intranet/shared/supplies/supplies.schemas';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { SquadInventoryPage } from './squad-inventory-page';
import { ReturningAlternativePage } from './returns-page';

const row: InventoryRow = {
  id: 41,
  validado: false,
  patrimonio: 'PAT-000123',
  quantidade_informada: 0,
  quantidade_sistema: 1,
  equipe: 'Equipe Alfa',
  id_equipe: 1,
  sistema: 1,
  cidade: 'Rio Grande',
  id_produto: 1,
  produto: 'ONT Huawei EG8145V5',
  origem: 'mk',
  validado_em: null,
  created_at: '2026-11-27T12:00:00.000Z',
};
const pending: ReturnRow = {
  id: 7,
  tipo: 'recolhimento',
  id_empresa: 1,
  id_equipe: 1,
  equipe: 'Equipe Alfa',
  id_contrato: 3,
  contrato: 'CT0000003',
  cliente: 'Maria Souza',
  os: null,
  patrimonio: 'PAT-000555',
  produto: 'ONT Huawei EG8145V5',
  id_movimento: null,
  registrado_em: '2026-11-27T12:00:00.000Z',
};
const lookups = { empresas: [], produtos: [], locais: [], equipes: [], cidades: [] };
const squads = {
  equipes: [
    {
      id: 1,
      nome: 'Equipe Alfa',
      id_empresa: 1,
      empresa: 'Bitcom',
      id_cidade: null,
      cidade: null,
      ativo: true,
      id_local: 9,
      membros: [],
      unidades: 1,
      valor: '189.90',
    },
  ],
};

afterEach(() => window.history.pushState({}, '', '/'));

describe('the table’s path-dependent actions (spec §2.7)', () => {
  it('asks before validating a count that differs from the expected, then validates with §8’s text', async () => {
    window.history.pushState({}, '', '/squads/inventory/1');
    let validated = false;
    const { calls } = stubApi([
      answer(API.lookups, () => lookups),
      answer(API.squads, () => squads),
      answer(API.inventory, () => ({ suprimentos_inventario: [{ ...row, validado: validated }] })),
      answer(API.validate, () => {
        validated = true;
        return { update_suprimentos_inventario_by_pk: { ...row, validado: true }, ajustes: [] };
      }),
    ]);
    signIn({ roles: ['suprimentos:gestor', 'user'] });
    renderPage(<SquadInventoryPage />, { path: '/squads/inventory/:id', at: '/squads/inventory/1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Validar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Validar inventário com diferença?');
    expect(dialog).toHaveTextContent('Foram contadas 0 e o sistema espera 1.');
    expect(dialog).toHaveTextContent('1 unidade sai da equipe');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Validar' }));
    expect(await screen.findByText(SUPPLIES_MSG.inventoryValidated)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT' && c.path === '/v1/company/inventario/41')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Validar' })).toBeNull());
  });

  it('validates at once a count equal to the expected, and cancelling a differing one sends nothing', async () => {
    window.history.pushState({}, '', '/squads/inventory/1');
    const { calls } = stubApi([
      answer(API.lookups, () => lookups),
      answer(API.squads, () => squads),
      answer(API.inventory, () => ({
        suprimentos_inventario: [
          { ...row, id: 42, patrimonio: 'PAT-000124', quantidade_informada: 1 },
          { ...row, id: 43, patrimonio: 'PAT-000125', quantidade_informada: 1, quantidade_sistema: 0 },
        ],
      })),
      answer(API.validate, () => ({ update_suprimentos_inventario_by_pk: { ...row, validado: true }, ajustes: [] })),
    ]);
    signIn({ roles: ['suprimentos:gestor', 'user'] });
    renderPage(<SquadInventoryPage />, { path: '/squads/inventory/:id', at: '/squads/inventory/1' });
    const [equal, surplus] = await screen.findAllByRole('button', { name: 'Validar' });
    fireEvent.click(surplus);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('1 unidade entra na equipe');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    fireEvent.click(equal);
    expect(await screen.findByText(SUPPLIES_MSG.inventoryValidated)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual(['/v1/company/inventario/42']);
  });

  it('offers no validation to a reader', async () => {
    window.history.pushState({}, '', '/squads/inventory/1');
    stubApi([
      answer(API.lookups, () => lookups),
      answer(API.squads, () => squads),
      answer(API.inventory, () => ({ suprimentos_inventario: [row] })),
    ]);
    signIn({ roles: ['suprimentos:leitor', 'user'] });
    renderPage(<SquadInventoryPage />, { path: '/squads/inventory/:id', at: '/squads/inventory/1' });
    expect(await screen.findByText('PAT-000123')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Validar' })).toBeNull();
  });

  it('saves a return’s OS inline on a returning path with the OS/patrimony call', async () => {
    window.history.pushState({}, '', '/supplies/returning/alternative');
    const { calls } = stubApi([
      answer(API.lookups, () => lookups),
      answer(API.returns, () => ({ itens: [pending], proximo: null, total: 1, total_limitado: false })),
      answer(API.editReturn, ({ body }) => ({
        update_suprimentos_retorno_by_pk: { ...pending, os: body.os ?? null, id_movimento: 99 },
      })),
    ]);
    signIn({ roles: ['suprimentos:solicitante', 'user'] });
    renderPage(<ReturningAlternativePage />, { path: '/supplies/returning/alternative' });
    fireEvent.click(await screen.findByRole('button', { name: '—, editar célula' }));
    // The cell turns into its input, focused.
    await waitFor(() => expect(document.activeElement?.tagName).toBe('INPUT'));
    const input = document.activeElement as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'OS-9' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText(SUPPLIES_MSG.returnEdited)).toBeInTheDocument();
    const sent = calls.find((c) => c.path === '/v1/suprimentos/retorno/atualizar/os/patrimonio');
    expect(sent?.body).toEqual({ id: 7, os: 'OS-9', patrimonio: 'PAT-000555' });
  });
});
