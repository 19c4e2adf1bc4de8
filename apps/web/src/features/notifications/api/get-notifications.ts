import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadNotificationsResponse } from '@intranet/shared/notifications/notifications.schemas';
import { api } from '../../../lib/api-client';

export const notificationsKey = ['notifications', 'unread'] as const;

export function getNotifications(): Promise<UnreadNotificationsResponse> {
  return api<UnreadNotificationsResponse>('/v1/notificacao/usuario');
}

export const notificationsQuery = () => queryOptions({ queryKey: notificationsKey, queryFn: getNotifications, staleTime: Infinity });

export function useNotifications(enabled = true) {
  return useQuery({ ...notificationsQuery(), enabled });
}
