import { describe, expect, it } from 'vitest';
import { AppError, fail } from './errors';
import { action, actorOf, ALLOW, authorize, can, memberActor, rolesOf, VISITOR, type Actor } from './policy';

interface Thing {
  owner: number;
}

const ownerOnly = action<Thing>('test.edit', (actor, thing) =>
  actor.id === thing.owner ? ALLOW : () => fail.forbidden('Only the owner can edit this', undefined),
);
const moderated = action<Thing>(
  'test.remove',
  (actor, thing) => (actor.id === thing.owner ? ALLOW : () => fail.forbidden('Only the owner can remove this')),
  { moderator: true, support: (_actor, thing) => thing.owner !== 1 },
);

const owner = memberActor(7);
const stranger = memberActor(8);
const thing = { owner: 7 };

describe('authorize and can', () => {
  it('let the actor a rule allows, and answer true for them', () => {
    expect(() => authorize(owner, ownerOnly, thing)).not.toThrow();
    expect(can(owner, ownerOnly, thing)).toBe(true);
  });

  it('throw the rule’s own coded refusal for anyone else; can answers false without building it', () => {
    let thrown: unknown;
    try {
      authorize(stranger, ownerOnly, thing);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).toBody()).toEqual({ code: 0, message: 'Only the owner can edit this' });
    expect((thrown as AppError).status).toBe(403);
    expect(can(stranger, ownerOnly, thing)).toBe(false);
    expect(can(VISITOR, ownerOnly, thing)).toBe(false);
  });
});

describe('operator roles are rules of the action', () => {
  it('grant nothing an action does not list: an admin is refused like any member', () => {
    const admin = memberActor(9, { roles: ['admin'] });
    expect(can(admin, ownerOnly, thing)).toBe(false);
    expect(() => authorize(admin, ownerOnly, thing)).toThrow('Only the owner can edit this');
  });

  it('grant what an action lists, wholly (true) or by the role’s own rule', () => {
    expect(can(memberActor(9, { roles: ['moderator'] }), moderated, thing)).toBe(true);
    expect(can(memberActor(9, { roles: ['support'] }), moderated, thing)).toBe(true);
    expect(can(memberActor(9, { roles: ['support'] }), moderated, { owner: 1 })).toBe(false);
    expect(can(memberActor(9, { roles: ['finance'] }), moderated, thing)).toBe(false);
    expect(can(memberActor(9), moderated, thing)).toBe(false);
  });

  it('grant to a member holding several roles when any one of them grants', () => {
    expect(can(memberActor(9, { roles: ['finance', 'moderator'] }), moderated, thing)).toBe(true);
    expect(can(memberActor(9, { roles: ['finance', 'support'] }), moderated, { owner: 1 })).toBe(false);
    expect(can(memberActor(9, { roles: ['finance', 'translator-manager'] }), moderated, thing)).toBe(false);
  });
});

describe('actors', () => {
  it('a null viewer is a visitor; a member defaults to a plain member without VIP', () => {
    expect(actorOf(null)).toBe(VISITOR);
    expect(actorOf(3)).toEqual<Actor>({ kind: 'member', id: 3, roles: [], vip: false });
    expect(memberActor(3, { roles: ['moderator'], vip: true })).toEqual({
      kind: 'member',
      id: 3,
      roles: ['moderator'],
      vip: true,
    });
  });

  it('a stored role the policy does not know (translator, a typo) grants nothing', () => {
    expect(rolesOf(['translator'])).toEqual([]);
    expect(rolesOf(['Admin'])).toEqual([]);
    expect(rolesOf(null)).toEqual([]);
    expect(rolesOf(['translator-manager', 'admin', 'admin'])).toEqual(['admin', 'translator-manager']);
  });
});
