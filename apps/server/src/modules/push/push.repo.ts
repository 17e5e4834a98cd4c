import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { devices, pushSubscriptions, users } from '../../db/schema';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export const pushRepo = {
  /**
   * Keeps a browser's subscription for this member and device. An endpoint is one browser profile: when
   * another member signs in there and subscribes, the endpoint moves to them (the old member's pushes
   * must not reach the new one's screen).
   */
  upsert: (
    db: DbOrTx,
    values: { user_id: number; device_id: number; endpoint: string; p256dh: string; auth: string },
  ) =>
    db
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          user_id: values.user_id,
          device_id: values.device_id,
          p256dh: values.p256dh,
          auth: values.auth,
          failures: 0,
        },
      }),

  /** Removes the member's subscription of this endpoint; answers whether there was one. */
  removeOwn: async (db: DbOrTx, userId: number, endpoint: string) =>
    (
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.user_id, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id })
    ).length > 0,

  /** The push service said the subscription is gone (404/410). */
  removeEndpoint: (db: DbOrTx, endpoint: string) =>
    db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),

  /** The device signed out: its browser no longer speaks for the member. */
  removeDevices: (db: DbOrTx, deviceIds: number[]) =>
    db.delete(pushSubscriptions).where(inArray(pushSubscriptions.device_id, deviceIds)),

  /** Every member with at least one subscription (what each node keeps in memory). */
  subscribers: async (db: DbOrTx) =>
    (await db.selectDistinct({ user_id: pushSubscriptions.user_id }).from(pushSubscriptions)).map((r) => r.user_id),

  /** The subscriptions of a member's signed-in devices. */
  activeOf: (db: DbOrTx, userId: number) =>
    db
      .select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
      .from(pushSubscriptions)
      .innerJoin(devices, eq(devices.id, pushSubscriptions.device_id))
      .where(and(eq(pushSubscriptions.user_id, userId), isNull(devices.revoked_at))),

  /** The recipient (language, choices, status) and the sender's name, in one read. */
  people: (db: DbOrTx, ids: number[]) =>
    db
      .select({
        id: users.id,
        name: users.name,
        language: users.language,
        status: users.status,
        choices: users.email_notifications,
      })
      .from(users)
      .where(inArray(users.id, ids)),

  /** A push service refused for another reason: counted, so an operator can see dead subscriptions. */
  failed: (db: DbOrTx, endpoint: string) =>
    db
      .update(pushSubscriptions)
      .set({ failures: sql`${pushSubscriptions.failures} + 1` })
      .where(eq(pushSubscriptions.endpoint, endpoint)),

  sent: (db: DbOrTx, endpoint: string, at: Date) =>
    db.update(pushSubscriptions).set({ last_sent_at: at, failures: 0 }).where(eq(pushSubscriptions.endpoint, endpoint)),
};
