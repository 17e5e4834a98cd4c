import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MemberList, UserMenu } from '../users';
import { EncounterDeck } from './EncounterDeck';
import '../users/users.css';
import './encounters.css';

type MeetView = 'cards' | 'grid';

/** /recommend, the "meet" tab: the one-card-at-a-time deck, or the recommended members as a grid (`?view=grid`). */
export function MeetPage() {
  const { t } = useTranslation(['users', 'nav']);
  const [params, setParams] = useSearchParams();
  const view: MeetView = params.get('view') === 'grid' ? 'grid' : 'cards';
  const show = (next: MeetView) => {
    const copy = new URLSearchParams(params);
    if (next === 'grid') copy.set('view', 'grid');
    else copy.delete('view');
    setParams(copy, { replace: true });
  };
  return (
    <div className="stack users-page meet-page" data-testid="meet-page" data-view={view}>
      <header className="users-page__head meet-page__head">
        <div>
          <h1 className="page-title">{t('nav:userType.recommend')}</h1>
          <p className="users-page__lead">{view === 'cards' ? t('meet.lead') : t('lead.recommend')}</p>
        </div>
        <div className="meet-page__views" role="group" aria-label={t('meet.view')}>
          {(['cards', 'grid'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className="meet-page__view"
              aria-pressed={view === option}
              onClick={() => show(option)}
            >
              {t(`meet.${option}`)}
            </button>
          ))}
        </div>
      </header>
      {view === 'cards' ? (
        <EncounterDeck />
      ) : (
        <>
          <UserMenu group="users" current="recommend" />
          <section className="card users-page__body">
            <MemberList type="recommend" />
          </section>
        </>
      )}
    </div>
  );
}
