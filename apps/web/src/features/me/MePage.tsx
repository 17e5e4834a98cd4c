import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isVip, LIFETIME_EXPIRY, type Me } from '@yuanfen/contract';
import { useUiStore } from '../../lib/ui-store';
import { Avatar } from '../../ui/Avatar';
import { Icon, type IconName } from '../../ui/Icon';
import { Spinner } from '../../ui/Spinner';
import { useMeQuery } from '../../lib/account.queries';
import { showsUpgrade } from '../../lib/nav-rules';
import type { TitleKey } from '../../lib/title-key';
import { VipBadge } from '../../ui/VipBadge';
import { useTranslatorStatus } from '../translation';
import { useIsOperator } from '../admin';
import { OnboardingCard } from '../onboarding';

const links: Array<[string, TitleKey, IconName]> = [
  ['/setting/edit', 'settingEdit', 'user'],
  ['/album', 'album', 'photo'],
  ['/user/friend', 'friends' as TitleKey, 'friends'],
  // On phones the top bar's "Likes" is not there: these are the way to who likes and who visited you.
  ['/user/likeme', 'likeme' as TitleKey, 'likes'],
  ['/user/visitor', 'visitor' as TitleKey, 'user'],
  ['/bill', 'bill', 'gold'],
  ['/game', 'game', 'game'],
  ['/support', 'support', 'chat'],
  ['/setting', 'setting', 'settings'],
];

function VipStatus({ me }: { me: Me }) {
  const { t, i18n } = useTranslation(['pages', 'common', 'nav']);
  if (!isVip(me)) return <span>{t('me.notVip')}</span>;
  if (!me.vip_expired_at || me.vip_expired_at.startsWith(LIFETIME_EXPIRY)) return <span>{t('me.vipLifetime')}</span>;
  const date = new Intl.DateTimeFormat(i18n.language === 'tw' ? 'zh-TW' : i18n.language, {
    dateStyle: 'medium',
  }).format(new Date(me.vip_expired_at));
  return <span>{t('me.vipUntil', { date })}</span>;
}

/** /me: portrait, name, gold balance and membership, and the way to everything personal. */
export function MePage() {
  const { t } = useTranslation(['pages', 'common', 'nav']);
  const { data: me, isPending } = useMeQuery();
  const openPay = useUiStore((s) => s.openPay);
  const translator = useTranslatorStatus().data?.translator === true;
  const operator = useIsOperator();
  if (isPending) return <Spinner />;
  if (!me) return null;
  const vip = isVip(me);
  const menuLabel = (to: string, title: TitleKey) => {
    if (to === '/user/friend') return t('nav:bar.friends');
    if (to === '/user/likeme') return t('nav:userType.likeme');
    if (to === '/user/visitor') return t('nav:userType.visitor');
    return t(`nav:title.${title}`);
  };
  const menu: typeof links = [
    ...links,
    // Cash-out is for partners only (issue 18).
    ...(me.is_partner > 0 ? [['/withdraw', 'withdraw', 'gold'] as (typeof links)[number]] : []),
    ...(translator ? [['/translator', 'translator', 'translate'] as (typeof links)[number]] : []),
    ...(me.is_partner > 0 ? [['/setting/contact', 'settingContact', 'chat'] as (typeof links)[number]] : []),
    ...(operator ? [['/admin', 'admin', 'shield'] as (typeof links)[number]] : []),
  ];

  return (
    <div className="stack">
      <section className="card me-card" aria-labelledby="me-name">
        <div className="me-card__cover" aria-hidden="true" />
        <div className="me-card__body">
          <Link to="/setting/avatar" className="me-card__avatar" aria-label={t('nav:title.settingAvatar')}>
            <Avatar src={me.avatar} name={me.name} size={96} alt={t('common:user.avatarOf', { name: me.name })} />
          </Link>
          <h1 id="me-name" className="me-card__name">
            {me.name}
            {vip ? <VipBadge /> : null}
          </h1>
          {me.verified === 1 ? <p className="me-card__verified">{t('me.verified')}</p> : null}
        </div>
        <dl className="me-stats">
          <div className="me-stats__item">
            <dt>{t('me.balance')}</dt>
            <dd data-testid="me-balance">{t('me.goldCount', { count: me.balance })}</dd>
          </div>
          <div className="me-stats__item">
            <dt>{t('me.vipStatus')}</dt>
            <dd>
              <VipStatus me={me} />
            </dd>
          </div>
        </dl>
        <div className="me-card__actions">
          <button type="button" className="button button--secondary" onClick={() => openPay('recharge')}>
            <Icon name="gold" size={18} />
            {t('common:actions.recharge')}
          </button>
          {showsUpgrade(me) ? (
            <button type="button" className="button button--primary" onClick={() => openPay('upgrade')}>
              <Icon name="crown" size={18} />
              {t('common:actions.upgrade')}
            </button>
          ) : null}
        </div>
      </section>
      <OnboardingCard />
      <nav className="card" aria-label={t('me.menu')}>
        <ul className="link-list" role="list">
          {menu.map(([to, title, icon]) => (
            <li key={to}>
              <Link to={to}>
                <Icon name={icon} size={20} />
                <span>{menuLabel(to, title)}</span>
                {to === '/user/likeme' && me.counter.likeme > 0 ? (
                  <span className="badge" data-testid="me-likeme-count">
                    {me.counter.likeme}
                  </span>
                ) : null}
                <Icon name="chevron" size={18} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
