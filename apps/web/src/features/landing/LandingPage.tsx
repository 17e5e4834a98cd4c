import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoginForm, RegisterForm } from '../account';
import { Icon, type IconName } from '../../ui/Icon';
import { HeroArt } from './HeroArt';
import { MembersStrip } from './MembersStrip';

type Mode = 'login' | 'register';
const features: Array<{ key: 'translate' | 'real' | 'gifts' | 'privacy'; icon: IconName }> = [
  { key: 'translate', icon: 'translate' },
  { key: 'real', icon: 'shield' },
  { key: 'gifts', icon: 'gift' },
  { key: 'privacy', icon: 'photo' },
];

/** The front page for visitors: the promise of the product and the sign-in / sign-up card (`?type=`). */
export function LandingPage() {
  const { t } = useTranslation(['pages', 'auth', 'nav']);
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('type') === 'login' ? 'login' : 'register';
  const switchTo = (next: Mode) => {
    const copy = new URLSearchParams(params);
    copy.set('type', next);
    setParams(copy, { replace: true });
  };
  const pickMember = () => {
    switchTo('register');
    document.getElementById('auth-panel-body')?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };

  return (
    <div className="landing">
      <section className="landing__hero" aria-labelledby="landing-title">
        <div className="landing__copy">
          <p className="landing__eyebrow">{t('landing.eyebrow')}</p>
          <h1 id="landing-title" className="landing__title">
            {t('landing.heroTitle')}
          </h1>
          <p className="landing__lead">{t('landing.heroLead')}</p>
          <HeroArt />
          <p className="landing__languages">{t('landing.languages')}</p>
        </div>
        <div className="card auth-panel">
          <div className="tabs" role="tablist" aria-label={t('auth:register.method')}>
            {(['register', 'login'] as const).map((tab) => (
              <button
                key={tab}
                type="button"
                role="tab"
                id={`auth-tab-${tab}`}
                aria-selected={mode === tab}
                aria-controls="auth-panel-body"
                className="tabs__tab"
                onClick={() => switchTo(tab)}
              >
                {tab === 'login' ? t('nav:bar.login') : t('nav:bar.register')}
              </button>
            ))}
          </div>
          <div id="auth-panel-body" role="tabpanel" aria-labelledby={`auth-tab-${mode}`}>
            <h2 className="auth-panel__title">{mode === 'login' ? t('auth:login.title') : t('auth:register.title')}</h2>
            <p className="auth-panel__subtitle">
              {mode === 'login' ? t('auth:login.subtitle') : t('auth:register.subtitle')}
            </p>
            {mode === 'login' ? (
              <LoginForm onSwitchToRegister={() => switchTo('register')} />
            ) : (
              <RegisterForm onSwitchToLogin={() => switchTo('login')} />
            )}
          </div>
        </div>
      </section>
      <MembersStrip onPick={pickMember} />
      <section className="landing__features" aria-labelledby="features-title">
        <h2 id="features-title" className="section-title">
          {t('landing.features.label')}
        </h2>
        <ul className="feature-grid" role="list">
          {features.map(({ key, icon }) => (
            <li key={key} className="card feature">
              <span className="feature__icon" aria-hidden="true">
                <Icon name={icon} size={26} />
              </span>
              <h3 className="feature__title">{t(`landing.features.${key}.title`)}</h3>
              <p className="feature__body">{t(`landing.features.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
