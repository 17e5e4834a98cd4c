import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UPLOAD_FOLDERS, type UploadFolder } from '@yuanfen/contract';
import { InfiniteList, listQueryProps } from '../../ui/InfiniteList';
import { useMe } from '../../lib/account.queries';
import { flattenPages } from '../../lib/paging';
import { AlbumSelectionBar } from './AlbumSelectionBar';
import { AlbumUploader } from './AlbumUploader';
import { FolderTabs } from './FolderTabs';
import { PhotoWall } from './PhotoWall';
import { useMemberPhotos } from './photos.queries';
import './photo-pages.css';

const isFolder = (value: string | null): value is UploadFolder =>
  (UPLOAD_FOLDERS as readonly string[]).includes(value ?? '');

/** "16+" while more pages exist: the list is paged, so only what was loaded is counted. */
function useFolderCount(userId: number, folder: UploadFolder): string | undefined {
  const query = useMemberPhotos(userId, folder);
  if (!query.data) return undefined;
  const count = flattenPages(query.data.pages).length;
  return query.hasNextPage ? `${count}+` : String(count);
}

/** /album: my photos in three folders, with upload, select to move or delete, and secret prices. */
export function AlbumPage() {
  const { t } = useTranslation(['photos', 'common']);
  const me = useMe();
  const userId = me?.id ?? 0;
  const [params, setParams] = useSearchParams();
  const folder: UploadFolder = isFolder(params.get('folder')) ? (params.get('folder') as UploadFolder) : 'public';
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const query = useMemberPhotos(userId, folder);
  const photos = useMemo(() => flattenPages(query.data?.pages), [query.data]);
  const counts = {
    public: useFolderCount(userId, 'public'),
    private: useFolderCount(userId, 'private'),
    secret: useFolderCount(userId, 'secret'),
  };

  const endSelection = () => {
    setSelecting(false);
    setSelected(new Set());
  };
  const choose = (next: UploadFolder) => {
    endSelection();
    setParams({ folder: next }, { replace: true });
  };
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className="stack photos-page" data-testid="album-page">
      <section className="card photos-head">
        <div>
          <h1 className="page-title">{t('album.title')}</h1>
          <p className="photos-head__lead">{t('album.lead')}</p>
        </div>
        {me ? (
          <Link className="button button--ghost button--small" to={`/photo/${me.id}`}>
            {t('album.asOthersSee')}
          </Link>
        ) : null}
      </section>
      <section className="card photos-card">
        <FolderTabs
          tabs={UPLOAD_FOLDERS.map((f) => ({ value: f, label: t(`folder.${f}`), count: counts[f] }))}
          value={folder}
          onChange={choose}
          label={t('album.foldersLabel')}
        >
          <p className="photos-folder-hint" data-testid="folder-hint">
            {t(`folderHint.${folder}`)}
          </p>
          <div className="photos-tools">
            <AlbumUploader folder={folder} />
            {photos.length > 0 ? (
              <button
                type="button"
                className="button button--ghost button--small photos-tools__select"
                aria-pressed={selecting}
                onClick={() => (selecting ? endSelection() : setSelecting(true))}
                data-testid="album-select"
              >
                {selecting ? t('common:actions.cancel') : t('album.select')}
              </button>
            ) : null}
          </div>
          {selecting ? <AlbumSelectionBar folder={folder} ids={[...selected]} onDone={endSelection} /> : null}
          <InfiniteList
            label={t(`folder.${folder}`)}
            count={photos.length}
            {...listQueryProps(query)}
            empty={t('album.empty')}
            emptyIcon="photo"
            testId="album-grid"
            listClassName="photo-wall"
          >
            <PhotoWall photos={photos} selected={selecting ? selected : undefined} onToggle={toggle} />
          </InfiniteList>
        </FolderTabs>
      </section>
    </div>
  );
}
