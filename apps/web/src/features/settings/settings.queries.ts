import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UpdateUserBody } from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { useUiStore } from '../../lib/ui-store';
import { setMe } from '../../lib/account.queries';
import { userKeys } from '../../lib/query-keys';

/** `PUT user` answers the updated account; profiles and lists that show the member are refetched. */
export function useUpdateUserMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => api.call(Api.profile.update, { body }),
    onSuccess: (me) => {
      if (me && typeof me === 'object' && 'id' in me) setMe(me);
      useUiStore.getState().showToast(i18n.t('settings:saved'), 'success');
      return client.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
