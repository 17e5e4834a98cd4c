import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../lib/api';
import { accountKeys } from '../../lib/account.queries';

/** A square crop in the photo's own pixels: its centre and side (side = shorter edge / zoom). */
export interface CropView {
  cx: number;
  cy: number;
  zoom: number;
}

export interface ImageSize {
  width: number;
  height: number;
}

export const MAX_ZOOM = 4;

export const cropSide = (size: ImageSize, zoom: number) => Math.min(size.width, size.height) / zoom;

/** Keeps the crop inside the photo whatever the zoom or the drag asked for. */
export function clampView(size: ImageSize, view: CropView): CropView {
  const zoom = Math.min(MAX_ZOOM, Math.max(1, view.zoom));
  const half = cropSide(size, zoom) / 2;
  const clamp = (value: number, max: number) => Math.min(max - half, Math.max(half, value));
  return { zoom, cx: clamp(view.cx, size.width), cy: clamp(view.cy, size.height) };
}

export const centredView = (size: ImageSize): CropView => ({ cx: size.width / 2, cy: size.height / 2, zoom: 1 });

/** The `crop_*` fields of `POST uploads`, whole pixels within the photo. */
export function cropFields(size: ImageSize, view: CropView): Record<'crop_x' | 'crop_y' | 'crop_w' | 'crop_h', number> {
  const side = Math.max(1, Math.floor(cropSide(size, view.zoom)));
  const x = Math.min(size.width - side, Math.max(0, Math.round(view.cx - side / 2)));
  const y = Math.min(size.height - side, Math.max(0, Math.round(view.cy - side / 2)));
  return { crop_x: x, crop_y: y, crop_w: side, crop_h: side };
}

/** Where the photo sits inside the square frame, in percent of the frame. */
export function imageStyle(size: ImageSize, view: CropView) {
  const side = cropSide(size, view.zoom);
  return {
    width: `${(size.width / side) * 100}%`,
    height: `${(size.height / side) * 100}%`,
    left: `${(-(view.cx - side / 2) / side) * 100}%`,
    top: `${(-(view.cy - side / 2) / side) * 100}%`,
  };
}

/** `POST uploads` of an avatar with its crop; the caller then sets it with `PUT user { avatar }`. */
export function useAvatarUploadMutation(onProgress: (fraction: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, crop }: { file: File; crop: Record<string, number> }) => {
      const form = new FormData();
      form.set('type', 'avatar');
      for (const [key, value] of Object.entries(crop)) form.set(key, String(value));
      form.set('file', file);
      return api.upload(Api.uploads.create, form, { onProgress, expect: [400001] });
    },
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.me() }),
  });
}
