import { useTranslation } from 'react-i18next';
import type { Me } from '@yuanfen/contract';

/** Username and gender cannot be changed (spec §5): shown, not edited. */
export function ReadOnlyAccount({ me, extended }: { me: Me; extended?: boolean }) {
  const { t } = useTranslation(['settings', 'profile', 'common']);
  return (
    <dl className="settings-readonly" aria-label={t('readOnly')}>
      <div>
        <dt>{t('username')}</dt>
        <dd data-testid="setting-username">{me.name}</dd>
      </div>
      <div>
        <dt>{t('profile:field.gender')}</dt>
        <dd>{t(me.gender === 0 ? 'profile:gender.female' : 'profile:gender.male')}</dd>
      </div>
      {extended && me.email ? (
        <div>
          <dt>{t('email')}</dt>
          <dd>{me.email}</dd>
        </div>
      ) : null}
      {extended && me.phone ? (
        <div>
          <dt>{t('phone')}</dt>
          <dd>{me.phone}</dd>
        </div>
      ) : null}
      {extended ? (
        <div>
          <dt>{t('memberId')}</dt>
          <dd>{me.id}</dd>
        </div>
      ) : null}
    </dl>
  );
}
