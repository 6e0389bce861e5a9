// A member's passkeys: listing, naming and removing them, only ever their own.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passkeys } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { PASSKEY_MESSAGES, type PasskeySummary } from '../../schemas/passkeys';

const summary = (row: typeof passkeys.$inferSelect): PasskeySummary => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt,
  lastUsedAt: row.lastUsedAt,
});

/** The member's passkeys, newest first (a handful: sorted here, not by SQL). */
export async function listPasskeys(db: Db, userId: number): Promise<PasskeySummary[]> {
  const rows = await db.select().from(passkeys).where(eq(passkeys.userId, userId));
  rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  return rows.map(summary);
}

/** Another member's passkey is "not found", as one that does not exist. */
export async function renamePasskey(db: Db, userId: number, id: number, name: string): Promise<PasskeySummary> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  if (!row) throw notFound(PASSKEY_MESSAGES.notFound);
  return summary(row);
}

export async function deletePasskey(db: Db, userId: number, id: number): Promise<void> {
  const gone = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  if (!gone.length) throw notFound(PASSKEY_MESSAGES.notFound);
}

export { summary as passkeySummary };
