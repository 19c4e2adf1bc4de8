import { useMutation } from '@tanstack/react-query';
import { NOTIFICATIONS_API } from '@intranet/shared/notifications/notifications.contract';
import type { Notification } from '@intranet/shared/notifications/notifications.schemas';
import { call } from '../../../lib/api-client';

export function markNotificationsRead(list: readonly Pick<Notification, 'id_mensagem' | 'id_usuario'>[]) {
  return call(NOTIFICATIONS_API.markRead, {
    body: { objects: list.map((n) => ({ id_mensagem: n.id_mensagem, id_usuario: n.id_usuario })) },
  });
}

export function useMarkNotificationsRead() {
  return useMutation({ mutationFn: markNotificationsRead });
}
