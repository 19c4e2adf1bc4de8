import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FAMILY_API as API } from '@intranet/shared/family/family.contract';
import { FAMILY_MSG as MSG } from '@intranet/shared/family/family.messages';
import type { Dependent } from '@intranet/shared/family/family.schemas';
import { session } from '../../../lib/session';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { FamilyEditPage } from './family-form-page';
import { FamilyListPage } from './family-list-page';

afterEach(() => session.clear());

const lia: Dependent = {
  id: 4,
  id_usuario: 7,
  funcionario: 'Carlos Colaborador',
  empresa: 'Bitcom',
  nome: 'Lia Lima',
  parentesco: 'filho',
  data_nascimento: '1990-01-10',
  cpf: '52998224725',
  dependente_ir: true,
  dependente_plano: true,
  created_at: '2026-01-01T12:00:00.000Z',
  updated_at: '2026-01-01T12:00:00.000Z',
};

describe('family', () => {
  it('shows an employee "Minha família" with their dependents and no HR filters', async () => {
    signIn({ roles: ['pagina_inicial:leitor', 'user'], usuarioId: 7 });
    stubApi([answer(API.list, () => ({ total: 1, itens: [lia] }))]);
    renderPage(<FamilyListPage />, { path: '/family/list' });
    expect(await screen.findByText('Lia Lima')).toBeInTheDocument();
    expect(screen.getByText('529.982.247-25')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).textContent?.toLowerCase()).toBe(MSG.ownListTitle.toLowerCase());
    expect(screen.queryByRole('combobox', { name: 'Parentesco' })).toBeNull();
  });

  it('warns, without refusing, about a child over 21 marked as an income-tax dependent, and saves', async () => {
    signIn({ roles: ['pagina_inicial:leitor', 'user'], usuarioId: 7 });
    const { calls } = stubApi([
      answer(API.get, () => ({ dependente: lia })),
      answer(API.update, () => ({ dependente: lia })),
      answer(API.list, () => ({ total: 1, itens: [lia] })),
    ]);
    renderPage(<FamilyEditPage />, { path: '/family/edit/:id', at: '/family/edit/4' });
    expect(await screen.findByText(/contam como dependentes no Imposto de Renda até 21 anos/)).toBeInTheDocument();
    expect(screen.getByDisplayValue('529.982.247-25')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'SALVAR' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      object: { nome: 'Lia Lima', cpf: '529.982.247-25', dependente_ir: true },
    });
  });

  it('asks for the CPF of an income-tax dependent before sending', async () => {
    signIn({ roles: ['pagina_inicial:leitor', 'user'], usuarioId: 7 });
    const { calls } = stubApi([answer(API.get, () => ({ dependente: { ...lia, cpf: null } }))]);
    renderPage(<FamilyEditPage />, { path: '/family/edit/:id', at: '/family/edit/4' });
    await screen.findByDisplayValue('Lia Lima');
    fireEvent.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText(MSG.cpfRequiredForIr)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
