import type { NotificationData } from '@intranet/shared/notifications/notifications.schemas';
import type { Db } from '../../db/client';
import { insertNotification } from './notifications.repository';

/** What other areas may ask of notifications: a live notice to users, inside the caller's transaction. */
export const notificationsPublic = {
  notify: (tx: Db, userIds: number[], data: NotificationData) => insertNotification(tx, null, userIds, data),
};
