import { type Route } from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';

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

/** The endpoint of each list (spec §7): all answer pages of member cards. */
export const LIST_ENDPOINT = {
  recommend: Api.discovery.recommend,
  online: Api.discovery.online,
  latest: Api.discovery.latest,
  hottest: Api.discovery.hottest,
  birthday: Api.discovery.birthday,
  friend: Api.relations.friends,
  request: Api.relations.friendRequests,
  blacklist: Api.relations.blacklist,
  ilike: Api.relations.likes,
  likeme: Api.relations.likedBy,
  likemutual: Api.relations.mutualLikes,
  visitor: Api.relations.visitors,
} satisfies Record<ListType, Route>;

/** Lists that belong to the signed-in member; visitors are asked to log in. */
export const needsSignIn = (type: UserType) => groupOf(type) !== 'users';

/** The unread counter a list clears when it is opened. */
export const COUNTER_OF: Partial<Record<UserType, 'likeme' | 'request'>> = {
  likeme: 'likeme',
  request: 'request',
};
