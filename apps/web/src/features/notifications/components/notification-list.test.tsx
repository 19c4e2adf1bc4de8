import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '../../../test/antd-styles';
import type { Notification } from '@intranet/shared/notifications/notifications.schemas';
import { NotificationList } from './notification-list';

const now = new Date('2026-03-10T12:00:00Z');
const item = (id: number, minutesAgo: number, data: Notification['data']): Notification => ({
  id_mensagem: id,
  id_usuario: 7,
  lido: false,
  id_remetente: 1,
  created_at: new Date(now.getTime() - minutesAgo * 60_000).toISOString(),
  data,
  remetente: { nome: 'Ana' },
});

describe('NotificationList', () => {
  it('says Nenhuma notificação when empty', () => {
    render(<NotificationList items={[]} emptyText="Nenhuma notificação" />);
    expect(screen.getByText('Nenhuma notificação')).toBeInTheDocument();
  });

  it('shows each item with its relative time and reaction text', () => {
    render(
      <NotificationList
        now={now}
        emptyText="Nenhuma notificação"
        items={[
          item(1, 0, { modulo: 'aniversario', msg: '', icon: 'thumb_up' }),
          item(2, 90, { modulo: 'incidente', msg: 'Queda de link' }),
        ]}
      />,
    );
    expect(screen.getByText('Gostei')).toBeInTheDocument();
    expect(screen.getByText('Agora')).toBeInTheDocument();
    expect(screen.getByText('Queda de link')).toBeInTheDocument();
    expect(screen.getByText('1h')).toBeInTheDocument();
  });
});
