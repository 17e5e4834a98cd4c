import { randomBytes } from 'node:crypto';
import {
  Limits,
  PHOTO_HAS_TEXT_MESSAGE,
  RefusalReason,
  UploadRefusal,
  type AttachmentType,
  type DeletedUploads,
  type FeedUpload,
  type MoveUploadBody,
  type Photo,
  type PhotoPage,
  type PhotosQuery,
  type UploadFields,
  type UploadFolder,
  type UploadResult,
} from '@yuanfen/contract';
import type { Db, DbOrTx } from '../../db/client';
import { fail } from '../../platform/errors';
import type { OperatorSettings } from '../../platform/operator-settings';
import { numberedPage, pageOffset } from '../../platform/pagination';
import { actorOf, authorize, can } from '../../platform/policy';
import type { Storage } from '../../platform/storage';
import { imageUrl } from '../account/account.presenter';
import type { ProfileService } from '../profile/profile.service';
import type { BlocksService } from '../relations/blocks.service';
import { avatarVariants, newPhotoKey, photoVariants, variantPath, type Crop } from './image-variants';
import { areaOf, folderAllowed, folderRefusal, STAYS_PUBLIC } from './photo-access';
import { copyPhoto, removePhoto, storePhoto } from './photo-files';
import { PhotoPresenter } from './photo.presenter';
import type { TextDetector } from './text-detection';
import { openFolders, uploadsPolicy, type AlbumStanding } from './uploads.policy';
import { photoFlagsRepo } from './photo-flags.repo';
import { uploadsRepo, type NewUpload, type UploadRow } from './uploads.repo';

const PAGE_SIZE = Limits.photoPageSize;

export interface UploadDeps {
  db: Db;
  storage: Storage;
  operator: Pick<OperatorSettings, 'get'>;
  profiles: Pick<ProfileService, 'visibleMember'>;
  blocks: Pick<BlocksService, 'between'>;
  text: TextDetector;
  now: () => Date;
}

/**
 * Stored images (spec §3 Photo and Images): avatars, album photos in the public, private and secret
 * folders, and the photos of feed posts and messages. Other modules attach photos to what they create
 * with `assertAttachable` + `attach`, and show them with `presentFor`.
 */
export class UploadService {
  readonly presenter: PhotoPresenter;

  constructor(private readonly deps: UploadDeps) {
    this.presenter = new PhotoPresenter(deps.storage);
  }

  /** `POST uploads`: re-encodes the image into its variants (no metadata survives) and stores them. */
  async create(userId: number, fields: UploadFields, file: Buffer): Promise<UploadResult> {
    if (fields.type === 'avatar') return this.createAvatar(userId, fields, file);
    if (fields.crop_x !== undefined) throw fail.validation({ crop_x: 'Only avatars are cropped' });
    if (!folderAllowed(fields.type, fields.folder)) throw fail.validation({ folder: folderRefusal(fields.type) });
    const price = fields.price ?? null;
    if (price !== null) await this.checkPrice(price);
    const image = await photoVariants(file);
    const flagged = await this.readText(image.main);
    const key = newPhotoKey();
    await storePhoto(this.deps.storage, areaOf(fields), key, image.files);
    const row = await this.insert(
      {
        user_id: userId,
        type: fields.type,
        folder: fields.folder,
        path: key,
        width: image.width,
        height: image.height,
        price,
      },
      flagged,
    );
    return this.presenter.ownUpload(row, await this.defaultPrice());
  }

  /** The stored avatar reference (the 200×200 thumb) of one of the member's own avatar uploads. */
  async avatarPath(userId: number, uploadId: number): Promise<string> {
    const row = await uploadsRepo.ownOfType(this.deps.db, userId, uploadId, 'avatar');
    if (!row) throw fail.validation({ avatar: 'Unknown avatar upload' }, 'Unknown avatar upload');
    return this.deps.storage.publicRef(variantPath(row.path, '_200'));
  }

