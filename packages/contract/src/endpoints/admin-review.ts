import { endpoint } from '../endpoint';
import {
  AdminPhotoFlag,
  AdminPhotoFlagDecisionBody,
  AdminPhotoFlagPage,
  AdminPhotoFlagsQuery,
  AdminReviewIdParam,
  AdminSayHi,
  AdminSayHiDecisionBody,
  AdminSayHiPage,
  AdminSayHiQuery,
} from '../review';

const tag = 'admin';

/** The console's content-review queues (issue 17, docs/decisions.md 66). */
export const adminReview = {
  /** Say-hi templates changed since their last review, newest change first. */
  sayHi: endpoint({
    method: 'GET',
    path: '/admin/say-hi',
    access: 'user',
    tag,
    query: AdminSayHiQuery,
    response: AdminSayHiPage,
  }),
  /** Approves a member's template, or removes its text and/or picture (the member is told why). */
  decideSayHi: endpoint({
    method: 'PUT',
    path: '/admin/say-hi/:id',
    access: 'user',
    tag,
    params: AdminReviewIdParam,
    body: AdminSayHiDecisionBody,
    response: AdminSayHi,
  }),
  /** Photos stored although OCR read some words in them (borderline for the text check). */
  photoFlags: endpoint({
    method: 'GET',
    path: '/admin/photo-flags',
    access: 'user',
    tag,
    query: AdminPhotoFlagsQuery,
    response: AdminPhotoFlagPage,
  }),
  /** Keeps a flagged photo (the flag is cleared) or removes it (the member is told why). */
  decidePhotoFlag: endpoint({
    method: 'PUT',
    path: '/admin/photo-flags/:id',
    access: 'user',
    tag,
    params: AdminReviewIdParam,
    body: AdminPhotoFlagDecisionBody,
    response: AdminPhotoFlag,
  }),
};
