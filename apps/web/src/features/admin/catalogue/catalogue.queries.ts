import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminGift,
  AdminProduct,
  AdminGiftBody,
  AdminGiftUpdate,
  AdminProductBody,
  AdminProductUpdate,
  AdminSettingBody,
} from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../../lib/api';
import { CacheTime } from '../../../lib/query-client';
import { adminKeys } from '../admin.queries';

export type CatalogueKind = 'gifts' | 'products';

export const catalogueKeys = {
  list: (kind: CatalogueKind, page: number) => [...adminKeys.all, 'catalogue', kind, page] as const,
  settings: () => [...adminKeys.all, 'settings'] as const,
};

export function useAdminGifts(page: number, enabled: boolean) {
  return useQuery({
    queryKey: catalogueKeys.list('gifts', page),
    queryFn: ({ signal }) => api.call(Api.catalogue.gifts, { query: { page } }, { quiet: true, signal }),
    placeholderData: keepPreviousData,
    staleTime: CacheTime.short,
    enabled,
  });
}

export function useAdminProducts(page: number, enabled: boolean) {
  return useQuery({
    queryKey: catalogueKeys.list('products', page),
    queryFn: ({ signal }) => api.call(Api.catalogue.products, { query: { page } }, { quiet: true, signal }),
    placeholderData: keepPreviousData,
    staleTime: CacheTime.short,
    enabled,
  });
}

/** After a write: the console's lists, the audit log, and this operator's own gift picker and mall. */
function useWritten() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: [...adminKeys.all, 'catalogue'] });
    void client.invalidateQueries({ queryKey: [...adminKeys.all, 'audit'] });
    void client.invalidateQueries({ queryKey: ['gifts', 'catalogue'] });
    void client.invalidateQueries({ queryKey: ['mall', 'products'] });
  };
}

export type CatalogueSave =
  | { kind: 'gifts'; id: null; body: AdminGiftBody }
  | { kind: 'gifts'; id: number; body: AdminGiftUpdate }
  | { kind: 'products'; id: null; body: AdminProductBody }
  | { kind: 'products'; id: number; body: AdminProductUpdate };

export function useSaveCatalogueItem() {
  const written = useWritten();
  return useMutation({
    mutationFn: (save: CatalogueSave): Promise<AdminGift | AdminProduct> => {
      if (save.kind === 'gifts') {
        return save.id === null
          ? api.call(Api.catalogue.createGift, { body: save.body }, { quiet: true })
          : api.call(Api.catalogue.updateGift, { params: { id: save.id }, body: save.body }, { quiet: true });
      }
      return save.id === null
        ? api.call(Api.catalogue.createProduct, { body: save.body }, { quiet: true })
        : api.call(Api.catalogue.updateProduct, { params: { id: save.id }, body: save.body }, { quiet: true });
    },
    onSuccess: written,
  });
}

/** `POST uploads` of a catalogue picture (an `avatar` upload: 400×400 and 100×100, no metadata). */
export function useCataloguePictureUpload() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('type', 'avatar');
      form.set('file', file);
      return api.upload(Api.uploads.create, form, { quiet: true });
    },
  });
}

export function useAdminSettings() {
  return useQuery({
    queryKey: catalogueKeys.settings(),
    queryFn: ({ signal }) => api.call(Api.catalogue.settings, {}, { quiet: true, signal }),
    staleTime: CacheTime.short,
  });
}

export function useSaveSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, body }: { name: string; body: AdminSettingBody }) =>
      api.call(Api.catalogue.updateSetting, { params: { name }, body }, { quiet: true }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: catalogueKeys.settings() });
      void client.invalidateQueries({ queryKey: [...adminKeys.all, 'audit'] });
    },
  });
}