  /**
   * A catalogue picture (a gift's or a product's, docs/decisions.md 58) from one of the operator's own
   * `avatar` uploads: its 400×400 picture and 100×100 thumbnail, already re-encoded without metadata by
   * `avatarVariants`, copied under `<dir>/` with a new random stem, so the catalogue keeps its picture
   * whatever becomes of the upload. Answers the stored references of both.
   */
  async catalogueImage(
    userId: number,
    uploadId: number,
    dir: 'gifts' | 'mall',
  ): Promise<{ src: string; thumb: string }> {
    const { db, storage } = this.deps;
    const unknown = () => fail.validation({ image: 'Unknown picture upload' }, 'Unknown picture upload');
    const row = await uploadsRepo.ownOfType(db, userId, uploadId, 'avatar');
    if (!row) throw unknown();
    const [main, thumb] = await Promise.all([
      storage.read('public', row.path),
      storage.read('public', variantPath(row.path, '_100')),
    ]);
    if (!main || !thumb) throw unknown();
    const stem = `${dir}/${randomBytes(16).toString('hex')}`;
    await Promise.all([
      storage.put('public', `${stem}.webp`, main, 'image/webp'),
      storage.put('public', `${stem}_100.webp`, thumb, 'image/webp'),
    ]);
    return { src: storage.publicRef(`${stem}.webp`), thumb: storage.publicRef(`${stem}_100.webp`) };
  }

  /**
   * The stored reference of one of the member's own live say-hi pictures (`PUT user { hi_photo }`):
   * its main image, which `GET me` and the say-hi template show.
   */
  async hiPhotoRef(userId: number, uploadId: number): Promise<string> {
    const row = await uploadsRepo.ownOfType(this.deps.db, userId, uploadId, 'hi');
    if (!row || row.deleted_at) throw fail.validation({ hi_photo: 'Unknown say-hi picture' }, 'Unknown say-hi picture');
    return this.deps.storage.publicRef(row.path);
  }

  /**
   * A new message photo of the member, copied from the say-hi picture `ref` points at, for one say-hi
   * message to hold; null when that picture is no longer stored. Each message gets its own copy, so
   * changing the template or deleting a message leaves the other messages as they were.
   */
  async copyHiPhoto(userId: number, ref: string): Promise<number | null> {
    const { db, storage } = this.deps;
    const template = (await uploadsRepo.ownLatestOfType(db, userId, 'hi', 50)).find(
      (row) => storage.publicRef(row.path) === ref,
    );
    if (!template) return null;
    const path = await copyPhoto(storage, template, { folder: 'public', type: 'message' });
    const row = await uploadsRepo.insert(db, {
      user_id: userId,
      type: 'message',
      folder: 'public',
      path,
      width: template.width,
      height: template.height,
    });
    return row.id;
  }

  /** `DELETE uploads?ids`: the caller's own live uploads among `ids`; their files go at once. */
  async remove(userId: number, ids: number[]): Promise<DeletedUploads> {
    const rows = await uploadsRepo.softDeleteOwn(this.deps.db, userId, ids, this.deps.now());
    // Avatar and say-hi files stay: the account may still show them (`users.avatar`, `users.hi_photo`).
    await Promise.all(rows.filter((r) => !STAYS_PUBLIC.has(r.type)).map((r) => removePhoto(this.deps.storage, r)));
    return { ids: rows.map((r) => r.id).sort((a, b) => a - b) };
  }

  /**
   * `PUT uploads/{id}`: moves a photo to another folder and/or sets its secret price. Changing the folder
   * re-keys the files, so URLs handed out for the old folder (a public one above all) stop working.
   */
  async move(userId: number, id: number, body: MoveUploadBody): Promise<Photo> {
    const { db, storage } = this.deps;
    if (body.price) await this.checkPrice(body.price);
    // Read before the transaction: on PGlite (one connection) a read outside it would wait for it to end.
    const defaultPrice = await this.defaultPrice();
    const moved = await db.transaction(async (tx) => {
      const row = await uploadsRepo.lockOwn(tx, userId, id);
      if (!row) throw fail.notFound('Photo not found');
      if (STAYS_PUBLIC.has(row.type))
        throw fail.validation({ folder: folderRefusal(row.type) }, folderRefusal(row.type));
      const folder = body.folder ?? (row.folder as UploadFolder);
      if (!folderAllowed(row.type, folder)) throw fail.validation({ folder: folderRefusal(row.type) });
      if (body.price !== undefined && body.price !== null && folder !== 'secret')
        throw fail.validation({ price: 'Only secret photos have a price' }, 'Only secret photos have a price');
      const price = folder !== 'secret' ? null : body.price === undefined ? row.price : body.price;
      // A photo already sent in a message or a post has been seen as it was: it may not become paid, nor
      // dearer, afterwards (the recipient would pay for what they were given).
      const shown = row.related_id !== null && (row.type === 'message' || row.type === 'feed');
      const dearer = row.folder === 'secret' && price !== null && price > (row.price ?? defaultPrice);
      if (shown && ((folder === 'secret' && row.folder !== 'secret') || dearer)) {
        const field = row.folder === 'secret' ? 'price' : 'folder';
        throw fail.validation(
          { [field]: UploadRefusal.alreadyShown },
          UploadRefusal.alreadyShown,
          RefusalReason.AlreadyShown,
        );
      }
      // Copied while the row is locked, so two concurrent moves cannot both re-key the same files.
      const path = folder === row.folder ? row.path : await copyPhoto(storage, row, { folder, type: row.type });
      await uploadsRepo.setPlace(tx, id, { folder, path, price });
      return { before: row, after: { ...row, folder, path, price } };
    });
    if (moved.after.path !== moved.before.path) await removePhoto(storage, moved.before);
    return this.presenter.photo(moved.after, { unlocked: true, defaultPrice });
  }

