import { z } from 'zod';
import { Limits } from './constants';
import { ValidationText as T } from './messages';
import { numberedPage, PageQuery } from './pagination';
import { SUPPORT_CATEGORIES, SUPPORT_STATUSES, SupportLimits } from './support.constants';

const text = (max: number) => z.string().trim().max(max);
const isEmail = (value: string) => z.email().safeParse(value).success;

/**
 * `POST support` (spec §7; §5 table "Support"): the category is required ("Illegal access"); a `contact`
 * request also needs the captcha, the content, a valid e-mail and a name of 4–20. The fields are plain
 * strings here and checked together below, so one answer names every field to fix.
 */
export const SupportBody = z
  .strictObject({
    category: z.enum(SUPPORT_CATEGORIES, { message: T.illegalAccess }),
    content: text(SupportLimits.contentMax).optional(),
    email: text(254).optional(),
    name: text(100).optional(),
    captcha: text(16).optional(),
    captcha_id: text(64).optional(),
    about: text(SupportLimits.aboutMax).optional(),
    related_id: z
      .union([z.string().trim().max(64), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)])
      .transform((value) => String(value))
      .optional(),
  })
  .superRefine((body, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!body.content) issue('content', T.cannotBeEmpty);
    if (body.category !== 'contact') {
      if (body.email && !isEmail(body.email)) issue('email', T.emailInvalid);
      return;
    }
    if (!body.captcha || !body.captcha_id) issue('captcha', T.captchaRequired);
    if (!body.email || !isEmail(body.email)) issue('email', T.emailInvalid);
    const name = body.name ?? '';
    if (name.length < Limits.nameMin || name.length > Limits.nameMax) issue('name', T.nameInvalid);
  });
export type SupportBody = z.infer<typeof SupportBody>;

export const SupportReply = z.object({
  id: z.number().int(),
  /** true: from the support team; false: the member's follow-up. */
  from_operator: z.boolean(),
  content: z.string(),
  created_at: z.string(),
});
export type SupportReply = z.infer<typeof SupportReply>;

/** A ticket as its member sees it. */
export const SupportTicket = z.object({
  id: z.number().int(),
  category: z.enum(SUPPORT_CATEGORIES),
  status: z.enum(SUPPORT_STATUSES),
  about: z.string().nullable(),
  related_id: z.string().nullable(),
  content: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SupportTicket = z.infer<typeof SupportTicket>;

/** One ticket with its conversation, oldest first. */
export const SupportTicketDetail = SupportTicket.extend({ replies: z.array(SupportReply) });
export type SupportTicketDetail = z.infer<typeof SupportTicketDetail>;

export const SupportTicketPage = numberedPage(SupportTicket);
export const SupportTicketsQuery = PageQuery;

export const SupportIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A follow-up of the member or a reply of the support team. */
export const SupportReplyBody = z.strictObject({
  content: z.string({ message: T.cannotBeEmpty }).trim().min(1, T.cannotBeEmpty).max(SupportLimits.contentMax),
});
export type SupportReplyBody = z.infer<typeof SupportReplyBody>;

/** The console's view: who wrote (member or visitor), how to reach them, the language replies go out in. */
export const AdminSupportTicket = SupportTicket.extend({
  user: z.object({ id: z.number().int(), name: z.string(), avatar: z.string().nullable() }).nullable(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  language: z.string(),
});
export type AdminSupportTicket = z.infer<typeof AdminSupportTicket>;
/** The console sees who wrote each reply (an operator, or the member). */
export const AdminSupportReply = SupportReply.extend({ author_id: z.number().int().nullable() });
export const AdminSupportTicketDetail = AdminSupportTicket.extend({ replies: z.array(AdminSupportReply) });
export type AdminSupportTicketDetail = z.infer<typeof AdminSupportTicketDetail>;
export const AdminSupportPage = numberedPage(AdminSupportTicket);

export const AdminSupportQuery = PageQuery.extend({ status: z.enum(SUPPORT_STATUSES).optional() });
export type AdminSupportQuery = z.infer<typeof AdminSupportQuery>;

export const AdminSupportStatusBody = z.strictObject({ status: z.enum(SUPPORT_STATUSES) });
export type AdminSupportStatusBody = z.infer<typeof AdminSupportStatusBody>;
