import { ValidationText } from '@yuanfen/contract';
import { fail } from '../../platform/errors';
import { action, ALLOW, type Actor } from '../../platform/policy';

export interface TicketFacts {
  user_id: number | null;
}

export const ticketNotFound = () => fail.notFound('No such support request');

/**
 * Who may do what with support requests (issue 19, docs/decisions.md 42). Visitors may send only a
 * `contact` request (the category of /contact, with a captcha); members any category. A ticket is its
 * member's alone: to anyone else it does not exist (404). The console's side is admin.policy.ts
 * (`support.read`, `support.reply`).
 */
export const supportPolicy = {
  open: action<{ category: string }>('support.open', (actor: Actor, body) =>
    actor.kind === 'member' || body.category === 'contact'
      ? ALLOW
      : () => fail.validation({ category: ValidationText.illegalAccess }, ValidationText.illegalAccess),
  ),
  view: action<TicketFacts>('support.view', (actor: Actor, ticket) => {
    if (actor.kind !== 'member') return () => fail.unauthorized();
    return ticket.user_id === actor.id ? ALLOW : ticketNotFound;
  }),
};
