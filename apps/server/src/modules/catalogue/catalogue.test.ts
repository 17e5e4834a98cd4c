import {
  OPERATOR_SETTING_GROUPS,
  type AdminGift,
  type AdminProduct,
  type AdminSetting,
  type AuditEntry,
  type GiftList,
  type ProductList,
  type TranslationSettings,
} from '@yuanfen/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedGifts } from '../../seed/gifts';
import { seedProducts } from '../../seed/mall';
import { api } from '../../test/account-helpers';
import { signUp, type Member } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { operatorSetting } from '../../operator-commands';
import { OPERATOR_DEFAULTS, OPERATOR_TEXT_DEFAULTS } from '../../platform/operator-settings';
import { signUpOperator, type OperatorMember } from '../admin/admin.test-helpers';
import { fetchStatus, scenery, upload } from '../uploads/uploads.test-helpers';

/*
 * The console's catalogue and settings (issue 17; docs/decisions.md 58, 59): an admin adds, edits,
 * withdraws and restores gifts and products with pictures from the upload pipeline, and changes the
 * operator settings within the `setting` command's bounds; members see each change at once.
 */

const t = useTestApp();
const http = () => api(t.app);
let admin: OperatorMember;
let adminWithout2fa: OperatorMember;
let support: OperatorMember;
let finance: OperatorMember;
let member: Member;

beforeAll(async () => {
  await seedGifts(t.app.db, t.app.services.storage);
  await seedProducts(t.app.db, t.app.services.storage);
  admin = await signUpOperator(t.app, ['admin']);
  adminWithout2fa = await signUpOperator(t.app, ['admin'], { twoFactor: false });
  support = await signUpOperator(t.app, ['support']);
  finance = await signUpOperator(t.app, ['finance']);
  member = await signUp(t.app);
});

/** The admin's picture upload (`POST uploads`, type avatar): its id. */
const picture = async (who: Member = admin, seed = 3) => {
  const res = await upload(t.app, who, await scenery(seed, 600, 600));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: number }>().id;
};
const audit = async (target: string) =>
  (await http().get(`/v1/admin/audit?target=${target}`, admin.auth)).json<{ data: AuditEntry[] }>().data;
const memberGifts = async (query = 'category=all&lang=de') =>
  (await http().get(`/v1/gifts?${query}`, member.auth)).json<GiftList>().data;
const memberProducts = async () =>
  (await http().get('/v1/products?category=all&lang=fr', member.auth)).json<ProductList>().data;

