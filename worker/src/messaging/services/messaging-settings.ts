import { inChunks } from '../../lib/in-chunks';
import { eq, inArray } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db } from '../../db/client';
import { messagingSettings } from '../../db/schema';
import {
  DEFAULT_MESSAGING_SETTINGS,
  DEFAULT_QUICK_PHRASES,
  type MessagingSettings,
  type messagingSettingsSchema,
} from '../../schemas/messages';

// A member's messaging settings. No row means every default (the table's defaults, and the
// default quick phrases while quick_phrases is null); the first change writes the row.

type Row = typeof messagingSettings.$inferSelect;

const toSettings = (row: Row | undefined): MessagingSettings =>
  row
    ? {
        whoMayMessage: row.whoMayMessage,
        readReceipts: row.readReceipts,
        announce: row.announce,
        announceWhileTyping: row.announceWhileTyping,
        shortcuts: row.shortcuts,
        typingIndicators: row.typingIndicators,
        quickPhrases: row.quickPhrases ?? DEFAULT_QUICK_PHRASES,
      }
    : { ...DEFAULT_MESSAGING_SETTINGS, quickPhrases: [...DEFAULT_QUICK_PHRASES] };

export async function getSettings(db: Db, userId: number): Promise<MessagingSettings> {
  return toSettings(await db.select().from(messagingSettings).where(eq(messagingSettings.userId, userId)).get());
}

type WithSuspension = MessagingSettings & { suspendedAt: string | null };

/** Settings rows read elsewhere (in a batch), by member; absent members get the defaults. */
export function settingsFrom(userIds: number[], rows: Row[]): Map<number, WithSuspension> {
  const byId = new Map(rows.map((r) => [r.userId, r]));
  return new Map(userIds.map((id) => [id, { ...toSettings(byId.get(id)), suspendedAt: byId.get(id)?.messagingSuspendedAt ?? null }]));
}

/** Several members' settings at once (read receipts, typing, who may message). */
export async function settingsOf(db: Db, userIds: number[]): Promise<Map<number, WithSuspension>> {
  const rows = [];
  for (const chunk of inChunks([...new Set(userIds)]))
    rows.push(...(await db.select().from(messagingSettings).where(inArray(messagingSettings.userId, chunk))));
  return settingsFrom(userIds, rows);
}

/** Whether the editors have suspended the member's messaging (from the report queue). */
export async function messagingSuspended(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .select({ at: messagingSettings.messagingSuspendedAt })
    .from(messagingSettings)
    .where(eq(messagingSettings.userId, userId))
    .get();
  return Boolean(row?.at);
}

/** Only the fields sent change; the editors' suspension columns are never touched here. */
export async function updateSettings(
  db: Db,
  userId: number,
  changes: v.InferOutput<typeof messagingSettingsSchema>,
): Promise<MessagingSettings> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<
    typeof messagingSettings.$inferInsert
  >;
  if (Object.keys(set).length > 0) {
    await db
      .insert(messagingSettings)
      .values({ userId, ...set })
      .onConflictDoUpdate({ target: messagingSettings.userId, set });
  }
  return getSettings(db, userId);
}
