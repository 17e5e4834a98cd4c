import { endpoint } from '../endpoint';
import {
  ChatMessage,
  ChatThread,
  DraftBody,
  DraftSaved,
  MessageTemplate,
  RecallBody,
  Removed,
  SayHiBody,
  SendMessageBody,
  ThreadPage,
  ThreadQuery,
  ThreadsQuery,
  ThreadView,
  UpdateThreadBody,
} from '../chat';
import { UserIdParam } from '../users';

const tag = 'chat';

/** Conversations and messages (spec §7 Chat), all for signed-in members. */
export const chat = {
  /** Pinned first, then by the last message; `q` matches the other member's name. */
  threads: endpoint({
    method: 'GET',
    path: '/message_threads',
    access: 'user',
    tag,
    query: ThreadsQuery,
    response: ThreadPage,
  }),
  /** A thread's messages; with `user=1` the id is a member's and the thread with them opens (created when new). */
  thread: endpoint({
    method: 'GET',
    path: '/message_threads/:id',
    access: 'user',
    tag,
    params: UserIdParam,
    query: ThreadQuery,
    response: ThreadView,
  }),
  /** Pin or unpin, mark read, and the thread's translation settings. */
  updateThread: endpoint({
    method: 'PUT',
    path: '/message_threads/:id',
    access: 'user',
    tag,
    params: UserIdParam,
    body: UpdateThreadBody,
    response: ChatThread,
  }),
  /** Gone from the caller's list only; the other side keeps theirs. */
  removeThread: endpoint({
    method: 'DELETE',
    path: '/message_threads/:id',
    access: 'user',
    tag,
    params: UserIdParam,
    response: Removed,
  }),
  saveDraft: endpoint({ method: 'POST', path: '/draft', access: 'user', tag, body: DraftBody, response: DraftSaved }),
  message: endpoint({
    method: 'GET',
    path: '/messages/:id',
    access: 'user',
    tag,
    params: UserIdParam,
    response: ChatMessage,
  }),
  /** Removed for the caller only. */
  removeMessage: endpoint({
    method: 'DELETE',
    path: '/messages/:id',
    access: 'user',
    tag,
    params: UserIdParam,
    response: Removed,
  }),
  send: endpoint({
    method: 'POST',
    path: '/messages',
    access: 'user',
    tag,
    body: SendMessageBody,
    response: ChatMessage,
  }),
  /** The message stays in place as "recalled" on both sides. */
  recall: endpoint({ method: 'POST', path: '/recall', access: 'user', tag, body: RecallBody, response: ChatMessage }),
  /** Sends the caller's say-hi template as the first message to a member. */
  sayHi: endpoint({ method: 'POST', path: '/sayhi', access: 'user', tag, body: SayHiBody, response: ChatMessage }),
  /** The caller's say-hi as it would reach this member. */
  template: endpoint({
    method: 'GET',
    path: '/message_templates/:id',
    access: 'user',
    tag,
    params: UserIdParam,
    response: MessageTemplate,
  }),
};
