import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { findButton } from '../../../test/antd';
import { READING_API } from '@intranet/shared/onboarding-reading/onboarding-reading.contract';
import type { FuncionarioHomeItem } from '@intranet/shared/onboarding-reading/onboarding-reading.schemas';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { EMPLOYEE_CONTENT_PATH } from '../reading-paths';
import { EmployeeContentPage } from './employee-content-page';

const AT = `${EMPLOYEE_CONTENT_PATH}?idOnboarding=3&idTrail=5&idContent=8`;

const content = (extra: Record<string, unknown> = {}) => ({
  id_conteudo: 8,
  id_onboarding: 3,
  id_trilha: 5,
  id_funcionario: 7,
  id_usuario_onboarding: 40,
  titulo_conteudo: 'Nossa cultura',
  resumo: 'Quem somos',
  id_imagem_capa: null,
  prioridade_trilha: 1,
  prioridade_conteudo: 1,
  data_inicio: '2026-01-10T12:00:00.000Z',
  data_fim: null,
  finalizado: false,
  texto: '<p>Texto</p>',
  imagens: [],
  cargo: [],
  departamento: [],
  empresa: [],
  ...extra,
});

const reading = {
  data_inicio: '2026-01-10T12:00:00.000Z',
  data_fim: '2026-01-10T12:05:00.000Z',
  finalizado: true,
  progresso: { id_usuario_onboarding: 40, conteudos_lidos: 1, conteudos_total: 1, status: 100, concluido: true },
};

const home = (extra: Partial<FuncionarioHomeItem> = {}): FuncionarioHomeItem => ({
  id_usuario_onboarding: 40,
  id_onboarding: 3,
  id_funcionario: 7,
  titulo: 'Integração RH',
  conteudos_total: 1,
  conteudos_lidos: 0,
  status: 0,
  concluido: false,
  trilhas: [{ id_trilha: 5, nome: 'Boas-vindas', prioridade: 1, conteudos_total: 1, conteudos_lidos: 0 }],
  continuar: { id_trilha: 5, id_conteudo: 8 },
  ...extra,
});

const markAsRead = async () => fireEvent.click(await findButton('Marcar como lido e continuar'));

describe('EmployeeContentPage', { timeout: 60_000 }, () => {
  beforeEach(() => signIn({ roles: ['user'] }));

  it('warns when an image of the content cannot be read', async () => {
    stubApi([answer(READING_API.content, () => content({ id_imagem_capa: 'capa-1', imagens: ['img-1'] }))]);
    renderPage(<EmployeeContentPage />, { path: EMPLOYEE_CONTENT_PATH, at: AT });
    expect(await screen.findByText('Arquivo com formato inválido ou não encontrado!')).toBeInTheDocument();
    expect(screen.getAllByText('Arquivo com formato inválido ou não encontrado!')).toHaveLength(1);
  });

  it('warns when the start of the reading cannot be recorded', async () => {
    const { calls } = stubApi([answer(READING_API.content, () => content({ data_inicio: null }))]);
    renderPage(<EmployeeContentPage />, { path: EMPLOYEE_CONTENT_PATH, at: AT });
    expect(await screen.findByText('A leitura do conteúdo não pode ser iniciada corretamente')).toBeInTheDocument();
    expect(calls.some((c) => c.path === READING_API.start.path)).toBe(true);
  });

  it('reports the content as read and moves on', async () => {
    const { calls } = stubApi([
      answer(READING_API.content, () => content()),
      answer(READING_API.finish, () => reading),
      answer(READING_API.home, () => [home({ conteudos_lidos: 1, status: 100, concluido: true, continuar: null })]),
    ]);
    renderPage(<EmployeeContentPage />, { path: EMPLOYEE_CONTENT_PATH, at: AT });
    await markAsRead();
    expect(await screen.findByText('Conteúdo lido com sucesso')).toBeInTheDocument();
    expect(calls.find((c) => c.path === READING_API.finish.path)?.body).toMatchObject({
      ids: { id_funcionario: 7, id_onboarding: 3, id_trilha: 5, id_conteudo: 8 },
      id_usuario_onboarding: 40,
    });
    expect(await screen.findByTestId('navigated')).toHaveTextContent(
      '/human-resources/onboarding/employee/content/congratulations',
    );
  });

  it('reports a reading that could not be finished and stays on the content', async () => {
    const { calls } = stubApi([answer(READING_API.content, () => content())]);
    renderPage(<EmployeeContentPage />, { path: EMPLOYEE_CONTENT_PATH, at: AT });
    await markAsRead();
    expect(await screen.findByText('Erro ao concluir conteúdo')).toBeInTheDocument();
    expect(calls.some((c) => c.path === READING_API.home.path)).toBe(false);
    expect(screen.queryByTestId('navigated')).toBeNull();
  });

  it('goes on to the first unfinished content, never to the end, when earlier contents were skipped', async () => {
    const last = content({ id_conteudo: 9, prioridade_conteudo: 3 });
    const skipped = {
      conteudos_total: 3,
      conteudos_lidos: 2,
      status: 67,
      concluido: false,
      continuar: { id_trilha: 5, id_conteudo: 7 },
    };
    const { calls } = stubApi([
      answer(READING_API.content, () => last),
      answer(READING_API.finish, () => ({
        ...reading,
        progresso: { ...reading.progresso, conteudos_lidos: 2, conteudos_total: 3, status: 67, concluido: false },
      })),
      answer(READING_API.nextContent, () => ({ conteudo: null })),
      answer(READING_API.nextTrail, () => ({ trilha: null, conteudo: null })),
      answer(READING_API.home, () => [home(skipped)]),
    ]);
    renderPage(<EmployeeContentPage />, {
      path: EMPLOYEE_CONTENT_PATH,
      at: `${EMPLOYEE_CONTENT_PATH}?idOnboarding=3&idTrail=5&idContent=9`,
    });
    await markAsRead();
    // The same screen opens the skipped content: it asks for content 7, and the congratulations never open.
    const opened = (c: { path: string; body: unknown }) =>
      c.path === READING_API.content.path && (c.body as { filtro: { id_conteudo: number } }).filtro.id_conteudo === 7;
    await waitFor(() => expect(calls.some(opened)).toBe(true));
    expect(screen.queryByTestId('navigated')).toBeNull();
  });

  it('shows one toast at a time', async () => {
    const { calls } = stubApi([
      answer(READING_API.content, () => content({ data_inicio: null, id_imagem_capa: 'capa-1' })),
    ]);
    renderPage(<EmployeeContentPage />, { path: EMPLOYEE_CONTENT_PATH, at: AT });
    // The content, the start of the reading and the cover image: two of them fail.
    await waitFor(() => expect(calls).toHaveLength(3));
    await screen.findByText(
      /A leitura do conteúdo não pode ser iniciada corretamente|Arquivo com formato inválido ou não encontrado!/,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(document.querySelectorAll('.ant-notification-notice')).toHaveLength(1);
  });
});