describe('gifts', () => {
  it('an admin adds a gift with a picture: members see it in the picker at once, named in their language', async () => {
    const image = await picture();
    const res = await http().post(
      '/v1/admin/gifts',
      {
        category: 'festival',
        price: 42,
        vip: 1,
        birthday: true,
        names: { en: 'Lantern', de: 'Laterne', fr: '  ' },
        descriptions: { en: 'A paper lantern' },
        image,
      },
      admin.auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    const gift = res.json<AdminGift>();
    // An emptied language is not stored: members reading French see the English name.
    expect(gift).toMatchObject({
      price: 42,
      vip: 1,
      birthday: true,
      active: true,
      names: { en: 'Lantern', de: 'Laterne' },
    });
    expect(gift.names).not.toHaveProperty('fr');
    expect(gift.src).toMatch(/^\/uploads\/gifts\/[0-9a-f]{32}\.webp$/);
    expect(gift.thumb).toBe(gift.src.replace('.webp', '_100.webp'));
    // The pictures are the pipeline's re-encoded WebP files, 400×400 and 100×100, served publicly.
    expect(await fetchStatus(t.app, gift.src)).toBe(200);
    const stored = await t.app.services.storage.read('public', gift.thumb.replace('/uploads/', ''));
    expect(await sharp(stored!).metadata()).toMatchObject({ format: 'webp', width: 100, height: 100 });

    const shown = (await memberGifts('category=birthday&lang=de')).find((g) => g.id === gift.id);
    expect(shown).toMatchObject({ name: 'Laterne', description: 'A paper lantern', price: 42, category: 'festival' });
    expect((await memberGifts('category=all&lang=fr')).find((g) => g.id === gift.id)?.name).toBe('Lantern');

    expect((await audit(`gift:${gift.id}`)).map((e) => e.action)).toEqual(['gifts.create']);
    const listed = (await http().get('/v1/admin/gifts', admin.auth)).json<{ data: AdminGift[] }>().data;
    expect(listed[0]?.id).toBe(gift.id);
  });

  it('edits, withdraws and restores a gift; a withdrawn gift leaves the picker, each change audited before and after', async () => {
    const created = (
      await http().post(
        '/v1/admin/gifts',
        { category: 'romance', price: 7, names: { en: 'Kiss' }, image: await picture(admin, 5) },
        admin.auth,
      )
    ).json<AdminGift>();
    const edited = await http().put(
      `/v1/admin/gifts/${created.id}`,
      { price: 9, names: { en: 'Kiss', ja: 'キス' } },
      admin.auth,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await memberGifts('lang=ja')).find((g) => g.id === created.id)).toMatchObject({ name: 'キス', price: 9 });

    expect((await http().put(`/v1/admin/gifts/${created.id}`, { active: false }, admin.auth)).statusCode).toBe(200);
    expect((await memberGifts()).some((g) => g.id === created.id)).toBe(false);
    const withdrawn = (await http().get('/v1/admin/gifts', admin.auth)).json<{ data: AdminGift[] }>().data;
    expect(withdrawn.find((g) => g.id === created.id)).toMatchObject({ active: false, price: 9 });

    expect((await http().put(`/v1/admin/gifts/${created.id}`, { active: true }, admin.auth)).statusCode).toBe(200);
    expect((await memberGifts()).some((g) => g.id === created.id)).toBe(true);

    const entries = await audit(`gift:${created.id}`);
    expect(entries.map((e) => e.action)).toEqual(['gifts.restore', 'gifts.withdraw', 'gifts.update', 'gifts.create']);
  });

  it('refuses bad input with the field named, and changes nothing', async () => {
    const image = await picture(admin, 8);
    const good = { category: 'romance', price: 3, names: { en: 'Rose' }, image };
    const bad = [
      { ...good, price: -1 },
      { ...good, price: 2.5 },
      { ...good, category: 'cars' },
      { ...good, names: { de: 'Rose' } },
      { ...good, names: { en: '   ' } },
      { ...good, names: { en: 'x'.repeat(61) } },
      { ...good, names: { en: 'Rose', xx: 'Rose' } },
      { ...good, vip: 2 },
    ];
    const before = (await memberGifts()).length;
    for (const body of bad) {
      const res = await http().post('/v1/admin/gifts', body, admin.auth);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 400001 });
    }
    // A picture that is not the admin's own upload (another member's, or none).
    const others = await http().post('/v1/admin/gifts', { ...good, image: await picture(member, 9) }, admin.auth);
    expect(others.statusCode).toBe(400);
    expect(others.json()).toMatchObject({ errors: { image: expect.any(String) } });
    expect((await http().put('/v1/admin/gifts/1', {}, admin.auth)).statusCode).toBe(400);
    expect((await http().put('/v1/admin/gifts/2147483647', { price: 1 }, admin.auth)).statusCode).toBe(404);
    expect((await memberGifts()).length).toBe(before);
  });

  it('refuses visitors, members, other roles and an admin without two-factor sign-in', async () => {
    const body = { category: 'romance', price: 3, names: { en: 'Nope' }, image: await picture(admin, 11) };
    const before = (await memberGifts()).length;
    expect((await http().post('/v1/admin/gifts', body)).statusCode).toBe(401);
    for (const who of [member, support, finance, adminWithout2fa]) {
      expect((await http().post('/v1/admin/gifts', body, who.auth)).statusCode).toBe(403);
      expect((await http().get('/v1/admin/gifts', who.auth)).statusCode).toBe(403);
      expect((await http().put('/v1/admin/gifts/1', { active: false }, who.auth)).statusCode).toBe(403);
    }
    expect((await memberGifts()).length).toBe(before);
  });
});

