import type { UploadFields, UploadResult } from '@yuanfen/contract';
import type { Db } from '../../db/client';
import { fail } from '../../platform/errors';
import { imageUrl } from '../account/account.presenter';
import { variantPath, writeAvatarVariants, type Crop } from './image-variants';
import { uploadsRepo } from './uploads.repo';

export class UploadService {
  constructor(
    private readonly db: Db,
    private readonly uploadsDir: string,
  ) {}

  /** `POST uploads`: only avatars so far; the other types are accepted by the contract for later. */
  async create(userId: number, fields: UploadFields, file: Buffer): Promise<UploadResult> {
    if (fields.type !== 'avatar') throw fail.validation({ type: 'Not supported yet' }, 'Not supported yet');
    if (fields.folder !== 'public') throw fail.validation({ folder: 'Avatars are public' }, 'Avatars are public');
    const crop: Crop | undefined =
      fields.crop_x === undefined
        ? undefined
        : { x: fields.crop_x, y: fields.crop_y ?? 0, w: fields.crop_w ?? 0, h: fields.crop_h ?? 0 };
    const path = await writeAvatarVariants(this.uploadsDir, file, crop);
    const row = await uploadsRepo.insert(this.db, { user_id: userId, type: 'avatar', folder: 'public', path });
    return presentUpload(row);
  }

  /** The stored avatar path (the 200×200 thumb) of one of the member's own avatar uploads. */
  async avatarPath(userId: number, uploadId: number): Promise<string> {
    const row = await uploadsRepo.ownOfType(this.db, userId, uploadId, 'avatar');
    if (!row) throw fail.validation({ avatar: 'Unknown avatar upload' }, 'Unknown avatar upload');
    return variantPath(row.path, '_200');
  }
}

function presentUpload(row: { id: number; path: string }): UploadResult {
  return {
    id: row.id,
    url: imageUrl(row.path) ?? '',
    thumb: imageUrl(variantPath(row.path, '_200')) ?? '',
    folder: 'public',
  };
}
