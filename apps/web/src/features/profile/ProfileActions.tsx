import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Relation } from '@yuanfen/contract';
import { queryClient } from '../../lib/query-client';
import { feedKeys, userKeys } from '../../lib/query-keys';
import { useIsSignedIn } from '../../lib/session-store';
import { useUiStore } from '../../lib/ui-store';
import { Icon } from '../../ui/Icon';
import {
  RemarkDialog,
  useAnswerRequestMutation,
  useBlockMutation,
  useFriendRequestMutation,
  useLikeMutation,
  useUnfriendMutation,
} from '../users';
import { ReportDialog } from '../report';
import { ChatButton } from '../chat';
import { GiftButton } from '../gifts';
import { PresentLink } from '../mall';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import type { UserProfile } from './profile.queries';

type Dialog = 'block' | 'unfriend' | 'remark' | 'report' | null;

function FriendButton({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation(['profile', 'users', 'common']);
  const request = useFriendRequestMutation();
  const answer = useAnswerRequestMutation();
  const busy = request.isPending || answer.isPending;
  const id = profile.user_id;
  if (profile.friend || profile.relation === Relation.Friend) {
    return (
      <span className="profile-state" data-testid="profile-friend-state" data-state="friends">
        <Icon name="friends" size={18} />
        {t('actions.friends')}
      </span>
    );
  }
  if (profile.relation === Relation.RequestReceived) {
    return (
      <>
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          data-testid="profile-accept"
          onClick={() => answer.mutate({ userId: id, status: 2 })}
        >
          {t('users:request.accept')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => answer.mutate({ userId: id, status: 1 })}
        >
          {t('users:request.decline')}
        </button>
      </>
    );
  }
  if (profile.relation === Relation.RequestSent) {
    return (
      <button
        type="button"
        className="button button--ghost"
        disabled={busy}
        data-testid="profile-friend-state"
        data-state="pending"
        title={t('actions.cancelRequest')}
        onClick={() => answer.mutate({ userId: id, status: 1 })}
      >
        {t('actions.requestSent')}
      </button>
    );
  }
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={busy}
      data-testid="profile-befriend"
      onClick={() =>
        request.mutate(id, {
          onSuccess: (result) =>
            useUiStore
              .getState()
              .showToast(result.status === 2 ? t('toast.friendsNow') : t('toast.requestSent'), 'success'),
        })
      }
    >
      <Icon name="friends" size={18} />
      {t('actions.befriend')}
    </button>
  );
}

/** Like, befriend, chat, send a gift, gift VIP, remark, block, report: what a visitor can do on someone else's profile. */
export function ProfileActions({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation(['profile', 'users', 'report', 'common']);
  const signedIn = useIsSignedIn();
  const { openLogin, openPay, showToast } = useUiStore.getState();
  const like = useLikeMutation();
  const block = useBlockMutation();
  const unfriend = useUnfriendMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const id = profile.user_id;
  const isFriend = profile.friend || profile.relation === Relation.Friend;

  if (!signedIn) {
    return (
      <div className="profile-actions">
        <button type="button" className="button button--primary" data-testid="profile-like" onClick={openLogin}>
          <Icon name="meet" size={18} />
          {t('actions.like')}
        </button>
        <button type="button" className="button button--secondary" data-testid="profile-chat" onClick={openLogin}>
          <Icon name="chat" size={18} />
          {t('actions.chat')}
        </button>
      </div>
    );
  }

  if (profile.blocked) {
    return (
      <div className="profile-actions">
        <p className="profile-actions__note">{t('blockedNote')}</p>
        <button
          type="button"
          className="button button--secondary"
          disabled={block.isPending}
          data-testid="profile-unblock"
          onClick={() =>
            block.mutate(
              { userId: id, block: false },
              { onSuccess: () => showToast(t('users:toast.unblocked'), 'success') },
            )
          }
        >
          {t('users:block.unblock')}
        </button>
      </div>
    );
  }

  return (
    <>
      <div className="profile-actions">
        <button
          type="button"
          className={profile.liked ? 'button button--secondary' : 'button button--primary'}
          aria-pressed={profile.liked}
          disabled={like.isPending}
          data-testid="profile-like"
          data-liked={profile.liked}
          onClick={() => like.mutate({ userId: id, like: !profile.liked })}
        >
          <Icon name="meet" size={18} />
          {profile.liked ? t('actions.liked') : t('actions.like')}
        </button>
        <FriendButton profile={profile} />
        <ChatButton
          peer={{ user_id: id, name: profile.name, avatar: profile.avatar, online: Boolean(profile.online) }}
          className="button button--secondary"
          testId="profile-chat"
        >
          <Icon name="chat" size={18} />
          {t('actions.chat')}
        </ChatButton>
        <GiftButton userId={id} name={profile.name} className="button button--secondary" testId="profile-gift" />
        <PresentLink userId={id} name={profile.name} />
        {profile.vip ? null : (
          <button
            type="button"
            className="button button--ghost"
            data-testid="profile-gift-vip"
            onClick={() => openPay('upgrade', { target: { id, name: profile.name } })}
          >
            <Icon name="gift" size={18} />
            {t('actions.giftVip')}
          </button>
        )}
      </div>
      <div className="profile-actions profile-actions--secondary">
        {isFriend ? (
          <>
            <button type="button" className="link" data-testid="profile-remark" onClick={() => setDialog('remark')}>
              {profile.remark ? t('actions.editRemark') : t('actions.addRemark')}
            </button>
            <button type="button" className="link" onClick={() => setDialog('unfriend')}>
              {t('actions.unfriend')}
            </button>
          </>
        ) : null}
        <button
          type="button"
          className="link link--muted"
          data-testid="profile-block"
          onClick={() => setDialog('block')}
        >
          {t('users:block.block')}
        </button>
        <button
          type="button"
          className="link link--muted"
          data-testid="profile-report"
          onClick={() => setDialog('report')}
        >
          {t('report:action')}
        </button>
      </div>
      {dialog === 'report' ? (
        <ReportDialog
          type="user"
          relatedId={id}
          subject={profile.name}
          // A reported member leaves the reporter's lists and home feed at once; their page stays open.
          onReported={() => {
            void queryClient.invalidateQueries({ queryKey: userKeys.all });
            void queryClient.invalidateQueries({ queryKey: feedKeys.home() });
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'remark' ? (
        <RemarkDialog userId={id} name={profile.name} remark={profile.remark} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'block' ? (
        <ConfirmDialog
          title={t('users:block.confirmTitle', { name: profile.name })}
          confirm={t('users:block.block')}
          busy={block.isPending}
          onClose={() => setDialog(null)}
          onConfirm={() =>
            block.mutate(
              { userId: id, block: true },
              {
                onSuccess: () => {
                  setDialog(null);
                  showToast(t('users:toast.blocked'), 'success');
                },
              },
            )
          }
        >
          <p>{t('users:block.confirmBody')}</p>
        </ConfirmDialog>
      ) : null}
      {dialog === 'unfriend' ? (
        <ConfirmDialog
          title={t('actions.unfriendTitle', { name: profile.name })}
          confirm={t('actions.unfriend')}
          busy={unfriend.isPending}
          onClose={() => setDialog(null)}
          onConfirm={() => unfriend.mutate(id, { onSuccess: () => setDialog(null) })}
        >
          <p>{t('actions.unfriendBody')}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
