import type { Db } from '../../db/client';
import { mallRepo, type NewProductRow } from '../../modules/mall/mall.repo';
import type { Storage } from '../../platform/storage';
import { productKeys, renderProductArt } from './art';
import { STARTER_PRODUCTS, type StarterProduct } from './catalogue';

export { STARTER_PRODUCTS } from './catalogue';

const LANGS = ['en', 'zh', 'tw', 'de', 'it', 'fr', 'ja', 'ko'] as const;
const byLanguage = (texts: StarterProduct['name']) => Object.fromEntries(LANGS.map((lang, i) => [lang, texts[i]!]));

/**
 * The mall's starter catalogue (issue 16), on every start like the gifts: products the database does not
 * have yet are drawn and added; products already there are the operator's and stay as they are.
 */
export async function seedProducts(db: Db, storage: Pick<Storage, 'put' | 'publicRef'>): Promise<number> {
  const present = new Set(await mallRepo.productKeys(db));
  const missing = STARTER_PRODUCTS.filter((p) => !present.has(p.key));
  if (!missing.length) return 0;
  // Files first: a row never points at a picture that is not there.
  await renderProductArt(storage, missing);
  const rows: NewProductRow[] = missing.map((p) => {
    const keys = productKeys(p.key);
    return {
      key: p.key,
      category: p.category,
      price: p.price,
      flower: p.category === 'flower',
      names: byLanguage(p.name),
      descriptions: byLanguage(p.description),
      src: storage.publicRef(keys.src),
      thumb: storage.publicRef(keys.thumb),
    };
  });
  await mallRepo.insertMissingProducts(db, rows);
  return rows.length;
}
