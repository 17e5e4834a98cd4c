import { z } from 'zod';
import { LANGUAGES } from './constants';
import {
  CATALOGUE_DESCRIPTION_MAX,
  CATALOGUE_NAME_MAX,
  CATALOGUE_PRICE_MAX,
  OPERATOR_SETTING_GROUP_NAMES,
  OPERATOR_SETTING_KINDS,
  type OperatorSettingGroup,
} from './catalogue.constants';
import { GIFT_CATEGORIES } from './gifts.constants';
import { PRODUCT_CATEGORIES } from './mall.constants';
import { numberedPage, PageQuery } from './pagination';

/*
 * The console's catalogue (gifts and mall products with their pictures) and operator settings
 * (issue 17; docs/decisions.md 58, 59).
 */

const rowId = z.coerce.number().int().positive().max(2_147_483_647);

/** A text in each language; English is required, a missing language shows the English one. */
const localized = (max: number, required: boolean) =>
  z
    .object(
      Object.fromEntries(
        LANGUAGES.map((lang) => [
          lang,
          lang === 'en' && required
            ? z.string().trim().min(1, 'Cannot be empty').max(max)
            : z.string().trim().max(max).optional(),
        ]),
      ) as Record<(typeof LANGUAGES)[number], z.ZodOptional<z.ZodString>>,
    )
    .strict();

export const CatalogueNames = localized(CATALOGUE_NAME_MAX, true);
export const CatalogueDescriptions = localized(CATALOGUE_DESCRIPTION_MAX, false);
const LocalizedOut = z.record(z.string(), z.string());

const price = (min: number) =>
  z
    .number()
    .int('A whole number of gold')
    .min(min, min === 0 ? 'Zero or more' : 'At least 1')
    .max(CATALOGUE_PRICE_MAX);

/** A gift as the console lists it: every language's name, and whether it is offered. */
export const AdminGift = z.object({
  id: z.number().int(),
  category: z.enum(GIFT_CATEGORIES),
  price: z.number().int(),
  /** 1: free for VIP members. */
  vip: z.number().int(),
  birthday: z.boolean(),
  names: LocalizedOut,
  descriptions: LocalizedOut,
  src: z.string(),
  thumb: z.string(),
  /** false: withdrawn, no longer offered (messages that carry it still show it). */
  active: z.boolean(),
  hit: z.number().int(),
  created_at: z.string(),
});
export type AdminGift = z.infer<typeof AdminGift>;
export const AdminGiftPage = numberedPage(AdminGift);

/**
 * `POST admin/gifts`: a new gift. `image` is the id of the operator's own `avatar` upload (`POST uploads`
 * with `type=avatar`): its 400×400 picture and 100×100 thumbnail become the gift's.
 */
export const AdminGiftBody = z.object({
  category: z.enum(GIFT_CATEGORIES),
  price: price(0),
  vip: z.union([z.literal(0), z.literal(1)]).default(0),
  birthday: z.boolean().default(false),
  names: CatalogueNames,
  descriptions: CatalogueDescriptions.optional(),
  image: rowId,
});
export type AdminGiftBody = z.input<typeof AdminGiftBody>;
/** `PUT admin/gifts/{id}`: what changes; `active: false` withdraws the gift, `true` offers it again. */
export const AdminGiftUpdate = AdminGiftBody.partial().extend({
  vip: z.union([z.literal(0), z.literal(1)]).optional(),
  birthday: z.boolean().optional(),
  descriptions: CatalogueDescriptions.optional(),
  active: z.boolean().optional(),
});
export type AdminGiftUpdate = z.input<typeof AdminGiftUpdate>;

/** A product of the mall as the console lists it. `flower` follows the category (delivered only in China). */
export const AdminProduct = z.object({
  id: z.number().int(),
  category: z.enum(PRODUCT_CATEGORIES),
  price: z.number().int(),
  flower: z.boolean(),
  names: LocalizedOut,
  descriptions: LocalizedOut,
  src: z.string(),
  thumb: z.string(),
  /** false: withdrawn, no longer sold (orders that name it keep it). */
  active: z.boolean(),
  created_at: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProduct>;
export const AdminProductPage = numberedPage(AdminProduct);

/** `POST admin/products`: a new product; `image` as for a gift. */
export const AdminProductBody = z.object({
  category: z.enum(PRODUCT_CATEGORIES),
  price: price(1),
  names: CatalogueNames,
  descriptions: CatalogueDescriptions.optional(),
  image: rowId,
});
export type AdminProductBody = z.input<typeof AdminProductBody>;
export const AdminProductUpdate = AdminProductBody.partial().extend({
  descriptions: CatalogueDescriptions.optional(),
  active: z.boolean().optional(),
});
export type AdminProductUpdate = z.input<typeof AdminProductUpdate>;

export const AdminCatalogueQuery = PageQuery;
export const CatalogueIdParam = z.object({ id: rowId });

/** One operator setting with its current value and its default; `max` null: no upper bound. */
export const AdminSetting = z.object({
  name: z.string(),
  group: z.enum(OPERATOR_SETTING_GROUP_NAMES as [OperatorSettingGroup, ...OperatorSettingGroup[]]),
  kind: z.enum(OPERATOR_SETTING_KINDS),
  value: z.union([z.number(), z.string()]),
  default: z.union([z.number(), z.string()]),
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
});
export type AdminSetting = z.infer<typeof AdminSetting>;
/** `GET admin/settings`: every operator setting, in screen order. */
export const AdminSettingList = z.object({ data: z.array(AdminSetting) });
export type AdminSettingList = z.infer<typeof AdminSettingList>;
export const AdminSettingParam = z.object({ name: z.string().max(64) });
/** `PUT admin/settings/{name}`: a number for a numeric setting, text for a text one ("" clears it). */
export const AdminSettingBody = z.object({ value: z.union([z.number(), z.string().max(200)]) });
export type AdminSettingBody = z.infer<typeof AdminSettingBody>;
