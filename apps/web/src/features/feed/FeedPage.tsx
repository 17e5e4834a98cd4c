import { useWechatShare } from '../account';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { Spinner } from '../../ui/Spinner';
import { NotFoundPage } from '../system';
import { FeedCard } from './FeedCard';
import { useFeedItem } from './feed.queries';
import './feed.css';

/** /feed/{id}: one post. */
export function FeedPage() {
  const { t } = useTranslation(['feed', 'nav', 'common']);
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const query = useFeedItem(id);
  const post = query.data;
  useWechatShare(
    post
      ? {
          title: t('common:share.postTitle', { name: post.user.name }),
          desc: post.content.slice(0, 80) || t('common:share.desc'),
          image: post.uploads[0]?.thumb ?? post.user.avatar,
        }
      : null,
  );
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  if (query.isPending) return <Spinner />;
  if (query.isError || !query.data) {
    const gone = isApiError(query.error) && (query.error.status === 404 || query.error.status === 403);
    return (
      <div className="card bill-empty" data-testid="feed-missing">
        <p>{gone ? t('single.missing') : t('single.failed')}</p>
        <Link className="button button--secondary button--small" to="/home">
          {t('single.back')}
        </Link>
      </div>
    );
  }
  return (
    <div className="stack feed-page" data-testid="feed-page">
      <h1 className="visually-hidden">{t('nav:title.feed')}</h1>
      <FeedCard item={query.data} commentsOpen onDeleted={() => void navigate('/home', { replace: true })} />
      <Link className="link feed-page__more" to={`/timeline/${query.data.user_id}`} data-testid="feed-more">
        {t('single.more', { name: query.data.user.name })}
      </Link>
    </div>
  );
}
