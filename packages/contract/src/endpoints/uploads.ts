import { endpoint } from '../endpoint';
import { PageQuery } from '../pagination';
import {
  AttachmentParam,
  DeletedUploads,
  DeleteUploadsQuery,
  MoveUploadBody,
  PaidUpload,
  PayUploadBody,
  PhotoPage,
  PhotosQuery,
  Photo,
  UploadResult,
} from '../uploads';
import { UserIdParam } from '../users';

const tag = 'uploads';

/**
 * Uploads and photos. Uploading only stores the image and its variants; the member then makes it the
 * avatar (`PUT user { avatar }`) or attaches it to a post or message with `upload_ids`.
 */
export const uploads = {
  /** A multipart form: the `file` part and the `UploadFields` text fields. */
  create: endpoint({
    method: 'POST',
    path: '/uploads',
    access: 'user',
    tag,
    body: 'multipart',
    response: UploadResult,
  }),
  /** Deletes the caller's own uploads among `ids` (comma-separated) and answers those deleted. */
  remove: endpoint({
    method: 'DELETE',
    path: '/uploads',
    access: 'user',
    tag,
    query: DeleteUploadsQuery,
    response: DeletedUploads,
  }),
  /** Buys a secret photo where it is shown; nothing is charged when its price changed since. */
  pay: endpoint({
    method: 'PUT',
    path: '/uploads/pay',
    access: 'user',
    tag,
    body: PayUploadBody,
    response: PaidUpload,
  }),
  /** Moves one of the caller's photos to another folder and/or sets its secret price. */
  move: endpoint({
    method: 'PUT',
    path: '/uploads/:id',
    access: 'user',
    tag,
    params: UserIdParam,
    body: MoveUploadBody,
    response: Photo,
  }),
  /** A member's album (`:id` is the member), the folders this viewer may open. */
  album: endpoint({
    method: 'GET',
    path: '/photos/:id',
    access: 'optional',
    tag,
    params: UserIdParam,
    query: PhotosQuery,
    response: PhotoPage,
  }),
  /** The caller's photos attached to posts or to messages. */
  attachments: endpoint({
    method: 'GET',
    path: '/attachments/:type',
    access: 'user',
    tag,
    params: AttachmentParam,
    query: PageQuery,
    response: PhotoPage,
  }),
};
