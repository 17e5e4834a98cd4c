/** The thirteen member lists of spec §2, in their menu groups. */
export const USER_GROUPS = {
  users: ['recommend', 'online', 'latest', 'hottest', 'birthday', 'search'],
  friendship: ['friend', 'request', 'blacklist'],
  likes: ['ilike', 'likeme', 'likemutual', 'visitor'],
} as const;

export type UserGroup = keyof typeof USER_GROUPS;
export type UserType = (typeof USER_GROUPS)[UserGroup][number];
export type ListType = Exclude<UserType, 'search'>;

export const USER_TYPES: readonly UserType[] = Object.values(USER_GROUPS).flat();

export const isUserType = (value: string | undefined): value is UserType => USER_TYPES.some((type) => type === value);

export function groupOf(type: UserType): UserGroup {
  if ((USER_GROUPS.friendship as readonly string[]).includes(type)) return 'friendship';
  if ((USER_GROUPS.likes as readonly string[]).includes(type)) return 'likes';
  return 'users';
}

/** The `GET /v1/…` path of each list (spec §7). */
export const LIST_ENDPOINT: Record<ListType, string> = {
  recommend: 'recommend',
  online: 'online',
  latest: 'latest',
  hottest: 'hottest',
  birthday: 'birthday',
  friend: 'friends',
  request: 'friend_requests',
  blacklist: 'blacklist',
  ilike: 'likes',
  likeme: 'likes/me',
  likemutual: 'likes/mutual',
  visitor: 'visits',
};

/** Lists that belong to the signed-in member; visitors are asked to log in. */
export const needsSignIn = (type: UserType) => groupOf(type) !== 'users';

/** The unread counter a list clears when it is opened. */
export const COUNTER_OF: Partial<Record<UserType, 'likeme' | 'request'>> = {
  likeme: 'likeme',
  request: 'request',
};
