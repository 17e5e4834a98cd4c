import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../lib/ui-store';
import { ChatButton } from '../chat';
import { RemarkDialog } from './RemarkDialog';
import { useAnswerRequestMutation, useBlockMutation, useUpdateFriendMutation } from './relations.queries';
import type { MemberCardData } from './users.queries';
import type { UserType } from './user-types';

function RequestActions({ member }: { member: MemberCardData }) {
  const { t } = useTranslation(['users', 'common']);
  const answer = useAnswerRequestMutation();
  return (
    <>
      <button
        type="button"
        className="button button--primary button--small"
        disabled={answer.isPending}
        data-testid="request-accept"
        onClick={() => answer.mutate({ userId: member.user_id, status: 2 })}
      >
        {t('request.accept')}
      </button>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={answer.isPending}
        data-testid="request-decline"
        onClick={() => answer.mutate({ userId: member.user_id, status: 1 })}
      >
        {t('request.decline')}
      </button>
    </>
  );
}

function FriendActions({ member }: { member: MemberCardData }) {
  const { t } = useTranslation(['users', 'common']);
  const update = useUpdateFriendMutation();
  const [editing, setEditing] = useState(false);
  const pinned = member.top === 1;
  return (
    <>
      <ChatButton
        peer={{ user_id: member.user_id, name: member.name, avatar: member.avatar, online: Boolean(member.online) }}
        className="button button--secondary button--small"
        testId="friend-chat"
      />
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={update.isPending}
        aria-pressed={pinned}
        data-testid="friend-top"
        onClick={() => update.mutate({ user_id: member.user_id, top: pinned ? 0 : 1 })}
      >
        {pinned ? t('friend.unpin') : t('friend.pin')}
      </button>
      <button
        type="button"
        className="button button--ghost button--small"
        data-testid="friend-remark"
        onClick={() => setEditing(true)}
      >
        {t('friend.remark')}
      </button>
      {editing ? (
        <RemarkDialog
          userId={member.user_id}
          name={member.name}
          remark={member.remark ?? null}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </>
  );
}

function UnblockAction({ member }: { member: MemberCardData }) {
  const { t } = useTranslation(['users', 'common']);
  const block = useBlockMutation();
  return (
    <button
      type="button"
      className="button button--secondary button--small"
      disabled={block.isPending}
      data-testid="blacklist-unblock"
      onClick={() =>
        block.mutate(
          { userId: member.user_id, block: false },
          { onSuccess: () => useUiStore.getState().showToast(t('toast.unblocked'), 'success') },
        )
      }
    >
      {t('block.unblock')}
    </button>
  );
}

/** What a card in a given list lets the member do without opening the profile. */
export function ListActions({ type, member }: { type: UserType; member: MemberCardData }) {
  if (type === 'request') return <RequestActions member={member} />;
  if (type === 'friend') return <FriendActions member={member} />;
  if (type === 'blacklist') return <UnblockAction member={member} />;
  return null;
}

export const hasListActions = (type: UserType) => type === 'request' || type === 'friend' || type === 'blacklist';