describe('mall products', () => {
  it('adds, edits and withdraws a product; the mall shows each change at once', async () => {
    const res = await http().post(
      '/v1/admin/products',
      { category: 'flower', price: 120, names: { en: 'Tulips', fr: 'Tulipes' }, image: await picture(admin, 13) },
      admin.auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    const product = res.json<AdminProduct>();
    expect(product).toMatchObject({ flower: true, active: true, price: 120 });
    expect(product.src).toMatch(/^\/uploads\/mall\/[0-9a-f]{32}\.webp$/);
    expect((await memberProducts()).find((p) => p.id === product.id)).toMatchObject({ name: 'Tulipes', flower: true });

    const moved = await http().put(`/v1/admin/products/${product.id}`, { category: 'keepsake', price: 80 }, admin.auth);
    expect(moved.json<AdminProduct>()).toMatchObject({ flower: false, category: 'keepsake', price: 80 });
    expect((await http().put(`/v1/admin/products/${product.id}`, { active: false }, admin.auth)).statusCode).toBe(200);
    expect((await memberProducts()).some((p) => p.id === product.id)).toBe(false);
    const listed = (await http().get('/v1/admin/products', admin.auth)).json<{ data: AdminProduct[] }>().data;
    expect(listed.find((p) => p.id === product.id)).toMatchObject({ active: false });
    expect((await audit(`product:${product.id}`)).map((e) => e.action)).toEqual([
      'products.withdraw',
      'products.update',
      'products.create',
    ]);
  });

  it('refuses a price under 1, and every role but the admin', async () => {
    const body = { category: 'sweets', price: 0, names: { en: 'Free' }, image: await picture(admin, 15) };
    expect((await http().post('/v1/admin/products', body, admin.auth)).statusCode).toBe(400);
    for (const who of [member, support, finance, adminWithout2fa]) {
      expect((await http().post('/v1/admin/products', { ...body, price: 5 }, who.auth)).statusCode).toBe(403);
      expect((await http().get('/v1/admin/products', who.auth)).statusCode).toBe(403);
    }
  });
});

describe('operator settings', () => {
  const settings = async () =>
    (await http().get('/v1/admin/settings', admin.auth)).json<{ data: AdminSetting[] }>().data;
  const put = (who: { auth: Record<string, string> }, name: string, value: unknown) =>
    http().put(`/v1/admin/settings/${name}`, { value }, who.auth);

  it('lists every setting with its group, kind, bounds, value and default', async () => {
    const list = await settings();
    expect(list.map((s) => s.name)).toContain('withdrawClearingDays');
    expect(list.find((s) => s.name === 'giftCommissionPercent')).toEqual({
      name: 'giftCommissionPercent',
      group: 'earnings',
      kind: 'percent',
      value: 30,
      default: 30,
      min: 0,
      max: 100,
    });
    expect(list.find((s) => s.name === 'icpNumber')).toMatchObject({ kind: 'text', value: '', default: '' });
  });

  it('a change counts at once for members, and is audited with before and after', async () => {
    const res = await put(admin, 'humanTranslationPrice', 8);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminSetting>()).toMatchObject({ value: 8, default: 5 });
    const seen = (await http().get('/v1/translations/settings', member.auth)).json<TranslationSettings>();
    expect(seen.human_price).toBe(8);
    const [entry] = await audit('setting:humanTranslationPrice');
    expect(entry).toMatchObject({
      action: 'settings.set',
      actor_id: admin.id,
      before: { value: 5 },
      after: { value: 8 },
    });
    // The command line reads what the console wrote.
    expect(await operatorSetting(t.app.db, 'humanTranslationPrice')).toBe('humanTranslationPrice = 8');
  });

  it('refuses values outside the bounds the `setting` command checks, with 400 and nothing changed', async () => {
    for (const [name, value] of [
      ['giftCommissionPercent', 101],
      ['withdrawClearingDays', -1],
      ['withdrawMinGold', 1.5],
      ['photoTextCheck', 2],
      ['withdrawMinGold', '100'],
      ['icpNumber', 5],
      ['icpNumber', 'x'.repeat(101)],
    ] as const) {
      const res = await put(admin, name, value);
      expect(res.statusCode, `${name} ${value}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 400001 });
    }
    await expect(operatorSetting(t.app.db, 'giftCommissionPercent', '101')).rejects.toThrow(/from 0 to 100/);
    expect((await put(admin, 'noSuchSetting', 1)).statusCode).toBe(404);
    const list = await settings();
    expect(list.find((s) => s.name === 'giftCommissionPercent')?.value).toBe(30);
    expect(list.find((s) => s.name === 'withdrawMinGold')?.value).toBe(100);
  });

  it('refuses visitors, members, other roles (finance too) and an admin without two-factor sign-in', async () => {
    expect((await put({ auth: {} }, 'withdrawMinGold', 1)).statusCode).toBe(401);
    for (const who of [member, support, finance, adminWithout2fa]) {
      expect((await put(who, 'withdrawMinGold', 1)).statusCode).toBe(403);
      expect((await http().get('/v1/admin/settings', who.auth)).statusCode).toBe(403);
    }
    expect((await settings()).find((s) => s.name === 'withdrawMinGold')?.value).toBe(100);
  });
});

describe('the settings screen’s groups', () => {
  it('name every operator setting exactly once', () => {
    const grouped = Object.values(OPERATOR_SETTING_GROUPS).flat();
    expect(new Set(grouped).size).toBe(grouped.length);
    expect([...grouped].sort()).toEqual(
      [...Object.keys(OPERATOR_DEFAULTS), ...Object.keys(OPERATOR_TEXT_DEFAULTS)].sort(),
    );
  });
});
