import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EMAIL_SIGNATURES_API as API } from '@intranet/shared/email-signatures/email-signatures.contract';
import { EMAIL_SIGNATURES_MSG as TEXT } from '@intranet/shared/email-signatures/email-signatures.messages';
import type { SignaturePerson, SignatureTemplate } from '@intranet/shared/email-signatures/email-signatures.schemas';
import { FILES_API } from '@intranet/shared/files/files.contract';
import { HISTORY_API } from '@intranet/shared/history/history.contract';
import { session } from '../../../lib/session';
import { button, findButton } from '../../../test/antd';
import { StubFailure, answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { EmailSignaturesPage } from './email-signatures-page';

const carlos: SignaturePerson = {
  id: 34,
  nome: 'Carlos Colaborador',
  cargo: 'Analista de DP',
  departamento: 'Recursos Humanos',
  empresa: 'Bitcom',
  id_empresa: 1,
  email: 'carlos.colaborador@bitcom.com.br',
  telefone: '3132100000',
  ramal: '2100',
};

const bitcom: SignatureTemplate = {
  id: 1,
  id_empresa: 1,
  empresa: 'Bitcom',
  logo: {
    id: '0b7f3a52-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
    url: 'https://intranet.example.com.br/v1/email-signatures/logo/1?v=0b7f3a52',
    largura: 170,
    altura: 48,
  },
  cor_primaria: '#0B4F9C',
  cor_secundaria: '#F7941D',
  linha_legal: 'Esta mensagem pode conter dados pessoais protegidos pela LGPD.',
  site: 'https://www.bitcom.com.br',
  telefone_central: '(31) 3500-4000',
  ativo: true,
  updated_at: '2026-11-20T12:00:00.000Z',
};
const vetorial: SignatureTemplate = {
  ...bitcom,
  id: 3,
  id_empresa: 3,
  empresa: 'Vetorial',
  logo: null,
  cor_primaria: '#5B2A86',
  linha_legal: 'Mensagem confidencial.',
};

const NEW_LOGO = '5a1e2c3d-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const EMPLOYEE = ['pagina_inicial:leitor'];
const HR_MANAGER = ['rh:gestor', 'pagina_inicial:leitor'];
const HR_READER = ['rh:solicitante', 'pagina_inicial:leitor'];

const own = (pessoa: SignaturePerson = carlos, modelo: SignatureTemplate | null = bitcom) =>
  answer(API.own, () => ({ pessoa, modelo }));

/** A blob's text (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

/** The preview on screen whose text holds `text`. */
const previewWith = async (text: string) =>
  waitFor(() => {
    const found = screen.getAllByTestId('signature-preview').find((node) => node.textContent?.includes(text));
    if (!found) throw new Error(`no preview with ${text}`);
    return found;
  });

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe('/emailsignature/list', { timeout: 60_000 }, () => {
  it("shows the employee's own signature with their data, the company's look and the steps for Outlook and Gmail", async () => {
    signIn({ roles: EMPLOYEE });
    stubApi([own()]);
    renderPage(<EmailSignaturesPage />, { path: '/emailsignature/list' });
    const preview = await previewWith('Carlos Colaborador');
    expect(preview).toHaveTextContent('Analista de DP');
    expect(preview).toHaveTextContent('Recursos Humanos | Bitcom');
    expect(preview).toHaveTextContent('(31) 3210-0000');
    expect(preview).toHaveTextContent('Ramal 2100');
    expect(preview.querySelector('a[href="mailto:carlos.colaborador@bitcom.com.br"]')).not.toBeNull();
    expect(preview.querySelector('img')).toHaveAttribute('src', bitcom.logo!.url);
    expect(screen.getByText(TEXT.outlookTitle)).toBeInTheDocument();
    expect(screen.getByText(TEXT.gmailTitle)).toBeInTheDocument();
    // An employee sees neither the list of employees nor the templates.
    expect(screen.queryByText(TEXT.people)).toBeNull();
    expect(screen.queryByText(TEXT.templates)).toBeNull();
  });

  it('copies the signature as HTML and as plain text', async () => {
    signIn({ roles: EMPLOYEE });
    stubApi([own()]);
    const items: Record<string, Blob>[] = [];
    vi.stubGlobal(
      'ClipboardItem',
      class {
        constructor(readonly parts: Record<string, Blob>) {
          items.push(parts);
        }
      },
    );
    const write = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { write }, configurable: true });
    renderPage(<EmailSignaturesPage />, { path: '/emailsignature/list' });
    fireEvent.click(await findButton(TEXT.copy));
    expect(await screen.findByText(TEXT.copied)).toBeInTheDocument();
    expect(write).toHaveBeenCalledTimes(1);
    const html = await textOf(items[0]['text/html']);
    expect(html).toMatch(/^<table cellpadding="0" cellspacing="0" border="0" width="520"/);
    expect(html).toContain('>Carlos Colaborador</td>');
    expect(html).toContain('href="tel:+553132100000"');
    const text = await textOf(items[0]['text/plain']);
    expect(text.split('\n').slice(0, 3)).toEqual(['Carlos Colaborador', 'Analista de DP', 'Recursos Humanos | Bitcom']);
  });

  it('copies by selecting the preview when the browser has no clipboard API', async () => {
    signIn({ roles: EMPLOYEE });
    stubApi([own()]);
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    let selected = '';
    const execCommand = vi.fn((command: string) => {
      selected = window.getSelection()?.toString() ?? '';
      return command === 'copy';
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    renderPage(<EmailSignaturesPage />, { path: '/emailsignature/list' });
    fireEvent.click(await findButton(TEXT.copy));
    expect(await screen.findByText(TEXT.copied)).toBeInTheDocument();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(selected).toContain('Carlos Colaborador');
  });

  it('says what is missing, leaves its lines out and warns when the company has no active template', async () => {
    signIn({ roles: EMPLOYEE });
    stubApi([own({ ...carlos, cargo: null, telefone: null, ramal: null }, { ...bitcom, ativo: false })]);
    renderPage(<EmailSignaturesPage />, { path: '/emailsignature/list' });
    const preview = await previewWith('Carlos Colaborador');
    expect(screen.getByText(TEXT.missingData)).toBeInTheDocument();
    expect(screen.getByText(TEXT.noTemplate)).toBeInTheDocument();
    expect(preview.textContent).not.toMatch(/undefined|null|Analista|Telefone/);
    expect(preview.querySelector('img')).toBeNull();
  });

  it("shows the server's text when the account has no employee record", async () => {
    signIn({ roles: EMPLOYEE });
    stubApi([
      answer(API.own, () => {
        throw new StubFailure(404, { error: 'not_found', message: TEXT.noEmployeeRecord });
      }),
    ]);
    renderPage(<EmailSignaturesPage />, { path: '/emailsignature/list' });
    expect(await screen.findByText(TEXT.noEmployeeRecord)).toBeInTheDocument();
  });

  it("lets HR search employees on the server and preview anyone's signature", async () => {
    signIn({ roles: HR_READER });
    const larissa: SignaturePerson = {
      ...carlos,
      id: 40,
      nome: 'Larissa Nogueira',
      cargo: 'Analista de Mídia',
      departamento: 'Marketing',
      empresa: 'Vetorial',
      id_empresa: 3,
      email: 'larissa.nogueira@vetorial.net',
    };
    const asked: { query: string }[] = [];
    const { calls } = stubApi([
      own(),
      answer(API.templates, () => ({ modelos: [bitcom, vetorial] })),
      answer(API.people, ({ url }) => {
        asked.push({ query: url.search });
        return url.searchParams.get('busca') === 'larissa'
          ? { total: 1, pessoas: [larissa] }
          : { total: 2, pessoas: [carlos, larissa] };
      }),
    ]);
    renderPage(<EmailSignaturesPage />, { path: '/emailsignature/list' });
    fireEvent.click(await screen.findByText(TEXT.people));
    expect(await screen.findByText('Larissa Nogueira')).toBeInTheDocument();
    const search = screen.getByLabelText('Buscar colaboradores');
    fireEvent.change(search, { target: { value: ' larissa ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(asked.map((a) => a.query)).toContain('?busca=larissa&limit=20&offset=0'));
    expect(asked[0].query).toBe('?limit=20&offset=0');
    expect(calls.find((c) => c.path === API.people.path)?.headers['x-role']).toBe('rh:solicitante');
    await waitFor(() =>
      expect(screen.queryByText('Carlos Colaborador', { selector: '.ant-table-cell, .ant-table-cell *' })).toBeNull(),
    );
    fireEvent.click(screen.getByLabelText(TEXT.preview));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(TEXT.previewOf('Larissa Nogueira'))).toBeInTheDocument();
    const preview = within(dialog).getByTestId('signature-preview');
    expect(preview).toHaveTextContent('Mensagem confidencial.');
    expect(preview.innerHTML).toContain('color:#5B2A86;');
  });

  it('lets an HR manager edit a template with a live preview and saves the whole template', async () => {
    signIn({ roles: HR_MANAGER });
    const saved: unknown[] = [];
    stubApi([
      own(),
      answer(API.templates, () => ({ modelos: [bitcom, vetorial] })),
      answer(API.people, () => ({ total: 0, pessoas: [] })),
      answer(HISTORY_API.list, () => ({ rh_logs_rh: [] })),
      answer(API.saveTemplate, ({ body }) => {
        saved.push(body);
        return { modelo: { ...bitcom, ...body, logo: bitcom.logo, updated_at: '2026-11-25T10:00:00.000Z' } };
      }),
    ]);
    renderPage(<EmailSignaturesPage />, { path: '/emailsignature/list' });
    fireEvent.click(await screen.findByText(TEXT.templates));
    const legal = await screen.findByLabelText('Linha legal');
    fireEvent.change(legal, { target: { value: 'Aviso: conteúdo confidencial & restrito.' } });
    await previewWith('Aviso: conteúdo confidencial & restrito.');
    fireEvent.change(screen.getByLabelText('Site'), { target: { value: 'bitcom' } });
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText(TEXT.site)).toBeInTheDocument();
    expect(saved).toEqual([]);
    fireEvent.change(screen.getByLabelText('Site'), { target: { value: 'https://bitcom.com.br/contato' } });
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText(TEXT.saved)).toBeInTheDocument();
    expect(saved).toEqual([
      {
        ativo: true,
        id_logo: bitcom.logo!.id,
        cor_primaria: '#0B4F9C',
        cor_secundaria: '#F7941D',
        linha_legal: 'Aviso: conteúdo confidencial & restrito.',
        site: 'https://bitcom.com.br/contato',
        telefone_central: '(31) 3500-4000',
      },
    ]);
  });

  it('uploads a new logo after checking it, previews it and saves its file', async () => {
    signIn({ roles: HR_MANAGER });
    const saved: { id_logo: string | null }[] = [];
    const { calls } = stubApi([
      own(),
      answer(API.templates, () => ({ modelos: [bitcom, vetorial] })),
      answer(API.people, () => ({ total: 0, pessoas: [] })),
      answer(HISTORY_API.list, () => ({ rh_logs_rh: [] })),
      answer(FILES_API.upload, () => ({ id: NEW_LOGO, nome: 'logo.png', mime: 'image/png', tamanho: 2048 })),
      answer(API.saveTemplate, ({ body }) => {
        saved.push(body);
        return { modelo: { ...bitcom, logo: { ...bitcom.logo!, id: body.id_logo! } } };
      }),
    ]);
    // The browser reads the picked image's natural size.
    vi.stubGlobal(
      'Image',
      class {
        naturalWidth = 400;
        naturalHeight = 100;
        onload: (() => void) | null = null;
        set src(_url: string) {
          setTimeout(() => this.onload?.());
        }
      },
    );
    renderPage(<EmailSignaturesPage />, { path: '/emailsignature/list' });
    fireEvent.click(await screen.findByText(TEXT.templates));
    await screen.findByLabelText('Linha legal');
    const input = () => document.querySelector('.logo-picker input[type=file]') as HTMLInputElement;

    const heavy = new File([new Uint8Array(210 * 1024)], 'pesado.png', { type: 'image/png' });
    fireEvent.change(input(), { target: { files: [heavy] } });
    expect(await screen.findByText(TEXT.logoTooLarge)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/v1/files/imagens')).toBe(false);

    fireEvent.change(input(), {
      target: { files: [new File([new Uint8Array(2048)], 'logo.png', { type: 'image/png' })] },
    });
    const preview = await previewWith('Maria Oliveira');
    await waitFor(() =>
      expect(preview.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png;base64,AAAA/),
    );
    expect(preview.querySelector('img')).toHaveAttribute('width', '160');
    expect(preview.querySelector('img')).toHaveAttribute('height', '40');
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText(TEXT.saved)).toBeInTheDocument();
    expect(saved.map((b) => b.id_logo)).toEqual([NEW_LOGO]);
  });

  it('shows the templates read-only to an HR requester, warning of a primary colour hard to read', async () => {
    signIn({ roles: HR_READER });
    const razao = { ...vetorial, id: 2, id_empresa: 2, empresa: 'RazãoInfo', cor_primaria: '#F7941D' };
    stubApi([
      own(),
      answer(API.templates, () => ({ modelos: [bitcom, razao, vetorial] })),
      answer(API.people, () => ({ total: 0, pessoas: [] })),
      answer(HISTORY_API.list, () => ({ rh_logs_rh: [] })),
    ]);
    renderPage(<EmailSignaturesPage />, { path: '/emailsignature/list' });
    fireEvent.click(await screen.findByText(TEXT.templates));
    expect(await screen.findByLabelText('Linha legal')).toBeDisabled();
    expect(screen.queryByText('Salvar')).toBeNull();
    expect(screen.queryByText(/fica pouco legível/)).toBeNull();
    fireEvent.click(screen.getByText('RazãoInfo'));
    expect(await screen.findByText(TEXT.lowContrast('2,3'))).toBeInTheDocument();
    fireEvent.click(screen.getByText('Vetorial'));
    await previewWith('Mensagem confidencial.');
    expect(screen.queryByText(/fica pouco legível/)).toBeNull();
  });
});
