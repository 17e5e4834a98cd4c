import { useTranslation } from 'react-i18next';
import { isLifetime, isVip, type VipPack } from '@yuanfen/contract';
import { i18n } from '../../lib/i18n';
import { useIsSignedIn } from '../../lib/session-store';
import { useUiStore } from '../../lib/ui-store';
import { Icon, type IconName } from '../../ui/Icon';
import { Spinner } from '../../ui/Spinner';
import { useMe } from '../../lib/account.queries';
import { formatDate, packLabel, savingsText, useOfferedPacks } from '../pay';
import '../pay/pay.css';

const BENEFITS: Array<[key: string, icon: IconName]> = [
  ['posts', 'news'],
  ['messages', 'chat'],
  ['visitors', 'likes'],
  ['filters', 'search'],
  ['hidden', 'shield'],
  ['gifts', 'gift'],
  ['discount', 'gold'],
];

interface StaticSection {
  heading: string;
  body: string;
}

/** The VIP page's explanatory sections from the `static` namespace, in the interface language. */
function staticVipSections(language: string): StaticSection[] {
  for (const lng of [language, 'en']) {
    const raw: unknown = i18n.getResource(lng, 'static', 'vip.sections');
    if (Array.isArray(raw)) return raw as StaticSection[];
  }
  return [];
}

function PackCard({ pack, canBuy, featured }: { pack: VipPack; canBuy: boolean; featured: boolean }) {
  const { t } = useTranslation('pay');
  const signedIn = useIsSignedIn();
  const openPay = useUiStore((s) => s.openPay);
  const openLogin = useUiStore((s) => s.openLogin);
  const label = t(`packs.${packLabel(pack)}`);
  return (
    <li className={`vip-card${featured ? ' vip-card--featured' : ''}`} data-testid={`vip-card-${packLabel(pack)}`}>
      {featured ? <span className="vip-card__ribbon">{t('packs.popular')}</span> : null}
      <h3 className="vip-card__name">{label}</h3>
      <p className="vip-card__price">
        <Icon name="gold" size={20} />
        <span>{t('vip.priceGold', { count: pack.price })}</span>
      </p>
      <p className="vip-card__note">
        {pack.trial
          ? t('packs.trialNote')
          : pack.lifetime
            ? t('packs.forever')
            : t('packs.perMonth', { price: Math.round((pack.price / pack.months) * 10) / 10 })}
      </p>
      <p className="vip-card__savings">
        {pack.savings > 0 ? (
          <span className="savings-badge">{t('packs.save', { percent: savingsText(pack) })}</span>
        ) : null}
      </p>
      {canBuy ? (
        <button
          type="button"
          className={`button button--block ${featured ? 'button--primary' : 'button--secondary'}`}
          aria-label={t('vip.chooseAria', { pack: label })}
          onClick={() => (signedIn ? openPay('upgrade', { months: pack.months }) : openLogin())}
        >
          {t('vip.choose')}
        </button>
      ) : null}
    </li>
  );
}

/** /vip: the packs with prices and savings, what VIP unlocks, and the details from the VIP terms. */
export function VipPage() {
  const { t, i18n: instance } = useTranslation(['pay', 'static']);
  const me = useMe();
  const offered = useOfferedPacks(false);
  const lifetime = isLifetime(me?.vip_expired_at);
  const activeUntil = me && isVip(me) && !lifetime && me.vip_expired_at ? me.vip_expired_at : null;
  const sections = staticVipSections(instance.language);

  return (
    <div className="stack vip-page">
      <section className="card vip-hero" aria-labelledby="vip-title">
        <span className="vip-hero__art" aria-hidden="true">
          <Icon name="crown" size={36} />
        </span>
        <div>
          <h1 id="vip-title" className="page-title">
            {t('vip.heroTitle')}
          </h1>
          <p className="vip-hero__body">{t('vip.heroBody')}</p>
        </div>
      </section>

      {lifetime ? (
        <p className="vip-status" data-testid="vip-lifetime">
          <Icon name="crown" size={18} />
          {t('vip.lifetimeMember')}
        </p>
      ) : activeUntil ? (
        <p className="vip-status">
          <Icon name="crown" size={18} />
          {t('vip.activeUntil', { date: formatDate(activeUntil, instance.language) })}
        </p>
      ) : null}

      <section aria-labelledby="vip-packs-title">
        <h2 id="vip-packs-title" className="visually-hidden">
          {t('packs.legend')}
        </h2>
        {offered.loading ? (
          <Spinner />
        ) : (
          <ul className="vip-grid" role="list">
            {offered.packs.map((pack) => (
              <PackCard
                key={pack.months}
                pack={pack}
                canBuy={!lifetime}
                featured={pack.months === offered.defaultMonths}
              />
            ))}
          </ul>
        )}
      </section>

      <section className="card" aria-labelledby="vip-benefits-title">
        <h2 id="vip-benefits-title" className="card__title">
          {t('vip.benefitsTitle')}
        </h2>
        <ul className="vip-benefits" role="list">
          {BENEFITS.map(([key, icon]) => (
            <li key={key}>
              <span className="vip-benefits__icon" aria-hidden="true">
                <Icon name={icon} size={18} />
              </span>
              {t(`vip.benefits.${key}` as 'vip.benefits.posts')}
            </li>
          ))}
        </ul>
      </section>

      {sections.length ? (
        <section className="card vip-more" aria-labelledby="vip-more-title">
          <h2 id="vip-more-title" className="card__title">
            {t('vip.moreTitle')}
          </h2>
          {sections.slice(2).map((section) => (
            <details key={section.heading} className="vip-more__item">
              <summary>{section.heading}</summary>
              {section.body.split(/\n{2,}/).map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </details>
          ))}
        </section>
      ) : null}
    </div>
  );
}
