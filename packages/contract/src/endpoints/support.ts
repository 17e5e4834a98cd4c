import { endpoint } from '../endpoint';
import {
  AdminSupportPage,
  AdminSupportQuery,
  AdminSupportStatusBody,
  AdminSupportTicketDetail,
  SupportBody,
  SupportIdParam,
  SupportReplyBody,
  SupportTicket,
  SupportTicketDetail,
  SupportTicketPage,
  SupportTicketsQuery,
} from '../support';

const tag = 'support';

/**
 * Support requests (spec §7 POST support; issue 19): a visitor's `contact` request or a member's ticket,
 * the member's tickets and follow-ups, and the console's queue (`support.read` / `support.reply`).
 */
export const support = {
  /** Opens a ticket: visitors only `contact` (with the captcha), members any category. */
  create: endpoint({
    method: 'POST',
    path: '/support',
    access: 'optional',
    tag,
    body: SupportBody,
    response: SupportTicket,
  }),
  /** The member's tickets, newest activity first. */
  list: endpoint({
    method: 'GET',
    path: '/support',
    access: 'user',
    tag,
    query: SupportTicketsQuery,
    response: SupportTicketPage,
  }),
  /** One of the member's tickets with its conversation. */
  get: endpoint({
    method: 'GET',
    path: '/support/:id',
    access: 'user',
    tag,
    params: SupportIdParam,
    response: SupportTicketDetail,
  }),
  /** The member's follow-up: reopens the ticket. */
  reply: endpoint({
    method: 'POST',
    path: '/support/:id/replies',
    access: 'user',
    tag,
    params: SupportIdParam,
    body: SupportReplyBody,
    response: SupportTicketDetail,
  }),
  /** The console's queue, by status. */
  adminList: endpoint({
    method: 'GET',
    path: '/admin/support',
    access: 'user',
    tag,
    query: AdminSupportQuery,
    response: AdminSupportPage,
  }),
  adminGet: endpoint({
    method: 'GET',
    path: '/admin/support/:id',
    access: 'user',
    tag,
    params: SupportIdParam,
    response: AdminSupportTicketDetail,
  }),
  /** The support team's reply: reaches the member (bell, live, e-mail by preference) or the visitor by e-mail. */
  adminReply: endpoint({
    method: 'POST',
    path: '/admin/support/:id/replies',
    access: 'user',
    tag,
    params: SupportIdParam,
    body: SupportReplyBody,
    response: AdminSupportTicketDetail,
  }),
  /** Closes or reopens a ticket. */
  adminStatus: endpoint({
    method: 'PUT',
    path: '/admin/support/:id',
    access: 'user',
    tag,
    params: SupportIdParam,
    body: AdminSupportStatusBody,
    response: AdminSupportTicketDetail,
  }),
};
