import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  UPLOAD_IMAGE_TYPES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_SIDE,
  UPLOAD_MIN_SIDE,
  RefusalReason,
  type UploadFolder,
  type UploadResult,
  type UploadType,
} from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { api, isApiError } from '../../lib/api';
import { useUiStore } from '../../lib/ui-store';
import { errorText } from '../system';

/** Spec §4: an upload's success shows for 2 seconds before the photo settles in its list. */
export const UPLOAD_SUCCESS_DELAY_MS = 2000;

/** A photo on its way to the server, as the picker shows it. */
export interface PendingPhoto {
  key: string;
  preview: string;
  /** Share sent so far, 0…1. */
  progress: number;
  status: 'uploading' | 'done' | 'failed';
  upload?: UploadResult;
  error?: string;
  /** True for the first seconds after success, while the tile shows its check mark. */
  fresh: boolean;
}

interface UploadSettings {
  type: Exclude<UploadType, 'avatar'>;
  folder: UploadFolder;
  /** Gold a secret photo costs; the operator's default when left out. */
  price?: number;
  /** How many photos the picker holds at most (failed ones included until removed). */
  max: number;
  /** The spec's "upload success": called 2 s after a photo was stored. */
  onUploaded?: (upload: UploadResult, key: string) => void;
}

const accepted = (file: File) => (UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type);
let keySeq = 0;

type PhotosT = ReturnType<typeof useTranslation<'photos'>>['t'];

/** Why the server refused a photo, in the interface language; refusals it does not name keep their code's text. */
function refusalText(error: unknown, t: PhotosT): string {
  if (!isApiError(error)) return t('upload.failed');
  if (error.status === 0) return t('upload.offline');
  if (error.status === 408) return t('upload.timedOut');
  if (error.status === 413) return t('upload.fileTooLarge');
  if (error.reason === RefusalReason.PhotoHasText) return t('upload.hasText');
  if (error.reason === RefusalReason.NotImage) return t('upload.notImage');
  if (error.reason === RefusalReason.ImageTooSmall) return t('upload.tooSmall', { min: UPLOAD_MIN_SIDE });
  if (error.reason === RefusalReason.ImageTooLarge) return t('upload.tooManyPixels', { max: UPLOAD_MAX_SIDE });
  // A body cut off on the way (the connection dropped mid-upload) arrives malformed: try again.
  if (error.reason === RefusalReason.UploadMalformed) return t('upload.failed');
  return errorText(error);
}

/**
 * Uploads photos as soon as they are picked, each with its own progress (XHR, 60 s time-out), so a
 * refused photo (text in it, too large) is known before posting. Removing one aborts its upload.
 */
export function usePhotoUploads(settings: UploadSettings) {
  const { t } = useTranslation('photos');
  const [items, setItems] = useState<PendingPhoto[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const timers = useRef(new Set<number>());
  const latest = useRef(settings);
  latest.current = settings;

  const patch = useCallback((key: string, change: Partial<PendingPhoto>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const start = useCallback(
    async (key: string, file: File) => {
      const { type, folder, price } = latest.current;
      const form = new FormData();
      form.set('type', type);
      form.set('folder', folder);
      if (folder === 'secret' && price) form.set('price', String(price));
      form.set('file', file);
      const controller = new AbortController();
      controllers.current.set(key, controller);
      try {
        const upload = await api.upload(Api.uploads.create, form, {
          quiet: true,
          signal: controller.signal,
          onProgress: (progress) => patch(key, { progress }),
        });
        patch(key, { status: 'done', progress: 1, upload, fresh: true });
        const timer = window.setTimeout(() => {
          timers.current.delete(timer);
          patch(key, { fresh: false });
          latest.current.onUploaded?.(upload, key);
        }, UPLOAD_SUCCESS_DELAY_MS);
        timers.current.add(timer);
      } catch (error) {
        if (controller.signal.aborted) return;
        patch(key, { status: 'failed', error: refusalText(error, t) });
      } finally {
        controllers.current.delete(key);
      }
    },
    [patch, t],
  );

  const add = useCallback(
    (files: Iterable<File>) => {
      const showToast = useUiStore.getState().showToast;
      const room = latest.current.max - items.length;
      const picked = [...files];
      if (picked.length > room) showToast(t('upload.tooMany', { count: latest.current.max }));
      const fresh: Array<[PendingPhoto, File]> = [];
      for (const file of picked.slice(0, Math.max(room, 0))) {
        if (!accepted(file)) showToast(t('upload.badType', { name: file.name }));
        else if (file.size > UPLOAD_MAX_BYTES) showToast(t('upload.tooLarge', { name: file.name }));
        else {
          const key = `p${++keySeq}`;
          fresh.push([
            { key, preview: URL.createObjectURL(file), progress: 0, status: 'uploading', fresh: false },
            file,
          ]);
        }
      }
      if (fresh.length === 0) return;
      setItems((list) => [...list, ...fresh.map(([item]) => item)]);
      for (const [item, file] of fresh) void start(item.key, file);
    },
    [items.length, start, t],
  );

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    setItems((list) => {
      const gone = list.find((item) => item.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return list.filter((item) => item.key !== key);
    });
  }, []);

  const clear = useCallback(() => {
    setItems((list) => {
      for (const item of list) URL.revokeObjectURL(item.preview);
      return [];
    });
  }, []);

  useEffect(() => {
    const running = controllers.current;
    const pending = timers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      for (const timer of pending) window.clearTimeout(timer);
    };
  }, []);

  return {
    items,
    add,
    remove,
    clear,
    uploading: items.some((item) => item.status === 'uploading'),
    failed: items.some((item) => item.status === 'failed'),
    uploads: items.flatMap((item) => (item.upload ? [item.upload] : [])),
  };
}
