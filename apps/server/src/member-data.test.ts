import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChatMessage } from '@yuanfen/contract';
import { sql } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './db/schema';
import { eraseMember, exportMember } from './modules/account/member-data';
import { chatApi } from './modules/chat/chat.test-helpers';
import { userAccount } from './modules/money/ledger.service';
import { uploadPhoto } from './modules/uploads/uploads.test-helpers';
import { areaOf } from './modules/uploads/photo-access';
import { checkLedger } from './operator-commands';
import { api } from './test/account-helpers';
import { signUp, type Member } from './test/factories';
import { fund } from './test/money-helpers';
import { useTestApp } from './test/use-test-app';

const t = useTestApp();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yf-gdpr-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let anna: Member;
let bob: Member;
const POST = 'Annas Sonntag am See, ganz allein';
const COMMENT = 'Anna findet das wunderbar';
const SENT = 'Hallo Bob, hier schreibt Anna';
const RECEIVED = 'Hi Anna, Bob here';
let sentId: number;
const photoIds: number[] = [];

beforeAll(async () => {
  anna = await signUp(t.app);
  bob = await signUp(t.app);
  await t.app.db
    .update(users)
    .set({ language: 'de', biography: 'Anna liebt Berge und Seen' })
    .where(eq(users.id, anna.id));
  const c = chatApi(t.app);
  const post = await c.post('/v1/feeds', { content: POST }, anna.auth);
  expect(post.statusCode, post.body).toBe(200);
  const feedId = post.json<{ id: number }>().id;
  expect((await c.post(`/v1/feeds/${feedId}/comments`, { content: COMMENT }, anna.auth)).statusCode).toBe(200);
  const album = await uploadPhoto(t.app, anna, { type: 'album' });
  const inChat = await uploadPhoto(t.app, anna, { type: 'message' });
  photoIds.push(album.id, inChat.id);
  sentId = (await c.sent(anna, bob.id, SENT, { upload_ids: [inChat.id] })).id;
  await c.sent(bob, anna.id, RECEIVED);
  await fund(t.app, anna.id, 50);
  await t.app.services.ledger.transfer({
    from: userAccount(anna.id),
    to: userAccount(bob.id),
    amount: 20,
    kind: 'gift',
  });
});

describe('export-member and erase-member (GDPR)', () => {
  it('exports the member: JSON files of their data, their photo files and a README in their language', async () => {
    const file = path.join(dir, 'anna.zip');
    const out = await exportMember({ db: t.database.db, storage: t.app.services.storage }, anna.email, file);
    expect(out).toContain(`exported ${anna.name} (${anna.id})`);
    const zip = unzipSync(fs.readFileSync(file));
    const read = <T>(name: string) => JSON.parse(strFromU8(zip[name]!)) as T;

    expect(strFromU8(zip['README.txt']!)).toContain(`Deine Yuanfen-Daten — ${anna.name}`);
    expect(strFromU8(zip['README.txt']!)).toContain('messages.json — die Nachrichten');
    expect(read<{ email: string; password_hash?: string }>('account.json')).toMatchObject({ email: anna.email });
    expect(read<Record<string, unknown>>('account.json')).not.toHaveProperty('password_hash');
    expect(read<{ biography: string }>('profile.json').biography).toBe('Anna liebt Berge und Seen');
    expect(read<{ posts: { content: string }[] }>('posts.json').posts).toMatchObject([{ content: POST }]);
    expect(read<{ content: string }[]>('comments.json')).toMatchObject([{ content: COMMENT }]);
    expect(read<unknown[]>('messages.json')).toMatchObject([
      { content: SENT, direction: 'sent', other_member: { id: bob.id, name: bob.name } },
      { content: RECEIVED, direction: 'received', other_member: { id: bob.id, name: bob.name } },
    ]);
    const photos = read<{ id: number; file: string; folder: string; type: string; path: string }[]>('photos.json');
    expect(photos.map((p) => p.id).sort()).toEqual([...photoIds].sort());
    for (const photo of photos) {
      const stored = await t.app.services.storage.read(areaOf(photo), photo.path);
      expect(Buffer.from(zip[photo.file]!).equals(stored!)).toBe(true);
    }
    expect(read<{ amount: number; kind: string }[]>('ledger.json')).toMatchObject([
      { amount: 50, kind: 'adjustment' },
      { amount: 20, kind: 'gift' },
    ]);
    expect(read<{ devices: unknown[] }>('devices.json').devices).toHaveLength(1);
    for (const name of ['relations.json', 'notifications.json', 'orders.json', 'support.json'])
      expect(zip[name]).toBeDefined();
  });

  it('erases the member: nothing personal remains, the ledger still balances, the other side reads "deleted member"', async () => {
    const stored = (
      await t.app.db.execute<{ folder: string; type: string; path: string }>(
        sql`select folder, type, path from uploads where user_id = ${anna.id}`,
      )
    ).rows;
    expect(stored).toHaveLength(2);

    const out = await eraseMember(
      { db: t.database.db, storage: t.app.services.storage, sessions: t.app.services.sessions },
      String(anna.id),
    );
    expect(out).toContain(`erased member ${anna.id}: 2 photos removed`);
    // Idempotent: again by id, the same result.
    await eraseMember(
      { db: t.database.db, storage: t.app.services.storage, sessions: t.app.services.sessions },
      String(anna.id),
    );

    // Every table, every row: no e-mail, name or text of hers.
    const tables = await t.app.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(tables.rows.length).toBeGreaterThan(30);
    for (const { table_name } of tables.rows) {
      const rows = await t.app.db.execute<{ row: string }>(
        sql`select to_jsonb(x)::text as row from ${sql.identifier(table_name)} x`,
      );
      const text = rows.rows
        .map((r) => r.row)
        .join('\n')
        .toLowerCase();
      for (const needle of [anna.email, anna.name, POST, COMMENT, SENT, 'Anna liebt Berge'])
        expect(text.includes(needle.toLowerCase()), `${table_name} still holds ${needle}`).toBe(false);
    }
    for (const photo of stored) expect(await t.app.services.storage.read(areaOf(photo), photo.path)).toBeNull();

    const ledger = await checkLedger(t.database.db);
    expect(ledger).toMatchObject({ ok: true });

    // Her signed-in session is over; she cannot sign in again.
    expect((await api(t.app).get('/v1/me', anna.auth)).statusCode).toBe(401);
    const signIn = await api(t.app).post('/v1/authenticate', { identity: anna.email, password: anna.password });
    expect(signIn.statusCode).toBe(400);

    // Bob keeps the conversation: his message and hers, now without text or photo, from "deleted member".
    const c = chatApi(t.app);
    const hers = await c.get(`/v1/messages/${sentId}`, bob.auth);
    expect(hers.statusCode, hers.body).toBe(200);
    expect(hers.json<ChatMessage>()).toMatchObject({
      sender: anna.id,
      message_content: '',
      uploads: [],
      recalled: true,
    });
    const threads = await c.threads(bob);
    const thread = threads.data.find((th) => th.user_id === anna.id);
    expect(thread).toMatchObject({
      name: `deleted member #${anna.id}`,
      avatar: null,
    });
    const view = await c.view(bob, thread!.id);
    expect(view.thread.name).toBe(`deleted member #${anna.id}`);
    expect(view.data.map((m) => m.message_content)).toEqual(['', RECEIVED]);
  });
});
