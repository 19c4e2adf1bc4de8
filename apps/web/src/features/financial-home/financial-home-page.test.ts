import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CUSTOMER_ACCOUNTS_MSG } from '@intranet/shared/customer-accounts/customer-accounts.messages';
import { FINANCIAL_HOME_API as API } from '@intranet/shared/financial-home/financial-home.contract';
import { StubFailure, answer, stubApi } from '../../test/render-page';
import { mountFinancialHome } from './financial-home-page';

const M = CUSTOMER_ACCOUNTS_MSG.financialHome;
const mounted: HTMLElement[] = [];
function mount() {
  const root = document.createElement('div');
  document.body.append(root);
  mounted.push(root);
  mountFinancialHome(root);
}
afterEach(() => {
  for (const root of mounted.splice(0)) root.remove();
});

describe('the financial home', () => {
  it('shows the open invoices with their PIX code and boleto line for the CPF and birth date', async () => {
    const { calls } = stubApi([
      answer(API.openInvoices, () => ({
        nome: 'Maria',
        faturas: [
          {
            provedor: 'Bitcom',
            competencia: '2026-05-01',
            vencimento: '2026-05-10',
            valor: 99.9,
            dias_atraso: 3,
            pix_copia_cola: '000201pix',
            linha_digitavel: '23793381286000782713695000063305975520000009990',
          },
        ],
      })),
    ]);
    mount();
    expect(screen.getByRole('heading', { level: 1, name: M.title })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('CPF do titular'), '52998224725');
    await userEvent.type(screen.getByLabelText('Data de nascimento'), '1980-03-12');
    await userEvent.click(screen.getByRole('button', { name: 'Ver faturas' }));
    expect(await screen.findByRole('heading', { name: 'Olá, Maria!' })).toBeTruthy();
    expect(calls[0].body).toEqual({ cpf: '529.982.247-25', data_nascimento: '1980-03-12' });
    expect(screen.getByRole('button', { name: M.copyPix })).toBeTruthy();
    expect(screen.getByLabelText('PIX copia e cola')).toHaveProperty('value', '000201pix');
  });

  it('says the one refusal when the data do not match, and keeps what was typed', async () => {
    stubApi([
      answer(API.openInvoices, () => {
        throw new StubFailure(404, { message: M.refused });
      }),
    ]);
    mount();
    await userEvent.type(screen.getByLabelText('CPF do titular'), '52998224725');
    await userEvent.type(screen.getByLabelText('Data de nascimento'), '1980-03-12');
    await userEvent.click(screen.getByRole('button', { name: 'Ver faturas' }));
    expect(await screen.findByText(M.refused)).toBeTruthy();
    expect(screen.getByLabelText('CPF do titular')).toHaveProperty('value', '529.982.247-25');
  });
});
