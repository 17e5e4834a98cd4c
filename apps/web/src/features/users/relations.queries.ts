import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UpdateFriendBody, type UserProfile } from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../lib/api';
import { useUiStore } from '../../lib/ui-store';
import { i18n } from '../../lib/i18n';
import { userKeys } from '../../lib/query-keys';

/** Every relation change can move a member between lists and flips flags on profiles: refetch them all. */
function useRelationMutation<TInput, TResult>(send: (input: TInput) => Promise<TResult>, successKey?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      if (successKey) useUiStore.getState().showToast(i18n.t(successKey as 'users:toast.blocked'), 'success');
      return client.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}

export const useLikeMutation = () =>
  useRelationMutation(({ userId, like }: { userId: number; like: boolean }) =>
    like
      ? api.call(Api.relations.like, { body: { user_id: userId } })
      : api.call(Api.relations.unlike, { params: { id: userId } }),
  );

/** `POST friend_requests`: the server answers 201 (friends at once) or 202 (pending); the body says which. */
export const useFriendRequestMutation = () =>
  useRelationMutation((userId: number) => api.call(Api.relations.requestFriend, { body: { user_id: userId } }));

/** 2 accepts a request from `userId`; 1 declines it, or cancels one's own. */
export const useAnswerRequestMutation = () =>
  useRelationMutation(({ userId, status }: { userId: number; status: 1 | 2 }) =>
    api.call(Api.relations.answerRequest, { body: { user_id: userId, status } }),
  );

export const useUpdateFriendMutation = () =>
  useRelationMutation((body: UpdateFriendBody) => api.call(Api.relations.updateFriend, { body }), 'users:toast.saved');

export const useUnfriendMutation = () =>
  useRelationMutation(
    (userId: number) => api.call(Api.relations.unfriend, { params: { id: userId } }),
    'users:toast.unfriended',
  );

/**
 * Blocking hides the two members from each other, so refetching the profile would only answer 400061:
 * the cached profile keeps showing, flagged as blocked, until the member unblocks or leaves.
 */
export function useBlockMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, block }: { userId: number; block: boolean }) =>
      block
        ? api.call(Api.relations.block, { body: { user_id: userId } })
        : api.call(Api.relations.unblock, { params: { id: userId } }),
    onSuccess: (_result, { userId, block }) => {
      client.setQueryData<UserProfile>(userKeys.profile(userId), (profile) =>
        profile ? { ...profile, blocked: block } : profile,
      );
      void client.invalidateQueries({ queryKey: userKeys.lists() });
      if (!block) void client.invalidateQueries({ queryKey: userKeys.profile(userId) });
    },
  });
}
