import type { NotificationData } from '@yuanfen/contract';
import type { NotificationRow } from './notification.repo';

export const presentNotification = (row: NotificationRow) => ({
  id: row.id,
  type: row.type,
  data: row.data as NotificationData,
  created_at: row.created_at.toISOString(),
});
