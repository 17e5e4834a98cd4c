/** Member photos, places and menus, the member list, the relation mutations and the debounced search query. */
export { MemberPhoto } from './MemberPhoto';
export { placeOf } from './place';
export { usePlacesQuery } from './places.queries';
export {
  useAnswerRequestMutation,
  useBlockMutation,
  useFriendRequestMutation,
  useLikeMutation,
  useUnfriendMutation,
} from './relations.queries';
export { RemarkDialog } from './RemarkDialog';
export { useDebouncedQuery } from './use-debounced-query';
export { MemberList } from './UserListPage';
export { UserMenu } from './UserMenu';
