import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LEAD_IMPORTS_API as API } from '@intranet/shared/lead-imports/lead-imports.contract';
import { LEAD_IMPORTS_MSG as M } from '@intranet/shared/lead-imports/lead-imports.messages';
import { session } from '../../../lib/session';
import { button } from '../../../test/antd';
import { StubFailure, answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { leadImport, participant } from './lead-imports-fixtures';
import { ParticipantEditPage } from './participant-edit-page';

const LINE = participant({
  id: 103,
  linha: 4,
  nome: 'Carla Problema',
  cpf: '5299822472',
  telefone: '988887777',
  problema: 'CPF deve ter 11 dígitos.',
});
const READ_LINE = answer(API.participants, () => ({
  vendas_lead_participante: [LINE],
  total: 1,
  importacao: leadImport(),
}));
const AT = { path: '/marketing/imports-leads/edit', at: '/marketing/imports-leads/edit?lead_id=103&import_id=7' };

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

beforeEach(() => signIn({ roles: ['marketing:gestor'] }));
afterEach(() => session.clear());

describe('ParticipantEditPage', { timeout: 60_000 }, () => {
  it('reads the line through the list filter and masks phone and CPF as they are typed', async () => {
    const { calls } = stubApi([READ_LINE]);
    renderPage(<ParticipantEditPage />, AT);
    await waitFor(() => expect(field('Nome').value).toBe('Carla Problema'));
    expect(calls[0].body).toEqual({ filtro: { id_importacao_evento: 7, id: 103 }, limit: 1 });
    expect(screen.getByText(LINE.problema!)).toBeInTheDocument();
    expect(screen.getByText('Linha 4 da planilha')).toBeInTheDocument();
    type('Telefone', '31988887777');
    expect(field('Telefone').value).toBe('(31) 98888-7777');
    type('CPF', '52998224725');
    expect(field('CPF').value).toBe('529.982.247-25');
  });

  it("sends only the digits, says 'Lead atualizada com sucesso' and goes back to the file list", async () => {
    const sent: unknown[] = [];
    stubApi([
      READ_LINE,
      answer(API.updateParticipants, ({ body }) => {
        sent.push(body);
        return { vendas_lead_participante: [{ ...LINE, cpf: '52998224725', telefone: '31988887777', problema: null }] };
      }),
    ]);
    renderPage(<ParticipantEditPage />, AT);
    await waitFor(() => expect(field('Nome').value).toBe('Carla Problema'));
    type('Telefone', '(31) 98888-7777');
    type('CPF', '529.982.247-25');
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText(M.updated)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        updates: [
          {
            where: { id: 103, id_importacao_evento: 7 },
            _set: { nome: 'Carla Problema', telefone: '31988887777', cpf: '52998224725' },
          },
        ],
      },
    ]);
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/marketing/imports-leads/file/list?id=7');
  });

  it("asks for every field with 'Preencha todos os campos obrigatórios' and sends nothing", async () => {
    const { calls } = stubApi([READ_LINE]);
    renderPage(<ParticipantEditPage />, AT);
    await waitFor(() => expect(field('Nome').value).toBe('Carla Problema'));
    type('Nome', '');
    fireEvent.click(button('Salvar'));
    expect((await screen.findAllByText(M.fillRequiredEdit)).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("marks a phone without its area code and a CPF without its check digits as they are typed, with the shared schema's reasons", async () => {
    stubApi([READ_LINE]);
    renderPage(<ParticipantEditPage />, AT);
    await waitFor(() => expect(field('Nome').value).toBe('Carla Problema'));
    type('Telefone', '98888777');
    expect(await screen.findByText(M.row.phone)).toBeInTheDocument();
    type('CPF', '52998224724');
    expect(await screen.findByText(M.row.cpfInvalid)).toBeInTheDocument();
    type('Telefone', '31988887777');
    await waitFor(() => expect(screen.queryByText(M.row.phone)).not.toBeInTheDocument());
    expect(field('Nome')).toHaveAttribute('maxlength', '200');
  });

  it('refuses a CPF with wrong check digits before sending', async () => {
    const { calls } = stubApi([READ_LINE]);
    renderPage(<ParticipantEditPage />, AT);
    await waitFor(() => expect(field('Nome').value).toBe('Carla Problema'));
    type('Telefone', '31988887777');
    type('CPF', '52998224724');
    fireEvent.click(button('Salvar'));
    expect((await screen.findAllByText(M.row.cpfInvalid)).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("says 'Erro ao atualizar lead' when the server refuses", async () => {
    stubApi([
      READ_LINE,
      answer(API.updateParticipants, () => {
        throw new StubFailure(409, { error: 'conflict', message: M.leadDone });
      }),
    ]);
    renderPage(<ParticipantEditPage />, AT);
    await waitFor(() => expect(field('Nome').value).toBe('Carla Problema'));
    type('Telefone', '31988887777');
    type('CPF', '52998224725');
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText(M.updateFailed)).toBeInTheDocument();
  });

  it('says the line was not found for missing ids, asking the server nothing', async () => {
    const { calls } = stubApi([READ_LINE]);
    renderPage(<ParticipantEditPage />, { path: AT.path, at: '/marketing/imports-leads/edit?lead_id=x' });
    expect((await screen.findAllByText(M.participantNotFound)).length).toBeGreaterThan(0);
    expect(calls).toEqual([]);
  });
});