  /**
   * `GET photos/{id}?folder&page`: the owner's album, 16 a page. The profile rule decides first (400061
   * for hidden and blocked, like the profile); then the uploads policy's folder rule (403 for a folder
   * the viewer may not open).
   */
  async album(viewerId: number | null, ownerId: number, query: PhotosQuery): Promise<PhotoPage> {
    const standing = await this.albumStanding(viewerId, ownerId);
    const viewer = actorOf(viewerId);
    if (query.folder) authorize(viewer, uploadsPolicy.openFolder, { ...standing, folder: query.folder });
    const open = openFolders(viewer, standing);
    const rows = await uploadsRepo.albumPage(
      this.deps.db,
      ownerId,
      query.folder ? [query.folder] : open,
      pageOffset(query.page, PAGE_SIZE),
      PAGE_SIZE,
    );
    const page = numberedPage(rows, query.page, PAGE_SIZE);
    return { data: await this.photosFor(viewerId, page.data), next_page: page.next_page };
  }

  /**
   * How the viewer stands to the owner of an album, after the profile rule (400061 for hidden and
   * blocked): the facts of the uploads policy's folder rules. Listing the album and buying a secret photo
   * in it (`PUT uploads/pay`) both ask here.
   */
  async albumStanding(viewerId: number | null, ownerId: number): Promise<AlbumStanding> {
    const { profiles, blocks } = this.deps;
    await profiles.visibleMember(viewerId, ownerId);
    const self = viewerId === ownerId;
    const friend = viewerId !== null && !self && (await blocks.between(viewerId, ownerId)).friend;
    return { ownerId, friend };
  }

  /** `GET attachments/{type}?page`: the caller's own feed or message photos, 16 a page. */
  async attachments(userId: number, type: AttachmentType, pageNo: number): Promise<PhotoPage> {
    const rows = await uploadsRepo.ownPage(this.deps.db, userId, type, pageOffset(pageNo, PAGE_SIZE), PAGE_SIZE);
    const page = numberedPage(rows, pageNo, PAGE_SIZE);
    return { data: await this.photosFor(userId, page.data), next_page: page.next_page };
  }

  /** 400001 unless every id is the member's own live upload of this type that nothing holds yet. */
  async assertAttachable(userId: number, ids: number[], type: AttachmentType): Promise<void> {
    const unique = [...new Set(ids)];
    if (unique.length !== ids.length) throw notAttachable();
    if ((await uploadsRepo.countAttachable(this.deps.db, userId, unique, type)) !== unique.length)
      throw notAttachable();
  }

  /** Ties the photos to the post or message inside the caller's transaction; 400001 if one was taken meanwhile. */
  async attach(tx: DbOrTx, userId: number, ids: number[], type: AttachmentType, relatedId: number): Promise<void> {
    if (!ids.length) return;
    if ((await uploadsRepo.attach(tx, userId, ids, type, relatedId)) !== new Set(ids).size) throw notAttachable();
  }

  /** The live photos among `ids` as the viewer sees them, by id: owner and buyers get the originals. */
  async presentFor(viewerId: number | null, ids: number[]): Promise<Map<number, FeedUpload>> {
    const rows = await uploadsRepo.liveByIds(this.deps.db, [...new Set(ids)]);
    const bought = await this.boughtBy(viewerId, rows);
    const defaultPrice = await this.defaultPriceFor(rows);
    const shown = await Promise.all(
      rows.map((row) =>
        this.presenter.feedUpload(row, { unlocked: this.unlocked(viewerId, row, bought), defaultPrice }),
      ),
    );
    return new Map(shown.map((upload) => [upload.id, upload]));
  }

