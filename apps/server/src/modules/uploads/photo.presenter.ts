import type { FeedUpload, Photo, UploadFolder, UploadResult, UploadType } from '@yuanfen/contract';
import type { Storage } from '../../platform/storage';
import { imageUrl } from '../account/account.presenter';
import { photoKey, type PhotoSuffix } from './image-variants';
import { areaOf } from './photo-access';
import type { UploadRow } from './uploads.repo';

/** How one viewer sees one photo: the original (owner, buyer, or not secret) or the blurred preview only. */
export interface PhotoView {
  unlocked: boolean;
  /** The operator's price of a secret photo whose owner set none. */
  defaultPrice: number;
}

/** Photos as viewers see them: public URLs for public images, signed short-lived URLs for the rest. */
export class PhotoPresenter {
  constructor(private readonly storage: Storage) {}

  async photo(row: UploadRow, view: PhotoView): Promise<Photo> {
    return {
      id: row.id,
      user_id: row.user_id,
      ...(await this.images(row, view.unlocked)),
      folder: row.folder as UploadFolder,
      type: row.type as UploadType,
      related_id: row.related_id,
      width: row.width,
      height: row.height,
      price: priceOf(row, view.defaultPrice),
      paid: view.unlocked ? 1 : 0,
      locked: !view.unlocked,
      created_at: row.created_at.toISOString(),
    };
  }

  /** A photo of a post or message (spec §3 "uploads (id, paid)"): `paid` 0 while the original is locked. */
  async feedUpload(row: UploadRow, view: PhotoView): Promise<FeedUpload> {
    return {
      id: row.id,
      ...(await this.images(row, view.unlocked)),
      secret: row.folder === 'secret',
      paid: view.unlocked ? 1 : 0,
      price: priceOf(row, view.defaultPrice),
      width: row.width,
      height: row.height,
    };
  }

  /** `POST uploads` answers the stored image as its owner sees it. */
  async ownUpload(row: UploadRow, defaultPrice: number): Promise<UploadResult> {
    return {
      id: row.id,
      ...(await this.images(row, true)),
      folder: row.folder as UploadFolder,
      width: row.width,
      height: row.height,
      price: priceOf(row, defaultPrice),
    };
  }

  private async images(row: UploadRow, unlocked: boolean): Promise<{ url: string; thumb: string }> {
    if (!unlocked) return { url: '', thumb: await this.urlOf(row, '_blur') };
    const [url, thumb] = await Promise.all([this.urlOf(row, ''), this.urlOf(row, '_200')]);
    return { url, thumb };
  }

  private async urlOf(row: UploadRow, suffix: PhotoSuffix): Promise<string> {
    const key = photoKey(row.path, suffix);
    if (areaOf(row) === 'public') return imageUrl(this.storage.publicRef(key)) ?? '';
    return this.storage.signedUrl(key);
  }
}

/** A secret photo's price in gold (its own or the operator's default); null for other folders. */
export const priceOf = (row: Pick<UploadRow, 'folder' | 'price'>, defaultPrice: number): number | null =>
  row.folder === 'secret' ? (row.price ?? defaultPrice) : null;
