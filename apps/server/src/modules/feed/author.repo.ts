import { users } from '../../db/schema';

/**
 * The writer's columns a post and a comment both show next to the text (name, avatar, VIP badge) and
 * the language their text is translated from. One list, so a post and its comments never show a
 * writer differently.
 */
export const authorColumns = {
  language: users.language,
  name: users.name,
  avatar: users.avatar,
  vip: users.vip,
  free: users.free,
  vip_expired_at: users.vip_expired_at,
};
