import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postSlowModes } from '../../db/schema';
import type { CurrentUser } from '../../schemas/auth';
import type { SlowMode } from '../../schemas/trust';
import { auditInsert } from '../../cms/public';
import { findPostRow, type Viewer } from '../../community/public';
import { slowModeFrom, slowModeQuery } from '../../community/public';

/** A visible post's slow mode and the viewer's wait before their next comment. */
export async function getSlowMode(db: Db, viewer: Viewer, postId: number, now = new Date()): Promise<SlowMode> {
  await findPostRow(db, postId);
  return slowModeFrom(await slowModeQuery(db, viewer.id, postId), viewer, now);
}

/** Editors put a hot post in slow mode: one comment per member per `minutes`. Audited in the same batch. */
export async function setSlowMode(db: Db, editor: CurrentUser, postId: number, minutes: number): Promise<SlowMode> {
  await findPostRow(db, postId);
  await db.batch([
    db
      .insert(postSlowModes)
      .values({ postId, minutes, setBy: editor.id })
      .onConflictDoUpdate({ target: postSlowModes.postId, set: { minutes, setBy: editor.id } }),
    auditInsert(db, editor, {
      action: 'moderate',
      entity: 'post',
      entityId: postId,
      summary: `Put community post ${postId} in slow mode (one comment per ${minutes} minutes)`,
    }),
  ]);
  return getSlowMode(db, editor, postId);
}

/** Editors end a post's slow mode. */
export async function clearSlowMode(db: Db, editor: CurrentUser, postId: number): Promise<SlowMode> {
  await findPostRow(db, postId);
  await db.batch([
    db.delete(postSlowModes).where(eq(postSlowModes.postId, postId)),
    auditInsert(db, editor, {
      action: 'moderate',
      entity: 'post',
      entityId: postId,
      summary: `Ended slow mode on community post ${postId}`,
    }),
  ]);
  return getSlowMode(db, editor, postId);
}
