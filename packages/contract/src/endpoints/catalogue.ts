import { endpoint } from '../endpoint';
import {
  AdminCatalogueQuery,
  AdminGift,
  AdminGiftBody,
  AdminGiftPage,
  AdminGiftUpdate,
  AdminProduct,
  AdminProductBody,
  AdminProductPage,
  AdminProductUpdate,
  AdminSetting,
  AdminSettingBody,
  AdminSettingList,
  AdminSettingParam,
  CatalogueIdParam,
} from '../catalogue';

const tag = 'admin';

/**
 * The console's catalogue (`admin/gifts`, `admin/products`; permission `catalogue.write`) and operator
 * settings (`admin/settings`; `settings.write`), each write in the audit log with before and after.
 */
export const catalogue = {
  gifts: endpoint({
    method: 'GET',
    path: '/admin/gifts',
    access: 'user',
    tag,
    query: AdminCatalogueQuery,
    response: AdminGiftPage,
  }),
  createGift: endpoint({
    method: 'POST',
    path: '/admin/gifts',
    access: 'user',
    tag,
    body: AdminGiftBody,
    response: AdminGift,
  }),
  updateGift: endpoint({
    method: 'PUT',
    path: '/admin/gifts/:id',
    access: 'user',
    tag,
    params: CatalogueIdParam,
    body: AdminGiftUpdate,
    response: AdminGift,
  }),
  products: endpoint({
    method: 'GET',
    path: '/admin/products',
    access: 'user',
    tag,
    query: AdminCatalogueQuery,
    response: AdminProductPage,
  }),
  createProduct: endpoint({
    method: 'POST',
    path: '/admin/products',
    access: 'user',
    tag,
    body: AdminProductBody,
    response: AdminProduct,
  }),
  updateProduct: endpoint({
    method: 'PUT',
    path: '/admin/products/:id',
    access: 'user',
    tag,
    params: CatalogueIdParam,
    body: AdminProductUpdate,
    response: AdminProduct,
  }),
  settings: endpoint({ method: 'GET', path: '/admin/settings', access: 'user', tag, response: AdminSettingList }),
  updateSetting: endpoint({
    method: 'PUT',
    path: '/admin/settings/:name',
    access: 'user',
    tag,
    params: AdminSettingParam,
    body: AdminSettingBody,
    response: AdminSetting,
  }),
};
