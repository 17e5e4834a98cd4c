import type { ChatMessage } from '@yuanfen/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { makeVip, members } from '../relations/relations.test-helpers';
import { chatApi } from './chat.test-helpers';

const t = useTestApp();

/** Counts the statements that read the `users` table while `run` runs (PGlite: every statement goes through `query`). */
async function usersReads(run: () => Promise<unknown>): Promise<string[]> {
  const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query.bind(client);
  const seen: string[] = [];
  client.query = (...args: unknown[]) => {
    const text = String(args[0]);
    if (/from "users"|join "users"/.test(text)) seen.push(text);
    return original(...args);
  };
  try {
    await run();
  } finally {
    client.query = original;
  }
  return seen;
}

describe('loading the members of a send', () => {
  it('reads the members once: the session check, then both members in one statement', async () => {
    if (t.database.kind !== 'pglite') return;
    const [anna, bob] = await members(t.app, 2);
    await makeVip(t.app, anna);
    const c = chatApi(t.app);
    let sent: ChatMessage | undefined;
    const reads = await usersReads(async () => {
      sent = await c.sent(anna, bob.id, 'one read of each of us');
    });
    expect(sent?.message_content).toBe('one read of each of us');
    // The session check (devices ⨝ users, platform/auth.ts) and chatRepo.members.
    expect(reads, reads.join('\n')).toHaveLength(2);
  });
});
