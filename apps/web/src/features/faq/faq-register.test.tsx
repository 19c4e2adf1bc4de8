import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FAQ_CATEGORY_API, FAQ_QUESTION_API } from '@intranet/shared/faq/faq.contract';
import { errorsUnder, toasts } from '../../components/form/test-queries';
import { button } from '../../test/antd';
import { answer, renderPage, signIn, stubApi } from '../../test/render-page';
import { session } from '../../lib/session';
import { CrudRegisterPage } from '../../components/crud/crud-register-page';
import { FaqRegisterPage } from './faq-pages';
import { FAQ_QUESTIONS } from './faq-screens';

afterEach(() => session.clear());

const LONG = { timeout: 20_000 };
const category = {
  id: 4,
  titulo: 'TI e acessos',
  ordem: 4,
  ativo: true,
  created_at: '2026-11-01T12:00:00.000Z',
  updated_at: '2026-11-01T12:00:00.000Z',
};

describe('the question form (/faq/register)', { timeout: 60_000 }, () => {
  it('asks for the category, the question and the answer, and calls nothing', async () => {
    signIn({ roles: ['rh:solicitante'] });
    const { calls } = stubApi([answer(FAQ_CATEGORY_API.list, () => ({ rh_faq_categoria: [category] }))]);
    renderPage(<FaqRegisterPage />, { path: '/faq/register' });
    fireEvent.click(await screen.findByText('Salvar', { selector: 'button span, button' }, LONG));
    await waitFor(() => expect(toasts()).toEqual(['Preencha todos os campos obrigatórios!']), LONG);
    expect(errorsUnder('Pergunta')).toBe('Campo obrigatório');
    expect(errorsUnder('Categoria')).toBe('Campo obrigatório');
    expect(calls.some((c) => c.path === FAQ_QUESTION_API.create.path)).toBe(false);
  });

  it('creates an internal, active question by default, a public one when switched, and goes to the list', async () => {
    signIn({ roles: ['rh:solicitante'] });
    const { calls } = stubApi([
      answer(FAQ_CATEGORY_API.list, () => ({ rh_faq_categoria: [category] })),
      answer(FAQ_QUESTION_API.create, () => ({ insert_rh_faq_pergunta_one: { id: 31 } })),
    ]);
    const config = {
      ...FAQ_QUESTIONS,
      newValues: {
        id_categoria: 4,
        pergunta: 'Como acesso a VPN?',
        resposta: '<p>Com o cliente de VPN da TI.</p>',
        publica: false,
      },
    };
    renderPage(<CrudRegisterPage config={config} />, { path: '/faq/register' });
    expect(await screen.findByText('Interna', {}, LONG)).toBeInTheDocument();
    fireEvent.click(screen.getByText('Interna').closest('button')!);
    fireEvent.click(button('Salvar'));
    await waitFor(() => expect(calls.some((c) => c.path === FAQ_QUESTION_API.create.path)).toBe(true), LONG);
    expect(calls.find((c) => c.path === FAQ_QUESTION_API.create.path)?.body).toEqual({
      object: {
        id_categoria: 4,
        pergunta: 'Como acesso a VPN?',
        resposta: '<p>Com o cliente de VPN da TI.</p>',
        publica: true,
        ativo: true,
      },
    });
    await waitFor(() => expect(screen.getByTestId('navigated')).toHaveTextContent('/faq/list'), LONG);
  });
});
