import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataMigrations, uploads } from '../../db/schema';
import { members } from '../relations/relations.test-helpers';
import { migrateLegacyBlurKeys } from './blur-keys';
import { legacyBlurKey, photoKey } from './image-variants';
import { uploadPhoto } from './uploads.test-helpers';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();
beforeAll(async () => {
  await t.app.services.operator.set('photoTextCheck', 0);
});

describe('blurred previews stored under their old key', () => {
  it('move once to the hashed key, which shares nothing with the original’s', async () => {
    const [anna] = await members(t.app, 1);
    const photo = await uploadPhoto(t.app, anna, { type: 'feed', folder: 'secret', price: 5 });
    const [row] = await t.app.db.select().from(uploads).where(eq(uploads.id, photo.id));
    const storage = t.app.services.storage;
    const hashed = photoKey(row!.path, '_blur');
    expect(hashed).toMatch(/^photos\/[0-9a-f]{40}_blur\.webp$/);
    expect(hashed).not.toContain(row!.path.slice('photos/'.length, -'.webp'.length));

    // As an older version stored it: the preview next to the original, under its key + "_blur".
    const preview = (await storage.read('private', hashed))!;
    await storage.put('private', legacyBlurKey(row!.path), preview, 'image/webp');
    await storage.remove('private', [hashed]);
    await t.app.db.delete(dataMigrations);

    expect(await migrateLegacyBlurKeys(t.app.db, storage)).toBe(1);
    expect(await storage.read('private', hashed)).toEqual(preview);
    expect(await storage.read('private', legacyBlurKey(row!.path))).toBeNull();
    // Recorded: a second start moves nothing and reads no file.
    expect(await migrateLegacyBlurKeys(t.app.db, storage)).toBe(0);
  });
});