  /** Ends the text detector's worker (the app's shutdown). */
  close(): Promise<void> {
    return this.deps.text.close();
  }

  private unlocked(viewerId: number | null, photo: UploadRow, bought: ReadonlySet<number>): boolean {
    return can(actorOf(viewerId), uploadsPolicy.original, { photo, bought });
  }

  defaultPrice(): Promise<number> {
    return this.deps.operator.get('secretPhotoPrice');
  }

  /** The default price, read only when one of `rows` shows it (a secret photo without its own price). */
  private defaultPriceFor(rows: UploadRow[]): Promise<number> {
    const needed = rows.some((row) => row.folder === 'secret' && row.price === null);
    return needed ? this.defaultPrice() : Promise.resolve(0);
  }

  private async photosFor(viewerId: number | null, rows: UploadRow[]): Promise<Photo[]> {
    const bought = await this.boughtBy(viewerId, rows);
    const defaultPrice = await this.defaultPriceFor(rows);
    return Promise.all(
      rows.map((row) => this.presenter.photo(row, { unlocked: this.unlocked(viewerId, row, bought), defaultPrice })),
    );
  }

  private boughtBy(viewerId: number | null, rows: UploadRow[]): Promise<Set<number>> {
    const secret = rows.filter((r) => r.folder === 'secret' && r.user_id !== viewerId).map((r) => r.id);
    return viewerId === null ? Promise.resolve(new Set()) : uploadsRepo.bought(this.deps.db, viewerId, secret);
  }

  private async createAvatar(userId: number, fields: UploadFields, file: Buffer): Promise<UploadResult> {
    if (fields.folder !== 'public') throw fail.validation({ folder: 'Avatars are public' }, 'Avatars are public');
    const crop: Crop | undefined =
      fields.crop_x === undefined
        ? undefined
        : { x: fields.crop_x, y: fields.crop_y ?? 0, w: fields.crop_w ?? 0, h: fields.crop_h ?? 0 };
    const files = await avatarVariants(file, crop);
    const main = files[0]!;
    const flagged = await this.readText(main.body);
    await Promise.all(files.map((f) => this.deps.storage.put('public', f.key, f.body, 'image/webp')));
    const row = await this.insert(
      { user_id: userId, type: 'avatar', folder: 'public', path: main.key, width: 400, height: 400 },
      flagged,
    );
    const urlOf = (key: string) => imageUrl(this.deps.storage.publicRef(key)) ?? '';
    return { id: row.id, url: urlOf(row.path), thumb: urlOf(variantPath(row.path, '_200')), folder: 'public' };
  }

  /**
   * Spec §5 "Photos must not contain text", while the operator's `photoTextCheck` is on: a photo with text
   * is refused; a borderline one ("maybe") is stored and answers the words read, for the review queue
   * (docs/decisions.md 66); null otherwise.
   */
  private async readText(image: Buffer): Promise<string[] | null> {
    if ((await this.deps.operator.get('photoTextCheck')) !== 1) return null;
    const reading = await this.deps.text.read(image);
    if (reading.verdict === 'text')
      throw fail.validation({ file: PHOTO_HAS_TEXT_MESSAGE }, PHOTO_HAS_TEXT_MESSAGE, RefusalReason.PhotoHasText);
    return reading.verdict === 'maybe' ? reading.words : null;
  }

  /** Stores an upload's row, and queues it for review in the same transaction when the text check flagged it. */
  private insert(values: NewUpload, flagged: string[] | null): Promise<UploadRow> {
    if (!flagged) return uploadsRepo.insert(this.deps.db, values);
    return this.deps.db.transaction(async (tx) => {
      const row = await uploadsRepo.insert(tx, values);
      await photoFlagsRepo.insert(tx, { upload_id: row.id, user_id: row.user_id, words: flagged });
      return row;
    });
  }

  private async checkPrice(price: number): Promise<void> {
    const [min, max] = await Promise.all([
      this.deps.operator.get('secretPhotoPriceMin'),
      this.deps.operator.get('secretPhotoPriceMax'),
    ]);
    if (price < min || price > max)
      throw fail.validation({ price: `From ${min} to ${max} gold` }, `From ${min} to ${max} gold`);
  }
}

const notAttachable = () =>
  fail.validation(
    { upload_ids: 'Only your own new photos, each used once' },
    'Only your own new photos, each used once',
  );
