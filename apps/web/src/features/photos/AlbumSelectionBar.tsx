import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_FOLDERS, type UploadFolder } from '@yuanfen/contract';
import { Modal } from '../../ui/Modal';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useDeletePhotos, useUpdatePhoto } from './photos.queries';
import { parsePrice, PriceInput } from './PriceInput';

interface SelectionBarProps {
  folder: UploadFolder;
  ids: number[];
  onDone: () => void;
}

/** Sets one price on the selected secret photos. */
function PriceDialog({ ids, onClose, onDone }: { ids: number[]; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation(['photos', 'common']);
  const [price, setPrice] = useState('');
  const update = useUpdatePhoto();
  const value = parsePrice(price);
  const save = async () => {
    if (value === undefined) return;
    await Promise.all(ids.map((id) => update.mutateAsync({ id, body: { price: value } })));
    onDone();
  };
  return (
    <Modal title={t('album.priceTitle', { count: ids.length })} onClose={onClose}>
      <p className="modal__lead">{t('album.priceBody')}</p>
      <PriceInput value={price} onChange={setPrice} />
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('common:actions.cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={value === undefined || update.isPending}
          onClick={() => void save().catch(() => undefined)}
          data-testid="price-save"
        >
          {t('common:actions.save')}
        </button>
      </div>
    </Modal>
  );
}

/** What can be done with the selected photos: move to another folder, set the secret price, delete. */
export function AlbumSelectionBar({ folder, ids, onDone }: SelectionBarProps) {
  const { t } = useTranslation(['photos', 'common']);
  const [dialog, setDialog] = useState<'delete' | 'price' | null>(null);
  const update = useUpdatePhoto();
  const remove = useDeletePhotos();
  const none = ids.length === 0;
  const busy = update.isPending || remove.isPending;

  const move = async (to: UploadFolder) => {
    await Promise.all(ids.map((id) => update.mutateAsync({ id, body: { folder: to } })));
    onDone();
  };

  return (
    <div
      className="album-selection"
      role="toolbar"
      aria-label={t('album.selectionLabel')}
      data-testid="album-selection"
    >
      <span className="album-selection__count" aria-live="polite">
        {t('album.selected', { count: ids.length })}
      </span>
      {UPLOAD_FOLDERS.filter((f) => f !== folder).map((to) => (
        <button
          key={to}
          type="button"
          className="button button--secondary button--small"
          disabled={none || busy}
          onClick={() => void move(to).catch(() => undefined)}
          data-testid={`album-move-${to}`}
        >
          {t('album.moveTo', { folder: t(`folder.${to}`) })}
        </button>
      ))}
      {folder === 'secret' ? (
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={none || busy}
          onClick={() => setDialog('price')}
          data-testid="album-price"
        >
          {t('album.setPrice')}
        </button>
      ) : null}
      <button
        type="button"
        className="button button--danger button--small"
        disabled={none || busy}
        onClick={() => setDialog('delete')}
        data-testid="album-delete"
      >
        {t('album.delete')}
      </button>
      {dialog === 'delete' ? (
        <ConfirmDialog
          title={t('album.deleteTitle', { count: ids.length })}
          confirm={t('album.delete')}
          busy={remove.isPending}
          onClose={() => setDialog(null)}
          onConfirm={() =>
            remove.mutate(ids, {
              onSuccess: () => {
                setDialog(null);
                onDone();
              },
            })
          }
        >
          {t('album.deleteBody')}
        </ConfirmDialog>
      ) : null}
      {dialog === 'price' ? (
        <PriceDialog
          ids={ids}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            onDone();
          }}
        />
      ) : null}
    </div>
  );
}
