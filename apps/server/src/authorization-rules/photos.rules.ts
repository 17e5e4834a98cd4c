import { expect } from 'vitest';
import { MEMBERS, type Rule } from '../authorization.types';
import type { RulesContext } from './context';

/** Battery A: photos, identity verification and contact details. */
export function photoRules({
  world,
  http,
  privatePhotoIntact,
  signedIn,
  everyoneBut,
  nobody,
  ownerOnly,
  destructive,
}: RulesContext): Record<string, Rule> {
  return {
    // Photos.
    'POST /v1/uploads': { access: 'self' },
    // Identity verification: one's own state and selfie only (the operators' side is in the console's rules).
    'GET /v1/verification': { access: 'self' },
    'POST /v1/verification': { access: 'self' },
    'GET /v1/attachments/{type}': { access: 'self' },
    'DELETE /v1/uploads': {
      access: 'member',
      checks: [
        {
          what: "deleting Olga's private photo (answers only one's own deleted ids)",
          call: (x) => ({ method: 'DELETE', url: `/v1/uploads?ids=${x.privatePhoto}` }),
          may: signedIn,
          tried: everyoneBut('owner'),
          intact: async () => {
            for (const a of MEMBERS.filter((m) => m !== 'owner')) {
              const res = await http().delete(`/v1/uploads?ids=${world().privatePhoto}`, undefined, world().as[a].auth);
              expect(res.json(), a).toEqual({ ids: [] });
            }
            await privatePhotoIntact();
          },
        },
      ],
    },
    'PUT /v1/uploads/{id}': {
      access: 'member',
      checks: [
        {
          what: "making Olga's private photo public",
          call: (x) => ({ method: 'PUT', url: `/v1/uploads/${x.privatePhoto}`, body: { folder: 'public' } }),
          may: ownerOnly,
          tried: destructive(),
          intact: privatePhotoIntact,
        },
      ],
    },
    // Contact details for gold: the caller's own offer; others' offers by the profile rule (Olga sells nothing).
    'GET /v1/contact': { access: 'self' },
    'PUT /v1/contact': { access: 'self' },
    'GET /v1/contact/{id}': {
      access: 'member',
      checks: [
        {
          what: "Olga's contact offer (she sells nothing: answered as not for sale)",
          call: (x) => ({ method: 'GET', url: `/v1/contact/${x.as.owner.id}` }),
          may: everyoneBut('visitor', 'blocked'),
        },
        {
          what: "hidden Hanna's contact offer",
          call: (x) => ({ method: 'GET', url: `/v1/contact/${x.hidden.id}` }),
          may: ['friend', 'vip'],
        },
      ],
    },
    'POST /v1/contact/{id}': {
      access: 'member',
      checks: [
        {
          what: "buying Olga's contact details (she sells none: refused to all, nothing charged)",
          call: (x) => ({ method: 'POST', url: `/v1/contact/${x.as.owner.id}`, body: {} }),
          may: nobody,
        },
        {
          what: "buying hidden Hanna's contact details",
          call: (x) => ({ method: 'POST', url: `/v1/contact/${x.hidden.id}`, body: {} }),
          may: nobody,
        },
      ],
    },
    'PUT /v1/uploads/pay': {
      access: 'member',
      checks: [
        {
          what: "buying Olga's secret photo",
          call: (x) => ({
            method: 'PUT',
            url: '/v1/uploads/pay',
            body: { upload_id: x.secret.uploadId, related_id: x.secret.postId, type: 'feed' },
          }),
          // A purchase spends gold: tried where it must be refused.
          may: everyoneBut('visitor', 'blocked'),
          tried: ['visitor', 'blocked'],
        },
      ],
    },
    'GET /v1/photos/{id}': {
      access: 'public',
      checks: [
        {
          what: "Olga's private album (her friends)",
          call: (x) => ({ method: 'GET', url: `/v1/photos/${x.as.owner.id}?folder=private` }),
          may: ['owner', 'friend'],
        },
        {
          what: "hidden Hanna's album",
          call: (x) => ({ method: 'GET', url: `/v1/photos/${x.hidden.id}` }),
          may: ['friend', 'vip'],
        },
      ],
    },
  };
}
