import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { flattenPages } from '../../lib/paging';
import { PhotoWall, takenAfter } from './PhotoWall';
import { useMemberPhotos } from './photos.queries';
import './photo-pages.css';

/** How many photos the profile shows before "see all". */
const STRIP_SIZE = 6;

/**
 * The profile's row of photos with a link to the member's photo page (/photo/{id}). For a verified member,
 * photos added since the approval of their selfie carry the verified mark (docs/decisions.md 43).
 */
export function PhotoStrip({
  userId,
  self,
  verifiedAt,
}: {
  userId: number;
  self: boolean;
  verifiedAt?: string | null;
}) {
  const { t } = useTranslation(['photos', 'profile']);
  const query = useMemberPhotos(userId);
  const photos = useMemo(() => flattenPages(query.data?.pages).slice(0, STRIP_SIZE), [query.data]);
  if (!query.data || (photos.length === 0 && !self)) return null;
  return (
    <section className="card photo-strip" aria-labelledby="photo-strip-title" data-testid="photo-strip">
      <header className="photo-strip__head">
        <h2 id="photo-strip-title" className="card__title">
          {t('title')}
        </h2>
        <Link to={self && photos.length === 0 ? '/album' : `/photo/${userId}`} data-testid="photo-strip-all">
          {self && photos.length === 0 ? t('strip.add') : t('strip.all')}
        </Link>
      </header>
      {photos.length > 0 ? (
        <ul className="photo-wall photo-wall--strip" role="list" aria-label={t('title')}>
          <PhotoWall photos={photos} verifiedAt={verifiedAt} />
        </ul>
      ) : (
        <p className="photos-folder-hint">{t('strip.none')}</p>
      )}
      {verifiedAt && photos.some((photo) => takenAfter(photo, verifiedAt)) ? (
        <p className="photos-folder-hint" data-testid="photo-strip-verified-note">
          {t('profile:verifiedMark.photosAfter')}
        </p>
      ) : null}
    </section>
  );
}
