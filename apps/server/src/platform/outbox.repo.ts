import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface OutboxRow {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  code: string | null | undefined;
  delivered: boolean;
}

/** Keeps a copy of every code mail and SMS: the development outbox and the record of what was sent. */
export async function recordOutgoing(db: Db, row: OutboxRow): Promise<void> {
  await db.insert(outbox).values(row);
}
