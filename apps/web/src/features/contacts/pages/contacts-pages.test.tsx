import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CONTACTS_API as API } from '@intranet/shared/contacts/contacts.contract';
import type { Contact, ContactProfile } from '@intranet/shared/contacts/contacts.schemas';
import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import { session } from '../../../lib/session';
import { StubFailure, answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { ContactProfilePage } from './contact-profile-page';
import { ContactsListPage } from './contacts-list-page';

afterEach(() => {
  session.clear();
});

const ANA: Contact = {
  id: 11,
  nome: 'Ana Almeida',
  email: 'ana.almeida@bitcom.intranet',
  ramal: '2101',
  telefone: '3133334444',
  id_imagem: null,
  empresa: { id: 1, nome: 'Bitcom' },
  departamento: { id: 5, nome: 'Recursos Humanos' },
  cargo: { id: 9, nome: 'Analista de DP' },
};
const PROFILE: ContactProfile = {
  ...ANA,
  setor: { id: 3, nome: 'Departamento Pessoal' },
  gestor: { id: 2, nome: 'Renata Gestora' },
};
const companies = answer(LOOKUPS_API.companies, () => ({
  companies: [
    { id: 1, nome: 'Bitcom' },
    { id: 2, nome: 'RazãoInfo' },
  ],
}));

describe('contacts list', () => {
  it('fills the search from the address, and searches as one types', async () => {
    signIn({ roles: ['pagina_inicial:leitor'] });
    const queries: URLSearchParams[] = [];
    stubApi([
      companies,
      answer(API.list, ({ url }) => {
        queries.push(url.searchParams);
        const busca = url.searchParams.get('busca');
        return busca === 'renata' ? { contatos: [], total: 0 } : { contatos: [ANA], total: 1 };
      }),
    ]);
    renderPage(<ContactsListPage />, { path: '/contacts/list/:nome?/:empresa?', at: '/contacts/list/ana/razaoinfo' });
    const card = await screen.findByTestId('contact-card');
    expect(within(card).getByRole('link', { name: 'Ana Almeida' })).toHaveAttribute('href', '/contacts/profile/11');
    expect(within(card).getByText('Analista de DP')).toBeInTheDocument();
    expect(within(card).getByText('Recursos Humanos · Bitcom')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /ana\.almeida@bitcom\.intranet/ })).toHaveAttribute(
      'href',
      'mailto:ana.almeida@bitcom.intranet',
    );
    expect(within(card).getByText(/Ramal 2101 · \(31\) 3333-4444/)).toBeInTheDocument();
    expect(screen.getByLabelText('Buscar colaborador')).toHaveValue('ana');
    await waitFor(() =>
      expect(queries.some((q) => q.get('busca') === 'ana' && q.get('id_empresa') === '2')).toBe(true),
    );

    fireEvent.change(screen.getByLabelText('Buscar colaborador'), { target: { value: 'renata' } });
    expect(await screen.findByText('Nenhum colaborador encontrado')).toBeInTheDocument();
    expect(queries.at(-1)!.get('busca')).toBe('renata');
    expect(queries.at(-1)!.get('offset')).toBe('0');
  });

  it('shows the server refusal', async () => {
    signIn({ roles: ['pagina_inicial:leitor'] });
    stubApi([
      companies,
      answer(API.list, () => {
        throw new StubFailure(403, { message: 'Este usuário não tem autorização para realizar esta operação.' });
      }),
    ]);
    renderPage(<ContactsListPage />, { path: '/contacts/list/:nome?/:empresa?', at: '/contacts/list' });
    expect(
      await screen.findByText('Este usuário não tem autorização para realizar esta operação.'),
    ).toBeInTheDocument();
  });
});

describe('contact profile', () => {
  it("shows a colleague's card, copies the e-mail and downloads the vCard", async () => {
    signIn({ roles: ['pagina_inicial:leitor'], usuarioId: 7 });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const createObjectURL = vi.fn(() => 'blob:vcard');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { fetch } = stubApi([
      answer(API.profile, ({ params }) => ({ contato: { ...PROFILE, id: Number(params.id) } })),
    ]);
    renderPage(<ContactProfilePage />, { path: '/contacts/profile/:id', at: '/contacts/profile/11' });

    const card = await screen.findByTestId('contact-profile');
    expect(screen.getByRole('heading', { name: 'Ana Almeida' })).toBeInTheDocument();
    expect(within(card).getByText('Departamento Pessoal')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Renata Gestora' })).toHaveAttribute('href', '/contacts/profile/2');
    expect(within(card).getByRole('link', { name: '(31) 3333-4444' })).toHaveAttribute('href', 'tel:+553133334444');
    expect(screen.queryByRole('button', { name: /Editar ramal e telefone/ })).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: /Copiar e-mail/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('ana.almeida@bitcom.intranet'));
    expect(await screen.findByText('E-mail copiado.')).toBeInTheDocument();

    fetch.mockImplementationOnce(
      async () =>
        new Response('BEGIN:VCARD\r\nVERSION:4.0\r\nEND:VCARD\r\n', {
          status: 200,
          headers: { 'content-type': 'text/vcard', 'content-disposition': 'attachment; filename="ana-almeida.vcf"' },
        }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('ana-almeida.vcf');
    });
    fireEvent.click(screen.getByRole('button', { name: /Baixar vCard/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(String(fetch.mock.calls.at(-1)?.[0])).toContain('/v1/contatos/11/vcard');
    click.mockRestore();
  });

  it('lets the employee edit their own extension and phone', async () => {
    signIn({ roles: ['pagina_inicial:leitor'], usuarioId: 11 });
    const { calls } = stubApi([
      answer(API.profile, () => ({ contato: PROFILE })),
      answer(API.saveOwn, ({ body }) => ({ contato: { ...PROFILE, ramal: body.ramal, telefone: '31999998888' } })),
    ]);
    renderPage(<ContactProfilePage />, { path: '/contacts/profile/:id', at: '/contacts/profile/11' });
    fireEvent.click(await screen.findByRole('button', { name: /Editar ramal e telefone/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Ramal'), { target: { value: '77' } });
    fireEvent.change(within(dialog).getByLabelText('Telefone comercial'), { target: { value: '31999998888' } });
    expect(within(dialog).getByLabelText('Telefone comercial')).toHaveValue('(31) 99999-8888');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ramal: '77', telefone: '(31) 99999-8888' }),
    );
    expect(await screen.findByText('Contato atualizado.')).toBeInTheDocument();
    expect(await within(screen.getByTestId('contact-profile')).findByText('(31) 99999-8888')).toBeInTheDocument();
  });

  it('says when the person is not in the directory', async () => {
    signIn({ roles: ['pagina_inicial:leitor'] });
    stubApi([
      answer(API.profile, () => {
        throw new StubFailure(404, { message: 'Colaborador não encontrado.' });
      }),
    ]);
    renderPage(<ContactProfilePage />, { path: '/contacts/profile/:id', at: '/contacts/profile/999' });
    expect(await screen.findByText('Colaborador não encontrado.')).toBeInTheDocument();
  });
});
