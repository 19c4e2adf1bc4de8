import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { COMMUNICATION_DISPATCH_API as API } from '@intranet/shared/communication-dispatch/communication-dispatch.contract';
import { COMMUNICATION_SCALE_API as SCALE_API } from '@intranet/shared/communication-scale/communication-scale.contract';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { DeliveriesPage, chartGroups } from './deliveries-page';
import { RecipientsPage } from './recipients-page';
import { today as todayInSaoPaulo } from '@intranet/shared/calendar/days';

const rule = {
  id: 4,
  campanha_id: 2,
  criado: '2026-11-01T10:00:00.000Z',
  criterio: 'data_aniversario' as const,
  envio: 'anual' as const,
  tempo: null,
  data_especifica: null,
  turno: 'M' as const,
  ativo: true,
  whatsapp: true,
  template_whatsapp: 'aniversario',
  email: true,
  titulo_email: 'Feliz aniversário',
  mensagem_email: '<p>Parabéns, {{primeiro_nome}}!</p>',
  sms: false,
  mensagem_sms: null,
  updated_at: '2026-11-01T10:00:00.000Z',
};

const delivery = (
  id: number,
  canal: 'email' | 'whatsapp' | 'sms',
  status: 'pendente' | 'enviada' | 'falhou',
  motivo: string | null = null,
) => ({
  id,
  data_envio: '2026-11-23',
  turno: 'M' as const,
  regra_id: 4,
  canal,
  codpessoa: `C${id}`,
  cliente: `Cliente ${id}`,
  destino: canal === 'email' ? `c${id}@exemplo.com.br` : '31987654321',
  status,
  motivo,
  enviado_em: status === 'enviada' ? '2026-11-23T10:00:05.000Z' : null,
});

