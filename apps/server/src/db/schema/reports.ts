import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Complaints members file about a feed, user, message, translation or contact (spec §3 Report). */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporter_id: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    related_id: integer('related_id').notNull(),
    content: text('content').notNull(),
    status: text('status').notNull().default('open'), // open | reviewed | dismissed
    /** The operator's decision (REPORT_DECISIONS), its note, who took it and when. */
    decision: text('decision'),
    decision_reason: text('decision_reason'),
    decided_by: integer('decided_by'),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reports_reporter_subject_uq').on(t.reporter_id, t.type, t.related_id),
    index('reports_status_idx').on(t.status, t.created_at),
  ],
);
