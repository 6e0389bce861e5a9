import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailFailures } from '../../db/schema';

/** The newest undelivered mails, for the admins' list; older ones are in the database. */
const SHOWN = 100;

export type MailFailure = typeof mailFailures.$inferSelect;

export const listMailFailures = (db: Db): Promise<MailFailure[]> =>
  db.select().from(mailFailures).orderBy(desc(mailFailures.failedAt), desc(mailFailures.id)).limit(SHOWN);
