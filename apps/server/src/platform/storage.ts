import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { KeyRing } from './key-ring';

/**
 * Where an object lives. `public` objects have a stable URL anyone may fetch (avatars, public photos);
 * `private` objects (private and secret photos) are only reachable through short-lived signed URLs.
 */
export type StorageArea = 'public' | 'private';

/** Stored images, on local disk or in an S3-compatible bucket (ARCHITECTURE.md §2 `STORAGE`). */
export interface Storage {
  put(area: StorageArea, key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  read(area: StorageArea, key: string): Promise<Buffer | null>;
  /** Deletes the objects; missing ones are no error. */
  remove(area: StorageArea, keys: string[]): Promise<void>;
  /**
   * What image columns store for a public object: a path under `/uploads/` for local disk (the
   * presenters' `imageUrl` prefixes it), an absolute URL for S3.
   */
  publicRef(key: string): string;
  /**
   * A URL of a private object that works for a short while only: about an hour, or about `ttlSeconds`
   * (a selfie under review is shown for minutes).
   */
  signedUrl(key: string, ttlSeconds?: number): Promise<string>;
}

export interface S3Settings {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Base URL the bucket's public objects are served from (a CDN or the bucket itself). */
  publicUrl: string;
}

/** Storage keys are generated (`photos/<hex>_200.webp`); anything else is refused, so no key escapes its area. */
const KEY = /^[a-z0-9]+(\/[a-z0-9_]+)*\.webp$/;
function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`invalid storage key ${key}`);
  return key;
}

const SIGNED_TTL_SECONDS = 3600;
/** Expiries are rounded up to this step, so a list fetched twice in a row answers the same cacheable URLs. */
const EXPIRY_STEP_SECONDS = 600;

/**
 * HMAC-signed URLs of the local media route `GET /v1/media/<key>?exp=&sig=`. Without the secret nobody
 * can turn a key (or the key of a photo's blurred preview) into a working URL, and each URL expires. The
 * ring's current key signs; a key retired by `rotate-keys` still verifies until its grace period ends.
 */
export class MediaSigner {
  private readonly ring: KeyRing;

  constructor(
    secret: string | KeyRing,
    private readonly now: () => Date,
  ) {
    this.ring = typeof secret === 'string' ? KeyRing.fixed(secret, now) : secret;
  }

  url(key: string, ttlSeconds = SIGNED_TTL_SECONDS): string {
    const nowSeconds = Math.floor(this.now().getTime() / 1000);
    const exp = Math.ceil((nowSeconds + ttlSeconds) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
    return `/v1/media/${checkKey(key)}?exp=${exp}&sig=${this.signature(this.ring.current().secret, key, exp)}`;
  }

  /** True when `sig` signs this key and expiry with a verifying key and the expiry has not passed. */
  verify(key: string, exp: number, sig: string): boolean {
    if (!KEY.test(key) || exp * 1000 < this.now().getTime()) return false;
    const given = Buffer.from(sig);
    return this.ring.verifying().some(({ secret }) => {
      const expected = Buffer.from(this.signature(secret, key, exp));
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
  }

  private signature(secret: string, key: string, exp: number): string {
    return createHmac('sha256', secret).update(`${key}\n${exp}`).digest('base64url');
  }
}

/** `DATA_DIR/uploads` (served statically at `/uploads/`) and `DATA_DIR/private` (never served statically). */
export class LocalStorage implements Storage {
  constructor(
    private readonly dataDir: string,
    private readonly signer: MediaSigner,
  ) {}

  async put(area: StorageArea, key: string, body: Buffer): Promise<void> {
    const file = this.fileOf(area, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, body);
  }

  async read(area: StorageArea, key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.fileOf(area, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(area: StorageArea, keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => fs.rm(this.fileOf(area, key), { force: true })));
  }

  publicRef(key: string): string {
    return checkKey(key);
  }

  async signedUrl(key: string, ttlSeconds?: number): Promise<string> {
    return this.signer.url(key, ttlSeconds);
  }

  private fileOf(area: StorageArea, key: string): string {
    return path.join(this.dataDir, area === 'public' ? 'uploads' : 'private', checkKey(key));
  }
}

/**
 * An S3-compatible bucket (AWS, MinIO, R2, …) addressed path-style. Public objects live under `uploads/`
 * and are read through `publicUrl`; private ones under `private/`, read through presigned GET URLs.
 */
export class S3Storage implements Storage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: true,
      // Checksums only where S3 demands them: several S3-compatible stores refuse the newer trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    });
  }

  async put(area: StorageArea, key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.objectKey(area, key),
        Body: body,
        ContentType: contentType,
        CacheControl: area === 'public' ? 'public, max-age=604800' : 'private, max-age=3600',
      }),
    );
  }

  async read(area: StorageArea, key: string): Promise<Buffer | null> {
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(area, key) }),
      );
      return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : null;
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
      throw error;
    }
  }

  async remove(area: StorageArea, keys: string[]): Promise<void> {
    // Single deletes: DeleteObjects needs Content-MD5, which several S3-compatible stores handle poorly.
    await Promise.all(
      keys.map((key) =>
        this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(area, key) })),
      ),
    );
  }

  publicRef(key: string): string {
    return `${this.settings.publicUrl.replace(/\/$/, '')}/${this.objectKey('public', key)}`;
  }

  signedUrl(key: string, ttlSeconds = SIGNED_TTL_SECONDS): Promise<string> {
    const command = new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey('private', key) });
    return getSignedUrl(this.client, command, { expiresIn: ttlSeconds });
  }

  /**
   * Refuses to run on a bucket that serves `private/` to anyone (docs/storage.md has the policy): a probe
   * object is stored there and fetched without a signature, from the endpoint and through the public
   * base URL; any 2xx means secret and private photos would be open to all. Unreachable counts as closed.
   */
  async checkPrivateAreaClosed(): Promise<void> {
    const key = `probe/${randomBytes(16).toString('hex')}.webp`;
    await this.put('private', key, Buffer.from('yuanfen privacy probe'), 'image/webp');
    try {
      const objectPath = this.objectKey('private', key);
      const urls = [
        `${this.settings.endpoint.replace(/\/$/, '')}/${this.settings.bucket}/${objectPath}`,
        `${this.settings.publicUrl.replace(/\/$/, '')}/${objectPath}`,
      ];
      for (const url of urls) {
        const status = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
          (res) => res.status,
          () => 0,
        );
        if (status >= 200 && status < 300)
          throw new Error(
            `Invalid storage: ${url} answered ${status} without a signature. The bucket must serve only ` +
              `uploads/ publicly and keep private/ closed (see docs/storage.md).`,
          );
      }
    } finally {
      await this.remove('private', [key]);
    }
  }

  private objectKey(area: StorageArea, key: string): string {
    return `${area === 'public' ? 'uploads' : 'private'}/${checkKey(key)}`;
  }
}

/** The storage the configuration names: local disk unless `STORAGE=s3`. */
export function createStorage(
  opts: { storage: 'local' | 's3'; dataDir: string; s3?: S3Settings },
  signer: MediaSigner,
): Storage {
  if (opts.storage === 'local') return new LocalStorage(opts.dataDir, signer);
  if (!opts.s3) throw new Error('STORAGE=s3 needs the S3_* settings');
  return new S3Storage(opts.s3);
}
