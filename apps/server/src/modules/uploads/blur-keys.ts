import type { Db } from '../../db/client';
import type { Storage } from '../../platform/storage';
import { dataMigrationDone, markDataMigrationDone, uploadsAfter } from './blur-keys.repo';
import { legacyBlurKey, photoKey } from './image-variants';
import { areaOf } from './photo-access';

const NAME = 'hashed-blur-keys';
const BATCH = 200;

/**
 * Moves blurred previews stored under their old key (the main key + `_blur`, which led to the original)
 * to the hashed key of `photoKey`. Runs once per database; a photo whose old file is missing (already
 * moved by another node, or never stored) is left as it is. Answers how many files moved.
 */
export async function migrateLegacyBlurKeys(db: Db, storage: Storage): Promise<number> {
  if (await dataMigrationDone(db, NAME)) return 0;
  let moved = 0;
  let after = 0;
  for (;;) {
    const rows = await uploadsAfter(db, after, BATCH);
    if (rows.length === 0) break;
    for (const row of rows) {
      const area = areaOf(row);
      const old = legacyBlurKey(row.path);
      const body = await storage.read(area, old);
      if (!body) continue;
      await storage.put(area, photoKey(row.path, '_blur'), body, 'image/webp');
      await storage.remove(area, [old]);
      moved++;
    }
    after = rows.at(-1)!.id;
  }
  await markDataMigrationDone(db, NAME);
  return moved;
}
