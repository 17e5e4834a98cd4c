import type { Rule } from '../authorization.types';
import type { RulesContext } from './context';

/** Battery A: conversations, drafts, messages, greetings and templates. */
export function chatRules({
  messageIntact,
  everyoneBut,
  nobody,
  ownerOnly,
  destructive,
}: RulesContext): Record<string, Rule> {
  return {
    // Chat: only the two members of a conversation.
    'GET /v1/message_threads': { access: 'self' },
    'GET /v1/message_threads/{id}': {
      access: 'member',
      checks: [
        {
          what: "Olga's conversation with her friend",
          call: (x) => ({ method: 'GET', url: `/v1/message_threads/${x.thread}` }),
          // A thread id names one member's side of a conversation: the friend has a thread of her own.
          may: ownerOnly,
        },
      ],
    },
    'PUT /v1/message_threads/{id}': {
      access: 'member',
      checks: [
        {
          what: "pinning Olga's conversation",
          call: (x) => ({ method: 'PUT', url: `/v1/message_threads/${x.thread}`, body: { top: 0 } }),
          may: ownerOnly,
        },
      ],
    },
    'DELETE /v1/message_threads/{id}': {
      access: 'member',
      checks: [
        {
          what: "deleting Olga's conversation",
          call: (x) => ({ method: 'DELETE', url: `/v1/message_threads/${x.thread}` }),
          may: ownerOnly,
          tried: destructive(),
          intact: messageIntact,
        },
      ],
    },
    'POST /v1/draft': {
      access: 'member',
      checks: [
        {
          what: 'a draft to hidden Hanna',
          call: (x) => ({ method: 'POST', url: '/v1/draft', body: { user_id: x.hidden.id, draft: 'hi' } }),
          may: ['friend', 'vip'],
        },
      ],
    },
    'GET /v1/messages/{id}': {
      access: 'member',
      checks: [
        {
          what: "Olga's message to her friend",
          call: (x) => ({ method: 'GET', url: `/v1/messages/${x.message.id}` }),
          may: ['owner', 'friend'],
        },
      ],
    },
    'DELETE /v1/messages/{id}': {
      access: 'member',
      checks: [
        {
          what: "deleting Olga's message",
          call: (x) => ({ method: 'DELETE', url: `/v1/messages/${x.message.id}` }),
          may: ['owner', 'friend'],
          tried: destructive(['owner', 'friend']),
          intact: messageIntact,
        },
      ],
    },
    'POST /v1/messages': {
      access: 'member',
      checks: [
        {
          what: 'writing to Olga',
          call: (x) => ({
            method: 'POST',
            url: '/v1/messages',
            body: { user_id: x.as.owner.id, message_content: 'hello' },
          }),
          may: everyoneBut('visitor', 'owner', 'blocked'),
        },
        {
          what: 'writing to hidden Hanna',
          call: (x) => ({
            method: 'POST',
            url: '/v1/messages',
            body: { user_id: x.hidden.id, message_content: 'hello' },
          }),
          may: ['friend', 'vip'],
        },
      ],
    },
    'POST /v1/recall': {
      access: 'member',
      checks: [
        {
          what: "recalling Olga's message",
          call: (x) => ({ method: 'POST', url: '/v1/recall', body: { id: x.message.id } }),
          may: ownerOnly,
          tried: destructive(),
          intact: messageIntact,
        },
      ],
    },
    'POST /v1/sayhi': {
      access: 'member',
      checks: [
        {
          what: 'saying hi to hidden Hanna',
          call: (x) => ({ method: 'POST', url: '/v1/sayhi', body: { user_id: x.hidden.id } }),
          may: nobody,
          tried: everyoneBut('friend', 'vip'),
        },
        {
          what: 'saying hi to Olga when she blocked you',
          call: (x) => ({ method: 'POST', url: '/v1/sayhi', body: { user_id: x.as.owner.id } }),
          may: nobody,
          tried: ['visitor', 'blocked'],
        },
      ],
    },
    'GET /v1/message_templates/{id}': { access: 'self' },
  };
}
