import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOTIFICATIONS_API } from '@intranet/shared/notifications/notifications.contract';
import { call } from '../../../lib/api-client';

export const notificationsKey = ['notifications', 'unread'] as const;

export function getNotifications() {
  return call(NOTIFICATIONS_API.unread, {});
}

export const notificationsQuery = () =>
  queryOptions({ queryKey: notificationsKey, queryFn: getNotifications, staleTime: Infinity });

export function useNotifications(enabled = true) {
  return useQuery({ ...notificationsQuery(), enabled });
}
