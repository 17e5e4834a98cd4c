/**
 * Query keys several features read or invalidate (the feed's posts, the members' lists and profiles):
 * they live below the features so a feature's cache helpers never import another feature's queries.
 */
export const feedKeys = {
  all: ['feeds'] as const,
  lists: () => [...feedKeys.all, 'list'] as const,
  home: () => [...feedKeys.lists(), 'home'] as const,
  user: (id: number) => [...feedKeys.lists(), 'user', id] as const,
  item: (id: number) => [...feedKeys.all, 'item', id] as const,
  allComments: () => [...feedKeys.all, 'comments'] as const,
  comments: (id: number) => [...feedKeys.allComments(), id] as const,
};

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  /** `type` is one of the member lists (`ListType` in features/users/user-types.ts). */
  list: (type: string) => [...userKeys.lists(), type] as const,
  search: (q: string, filters: object = {}) => [...userKeys.all, 'search', q, filters] as const,
  profiles: () => [...userKeys.all, 'profile'] as const,
  profile: (id: number) => [...userKeys.profiles(), id] as const,
};

/** The mall's orders: the realtime wiring refetches them when an `order` counter moves. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (side: 'sent' | 'received') => [...orderKeys.all, side] as const,
};

/** The chat's lists and conversations (features/chat/chat.queries.ts; the translation patches them too). */
export const chatKeys = {
  all: ['chat'] as const,
  threadLists: () => [...chatKeys.all, 'threads'] as const,
  threadList: (q: string) => [...chatKeys.threadLists(), q] as const,
  conversations: () => [...chatKeys.all, 'conversation'] as const,
  /** A conversation is known by the other member's id: that is what /chat/{id} and chat windows hold. */
  conversation: (userId: number) => [...chatKeys.conversations(), userId] as const,
  template: (userId: number) => [...chatKeys.all, 'template', userId] as const,
};
