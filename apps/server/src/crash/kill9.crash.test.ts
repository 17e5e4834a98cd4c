/**
 * Battery L, crash (issue 13): the real server as a child process takes ~1,000 mixed writes over HTTP
 * (messages, posts, gold spends and recharges) and is killed with SIGKILL in the middle. On the same data
 * it must hold every write it acknowledged exactly once, with balances equal to their ledger; retried with
 * the same keys after the restart, unacknowledged writes land once. On PGlite in a DATA_DIR on disk
 * always, and on PostgreSQL when TEST_DATABASE_URL is set (a database of the test's own).
 *
 * Run with `npm run test:crash` (its own CI stage); `npm test` leaves it out.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import {
  call,
  countBy,
  createPgDatabase,
  freePort,
  ledgerMismatches,
  pool,
  recharge,
  ServerProcess,
  signUp,
  tempDir,
  upgrade,
  type Answer,
  type Member,
} from './harness';

const WRITES = 1_000;
const CONCURRENCY = 8;
const MEMBERS = 8;

type Kind = 'message' | 'post' | 'upgrade' | 'recharge';
interface Write {
  i: number;
  kind: Kind;
  by: number;
  /** message: recipient's index. */
  to: number;
  /** The write's own key: the message's client_id, the post's text, the upgrade's Idempotency-Key. */
  key: string;
  /** recharge: the order once the purchase was answered. */
  orderId?: string;
  state: 'pending' | 'acked' | 'refused' | 'unanswered';
  /** The id the server answered (message or post id). */
  ackedId?: number;
  attempts: number;
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => console.error(error));
});

const variants = [
  { name: 'PGlite', adminUrl: undefined as string | undefined },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', adminUrl: process.env.TEST_DATABASE_URL }] : []),
];

