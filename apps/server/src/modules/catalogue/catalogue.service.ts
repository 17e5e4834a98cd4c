import { randomBytes } from 'node:crypto';
import {
  type AdminGiftBody,
  type AdminGiftUpdate,
  type AdminProductBody,
  type AdminProductUpdate,
  CATALOGUE_PAGE_SIZE,
  type AdminGift,
  type AdminProduct,
  type GiftCategory,
  type ProductCategory,
} from '@yuanfen/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Localized } from '../../db/schema/gifts';
import { recordAudit } from '../../platform/audit.repo';
import type { EventBus } from '../../platform/bus';
import { fail } from '../../platform/errors';
import { numberedPage, pageOffset } from '../../platform/pagination';
import { authorize } from '../../platform/policy';
import { imageUrl } from '../account/account.presenter';
import { adminPolicy } from '../admin/admin.policy';
import type { Operator } from '../admin/admin.service';
import { giftsRepo, type GiftRow, type NewGiftRow } from '../gifts/gifts.repo';
import { mallRepo, type NewProductRow, type ProductRow } from '../mall/mall.repo';
import type { UploadService } from '../uploads/uploads.service';

export interface CatalogueDeps {
  db: Db;
  bus: Pick<EventBus, 'publish'>;
  uploads: Pick<UploadService, 'catalogueImage'>;
}

/** The languages with words; an emptied language falls back to English where members read it. */
const texts = (given: Partial<Record<string, string | undefined>>): Localized =>
  Object.fromEntries(Object.entries(given).filter((e): e is [string, string] => !!e[1]));

export const presentAdminGift = (row: GiftRow): AdminGift => ({
  id: row.id,
  category: row.category as GiftCategory,
  price: row.price,
  vip: row.vip,
  birthday: row.birthday,
  names: row.names,
  descriptions: row.descriptions,
  src: imageUrl(row.src) ?? '',
  thumb: imageUrl(row.thumb) ?? '',
  active: row.active,
  hit: row.hit,
  created_at: row.created_at.toISOString(),
});

export const presentAdminProduct = (row: ProductRow): AdminProduct => ({
  id: row.id,
  category: row.category as ProductCategory,
  price: row.price,
  flower: row.flower,
  names: row.names,
  descriptions: row.descriptions,
  src: imageUrl(row.src) ?? '',
  thumb: imageUrl(row.thumb) ?? '',
  active: row.active,
  created_at: row.created_at.toISOString(),
});

/** What the audit log keeps of a row: what an operator sets, not the counters. */
const giftState = (row: GiftRow) => ({
  category: row.category,
  price: row.price,
  vip: row.vip,
  birthday: row.birthday,
  names: row.names,
  descriptions: row.descriptions,
  src: row.src,
  active: row.active,
});
const productState = (row: ProductRow) => ({
  category: row.category,
  price: row.price,
  flower: row.flower,
  names: row.names,
  descriptions: row.descriptions,
  src: row.src,
  active: row.active,
});

/** A change that names nothing to change is refused (400) rather than written as an empty audit row. */
const nothingToChange = (set: object) => {
  if (Object.values(set).every((v) => v === undefined))
    throw fail.validation({ body: 'Nothing to change' }, 'Nothing to change');
};

const newKey = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;

/**
 * The console's catalogue (issue 17; docs/decisions.md 58): gifts and mall products with their pictures.
 * Rows are never deleted: a withdrawn gift or product (`active` false) leaves the picker and the mall but
 * stays for the messages and orders that name it. Every write is audited with the row before and after,
 * and tells every open app (`catalogue`) so pickers and mall lists reload at once.
 */
export class CatalogueService {
  constructor(private readonly d: CatalogueDeps) {}

  async gifts(op: Operator, page: number): Promise<{ data: AdminGift[]; next_page: number }> {
    authorize(op.actor, adminPolicy['catalogue.write'], undefined);
    const rows = await giftsRepo.page(this.d.db, pageOffset(page, CATALOGUE_PAGE_SIZE), CATALOGUE_PAGE_SIZE);
    const result = numberedPage(rows, page, CATALOGUE_PAGE_SIZE);
    return { data: result.data.map(presentAdminGift), next_page: result.next_page };
  }

