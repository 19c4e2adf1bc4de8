import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { findButton } from '../../../test/antd';
import { READING_API } from '@intranet/shared/onboarding-reading/onboarding-reading.contract';
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

const reading = { data_inicio: '2026-01-10T12:00:00.000Z', data_fim: '2026-01-10T12:05:00.000Z', finalizado: true, progresso: { id_usuario_onboarding: 40, conteudos_lidos: 1, conteudos_total: 1, status: 100, concluido: true } };

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
      answer(READING_API.nextContent, () => ({ conteudo: null })),
      answer(READING_API.nextTrail, () => ({ trilha: null, conteudo: null })),
    ]);
    renderPage(<EmployeeContentPage />, { path: EMPLOYEE_CONTENT_PATH, at: AT });
    await markAsRead();
    expect(await screen.findByText('Conteúdo lido com sucesso')).toBeInTheDocument();
    expect(calls.find((c) => c.path === READING_API.finish.path)?.body).toMatchObject({
      ids: { id_funcionario: 7, id_onboarding: 3, id_trilha: 5, id_conteudo: 8 },
      id_usuario_onboarding: 40,
    });
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/human-resources/onboarding/employee/content/congratulations');
  });

  it('reports a reading that could not be finished and stays on the content', async () => {
    const { calls } = stubApi([answer(READING_API.content, () => content())]);
    renderPage(<EmployeeContentPage />, { path: EMPLOYEE_CONTENT_PATH, at: AT });
    await markAsRead();
    expect(await screen.findByText('Erro ao concluir conteúdo')).toBeInTheDocument();
    expect(calls.some((c) => c.path === READING_API.nextContent.path)).toBe(false);
    expect(screen.queryByTestId('navigated')).toBeNull();
  });
});
