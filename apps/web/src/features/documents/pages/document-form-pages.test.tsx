import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DOCUMENTS_API as API } from '@intranet/shared/documents/documents.contract';
import { DOCUMENTS_MSG } from '@intranet/shared/documents/documents.messages';
import { FILES_API } from '@intranet/shared/files/files.contract';
import { session } from '../../../lib/session';
import { StubFailure, answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { DocumentRegisterPage } from './document-form-pages';

afterEach(() => session.clear());

const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;
const pick = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });

describe('document register', { timeout: 30_000 }, () => {
  it('refuses a file of another format before sending, says why the server refused one, and keeps what was typed', async () => {
    signIn({ roles: ['rh:solicitante', 'pagina_inicial:leitor', 'user'] });
    const { calls } = stubApi([
      answer(API.options, () => ({
        categorias: [{ id: 1, nome: 'ASO', exige_validade: true, dias_alerta: 30, ativo: true }],
      })),
      answer(API.people, () => ({ rh_usuario: [{ id: 7, nome: 'Carlos Colaborador', empresa_nome: 'Bitcom' }] })),
      answer(FILES_API.upload, () => {
        throw new StubFailure(400, { error: 'invalid_input', message: DOCUMENTS_MSG.fileType });
      }),
    ]);
    renderPage(<DocumentRegisterPage />, { path: '/documents/register' });
    const title = await screen.findByLabelText('Título');
    fireEvent.change(title, { target: { value: 'ASO periódico 2026' } });

    pick(new File(['texto'], 'anotacoes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(DOCUMENTS_MSG.fileType)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/v1/files/documentos')).toBe(false);

    pick(new File(['não é PDF'], 'disfarce.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/v1/files/documentos')).toBe(true));
    expect(await screen.findByText(DOCUMENTS_MSG.fileType)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/v1/files/documentos')?.headers['x-role']).toBe('rh:solicitante');

    fireEvent.click(screen.getByText('SALVAR'));
    expect(await screen.findByText('Preencha todos os campos obrigatórios!')).toBeInTheDocument();
    expect(screen.getByLabelText('Título')).toHaveValue('ASO periódico 2026');
    expect(calls.some((c) => c.method === 'POST' && c.path === API.create.path)).toBe(false);
  });
});
