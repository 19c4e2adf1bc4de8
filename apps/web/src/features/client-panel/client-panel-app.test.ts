import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_API } from '@intranet/shared/auth/auth.contract';
import { CLIENT_PANEL_API as API } from '@intranet/shared/client-panel/client-panel.contract';
import { CLIENT_PANEL_MSG } from '@intranet/shared/client-panel/client-panel.messages';
import type { AccountResponse } from '@intranet/shared/client-panel/client-panel.schemas';
import { StubFailure, answer, stubApi } from '../../test/render-page';
import { chosenContract, mountClientPanel, screenOf } from './client-panel-app';
import { keepSession, sessionTokens } from './panel-session';

const ACCOUNT: AccountResponse = {
  nome: 'MARIA DAS DORES SILVA',
  cadastros: [
    {
      id: 11,
      provedor: 'Bitcom',
      nome_razaosocial: 'MARIA DAS DORES SILVA',
      cpf: '52998224725',
      data_nascimento: '1980-03-12',
      email: 'maria@example.com',
      celular: '31998765432',
    },
  ],
  contratos: [
    {
      id: 5,
      provedor: 'Bitcom',
      plano: 'Fibra 500 Mega',
      download_mbps: 500,
      status: 'ativo',
      endereco: 'Rua das Flores, 10 — Centro · Contagem/MG',
      conexao: 'online',
      faturas_abertas: 1,
      valor_aberto: 99.9,
      vencidas: 1,
    },
    {
      id: 6,
      provedor: 'Bitcom',
      plano: 'Fibra 300 Mega',
      download_mbps: 300,
      status: 'cancelado',
      endereco: 'Rua B, 2 — Centro · Betim/MG',
      conexao: null,
      faturas_abertas: 0,
      valor_aberto: 0,
      vencidas: 0,
    },
  ],
};

const INVOICE = {
  id: 70,
  sistema: 1,
  id_contrato: 5,
  competencia: '2026-05-01',
  vencimento: '2026-05-10',
  valor: 99.9,
  status: 'aberta' as const,
  dias_atraso: 12,
  pago_em: null,
  valor_pago: null,
  pix_copia_cola:
    '00020101021226850014br.gov.bcb.pix2563pix.exemplo.com.br/qr/v2/abc5204000053039865406099.905802BR6304ABCD',
  linha_digitavel: '23793381286000782713695000063305975520000009990',
};

const mounted: HTMLElement[] = [];
async function mount(path: string) {
  const root = document.createElement('div');
  document.body.append(root);
  mounted.push(root);
  const url = new URL(path, 'http://localhost');
  await mountClientPanel(root, { pathname: url.pathname, search: url.search });
  return root;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  for (const root of mounted.splice(0)) root.remove();
  vi.unstubAllGlobals();
});

