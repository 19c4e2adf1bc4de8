import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COMPLIMENTS_API as API } from '@intranet/shared/compliments/compliments.contract';
import { COMPLIMENTS_MSG as MSG } from '@intranet/shared/compliments/compliments.messages';
import type { Compliment } from '@intranet/shared/compliments/compliments.schemas';
import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import { session } from '../../../lib/session';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { ComplimentRegisterPage } from './compliment-form-page';
import { ComplimentWallPage } from './compliment-wall-page';

afterEach(() => session.clear());

const item = (id: number, extra: Partial<Compliment> = {}): Compliment => ({
  id,
  mensagem: `Mensagem ${id}`,
  created_at: '2026-11-20T13:00:00.000Z',
  updated_at: '2026-11-20T13:00:00.000Z',
  autor: { id: 7, nome: 'Carlos Colaborador' },
  destinatario: { id: 9, nome: 'Nicolas Novato', departamento: 'Recursos Humanos', cargo: 'Analista' },
  categoria: { id: 1, nome: 'Trabalho em equipe', icone: 'groups', cor: '#1565c0' },
  editavel: false,
  oculto: false,
  motivo_ocultacao: null,
  ocultado_por: null,
  ocultado_em: null,
  ...extra,
});

const lookups = [
  answer(LOOKUPS_API.complimentCategories, () => ({
    rh_elogio_categoria: [{ id: 1, nome: 'Trabalho em equipe', icone: 'groups', cor: '#1565c0' }],
  })),
  answer(LOOKUPS_API.companyUsers, () => ({
    rh_usuario: [
      { id: 7, nome: 'Carlos Colaborador' },
      { id: 9, nome: 'Nicolas Novato' },
    ],
  })),
];

describe('compliments wall', () => {
  it('shows an employee the wall with Editar on their own editable compliment and no moderation', async () => {
    signIn({ roles: ['pagina_inicial:leitor', 'user'] });
    stubApi([...lookups, answer(API.list, () => ({ total: 2, itens: [item(1, { editavel: true }), item(2)] }))]);
    renderPage(<ComplimentWallPage />, { path: '/compliments/list' });
    const mine = (await screen.findByText('Mensagem 1')).closest('article')!;
    expect(within(mine).getByRole('button', { name: /Editar/ })).toBeInTheDocument();
    const other = screen.getByText('Mensagem 2').closest('article')!;
    expect(within(other).queryByRole('button', { name: /Editar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Ocultar/ })).toBeNull();
    expect(screen.queryByLabelText('Visibilidade')).toBeNull();
  });

  it('lets HR hide a compliment with a reason after confirming, and shows why a hidden one was hidden', async () => {
    signIn({ roles: ['rh:solicitante', 'pagina_inicial:leitor', 'user'] });
    const { calls } = stubApi([
      ...lookups,
      answer(API.list, () => ({
        total: 2,
        itens: [
          item(1),
          item(2, {
            oculto: true,
            motivo_ocultacao: 'Dados de cliente',
            ocultado_por: 'Samuel Solicitante',
            ocultado_em: '2026-11-21T13:00:00.000Z',
          }),
        ],
      })),
      answer(API.visibility, () => ({ elogio: item(1, { oculto: true }) })),
    ]);
    renderPage(<ComplimentWallPage />, { path: '/compliments/list' });
    const hidden = (await screen.findByText('Mensagem 2')).closest('article')!;
    expect(within(hidden).getByText(MSG.hiddenBadge)).toBeInTheDocument();
    expect(within(hidden).getByText('Dados de cliente')).toBeInTheDocument();

    const visible = screen.getByText('Mensagem 1').closest('article')!;
    fireEvent.click(within(visible).getByRole('button', { name: /Ocultar/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MSG.hideTitle)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Mensagem ofensiva' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OCULTAR' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/v1/elogio/1/ocultar')).toBe(true));
    expect(calls.find((c) => c.path === '/v1/elogio/1/ocultar')!.body).toEqual({
      oculto: true,
      motivo: 'Mensagem ofensiva',
    });
  });
});

describe('compliment form', () => {
  it('opens with the colleague of the path chosen and asks for what is missing before sending', async () => {
    signIn({ roles: ['pagina_inicial:leitor', 'user'], usuarioId: 7 });
    const { calls } = stubApi([...lookups, answer(API.create, () => ({ insert_rh_elogio_one: { id: 3 } }))]);
    renderPage(<ComplimentRegisterPage />, { path: '/compliments/register/:id', at: '/compliments/register/9' });
    expect(await screen.findByText('Nicolas Novato')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'ENVIAR ELOGIO' }));
    expect(await screen.findAllByText('Campo obrigatório')).not.toHaveLength(0);
    expect(calls.some((c) => c.path === API.create.path)).toBe(false);
  });
});
