import { Link } from 'react-router';
import {
  MALL_ORDER_STATUSES,
  REMOVAL_CATEGORIES,
  REMOVAL_KINDS,
  REPORT_DECISIONS,
  REPORT_TYPES,
  WARNING_CATEGORIES,
  WITHDRAW_STATUSES,
  type MallOrderStatus,
  type NotificationItem,
  type ReportDecision,
  type WithdrawStatus,
} from '@yuanfen/contract';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../ui/Avatar';
import { Icon } from '../../ui/Icon';
import { Spinner } from '../../ui/Spinner';
import { formatDateTime } from '../pay';
import { flattenPages } from '../../lib/paging';
import { useMe } from '../../lib/account.queries';
import { useClearNotificationsMutation, useNotificationsQuery } from './notifications.queries';

const KNOWN_TYPES = ['like', 'match', 'visit', 'request', 'friend'] as const;
type KnownType = (typeof KNOWN_TYPES)[number];
const isKnown = (type: string): type is KnownType => KNOWN_TYPES.some((known) => known === type);
const isOrderStatus = (status: string | undefined): status is MallOrderStatus =>
  MALL_ORDER_STATUSES.some((known) => known === status);
const isWithdrawStatus = (status: string | undefined): status is WithdrawStatus =>
  WITHDRAW_STATUSES.some((known) => known === status);
/** The icon of a notification about the member's own things, which names no one else. */
const ownIcon = (type: string) =>
  type === 'verification' || type === 'warning' || type === 'removal'
    ? 'shield'
    : type === 'support'
      ? 'chat'
      : type === 'withdraw'
        ? 'gold'
        : 'mall';
const isDecision = (decision: string | undefined): decision is ReportDecision =>
  REPORT_DECISIONS.some((known) => known === decision);

/**
 * What a row says, and where it leads: what a member did; an order's move names its new status and opens
 * the orders; for a report, the operators' decision on it.
 */
function useRowText(item: NotificationItem): { text: string; target: string; own: boolean } {
  const { t, i18n } = useTranslation(['notifications']);
  const me = useMe();
  const { name, status, order_id: id } = item.data;
  if (item.type === 'order') {
    const text = isOrderStatus(status) ? t(`order.${status}`, { name, id }) : t('type.order', { name });
    // A refund goes to the sender, and an order to an address names its sender: both are on the sent tab.
    const own = item.data.user_id === me?.id;
    const sent = status === 'cancelled' || own;
    return { text, target: sent ? '/orders?tab=sent' : '/orders', own };
  }
  if (item.type === 'verification') {
    // The member's own selfie was decided: approved, or rejected with the operator's reason.
    const text =
      status === 'verified' ? t('verify.verified') : t('verify.rejected', { reason: item.data.reason ?? '' });
    return { text, target: '/setting/verify', own: true };
  }
  if (item.type === 'support' && item.data.ticket_id) {
    // The support team answered one of the member's requests: the ticket opens with the reply.
    const ticket = item.data.ticket_id;
    return { text: t('support', { id: ticket }), target: `/support/${ticket}`, own: true };
  }
  if (item.type === 'withdraw' && isWithdrawStatus(status)) {
    // An operator decided the member's cash-out (issue 18): its text is the cash-out screen's.
    const text = i18n.t(`notifications:withdraw.${status}`, { id: item.data.withdrawal_id });
    return { text, target: '/withdraw', own: true };
  }
  if ((item.type === 'comment' || item.type === 'reaction') && item.data.feed_id) {
    // Someone commented on or reacted to the member's post: the post opens with its comments.
    const text = t(`type.${item.type}`, { name, emoji: item.data.emoji ?? '' });
    return { text, target: `/feed/${item.data.feed_id}`, own: false };
  }
  if (item.type === 'warning') {
    // A moderator warned the member: what about and why, never who reported it. The rules are the terms.
    const kind = REPORT_TYPES.find((known) => known === item.data.kind) ?? 'user';
    const category = WARNING_CATEGORIES.find((known) => known === item.data.category) ?? 'other';
    const text = t('warning.text', { what: t(`warning.kind.${kind}`), why: t(`warning.category.${category}`) });
    return { text, target: '/terms', own: true };
  }
  if (item.type === 'removal') {
    // An operator removed the member's say-hi message or a photo: what and why. The rules are the terms.
    const kind = REMOVAL_KINDS.find((known) => known === item.data.kind) ?? 'photo';
    const category = REMOVAL_CATEGORIES.find((known) => known === item.data.category) ?? 'other';
    const why = category === 'contact' ? t('removal.contact') : t(`warning.category.${category}`);
    const text = t('removal.text', { what: t(`removal.kind.${kind}`), why });
    return { text, target: kind === 'say_hi' ? '/setting/sayhi' : '/terms', own: true };
  }
  if (item.type === 'report' && isDecision(item.data.decision)) {
    return { text: t(`report.${item.data.decision}`), target: `/profile/${item.data.user_id}`, own: false };
  }
  return {
    text: t(`type.${isKnown(item.type) ? item.type : 'other'}`, { name }),
    target:
      item.type === 'request'
        ? '/user/request'
        : item.type === 'match'
          ? `/chat/${item.data.user_id}`
          : `/profile/${item.data.user_id}`,
    own: false,
  };
}

