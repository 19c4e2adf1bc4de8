import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DISMISSALS_API as API } from '@intranet/shared/dismissals/dismissals.contract';
import type { DismissalDetail, DismissalInput, DismissalPerson } from '@intranet/shared/dismissals/dismissals.schemas';
import { HISTORY_API } from '@intranet/shared/history/history.contract';
import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import { session } from '../../../lib/session';
import { button, choose } from '../../../test/antd';
import { expectButtonsFollowPermissions } from '../../../test/page-checks';
import { StubFailure, answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { DismissalEditPage } from './dismissal-edit-page';
import { DismissalListPage } from './dismissal-list-page';
import { DismissalRegisterPage } from './dismissal-register-page';

afterEach(() => session.clear());

const ANA: DismissalPerson = {
  id: 41,
  nome: 'Ana Souza',
  empresa: 'Bitcom',
  departamento: 'Atendimento',
  data_admissao: '2015-01-01',
  cnh: false,
  desligamento: null,
};

const DETAIL: DismissalDetail = {
  id: 5,
  id_usuario: 41,
  nome: 'Ana Souza',
  empresa: 'Bitcom',
  departamento: 'Atendimento',
  data: '2026-11-20',
  tipo: 'sem_justa_causa',
  aviso_previo: 'indenizado',
  aviso_dias: 63,
  status: 'aplicado',
  tarefas: 2,
  tarefas_concluidas: 1,
  tarefas_atrasadas: 1,
  created_at: '2026-11-15T13:00:00.000Z',
  motivo: 'Reestruturação.',
  entrevista: 'Pediu mais treinamentos.',
  data_admissao: '2015-01-01',
  aplicado_em: '2026-11-20T03:00:00.000Z',
  revertido_em: null,
  revertido_por: null,
  motivo_reversao: null,
  registrado_por: 'Renata Gestora',
  checklist: [
    {
      id: 1,
      titulo: 'Recolher crachá e cartões de acesso',
      area: 'rh',
      prazo: '2026-11-20',
      concluida_em: '2026-11-20T15:00:00.000Z',
      concluida_por: 'Samuel Solicitante',
      atrasada: false,
    },
    {
      id: 2,
      titulo: 'Exame demissional (ASO)',
      area: 'rh',
      prazo: '2026-11-23',
      concluida_em: null,
      concluida_por: null,
      atrasada: true,
    },
  ],
};

const history = answer(HISTORY_API.list, () => ({ rh_logs_rh: [] }));

/** Types a day into the date picker (dd/mm/aaaa) and confirms it. */
function typeDay(label: string, day: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: day } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.blur(input);
}