describe.each(variants)('kill -9 during $name writes', ({ name, adminUrl }) => {
  it(
    `keeps every acknowledged write of ${WRITES} exactly once, and retries land once`,
    { timeout: 150_000 },
    async () => {
      const run = randomBytes(4).toString('hex');
      const dataDir = tempDir('yf-crash-');
      cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
      let databaseUrl: string | undefined;
      if (adminUrl) {
        const created = await createPgDatabase(adminUrl);
        databaseUrl = created.url;
        cleanups.push(created.drop);
      }
      const openDb = () => openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir });
      const server = new ServerProcess(await freePort(), {
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      });
      cleanups.push(() => server.stop());
      await server.start();
      const { origin } = server;

      // Members with gold (sandbox recharges) and VIP (no message or post limits).
      const members: Member[] = [];
      for (let n = 0; n < MEMBERS; n++) members.push(await signUp(origin, `crash${n}`));
      await pool(members, 4, async (m) => {
        await recharge(origin, m, 1000);
        await recharge(origin, m, 1000);
        await upgrade(origin, m, 12);
      });

      // The plan: 55 % messages, 20 % posts, 15 % VIP months bought with gold, 10 % recharges.
      const writes: Write[] = Array.from({ length: WRITES }, (_, i) => {
        const r = Math.random();
        const kind: Kind = r < 0.55 ? 'message' : r < 0.75 ? 'post' : r < 0.9 ? 'upgrade' : 'recharge';
        const by = i % MEMBERS;
        const to = (by + 1 + Math.floor(Math.random() * (MEMBERS - 1))) % MEMBERS;
        const key = kind === 'post' ? `crash ${run} post ${i}` : `crash-${run}-${i}`;
        return { i, kind, by, to, key, state: 'pending', attempts: 0 };
      });
      const ledgerKey = (w: Write) =>
        w.kind === 'upgrade' ? `upgrade:${members[w.by]!.id}:${w.key}` : w.orderId ? `order:${w.orderId}` : null;

      const send = async (w: Write): Promise<Answer> => {
        w.attempts++;
        const m = members[w.by]!;
        if (w.kind === 'message') {
          return call(
            origin,
            'POST',
            '/v1/messages',
            { user_id: members[w.to]!.id, message_content: `crash ${run} message ${w.i}`, client_id: w.key },
            m.auth,
          );
        }
        if (w.kind === 'post') {
          const clientId = `crash-${run}-post-${w.i}`;
          return call(origin, 'POST', '/v1/feeds', { content: w.key, client_id: clientId }, m.auth);
        }
        if (w.kind === 'upgrade') {
          return call(origin, 'POST', '/v1/upgrade', { month: 1 }, { ...m.auth, 'idempotency-key': w.key });
        }
        if (!w.orderId) {
          const order = await call<{ order_id: string }>(
            origin,
            'POST',
            '/v1/payment/sandbox/purchase',
            { amount: 20 },
            m.auth,
          );
          if (order.status !== 200) return order;
          w.orderId = order.body.order_id;
        }
        return call(origin, 'POST', '/v1/payment/sandbox/confirm', { order_id: w.orderId, result: 'success' }, m.auth);
      };
      const record = (w: Write, res: Answer) => {
        if (res.status >= 200 && res.status < 300) {
          w.state = 'acked';
          const id = (res.body as { id?: unknown } | null)?.id;
          if (typeof id === 'number') w.ackedId = id;
        } else if (res.status >= 400 && res.status < 500) {
          w.state = 'refused';
          console.warn(`write ${w.i} (${w.kind}) refused: ${res.status} ${JSON.stringify(res.body)}`);
        } else {
          w.state = 'unanswered';
        }
      };

      // Fire the writes; SIGKILL the server once a random 40–60 % of them are acknowledged.
      const killAt = Math.floor(WRITES * (0.4 + Math.random() * 0.2));
      let acked = 0;
      let killing: Promise<void> | null = null;
      const started = Date.now();
      await pool(writes, CONCURRENCY, async (w) => {
        if (killing) return;
        record(w, await send(w));
        if (w.state === 'acked' && ++acked >= killAt && !killing) killing = server.kill9();
      });
      await killing;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);

      const expectedKey = (w: Write) => (w.kind === 'message' || w.kind === 'post' ? w.key : ledgerKey(w));
      const inventory = async () => {
        const database = await openDb();
        try {
          const db = database.db;
          const [messages, posts, moves, mismatches] = await Promise.all([
            countBy(
              db,
              sql`select client_id as key, count(*) as n from messages where client_id like ${`crash-${run}-%`} group by client_id`,
            ),
            countBy(
              db,
              sql`select content as key, count(*) as n from feeds where content like ${`crash ${run} post %`} group by content`,
            ),
            countBy(
              db,
              sql`select idempotency_key as key, count(*) as n from ledger
                  where idempotency_key like 'upgrade:%' or idempotency_key like 'order:%' group by idempotency_key`,
            ),
            ledgerMismatches(db),
          ]);
          const ids = await countBy(
            db,
            sql`select client_id as key, id as n from messages where client_id like ${`crash-${run}-%`}`,
          );
          const postIds = await countBy(
            db,
            sql`select content as key, id as n from feeds where content like ${`crash ${run} post %`}`,
          );
          const copies = (w: Write) => {
            const key = expectedKey(w);
            if (!key) return 0;
            return (w.kind === 'message' ? messages : w.kind === 'post' ? posts : moves).get(key) ?? 0;
          };
          const storedId = (w: Write) => (w.kind === 'message' ? ids : postIds).get(w.key);
          return { copies, storedId, mismatches };
        } finally {
          await database.close();
        }
      };
      const tally = (list: Write[], copies: (w: Write) => number) => ({
        count: list.length,
        found: list.filter((w) => copies(w) === 1).length,
        duplicates: list.filter((w) => copies(w) > 1).length,
        lost: list.filter((w) => copies(w) === 0).length,
      });

      // Right after the crash, on the data as the kill left it (PGlite recovers it on open).
      const ackedBefore = writes.filter((w) => w.state === 'acked');
      const inFlight = writes.filter((w) => w.state === 'unanswered');
      const unsent = writes.filter((w) => w.state === 'pending');
      const refused = writes.filter((w) => w.state === 'refused');
      const afterCrash = await inventory();
      const crashTally = tally(ackedBefore, afterCrash.copies);
      const wrongIds = ackedBefore.filter(
        (w) =>
          w.ackedId !== undefined &&
          (w.kind === 'message' || w.kind === 'post') &&
          afterCrash.storedId(w) !== w.ackedId,
      ).length;
      const inFlightCommitted = inFlight.filter((w) => afterCrash.copies(w) > 0);
      const byKind = (list: Write[]) =>
        Object.fromEntries(
          (['message', 'post', 'upgrade', 'recharge'] as const).map((k) => [
            k,
            list.filter((w) => w.kind === k).length,
          ]),
        );
      console.log(
        `[crash ${name}] ${ackedBefore.length} writes acknowledged in ${seconds} s before kill -9 (${JSON.stringify(byKind(ackedBefore))}); ` +
          `after the crash: found ${crashTally.found}, duplicates ${crashTally.duplicates}, lost ${crashTally.lost}, ` +
          `answered ids not matching ${wrongIds}; in flight at the kill ${inFlight.length} (committed ${inFlightCommitted.length}); ` +
          `not yet sent ${unsent.length}; refused ${refused.length}; ledger mismatches ${afterCrash.mismatches.length}`,
      );
      expect(crashTally).toEqual({ count: ackedBefore.length, found: ackedBefore.length, duplicates: 0, lost: 0 });
      expect(wrongIds).toBe(0);
      expect(afterCrash.mismatches).toEqual([]);

      // Restart on the same data; retry every unanswered write with its own key, then send the rest.
      const restarted = Date.now();
      await server.start();
      const restartSeconds = ((Date.now() - restarted) / 1000).toFixed(1);
      // Every write carries its key (messages and posts their client_id, upgrades an Idempotency-Key,
      // recharges their order): each is retried blindly, as a client does after a lost answer.
      await pool(inFlight, CONCURRENCY, async (w) => record(w, await send(w)));
      await pool(unsent, CONCURRENCY, async (w) => record(w, await send(w)));
      // And a second send of 100 acknowledged keyed writes: each must answer without a second effect.
      const resent = ackedBefore.slice(0, 100);
      const resentAnswers: number[] = [];
      await pool(resent, CONCURRENCY, async (w) => {
        const res = await send(w);
        resentAnswers.push(res.status);
        if ((w.kind === 'message' || w.kind === 'post') && w.ackedId !== undefined) {
          expect((res.body as { id?: number }).id, `${w.kind} ${w.i} answered another id`).toBe(w.ackedId);
        }
      });
      await server.stop();

      const final = await inventory();
      const done = writes.filter((w) => w.state === 'acked');
      const finalTally = tally(done, final.copies);
      const stillUnanswered = writes.filter((w) => w.state === 'unanswered' || w.state === 'pending').length;
      console.log(
        `[crash ${name}] restart took ${restartSeconds} s; retried ${inFlight.length} unanswered with the same keys ` +
          `(${inFlight.filter((w) => w.state === 'acked').length} acknowledged), sent ${unsent.length} after the restart, ` +
          `re-sent ${resent.length} acknowledged (${resentAnswers.filter((s) => s === 200).length} answered 200); ` +
          `in the end: acknowledged ${done.length} of ${WRITES}, found ${finalTally.found}, duplicates ${finalTally.duplicates}, ` +
          `lost ${finalTally.lost}, unanswered ${stillUnanswered}, refused ${writes.filter((w) => w.state === 'refused').length}, ` +
          `ledger mismatches ${final.mismatches.length}`,
      );
      expect(finalTally).toEqual({ count: done.length, found: done.length, duplicates: 0, lost: 0 });
      expect(stillUnanswered).toBe(0);
      expect(refused.length).toBe(0);
      expect(resentAnswers.every((s) => s === 200)).toBe(true);
      expect(final.mismatches).toEqual([]);
    },
  );
});
