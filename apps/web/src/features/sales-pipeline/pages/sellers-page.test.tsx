import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import { PIPELINE_MSG } from '@intranet/shared/sales/pipeline.messages';
import { SELLERS_API as API } from '@intranet/shared/sales/sellers.contract';
import type { TeamSeller } from '@intranet/shared/sales/sellers.schemas';
import { session } from '../../../lib/session';
import { button } from '../../../test/antd';
import { answer, renderPage, signIn, StubFailure, stubApi } from '../../../test/render-page';
import { SellersPage } from './sellers-page';

const COMPANIES = answer(LOOKUPS_API.companies, () => ({ companies: [{ id: 2, nome: 'Vetorial' }] }));
const VITOR: TeamSeller = {
  id: 11,
  id_usuario: 5,
  nome: 'Vítor Vendedor',
  email: 'vendedor@demo.intranet',
  id_empresa: 2,
  empresa: 'Vetorial',
  ativo: true,
  abertos: 12,
  atrasados: 3,
  ultima_atribuicao: null,
  proximo: true,
};

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

describe('sellers', { timeout: 60_000 }, () => {
  it("shows each seller's load and the next of the round-robin, without managing for a seller", async () => {
    signIn({ roles: ['vendas:solicitante', 'user'] });
    stubApi([COMPANIES, answer(API.list, () => ({ total: 1, vendedores: [VITOR] }))]);
    renderPage(<SellersPage />);
    expect(await screen.findByText('Vítor Vendedor')).toBeInTheDocument();
    expect(screen.getByText('Próximo a receber')).toBeInTheDocument();
    expect(screen.getByText('Nunca')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.queryByText('ADICIONAR VENDEDOR')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Remover')).not.toBeInTheDocument();
  });

  it('adds an employee as a seller and shows a refusal under the employee', async () => {
    signIn({ roles: ['vendas:gestor', 'user'] });
    const added: unknown[] = [];
    stubApi([
      COMPANIES,
      answer(API.list, () => ({ total: 0, vendedores: [] })),
      answer(API.candidates, () => ({ funcionarios: [{ id: 9, nome: 'Ana Lima', email: 'ana@demo.intranet' }] })),
      answer(API.add, ({ body }) => {
        added.push(body);
        throw new StubFailure(409, { error: 'conflict', message: PIPELINE_MSG.sellerTaken });
      }),
    ]);
    renderPage(<SellersPage />);
    expect(await screen.findByText('Nenhum vendedor cadastrado.')).toBeInTheDocument();
    fireEvent.click(button('ADICIONAR VENDEDOR'));
    fireEvent.click(await screen.findByText('Adicionar'));
    expect(await screen.findByText(PIPELINE_MSG.employeeRequired)).toBeInTheDocument();
    expect(added).toEqual([]);

    await chooseInDialog('Provedor', 'Vetorial');
    await chooseInDialog('Funcionário', 'Ana Lima (ana@demo.intranet)');
    fireEvent.click(screen.getByText('Adicionar'));
    await waitFor(() => expect(added).toEqual([{ id_empresa: 2, id_usuario: 9 }]));
    expect(await screen.findByText(PIPELINE_MSG.sellerTaken)).toBeInTheDocument();
  });

  it('asks before removing a seller', async () => {
    signIn({ roles: ['vendas:gestor', 'user'] });
    const removed: string[] = [];
    stubApi([
      COMPANIES,
      answer(API.list, () => ({ total: 1, vendedores: [VITOR] })),
      answer(API.remove, ({ params }) => {
        removed.push(params.id);
        return { id: 11 };
      }),
    ]);
    renderPage(<SellersPage />);
    fireEvent.click(await screen.findByLabelText('Remover'));
    expect(await screen.findByText('Remover vendedor?')).toBeInTheDocument();
    expect(removed).toEqual([]);
    fireEvent.click(button('Excluir'));
    await waitFor(() => expect(removed).toEqual(['11']));
    expect(await screen.findByText('Vendedor removido.')).toBeInTheDocument();
  });
});
