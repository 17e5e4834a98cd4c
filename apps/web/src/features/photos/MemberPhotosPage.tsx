import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UPLOAD_FOLDERS, type UploadFolder } from '@yuanfen/contract';
import { Avatar } from '../../ui/Avatar';
import { InfiniteList, listQueryProps } from '../../ui/InfiniteList';
import { useProfileQuery } from '../profile';
import { NotFoundPage } from '../system';
import { flattenPages } from '../../lib/paging';
import { FolderTabs } from './FolderTabs';
import { PhotoWall } from './PhotoWall';
import { useMemberPhotos } from './photos.queries';
import './photo-pages.css';

type Shown = UploadFolder | 'all';

/** /photo/{id}: a member's photos in the folders this viewer may open; secret ones can be bought. */
export function MemberPhotosPage() {
  const { t } = useTranslation(['photos', 'common']);
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const profile = useProfileQuery(valid ? id : 0).data;
  const [shown, setShown] = useState<Shown>('all');
  // The unfiltered list holds only what this viewer may see, so its folders are the tabs worth offering.
  const all = useMemberPhotos(id, undefined, valid);
  const query = useMemberPhotos(id, shown === 'all' ? undefined : shown, valid);
  const allPhotos = useMemo(() => flattenPages(all.data?.pages), [all.data]);
  const photos = useMemo(() => flattenPages(query.data?.pages), [query.data]);
  if (!valid) return <NotFoundPage />;

  const folders = UPLOAD_FOLDERS.filter((f) => allPhotos.some((photo) => photo.folder === f));
  const tabs = [
    { value: 'all' as Shown, label: t('member.all') },
    ...folders.map((f) => ({ value: f as Shown, label: t(`folder.${f}`) })),
  ];
  const name = profile?.name ?? '';

  return (
    <div className="stack photos-page" data-testid="member-photos-page">
      <section className="card photos-head">
        <Link to={`/profile/${id}`} className="photos-head__who">
          {profile ? <Avatar src={profile.avatar} name={profile.name} size={48} /> : null}
          <span>
            <h1 className="page-title">{name ? t('member.title', { name }) : t('title')}</h1>
            <span className="photos-head__lead">{t('member.back')}</span>
          </span>
        </Link>
        {profile?.self ? (
          <Link className="button button--secondary button--small" to="/album">
            {t('member.manage')}
          </Link>
        ) : null}
      </section>
      <section className="card photos-card">
        <FolderTabs tabs={tabs} value={shown} onChange={setShown} label={t('album.foldersLabel')}>
          <InfiniteList
            label={t('member.title', { name })}
            count={photos.length}
            {...listQueryProps(query)}
            empty={t('member.empty')}
            emptyIcon="photo"
            testId="member-photos"
            listClassName="photo-wall"
          >
            <PhotoWall photos={photos} />
          </InfiniteList>
        </FolderTabs>
      </section>
    </div>
  );
}