describe('the client panel', () => {
  it('reads the screen from the address and keeps to a contract of the customer', () => {
    expect(screenOf('/client-panel')).toBe('home-service');
    expect(screenOf('/client-panel/financial')).toBe('financial');
    expect(screenOf('/client-panel/entrar')).toBe('entrar');
    expect(screenOf('/client-panel/nada')).toBe('home-service');
    expect(chosenContract(ACCOUNT, '?contrato=6')).toBe(6);
    expect(chosenContract(ACCOUNT, '?contrato=999')).toBe(5);
  });

  it('signs a customer in with their CPF and the code that came, then greets them by first name', async () => {
    const { calls } = stubApi([
      answer(API.requestCode, () => ({ mensagem: CLIENT_PANEL_MSG.signIn.sent })),
      answer(API.signIn, ({ body }) => {
        expect(body).toEqual({ cpf: '529.982.247-25', codigo: '123456' });
        return { idToken: 'id', refreshToken: 'refresh' };
      }),
      answer(API.account, () => ACCOUNT),
    ]);
    await mount('/client-panel/financial');
    expect(screen.getByRole('heading', { level: 1, name: CLIENT_PANEL_MSG.signIn.title })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('CPF do titular'), '52998224725');
    await userEvent.click(screen.getByLabelText(CLIENT_PANEL_MSG.signIn.sms));
    await userEvent.click(screen.getByRole('button', { name: CLIENT_PANEL_MSG.signIn.send }));
    expect(await screen.findByText(CLIENT_PANEL_MSG.signIn.sent)).toBeTruthy();
    expect(calls[0].body).toEqual({ cpf: '529.982.247-25', canal: 'sms' });
    await userEvent.type(screen.getByLabelText(CLIENT_PANEL_MSG.signIn.codeLabel), '123456');
    await userEvent.click(screen.getByRole('button', { name: CLIENT_PANEL_MSG.signIn.enter }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Olá, Maria!' })).toBeTruthy();
    expect(sessionTokens()).toEqual({ idToken: 'id', refreshToken: 'refresh' });
    expect(screen.getByText('1 fatura vencida.', { exact: false })).toBeTruthy();
  });

  it('keeps the refusal of a wrong code under the code field', async () => {
    stubApi([
      answer(API.requestCode, () => ({ mensagem: CLIENT_PANEL_MSG.signIn.sent })),
      answer(API.signIn, () => {
        throw new StubFailure(400, {
          message: CLIENT_PANEL_MSG.signIn.refused,
          fields: [{ path: 'codigo', message: CLIENT_PANEL_MSG.signIn.refused }],
        });
      }),
    ]);
    await mount('/client-panel/entrar');
    await userEvent.type(screen.getByLabelText('CPF do titular'), '52998224725');
    await userEvent.click(screen.getByRole('button', { name: CLIENT_PANEL_MSG.signIn.send }));
    await userEvent.type(await screen.findByLabelText(CLIENT_PANEL_MSG.signIn.codeLabel), '000000');
    await userEvent.click(screen.getByRole('button', { name: CLIENT_PANEL_MSG.signIn.enter }));
    expect(await screen.findByText(CLIENT_PANEL_MSG.signIn.refused)).toBeTruthy();
    expect(screen.getByLabelText(CLIENT_PANEL_MSG.signIn.codeLabel).getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the contract's open invoices and copies the PIX code", async () => {
    keepSession({ idToken: 'id', refreshToken: 'refresh' });
    const { calls } = stubApi([
      answer(API.account, () => ACCOUNT),
      answer(API.invoices, ({ params, url }) => {
        expect(params.id).toBe('5');
        expect(url.searchParams.get('situacao')).toBe('abertas');
        return { faturas: [INVOICE] };
      }),
    ]);
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await mount('/client-panel/financial?contrato=5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Faturas em aberto' })).toBeTruthy();
    expect(screen.getByText('Vencida há 12 dias')).toBeTruthy();
    expect(screen.getByLabelText('Linha digitável do boleto')).toHaveProperty('value', INVOICE.linha_digitavel);
    await userEvent.click(screen.getByRole('button', { name: 'Copiar código PIX' }));
    expect(writeText).toHaveBeenCalledWith(INVOICE.pix_copia_cola);
    expect(await screen.findByText('Copiado!')).toBeTruthy();
    expect(calls.every((c) => c.headers.authorization === 'Bearer id')).toBe(true);
    expect(screen.getByLabelText('Contrato')).toHaveProperty('value', '5');
  });

  it('asks for a visit in a window and shows the new order', async () => {
    keepSession({ idToken: 'id', refreshToken: 'refresh' });
    const orders: unknown[] = [];
    const { calls } = stubApi([
      answer(API.account, () => ACCOUNT),
      answer(API.orders, () => ({ ordens: orders as never[] })),
      answer(API.requestVisit, ({ body }) => {
        const ordem = {
          id: 900,
          id_contrato: 5,
          tipo: body.tipo,
          aberta_em: '2026-06-10T12:00:00.000Z',
          janela_inicio: '2026-06-11T16:00:00.000Z',
          janela_fim: '2026-06-11T21:00:00.000Z',
          equipe: null,
          status: 'aberta' as const,
          observacoes: body.observacoes,
          origem: 'painel' as const,
        };
        orders.push(ordem);
        return { ordem };
      }),
    ]);
    await mount('/client-panel/service-orders');
    await userEvent.click(await screen.findByLabelText(CLIENT_PANEL_MSG.visit.periods.tarde));
    await userEvent.type(screen.getByLabelText(CLIENT_PANEL_MSG.visit.notesLabel), 'A internet cai toda noite.');
    await userEvent.click(screen.getByRole('button', { name: CLIENT_PANEL_MSG.visit.send }));
    expect(await screen.findByText(CLIENT_PANEL_MSG.visit.sent)).toBeTruthy();
    const sent = calls.find((c) => c.method === 'POST')!;
    expect(sent.body).toMatchObject({ tipo: 'reparo', periodo: 'tarde', observacoes: 'A internet cai toda noite.' });
    expect(screen.getByRole('heading', { name: 'Reparo nº 900' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: CLIENT_PANEL_MSG.visit.send })).toBeNull();
  });

  it('renews an expired token once, and asks to sign in again when the session is gone', async () => {
    keepSession({ idToken: 'old', refreshToken: 'refresh' });
    stubApi([
      answer(API.account, () => {
        throw new StubFailure(401, { message: 'Sessão expirada ou inválida. Entre novamente.' });
      }),
      answer(AUTH_API.refresh, () => {
        throw new StubFailure(400, { message: 'Sessão inválida.' });
      }),
    ]);
    await mount('/client-panel/home-service');
    await waitFor(() => expect(screen.getByText(CLIENT_PANEL_MSG.signIn.expired)).toBeTruthy());
    expect(sessionTokens()).toBeNull();
  });
});
