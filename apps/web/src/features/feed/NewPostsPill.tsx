import { useTranslation } from 'react-i18next';

/** The "new posts" pill above a feed list (spec §4 newFeed): shows the newest posts and goes to the top. */
export function NewPostsPill({ onShow }: { onShow: () => void }) {
  const { t } = useTranslation('feed');
  return (
    <div className="feed-new">
      <button
        type="button"
        className="pill-button feed-new__pill"
        onClick={() => {
          onShow();
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
        data-testid="feed-new"
      >
        ↑ {t('list.newPosts')}
      </button>
    </div>
  );
}
