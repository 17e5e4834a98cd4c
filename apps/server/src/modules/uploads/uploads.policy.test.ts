import { describe, expect, it } from 'vitest';
import { authorize, can, memberActor, VISITOR } from '../../platform/policy';
import { refusalOf } from '../../test/refusal';
import { openFolders, uploadsPolicy } from './uploads.policy';

const owner = memberActor(7);
const friend = memberActor(8);
const other = memberActor(9);
const standing = (friendOf: boolean) => ({ ownerId: 7, friend: friendOf });

describe('uploads policy', () => {
  it('opens all folders to the owner and friends, public and secret to everyone else who sees the profile', () => {
    expect(openFolders(owner, standing(false))).toEqual(['public', 'private', 'secret']);
    expect(openFolders(friend, standing(true))).toEqual(['public', 'private', 'secret']);
    expect(openFolders(other, standing(false))).toEqual(['public', 'secret']);
    expect(openFolders(VISITOR, standing(false))).toEqual(['public', 'secret']);
  });

  it('refuses the private folder to non-friends with 403', () => {
    expect(can(friend, uploadsPolicy.openFolder, { ...standing(true), folder: 'private' })).toBe(true);
    expect(can(other, uploadsPolicy.openFolder, { ...standing(false), folder: 'secret' })).toBe(true);
    expect(
      refusalOf(() => authorize(other, uploadsPolicy.openFolder, { ...standing(false), folder: 'private' })),
    ).toEqual({
      status: 403,
      body: { code: 0, message: 'Only friends see private photos' },
    });
  });

  it('a secret original shows to its owner and buyers only; other folders to everyone shown them', () => {
    const secret = { id: 1, user_id: 7, folder: 'secret' };
    expect(can(owner, uploadsPolicy.original, { photo: secret, bought: new Set<number>() })).toBe(true);
    expect(can(other, uploadsPolicy.original, { photo: secret, bought: new Set([1]) })).toBe(true);
    expect(can(other, uploadsPolicy.original, { photo: secret, bought: new Set([2]) })).toBe(false);
    expect(can(VISITOR, uploadsPolicy.original, { photo: secret, bought: new Set<number>() })).toBe(false);
    expect(
      can(VISITOR, uploadsPolicy.original, { photo: { ...secret, folder: 'public' }, bought: new Set<number>() }),
    ).toBe(true);
  });
});
