import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { OUTBOX_API as API } from '@intranet/shared/outbox/outbox.contract';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { OutboxPage } from './outbox-page';

const TOTAL = 45;
const message = (id: number) => ({
  id,
  canal: 'email' as const,
  destinatario: `pessoa${id}@exemplo.com.br`,
  assunto: `Assunto ${id}`,
  corpo: `Corpo ${id}`,
  status: 'armazenada' as const,
  erro: null,
  created_at: '2026-11-23T10:00:00.000Z',
  enviado_em: null,
});

describe('outbox', { timeout: 60_000 }, () => {
  beforeEach(() => signIn({ roles: ['users:superadmin'] }));

  it('pages the messages on the server, with the total, and asks for the next page', async () => {
    const { calls } = stubApi([
      answer(API.list, ({ url }) => {
        const limit = Number(url.searchParams.get('limit'));
        const offset = Number(url.searchParams.get('offset'));
        const ids = Array.from({ length: TOTAL }, (_, i) => TOTAL - i).slice(offset, offset + limit);
        return { total: TOTAL, outbox_mensagem: ids.map(message) };
      }),
    ]);
    renderPage(<OutboxPage />, { path: '/admin/outbox' });
    expect(await screen.findByText('pessoa45@exemplo.com.br')).toBeInTheDocument();
    expect(screen.queryByText('pessoa25@exemplo.com.br')).not.toBeInTheDocument();
    expect(screen.getByText(/45 registro/)).toBeInTheDocument();
    fireEvent.click(screen.getByTitle('3'));
    expect(await screen.findByText('pessoa5@exemplo.com.br')).toBeInTheDocument();
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/v1/admin/outbox'));
    expect(screen.queryByText('pessoa45@exemplo.com.br')).not.toBeInTheDocument();
  });
});
