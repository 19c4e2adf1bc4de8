import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import { CAMPAIGN_API, CHANNEL_API } from '@intranet/shared/sales/sales.contract';
import { TRACKING_LINKS_API as API } from '@intranet/shared/tracking-links/tracking-links.contract';
import { TRACKING_LINKS_MSG as MSG } from '@intranet/shared/tracking-links/tracking-links.messages';
import type { TrackingLink } from '@intranet/shared/tracking-links/tracking-links.schemas';
import { MSG as FIELD_MSG } from '@intranet/shared/validation/messages';
import { session } from '../../../lib/session';
import { button, choose, findButton } from '../../../test/antd';
import { expectButtonsFollowPermissions } from '../../../test/page-checks';
import { StubFailure, answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { TrackingLinkEditPage } from './tracking-link-edit-page';
import { TrackingLinkRegisterPage } from './tracking-link-register-page';
import { TrackingLinksListPage } from './tracking-links-list-page';

afterEach(() => session.clear());

const NOW = '2026-03-02T13:00:00.000Z';
const LINK: TrackingLink = {
  id: 7,
  codigo: 'Ab3dE5gH9k',
  url: 'https://intranet.exemplo.com.br/t/Ab3dE5gH9k',
  params: { chn: 1, cmp: 2, dst: 5 },
  id_empresa: 1,
  id_usuario: 3,
  created_at: NOW,
  updated_at: NOW,
  empresa: { nome: 'Bitcom' },
  campanha: { nome: 'Black Friday Fibra' },
  canal: { nome: 'Facebook' },
  destino: { nome: 'Planos', url: 'https://www.bitcom.com.br/planos' },
  usuario: { nome: 'Marina Marketing' },
  cliques: 42,
  cliques_bot: 9,
  leads: 3,
};
const catalogue = { created_at: NOW, updated_at: NOW, ativo: true, bitcom: true, razao: false, vetorial: true };
const lookups = [
  answer(LOOKUPS_API.companies, () => ({
    companies: [
      { id: 1, nome: 'Bitcom' },
      { id: 2, nome: 'RazãoInfo' },
    ],
  })),
  answer(CAMPAIGN_API.list, () => ({
    vendas_campanha: [
      { id: 2, nome: 'Black Friday Fibra', api: true, ...catalogue },
      { id: 4, nome: 'Upgrade Gamer', api: false, ...catalogue },
    ],
  })),
  answer(CHANNEL_API.list, () => ({ vendas_canal: [{ id: 1, nome: 'Facebook', public: true, ...catalogue }] })),
  answer(API.destinations, () => ({
    vendas_destino: [{ id: 5, nome: 'Planos', url: 'https://www.bitcom.com.br/planos', id_empresa: 1, ativo: true }],
  })),
];

describe('tracking links list', () => {
  it('shows each link with its names, clicks of people and of bots, leads, and the banner about other destinations', async () => {
    signIn({ roles: ['marketing:gestor'] });
    stubApi([
      answer(API.list, () => ({
        vendas_tracking_url: [LINK, { ...LINK, id: 8, destino: null, params: { ...LINK.params, dst: null } }],
      })),
    ]);
    renderPage(<TrackingLinksListPage />);
    expect((await screen.findAllByText(LINK.url)).length).toBe(2);
    expect(screen.getByText(MSG.otherDestination)).toBeInTheDocument();
    expect(screen.getAllByText('42')).toHaveLength(2);
    expect(screen.getAllByText('9')).toHaveLength(2);
    expect(screen.getByText(MSG.homePage)).toBeInTheDocument();
    expect(screen.getByText('LINKS DE RASTREAMENTO')).toBeInTheDocument();
  });

  it('copies a link to the clipboard and says so', async () => {
    signIn({ roles: ['marketing:leitor'] });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    stubApi([answer(API.list, () => ({ vendas_tracking_url: [LINK] }))]);
    renderPage(<TrackingLinksListPage />);
    fireEvent.click(await screen.findByLabelText('Copiar Link'));
    expect(await screen.findByText(MSG.copied)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(LINK.url);
  });

  it('shows the QR code of a link with PNG and SVG downloads', async () => {
    signIn({ roles: ['marketing:leitor'] });
    URL.createObjectURL = vi.fn(() => 'blob:qr');
    URL.revokeObjectURL = vi.fn();
    const { calls } = stubApi([
      answer(API.list, () => ({ vendas_tracking_url: [LINK] })),
      answer(API.qrCode, () => '<svg/>' as never),
    ]);
    renderPage(<TrackingLinksListPage />);
    fireEvent.click(await screen.findByLabelText('QR Code'));
    expect(await screen.findByAltText(`QR Code de ${LINK.url}`)).toHaveAttribute('src', 'blob:qr');
    fireEvent.click(button('Baixar PNG'));
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/v1/vendas/tracking/url/7/qrcode'));
  });

  it('shows NOVO LINK and Editar to exactly the accounts allowed to generate and edit links', {
    timeout: 60_000,
  }, async () => {
    await expectButtonsFollowPermissions(
      () => <TrackingLinksListPage />,
      [answer(API.list, () => ({ vendas_tracking_url: [LINK] }))],
      LINK.url,
      [
        { label: MSG.add, action: API.create.access },
        { label: 'Editar', action: API.update.access },
      ],
    );
  });
});

// Picking four antd selects is slow on a busy machine: these tests get more time than the default.
describe('generating a link', { timeout: 60_000 }, () => {
  const pick = async () => {
    await choose('Provedor', 'Bitcom');
    await choose('Campanha', 'Black Friday Fibra');
    await choose('Canal', 'Facebook');
    await choose('Destino', 'Planos — https://www.bitcom.com.br/planos');
  };

  it('asks for the link before saving, generates it once, then saves and goes back to the list', async () => {
    signIn({ roles: ['marketing:gestor'] });
    const { calls } = stubApi([
      ...lookups,
      answer(API.create, () => ({ insert_vendas_tracking_url_one: { id: 7, codigo: LINK.codigo, url: LINK.url } })),
      answer(API.update, () => ({ update_vendas_tracking_url_by_pk: { id: 7, codigo: LINK.codigo, url: LINK.url } })),
    ]);
    renderPage(<TrackingLinkRegisterPage />, { path: '/marketing/tracking-link/register' });
    await pick();
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText(MSG.generateFirst)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.click(button(MSG.generate));
    await waitFor(() => expect(screen.getByLabelText('Link gerado')).toHaveValue(LINK.url));
    expect(button(MSG.generate)).toBeDisabled();
    expect(calls.find((c) => c.path === API.create.path)?.body).toEqual({
      id_empresa: 1,
      params: { cmp: 2, chn: 1, dst: 5 },
    });
    const campaignFilter = calls.find((c) => c.path === CAMPAIGN_API.list.path)?.body;
    expect(campaignFilter).toEqual({ filtro: { ativo: true, bitcom: true } });
    expect(calls.find((c) => c.path === CHANNEL_API.list.path)?.body).toEqual({ filtro: { bitcom: true } });

    fireEvent.click(button('Salvar'));
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/marketing/tracking-link/list');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      id: 7,
      object: { id_empresa: 1, params: { cmp: 2, chn: 1, dst: 5 } },
    });
  });

  it('says which fields are required, and shows a failed generation with its text', async () => {
    signIn({ roles: ['marketing:gestor'] });
    stubApi([
      ...lookups,
      answer(API.create, () => {
        throw new StubFailure(400, {
          message: MSG.campaignUnavailable,
          fields: [{ path: 'params.cmp', message: MSG.campaignUnavailable }],
        });
      }),
    ]);
    renderPage(<TrackingLinkRegisterPage />, { path: '/marketing/tracking-link/register' });
    fireEvent.click(await findButton(MSG.generate));
    expect(await screen.findAllByText(FIELD_MSG.required)).toHaveLength(3);
    await pick();
    fireEvent.click(button(MSG.generate));
    // Under the campaign, and in the toast.
    await waitFor(() => expect(screen.getAllByText(MSG.campaignUnavailable)).toHaveLength(2));
    expect(button(MSG.generate)).toBeEnabled();
  });

  it('tells the generation failed when the server fails', async () => {
    signIn({ roles: ['marketing:gestor'] });
    stubApi([
      ...lookups,
      answer(API.create, () => {
        throw new StubFailure(500, { message: '' });
      }),
    ]);
    renderPage(<TrackingLinkRegisterPage />, { path: '/marketing/tracking-link/register' });
    await pick();
    fireEvent.click(button(MSG.generate));
    expect(await screen.findByText(MSG.generateFailed)).toBeInTheDocument();
  });
});

