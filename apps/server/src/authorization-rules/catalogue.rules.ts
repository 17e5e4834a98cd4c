import type { AdminSetting, ProductList } from '@yuanfen/contract';
import { expect } from 'vitest';
import type { Check, Rule } from '../authorization.types';
import type { RulesContext } from './context';

/*
 * Battery A's rules of the console's catalogue and operator settings (issue 17; docs/decisions.md 58,
 * 59): only the admin passes; members, visitors, the other roles and an admin without two-factor sign-in
 * are refused, and a refused call changes nothing members see.
 */
export function catalogueAuthorizationRules({ world, http }: RulesContext): Record<string, Rule> {
  const one = (check: Check): Rule => ({ access: 'operator', checks: [check] });
  const productOnSale = async () => {
    const res = await http().get('/v1/products?category=sweets', world().as.owner.auth);
    expect(
      res.json<ProductList>().data.map((p) => p.id),
      res.body,
    ).toContain(world().product);
  };
  const recallWindowIntact = async () => {
    const res = await http().get('/v1/admin/settings', world().as.admin.auth);
    const setting = res.json<{ data: AdminSetting[] }>().data.find((s) => s.name === 'recallWindowSeconds');
    expect(setting?.value, res.body).toBe(120);
  };

  return {
    'GET /v1/admin/gifts/export.csv': one({
      what: 'the gift catalogue as CSV',
      call: () => ({ method: 'GET', url: '/v1/admin/gifts/export.csv' }),
      may: ['admin'],
    }),
    'GET /v1/admin/products/export.csv': one({
      what: 'the mall catalogue as CSV',
      call: () => ({ method: 'GET', url: '/v1/admin/products/export.csv' }),
      may: ['admin'],
    }),
    'GET /v1/admin/gifts': one({
      what: 'the gift catalogue',
      call: () => ({ method: 'GET', url: '/v1/admin/gifts' }),
      may: ['admin'],
    }),
    'POST /v1/admin/gifts': one({
      // No actor has an upload of that id: the admin gets 400 for the picture, every other actor 403
      // before it is read. Adding a real gift, and the refusals with a real picture, are in catalogue.test.ts.
      what: 'adding a gift with a picture that is not there',
      call: () => ({
        method: 'POST',
        url: '/v1/admin/gifts',
        body: { category: 'romance', price: 5, names: { en: 'Matrix' }, image: 2147483647 },
      }),
      may: [],
    }),
    'PUT /v1/admin/gifts/{id}': one({
      what: 'editing a gift that does not exist',
      call: () => ({ method: 'PUT', url: '/v1/admin/gifts/2147483647', body: { active: false } }),
      may: [],
    }),
    'GET /v1/admin/products': one({
      what: "the mall's products",
      call: () => ({ method: 'GET', url: '/v1/admin/products' }),
      may: ['admin'],
    }),
    'POST /v1/admin/products': one({
      what: 'adding a product with a picture that is not there',
      call: () => ({
        method: 'POST',
        url: '/v1/admin/products',
        body: { category: 'sweets', price: 5, names: { en: 'Matrix' }, image: 2147483647 },
      }),
      may: [],
    }),
    'PUT /v1/admin/products/{id}': one({
      what: 'offering the world’s product (on sale already)',
      call: (w) => ({ method: 'PUT', url: `/v1/admin/products/${w.product}`, body: { active: true } }),
      may: ['admin'],
      intact: productOnSale,
    }),
    'GET /v1/admin/settings': one({
      what: 'the operator settings',
      call: () => ({ method: 'GET', url: '/v1/admin/settings' }),
      may: ['admin'],
    }),
    'PUT /v1/admin/settings/{name}': one({
      what: 'setting the recall window to what it is',
      call: () => ({ method: 'PUT', url: '/v1/admin/settings/recallWindowSeconds', body: { value: 120 } }),
      may: ['admin'],
      intact: recallWindowIntact,
    }),
  };
}
