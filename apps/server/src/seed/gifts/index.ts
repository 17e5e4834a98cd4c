import type { Db } from '../../db/client';
import { giftsRepo, type NewGiftRow } from '../../modules/gifts/gifts.repo';
import type { Storage } from '../../platform/storage';
import { giftKeys, renderGiftArt } from './art';
import { STARTER_GIFTS, type StarterGift } from './catalogue';

export { STARTER_GIFTS } from './catalogue';

const LANGS = ['en', 'zh', 'tw', 'de', 'it', 'fr', 'ja', 'ko'] as const;
const byLanguage = (texts: StarterGift['name']) => Object.fromEntries(LANGS.map((lang, i) => [lang, texts[i]!]));

/**
 * The starter gift catalogue (issue 16), on every start: gifts of the catalogue the database does not
 * have yet are drawn into the public storage area and added; gifts already there are the operator's and
 * stay as they are. Not demo data: a production install needs gifts as much as a demo does.
 */
export async function seedGifts(db: Db, storage: Pick<Storage, 'put' | 'publicRef'>): Promise<number> {
  const present = new Set(await giftsRepo.keys(db));
  const missing = STARTER_GIFTS.filter((g) => !present.has(g.key));
  if (!missing.length) return 0;
  // Files first: a row never points at a picture that is not there.
  await renderGiftArt(storage, missing);
  const rows: NewGiftRow[] = missing.map((g) => {
    const keys = giftKeys(g.key);
    return {
      key: g.key,
      category: g.category,
      price: g.price,
      vip: g.vip ? 1 : 0,
      birthday: g.birthday ?? false,
      names: byLanguage(g.name),
      descriptions: byLanguage(g.description),
      src: storage.publicRef(keys.src),
      thumb: storage.publicRef(keys.thumb),
    };
  });
  await giftsRepo.insertMissing(db, rows);
  return rows.length;
}
