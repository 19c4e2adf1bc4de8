import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROULETTE_PUBLIC_API as API } from '@intranet/shared/roulette/roulette-public.contract';
import { DEFAULT_THEME } from '@intranet/shared/roulette/roulette.rules';
import type { PublicCampaign } from '@intranet/shared/roulette/roulette-public.schemas';
import { StubFailure, answer, stubApi } from '../../../test/render-page';
import { solves } from '@intranet/shared/roulette/proof-of-work';
import { campaignUrlOf, mountRoulettePage } from './roulette-page';
import { targetRotation } from './wheel';

const CAMPAIGN: PublicCampaign = {
  aberta: true,
  nome: 'Roleta de Verão',
  descricao: 'Gire e ganhe',
  tema: { ...DEFAULT_THEME, url_background: null },
  premios: [{ nome: 'Boné' }, { nome: 'Camiseta' }, { nome: 'Desconto' }, { nome: 'Mês grátis' }],
  confirmar_telefone: false,
  desafio: false,
};

const WON = {
  cupom: 'CUPOM-ABCDEFGHJKMNP',
  premio: { id: 2, nome: 'Camiseta', descricao: 'Parabéns!', animacao: false },
};

async function fillPerson(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nome'), 'Maria Souza');
  await user.type(screen.getByLabelText('Telefone'), '31998765432');
  await user.type(screen.getByLabelText('CPF'), '52998224725');
  await user.click(screen.getByRole('checkbox'));
}

const mounted: HTMLElement[] = [];

async function mount(path = '/roleta/roleta-de-verao') {
  const root = document.createElement('div');
  document.body.append(root);
  mounted.push(root);
  await mountRoulettePage(root, { pathname: path });
  return root;
}

