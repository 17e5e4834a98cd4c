import type {
  AdminSupportTicket,
  SupportCategory,
  SupportReply,
  SupportStatus,
  SupportTicket,
} from '@yuanfen/contract';
import type { SupportReplyRow, SupportTicketRow } from '../../db/schema';

export const presentTicket = (row: SupportTicketRow): SupportTicket => ({
  id: row.id,
  category: row.category as SupportCategory,
  status: row.status as SupportStatus,
  about: row.about,
  related_id: row.related_id,
  content: row.content,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

export const presentReply = (row: SupportReplyRow): SupportReply => ({
  id: row.id,
  from_operator: row.from_operator,
  content: row.content,
  created_at: row.created_at.toISOString(),
});

export const presentAdminTicket = (
  row: SupportTicketRow,
  member: { id: number; name: string; avatar: string | null } | undefined,
): AdminSupportTicket => ({
  ...presentTicket(row),
  user: member ? { id: member.id, name: member.name, avatar: member.avatar } : null,
  email: row.email,
  name: row.name,
  language: row.language,
});
