import { useMutation } from '@tanstack/react-query';
import type { MarkReadBody, Notification } from '@intranet/shared/notifications/notifications.schemas';
import { api } from '../../../lib/api-client';

export function markNotificationsRead(list: readonly Pick<Notification, 'id_mensagem' | 'id_usuario'>[]): Promise<unknown> {
  const body: MarkReadBody = { objects: list.map((n) => ({ id_mensagem: n.id_mensagem, id_usuario: n.id_usuario })) };
  return api('/v1/notificacao/usuario', { method: 'POST', body });
}

export function useMarkNotificationsRead() {
  return useMutation({ mutationFn: markNotificationsRead });
}