describe('editing a link', { timeout: 60_000 }, () => {
  it('opens with the link already generated and saves new params for the same address', async () => {
    signIn({ roles: ['marketing:gestor'] });
    const { calls } = stubApi([
      ...lookups,
      answer(API.list, () => ({ vendas_tracking_url: [LINK] })),
      answer(API.update, () => ({ update_vendas_tracking_url_by_pk: { id: 7, codigo: LINK.codigo, url: LINK.url } })),
    ]);
    renderPage(<TrackingLinkEditPage />, {
      path: '/marketing/tracking-link/edit/:id',
      at: '/marketing/tracking-link/edit/7',
    });
    await waitFor(() => expect(screen.getByLabelText('Link gerado')).toHaveValue(LINK.url));
    expect(button(MSG.generate)).toBeDisabled();
    await choose('Campanha', 'Upgrade Gamer');
    fireEvent.click(button('Salvar'));
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/marketing/tracking-link/list');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      id: 7,
      object: { id_empresa: 1, params: { cmp: 4, chn: 1, dst: 5 } },
    });
    expect(calls.find((c) => c.path === API.list.path)?.body).toEqual({ filtro: { id: 7 } });
  });

  it('shows not found for a link that does not exist', async () => {
    signIn({ roles: ['marketing:gestor'] });
    stubApi([...lookups, answer(API.list, () => ({ vendas_tracking_url: [] }))]);
    renderPage(<TrackingLinkEditPage />, {
      path: '/marketing/tracking-link/edit/:id',
      at: '/marketing/tracking-link/edit/99',
    });
    expect(await screen.findByText('Página não encontrada')).toBeInTheDocument();
  });
});