describe('DismissalRegisterPage', { timeout: 60_000 }, () => {
  it('opens with the person of the path, suggests the notice days, and keeps what was typed on a refusal', async () => {
    signIn({ roles: ['pagina_inicial:leitor', 'rh:solicitante'] });
    const sent: DismissalInput[] = [];
    stubApi([
      answer(API.people, () => ({ colaboradores: [ANA] })),
      answer(API.create, ({ body }) => {
        sent.push(body);
        throw new StubFailure(409, { message: 'Ana Souza já tem um desligamento agendado para 01/12/2026.' });
      }),
    ]);
    renderPage(<DismissalRegisterPage />, {
      path: '/shutdowns/register/:id?/:name?',
      at: '/shutdowns/register/41/Ana%20Souza',
    });
    expect(await screen.findByTitle('Ana Souza — Atendimento')).toBeInTheDocument();
    typeDay('Data do desligamento (último dia)', '20/11/2026');
    await choose('Tipo', 'Dispensa sem justa causa');
    await waitFor(() => expect(screen.getByLabelText('Dias de aviso prévio')).toHaveValue('63'));
    expect(screen.getByText(/Sugerido pela admissão em 01\/01\/2015/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Dias de aviso prévio'), { target: { value: '70' } });
    fireEvent.change(screen.getByLabelText('Motivo'), { target: { value: 'Reestruturação do atendimento.' } });
    fireEvent.click(button('Registrar'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      id_usuario: 41,
      data: '2026-11-20',
      tipo: 'sem_justa_causa',
      aviso_previo: 'indenizado',
      aviso_dias: 70,
      motivo: 'Reestruturação do atendimento.',
    });
    expect(await screen.findAllByText('Ana Souza já tem um desligamento agendado para 01/12/2026.')).not.toHaveLength(
      0,
    );
    expect(screen.getByLabelText('Motivo')).toHaveValue('Reestruturação do atendimento.');
    expect(screen.getByLabelText('Dias de aviso prévio')).toHaveValue('70');
  });
});

describe('DismissalEditPage', { timeout: 60_000 }, () => {
  it('shows the checklist with who ticked each task and the late ones, and ticks a task', async () => {
    signIn({ roles: ['pagina_inicial:leitor', 'rh:solicitante'] });
    const ticked: unknown[] = [];
    stubApi([
      answer(API.get, () => DETAIL),
      answer(API.task, ({ body, params }) => {
        ticked.push({ ...body, tarefa: params.tarefa });
        return DETAIL;
      }),
      history,
    ]);
    renderPage(<DismissalEditPage />, { path: '/shutdowns/edit/:id', at: '/shutdowns/edit/5' });
    expect(await screen.findByText('Exame demissional (ASO)')).toBeInTheDocument();
    expect(screen.getByText(/concluída por Samuel Solicitante/)).toBeInTheDocument();
    expect(screen.getByText('Atrasada')).toBeInTheDocument();
    expect(screen.getByText('1 de 2 tarefas concluídas · 1 atrasada')).toBeInTheDocument();
    // Applied: its day no longer moves; requesters do not revert.
    expect(screen.getByLabelText('Data do desligamento (último dia)')).toBeDisabled();
    expect(screen.queryByText('Reverter desligamento')).toBeNull();
    fireEvent.click(screen.getByText('Exame demissional (ASO)'));
    await waitFor(() => expect(ticked).toEqual([{ concluida: true, tarefa: '2' }]));
  });

  it('lets a manager revert after confirming, with a reason', async () => {
    signIn({ roles: ['pagina_inicial:leitor', 'rh:gestor'] });
    const reverted: unknown[] = [];
    stubApi([
      answer(API.get, () => DETAIL),
      answer(API.revert, ({ body }) => {
        reverted.push(body);
        return { ...DETAIL, status: 'revertido' as const, motivo_reversao: body.motivo };
      }),
      history,
    ]);
    renderPage(<DismissalEditPage />, { path: '/shutdowns/edit/:id', at: '/shutdowns/edit/5' });
    fireEvent.click((await screen.findByText('Reverter desligamento')).closest('button')!);
    expect(await screen.findByText(/Reverter o desligamento de Ana Souza\?/)).toBeInTheDocument();
    fireEvent.change(screen.getByPlaceholderText('Motivo da reversão'), {
      target: { value: 'Registrado por engano.' },
    });
    fireEvent.click(button('Reverter'));
    await waitFor(() => expect(reverted).toEqual([{ motivo: 'Registrado por engano.' }]));
    expect(await screen.findByText(/Registrado por engano\./)).toBeInTheDocument();
    expect(screen.queryByText('Reverter desligamento')).toBeNull();
  });
});

describe('DismissalListPage permissions', { timeout: 180_000 }, () => {
  it('shows Registrar desligamento and the row’s button to exactly the accounts allowed to call their endpoints', async () => {
    const { checklist: _, ...row } = DETAIL;
    await expectButtonsFollowPermissions(
      () => <DismissalListPage />,
      [answer(API.list, () => ({ total: 1, itens: [row] })), answer(LOOKUPS_API.companies, () => ({ companies: [] }))],
      'Ana Souza',
      [
        { label: 'Registrar desligamento', action: API.create.access },
        { label: 'Abrir desligamento e checklist', action: API.get.access },
      ],
    );
  });
});