function NotificationRow({ item, onOpen }: { item: NotificationItem; onOpen: () => void }) {
  const { i18n } = useTranslation(['notifications', 'common']);
  const name = item.data.name;
  const { text, target, own } = useRowText(item);
  return (
    <li>
      <Link
        to={target}
        className="notification-row"
        onClick={onOpen}
        data-testid="notification-item"
        data-type={item.type}
      >
        {own ? (
          // An order to an address, the member's own verification, a support reply or a cash-out decision names
          // no one else: an icon rather than the member's own face.
          <span className="notification-row__icon" aria-hidden="true">
            <Icon name={ownIcon(item.type)} size={20} />
          </span>
        ) : (
          <Avatar src={item.data.avatar} name={name} size={40} />
        )}
        <span className="notification-row__main">
          <span className="notification-row__text">{text}</span>
          {item.data.translation ? <span className="notification-row__extra">{item.data.translation}</span> : null}
          <time className="notification-row__time" dateTime={item.created_at}>
            {formatDateTime(item.created_at, i18n.language)}
          </time>
        </span>
      </Link>
    </li>
  );
}

/** The bell's dropdown body: newest first, more on demand, and "clear all". */
export function NotificationList({ close }: { close: () => void }) {
  const { t } = useTranslation(['notifications', 'nav', 'common']);
  const query = useNotificationsQuery(true);
  const clear = useClearNotificationsMutation();
  const items = flattenPages(query.data?.pages);
  return (
    <div className="dropdown-card notification-card" data-testid="notification-dropdown">
      <div className="notification-card__head">
        <h2 className="dropdown-card__title">{t('nav:notifications.title')}</h2>
        {items.length > 0 ? (
          <button
            type="button"
            className="link"
            disabled={clear.isPending}
            data-testid="notification-clear"
            onClick={() => clear.mutate()}
          >
            {t('clear')}
          </button>
        ) : null}
      </div>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <p className="dropdown-card__empty">{t('loadFailed')}</p> : null}
      {query.isSuccess && items.length === 0 ? (
        <div className="dropdown-card__empty" data-testid="notification-empty">
          <Icon name="bell" size={32} />
          <p className="dropdown-card__lead">{t('nav:notifications.empty')}</p>
          <p>{t('nav:notifications.emptyHint')}</p>
        </div>
      ) : null}
      {items.length > 0 ? (
        <ul className="notification-list" role="list">
          {items.map((item) => (
            <NotificationRow key={item.id} item={item} onOpen={close} />
          ))}
        </ul>
      ) : null}
      {query.hasNextPage ? (
        <button
          type="button"
          className="button button--ghost button--small button--block"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('more')}
        </button>
      ) : null}
    </div>
  );
}