  async createGift(op: Operator, body: z.output<typeof AdminGiftBody>): Promise<AdminGift> {
    authorize(op.actor, adminPolicy['catalogue.write'], undefined);
    const image = await this.d.uploads.catalogueImage(op.actor.id, body.image, 'gifts');
    const row = await this.d.db.transaction(async (tx) => {
      const created = await giftsRepo.insert(tx, {
        key: newKey('op'),
        category: body.category,
        price: body.price,
        vip: body.vip,
        birthday: body.birthday,
        names: texts(body.names),
        descriptions: texts(body.descriptions ?? {}),
        ...image,
      });
      await recordAudit(tx, {
        actorId: op.actor.id,
        action: 'gifts.create',
        target: `gift:${created.id}`,
        after: giftState(created),
        ip: op.ip,
      });
      return created;
    });
    await this.changed('gifts');
    return presentAdminGift(row);
  }

  async updateGift(op: Operator, id: number, body: z.output<typeof AdminGiftUpdate>): Promise<AdminGift> {
    authorize(op.actor, adminPolicy['catalogue.write'], undefined);
    const before = await giftsRepo.byId(this.d.db, id);
    if (!before) throw fail.notFound('No such gift');
    const set: Partial<NewGiftRow> = {
      category: body.category,
      price: body.price,
      vip: body.vip,
      birthday: body.birthday,
      active: body.active,
      names: body.names && texts(body.names),
      descriptions: body.descriptions && texts(body.descriptions),
      ...(body.image === undefined ? {} : await this.d.uploads.catalogueImage(op.actor.id, body.image, 'gifts')),
    };
    nothingToChange(set);
    const row = await this.d.db.transaction(async (tx) => {
      const updated = (await giftsRepo.update(tx, id, set))!;
      await recordAudit(tx, {
        actorId: op.actor.id,
        action:
          body.active === false ? 'gifts.withdraw' : body.active && !before.active ? 'gifts.restore' : 'gifts.update',
        target: `gift:${id}`,
        before: giftState(before),
        after: giftState(updated),
        ip: op.ip,
      });
      return updated;
    });
    await this.changed('gifts');
    return presentAdminGift(row);
  }

  async products(op: Operator, page: number): Promise<{ data: AdminProduct[]; next_page: number }> {
    authorize(op.actor, adminPolicy['catalogue.write'], undefined);
    const rows = await mallRepo.productPage(this.d.db, pageOffset(page, CATALOGUE_PAGE_SIZE), CATALOGUE_PAGE_SIZE);
    const result = numberedPage(rows, page, CATALOGUE_PAGE_SIZE);
    return { data: result.data.map(presentAdminProduct), next_page: result.next_page };
  }

  async createProduct(op: Operator, body: z.output<typeof AdminProductBody>): Promise<AdminProduct> {
    authorize(op.actor, adminPolicy['catalogue.write'], undefined);
    const image = await this.d.uploads.catalogueImage(op.actor.id, body.image, 'mall');
    const row = await this.d.db.transaction(async (tx) => {
      const created = await mallRepo.insertProduct(tx, {
        key: newKey('op'),
        category: body.category,
        price: body.price,
        flower: body.category === 'flower',
        names: texts(body.names),
        descriptions: texts(body.descriptions ?? {}),
        ...image,
      });
      await recordAudit(tx, {
        actorId: op.actor.id,
        action: 'products.create',
        target: `product:${created.id}`,
        after: productState(created),
        ip: op.ip,
      });
      return created;
    });
    await this.changed('products');
    return presentAdminProduct(row);
  }

  async updateProduct(op: Operator, id: number, body: z.output<typeof AdminProductUpdate>): Promise<AdminProduct> {
    authorize(op.actor, adminPolicy['catalogue.write'], undefined);
    const [before] = await mallRepo.productsByIds(this.d.db, [id]);
    if (!before) throw fail.notFound('No such product');
    const set: Partial<NewProductRow> = {
      category: body.category,
      flower: body.category && body.category === 'flower',
      price: body.price,
      active: body.active,
      names: body.names && texts(body.names),
      descriptions: body.descriptions && texts(body.descriptions),
      ...(body.image === undefined ? {} : await this.d.uploads.catalogueImage(op.actor.id, body.image, 'mall')),
    };
    nothingToChange(set);
    const row = await this.d.db.transaction(async (tx) => {
      const updated = (await mallRepo.updateProduct(tx, id, set))!;
      await recordAudit(tx, {
        actorId: op.actor.id,
        action:
          body.active === false
            ? 'products.withdraw'
            : body.active && !before.active
              ? 'products.restore'
              : 'products.update',
        target: `product:${id}`,
        before: productState(before),
        after: productState(updated),
        ip: op.ip,
      });
      return updated;
    });
    await this.changed('products');
    return presentAdminProduct(row);
  }

  private changed(kind: 'gifts' | 'products') {
    return this.d.bus.publish({ to: 'public', event: 'catalogue', payload: { kind } });
  }
}