describe('Quem recebe', { timeout: 60_000 }, () => {
  beforeEach(() => signIn({ roles: ['regua_comunicacao:gestor'] }));

  it('asks for today first, shows the counts per channel, and asks again for a chosen day', async () => {
    const { calls } = stubApi([
      answer(SCALE_API.getRule, () => ({ campanha_regras: [rule] })),
      answer(API.recipients, ({ body }) => ({
        data: body.data,
        contagem: { email: 2, whatsapp: 1, sms: 0 },
        total: 25,
        clientes: [
          {
            id: 1,
            codpessoa: '100',
            nome_razaosocial: 'Maria da Silva',
            canais: ['email' as const, 'whatsapp' as const],
          },
        ],
      })),
    ]);
    renderPage(<RecipientsPage />, {
      path: '/marketing/communication-scale-rules/recipients/:id',
      at: '/marketing/communication-scale-rules/recipients/4?idCampaign=2',
    });
    await screen.findByText('Maria da Silva');
    const today = todayInSaoPaulo();
    expect(calls.find((c) => c.path.endsWith('/destinatarios'))).toMatchObject({
      path: '/v1/campanha/regras/4/destinatarios',
      body: { data: today },
    });
    expect(await screen.findByText(/Data de Aniversário · Anual · Manhã \(07:00\)/)).toBeInTheDocument();
    expect(screen.getByText('Mostrando os 1 primeiros de 25 clientes.')).toBeInTheDocument();
    expect(screen.getByText('E-mail', { selector: '.ant-tag' })).toBeInTheDocument();
    const input = screen.getByLabelText('Dia do envio');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '29/02/2028' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() =>
      expect(calls.some((c) => (c.body as { data?: string } | undefined)?.data === '2028-02-29')).toBe(true),
    );
  });

  it('shows a not-found page for an id that is not a number, without calling the server', async () => {
    const { calls } = stubApi([]);
    renderPage(<RecipientsPage />, {
      path: '/marketing/communication-scale-rules/recipients/:id',
      at: '/marketing/communication-scale-rules/recipients/abc',
    });
    expect(await screen.findByText('Página não encontrada')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

describe('Envios da campanha', { timeout: 60_000 }, () => {
  const answers = () =>
    stubApi([
      answer(API.deliveries, ({ body }) => ({
        total: 3,
        comunicacao_entrega: [
          delivery(1, 'email', 'enviada'),
          delivery(2, 'whatsapp', 'falhou', 'Template inexistente'),
          delivery(3, 'sms', 'pendente'),
        ].filter((d) => !body.filtro?.canal || d.canal === body.filtro.canal),
        por_dia: [
          { data: '2026-11-23', canal: 'email' as const, quantidade: 1 },
          { data: '2026-11-22', canal: 'whatsapp' as const, quantidade: 4 },
        ],
      })),
      answer(SCALE_API.get, () => ({
        id: 7,
        nome: 'Aniversariantes Bitcom',
        sistema: 1,
        provedor: 'Bitcom',
        ativo: true,
        id_usuario: null,
        created_at: '2026-11-01T10:00:00.000Z',
        updated_at: '2026-11-01T10:00:00.000Z',
        campanha_regras: [rule],
      })),
      answer(API.runShift, () => ({
        executado: true,
        janela: '2026-11-23T07:00',
        planejadas: 3,
        enviadas: 2,
        falhas: 1,
      })),
    ]);

  it('lists each message with its status and reason, paged on the server', async () => {
    signIn({ roles: ['regua_comunicacao:gestor'] });
    const { calls } = answers();
    renderPage(<DeliveriesPage />, { at: '/?idCampaign=7' });
    await screen.findByText('Template inexistente');
    expect(calls.find((c) => c.path.endsWith('/entregas'))).toMatchObject({
      path: '/v1/campanha/agendamento/7/entregas',
      body: { filtro: { offset: 0, limit: 20 } },
    });
    expect(await screen.findByText(/Envios da campanha Aniversariantes Bitcom/i)).toBeInTheDocument();
    expect(screen.getByText('Falhou')).toBeInTheDocument();
    expect(screen.queryByText('Executar turno agora')).not.toBeInTheDocument();
  });

  it('names each rule by its criterion, envio and days, not by its number', async () => {
    signIn({ roles: ['regua_comunicacao:gestor'] });
    stubApi([
      answer(API.deliveries, () => ({
        total: 3,
        comunicacao_entrega: [
          delivery(1, 'email', 'enviada'),
          { ...delivery(2, 'sms', 'enviada'), regra_id: 9 },
          { ...delivery(3, 'sms', 'falhou'), regra_id: null },
        ],
        por_dia: [{ data: '2026-11-23', canal: 'email' as const, quantidade: 1 }],
      })),
      answer(SCALE_API.get, () => ({
        id: 7,
        nome: 'Aniversariantes Bitcom',
        sistema: 1,
        provedor: 'Bitcom',
        ativo: true,
        id_usuario: null,
        created_at: '2026-11-01T10:00:00.000Z',
        updated_at: '2026-11-01T10:00:00.000Z',
        campanha_regras: [
          rule,
          { ...rule, id: 9, criterio: 'data_ativacao' as const, envio: 'dia_seguinte' as const, tempo: 3 },
        ],
      })),
    ]);
    renderPage(<DeliveriesPage />, { at: '/?idCampaign=7' });
    expect(await screen.findByText('Data de Aniversário · Anual')).toBeInTheDocument();
    expect(screen.getByText('Data da Ativação · Dia(s) seguinte(s) · 3 dia(s)')).toBeInTheDocument();
    expect(screen.getByText('Excluída')).toBeInTheDocument();
    expect(screen.queryByText(/^#\d+$/)).not.toBeInTheDocument();
  });

  it('shows a loading state, not the empty text, while loading; once loaded empty, only the table says so', async () => {
    signIn({ roles: ['regua_comunicacao:gestor'] });
    const { fetch } = stubApi([
      answer(API.deliveries, () => ({ total: 0, comunicacao_entrega: [], por_dia: [] })),
      answer(SCALE_API.get, () => ({
        id: 7,
        nome: 'Vazia',
        sistema: 1,
        provedor: 'Bitcom',
        ativo: true,
        id_usuario: null,
        created_at: '2026-11-01T10:00:00.000Z',
        updated_at: '2026-11-01T10:00:00.000Z',
        campanha_regras: [],
      })),
    ]);
    const stubbed = fetch.getMockImplementation()!;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    fetch.mockImplementation(async (input, init) => {
      if (String(input).includes('/entregas')) await held;
      return stubbed(input, init);
    });
    renderPage(<DeliveriesPage />, { at: '/?idCampaign=7' });

    await screen.findByText(/Envios da campanha Vazia/i);
    expect(screen.getByLabelText('Carregando envios')).toBeInTheDocument();
    expect(screen.queryByText('Nenhum envio encontrado')).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByLabelText('Carregando envios')).not.toBeInTheDocument());
    expect(await screen.findAllByText('Nenhum envio encontrado')).toHaveLength(1);
    expect(screen.queryByText('Envios por dia e canal')).not.toBeInTheDocument();
  });

  it('filters by channel on the server', async () => {
    signIn({ roles: ['regua_comunicacao:gestor'] });
    const { calls } = answers();
    renderPage(<DeliveriesPage />, { at: '/?idCampaign=7' });
    await screen.findByText('Template inexistente');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Canal' }));
    fireEvent.click(await screen.findByTitle('SMS'));
    await waitFor(() => expect(screen.queryByText('Template inexistente')).not.toBeInTheDocument());
    expect(calls.at(-1)?.body).toMatchObject({ filtro: { canal: 'sms', offset: 0 } });
  });

  it('lets the superadmin run a shift now, after confirming, and says what was sent', async () => {
    signIn({ roles: ['users:superadmin'] });
    const { calls } = answers();
    renderPage(<DeliveriesPage />, { at: '/?idCampaign=7' });
    fireEvent.click(await screen.findByRole('button', { name: /Executar turno agora/ }));
    expect(calls.some((c) => c.path === API.runShift.path)).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Executar' }));
    expect(
      await screen.findByText('Turno executado: 3 novas mensagens; no turno de hoje, 2 enviadas e 1 com falha.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === API.runShift.path)?.body).toEqual({ turno: 'M' });
  });

  it('orders the chart by day', () => {
    expect(
      chartGroups([
        { data: '2026-11-23', canal: 'email' as const, quantidade: 1 },
        { data: '2026-11-22', canal: 'sms', quantidade: 2 },
        { data: '2026-11-23', canal: 'sms', quantidade: 3 },
      ]),
    ).toEqual([
      { label: '22/11', values: { sms: 2 } },
      { label: '23/11', values: { email: 1, sms: 3 } },
    ]);
  });
});
