// Written by scripts/write-routes.ts from the endpoint map (`npm run routes -w @yuanfen/contract`): do not edit.
import type { RouteMap } from '../endpoint';
import type { Api as Endpoints } from '../endpoints/index';

export const relations: RouteMap<typeof Endpoints>['relations'] = {
  likes: { method: 'GET', path: '/likes' },
  likedBy: { method: 'GET', path: '/likes/me' },
  mutualLikes: { method: 'GET', path: '/likes/mutual' },
  like: { method: 'POST', path: '/likes' },
  unlike: { method: 'DELETE', path: '/likes/:id' },
  visitors: { method: 'GET', path: '/visits' },
  blacklist: { method: 'GET', path: '/blacklist' },
  block: { method: 'POST', path: '/blacklist' },
  unblock: { method: 'DELETE', path: '/blacklist/:id' },
  remark: { method: 'GET', path: '/remarks/:id' },
  setRemark: { method: 'POST', path: '/remarks' },
  removeRemark: { method: 'DELETE', path: '/remarks/:id' },
  friendRequests: { method: 'GET', path: '/friend_requests' },
  requestFriend: { method: 'POST', path: '/friend_requests' },
  answerRequest: { method: 'PUT', path: '/friend_requests' },
  friends: { method: 'GET', path: '/friends' },
  updateFriend: { method: 'PUT', path: '/friends' },
  unfriend: { method: 'DELETE', path: '/friends/:id' },
};
