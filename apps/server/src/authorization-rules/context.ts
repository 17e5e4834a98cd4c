import type { ChatMessage, FeedItem, PaymentOrder } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { ACTORS, MEMBERS, type Actor, type Check, type World } from '../authorization.types';
import { api } from '../test/account-helpers';

const signedIn = MEMBERS;
const everyoneBut = (...out: Actor[]) => ACTORS.filter((a) => !out.includes(a));
const nobody: readonly Actor[] = [];
/** A mall order of the world's product to a member, without an address (the recipient would give it). */
const mallOrderFor = (w: World, userId: number) => ({
  product_id: w.product,
  quantity: 1,
  to_user_id: userId,
  full_name: 'Olga',
});
/** Olga's own things: only she may. */
const ownerOnly: readonly Actor[] = ['owner'];
/** A destructive call tried by everyone but Olga (and those who may). */
const destructive = (may: readonly Actor[] = ownerOnly) => everyoneBut(...may);

/**
 * What every area's rules share: the app and the world (read when a check runs), and the checks that
 * Olga's things are still as built after a refusal.
 */
export function rulesContext(app: () => FastifyInstance, world: () => World) {
  const http = () => api(app());

  const ownerSees = async (url: string, predicate: (body: unknown) => boolean) => {
    const res = await http().get(url, world().as.owner.auth);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    expect(predicate(res.json()), `${url} as Olga: ${res.body}`).toBe(true);
  };
  const listHas = (id: number) => (body: unknown) =>
    (body as { data: { user_id?: number; id?: number }[] }).data.some((c) => (c.user_id ?? c.id) === id);

  const postIntact = async () =>
    ownerSees(`/v1/feeds/${world().post.id}`, (b) => (b as FeedItem).id === world().post.id);
  const commentIntact = async () =>
    ownerSees(`/v1/feeds/${world().post.id}/comments`, (b) =>
      (b as { data: { id: number }[] }).data.some((c) => c.id === world().comment.id),
    );
  const messageIntact = async () => {
    const res = await http().get(`/v1/messages/${world().message.id}`, world().as.friend.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ChatMessage>()).toMatchObject({ id: world().message.id, recalled: false });
  };
  const privatePhotoIntact = async () =>
    ownerSees(`/v1/photos/${world().as.owner.id}?folder=private`, (b) =>
      (b as { data: { id: number }[] }).data.some((p) => p.id === world().privatePhoto),
    );
  const orderIntact = async () =>
    ownerSees(`/v1/payment/orders/${world().order}`, (b) => (b as PaymentOrder).status === 'created');
  const friendshipIntact = async () => ownerSees('/v1/friends', listHas(world().as.friend.id));

  /** Where another member's profile shows: everyone but the member Olga blocked; for Hanna, VIPs and friends. */
  const profileChecks = (url: (id: number) => string): Check[] => [
    {
      what: "Olga's public profile",
      call: (x) => ({ method: 'GET', url: url(x.as.owner.id) }),
      may: everyoneBut('blocked'),
    },
    {
      what: "Hanna's hidden profile",
      call: (x) => ({ method: 'GET', url: url(x.hidden.id) }),
      may: ['friend', 'vip'],
    },
  ];

  return {
    app,
    world,
    http,
    ownerSees,
    listHas,
    postIntact,
    commentIntact,
    messageIntact,
    privatePhotoIntact,
    orderIntact,
    friendshipIntact,
    profileChecks,
    signedIn,
    everyoneBut,
    nobody,
    ownerOnly,
    destructive,
    mallOrderFor,
  };
}

export type RulesContext = ReturnType<typeof rulesContext>;