// jsdom draws nothing: the page's canvas gets no context, as in a browser without one.
beforeAll(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

// Only what this file mounted: a library may still hold a node of its own in the body (antd's image
// preview removes its canvas when the image loads) and would fail to remove it later.
afterEach(() => {
  for (const root of mounted.splice(0)) root.remove();
});

const TWO_PI = 2 * Math.PI;

describe('the public prize wheel', () => {
  it('reads the campaign address from its path', () => {
    expect(campaignUrlOf('/roleta/roleta-de-verao')).toBe('/roleta-de-verao');
    expect(campaignUrlOf('/roleta/roleta-de-verao/')).toBe('/roleta-de-verao');
  });

  it('turns the wheel forward several times and stops with the drawn segment under the pointer', () => {
    for (const [index, count, from] of [
      [0, 4, 0],
      [3, 8, 1.3],
      [5, 8, 40],
    ] as const) {
      const to = targetRotation(index, count, from);
      expect(to).toBeGreaterThan(from + TWO_PI);
      const slice = TWO_PI / count;
      // The pointer (top) sits at angle -rotation on the wheel, inside segment `index`.
      const under = (((-to % TWO_PI) + TWO_PI) % TWO_PI) / slice;
      expect(Math.floor(under)).toBe(index);
    }
  });

  it('shows a friendly closed page for a paused or unknown campaign', async () => {
    stubApi([answer(API.campaign, () => ({ ...CAMPAIGN, aberta: false, descricao: '', premios: [] }))]);
    await mount();
    expect(screen.getByText('Esta roleta não está disponível no momento.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Girar!' })).toBeNull();
  });

  it('checks the CPF and the consent before spinning, then shows the prize the server drew and its coupon', async () => {
    const api = stubApi([answer(API.campaign, () => CAMPAIGN), answer(API.spin, () => WON)]);
    // A visitor who prefers reduced motion: the wheel stops on the prize at once.
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query.includes('reduced-motion') }) as MediaQueryList,
    );
    await mount();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nome'), 'Maria Souza');
    await user.type(screen.getByLabelText('Telefone'), '31998765432');
    await user.type(screen.getByLabelText('CPF'), '12345678900');
    await user.click(screen.getByRole('button', { name: 'Girar!' }));
    expect(screen.getByText('CPF inválido')).toBeTruthy();
    expect(screen.getByText('É preciso aceitar para participar.')).toBeTruthy();
    expect(api.calls.filter((c) => c.path === API.spin.path)).toHaveLength(0);

    await user.clear(screen.getByLabelText('CPF'));
    await user.type(screen.getByLabelText('CPF'), '52998224725');
    expect((screen.getByLabelText('CPF') as HTMLInputElement).value).toBe('529.982.247-25');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Girar!' }));
    await waitFor(() => expect(screen.getByText('CUPOM-ABCDEFGHJKMNP')).toBeTruthy());
    expect(screen.getByRole('heading', { name: 'Camiseta' })).toBeTruthy();
    expect(screen.getByText('Parabéns!')).toBeTruthy();
    expect(api.calls.find((c) => c.path === API.spin.path)?.body).toMatchObject({
      url_campanha: '/roleta-de-verao',
      cpf: '529.982.247-25',
      consentimento: true,
    });
  });

  it("shows the server's refusal, such as the day the person may spin again", async () => {
    const message = 'Você já girou esta roleta. Poderá girar novamente a partir de 25/11/2026.';
    stubApi([
      answer(API.campaign, () => CAMPAIGN),
      answer(API.spin, () => {
        throw new StubFailure(409, { message });
      }),
    ]);
    await mount();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nome'), 'Maria Souza');
    await user.type(screen.getByLabelText('Telefone'), '31998765432');
    await user.type(screen.getByLabelText('CPF'), '52998224725');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Girar!' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
  });

  it('asks for the SMS code when the campaign confirms phones, then spins with the code typed', async () => {
    const api = stubApi([
      answer(API.campaign, () => ({ ...CAMPAIGN, confirmar_telefone: true })),
      answer(API.code, () => ({ telefone: '(31) 9****-5432', minutos: 10 })),
      answer(API.spin, () => WON),
    ]);
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query.includes('reduced-motion') }) as MediaQueryList,
    );
    await mount();
    const user = userEvent.setup();
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: 'Girar!' }));
    await waitFor(() =>
      expect(
        screen.getByText('Enviamos um código de 6 dígitos por SMS para (31) 9****-5432. Digite-o abaixo para girar.'),
      ).toBeTruthy(),
    );
    expect(api.calls.filter((c) => c.path === API.spin.path)).toHaveLength(0);
    expect(api.calls.find((c) => c.path === API.code.path)?.body).toMatchObject({
      telefone: '(31) 99876-5432',
      cpf: '529.982.247-25',
    });
    await user.type(screen.getByLabelText('Código de confirmação'), '12a3');
    await user.click(screen.getByRole('button', { name: 'Girar!' }));
    expect(screen.getByText('Digite os 6 dígitos do código.')).toBeTruthy();
    await user.type(screen.getByLabelText('Código de confirmação'), '456');
    await user.click(screen.getByRole('button', { name: 'Girar!' }));
    await waitFor(() => expect(screen.getByText('CUPOM-ABCDEFGHJKMNP')).toBeTruthy());
    expect(api.calls.find((c) => c.path === API.spin.path)?.body).toMatchObject({ codigo: '123456' });
    expect(api.calls.filter((c) => c.path === API.code.path)).toHaveLength(1);
  });

  it('solves the campaign challenge in the background and sends it with the spin', async () => {
    const api = stubApi([
      answer(API.campaign, () => ({ ...CAMPAIGN, desafio: true })),
      answer(API.challenge, () => ({ desafio: '7.1764000000000.abcdefghijklmnop.signature', bits: 10, espera: 0 })),
      answer(API.spin, () => WON),
    ]);
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query.includes('reduced-motion') }) as MediaQueryList,
    );
    await mount();
    const user = userEvent.setup();
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: 'Girar!' }));
    await waitFor(() => expect(screen.getByText('CUPOM-ABCDEFGHJKMNP')).toBeTruthy());
    const body = api.calls.find((c) => c.path === API.spin.path)?.body as { desafio: string; nonce: string };
    expect(body.desafio).toBe('7.1764000000000.abcdefghijklmnop.signature');
    expect(solves(body.desafio, body.nonce, 10)).toBe(true);
  });
});
