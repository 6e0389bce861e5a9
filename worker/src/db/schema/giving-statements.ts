import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * The July statement mail (issue 21, decision 0042): one row per donor address and financial
 * year, inserted before the mail is queued. The primary key is the claim: a second cron run, or
 * two at once, inserts nothing for an address already mailed and sends nothing.
 */
export const givingStatementMails = sqliteTable(
  'giving_statement_mails',
  {
    /** The donor's address, lower-cased: the address their gifts were receipted to. */
    email: text('email').notNull(),
    /** The financial year by the year it ends in (2026 is 1 July 2025 to 30 June 2026). */
    year: integer('year').notNull(),
    sentAt: text('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.email, t.year] })],
);
