import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { communityPosts, users } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import { imageSize } from '../../lib/image-size';
import { MEMBER_PHOTO_PREFIX } from '../../lib/media';
import { SNIFF_BYTES, sniffMediaType } from '../../lib/sniff';
import { mediaUrl } from '../../schemas/content';
import {
  AVATAR_MAX_SIDE,
  AVATAR_TOO_WIDE_MESSAGE,
  AVATAR_TYPE_MESSAGE,
  AVATAR_TYPES,
  AVATAR_UNREADABLE_MESSAGE,
  isAvatarType,
  MEMBER_PAGE_POSTS,
  type MemberPage,
  type MemberProfile,
} from '../../schemas/profile';
import type * as v from 'valibot';
import type { profileSchema } from '../../schemas/profile';
import { hasBlocked, notBlockedBy } from '../../messaging/public';
import { hitRateLimit, type Limit } from './rate-limits';

// A member's profile (docs/decisions/0021-member-profiles.md): what others see of them, and how
// they change it. Emails never leave here (docs/decisions/0003).

type UserRow = typeof users.$inferSelect;
type ProfileColumns = Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'pronouns' | 'bio' | 'avatarKey' | 'profileImageUrl' | 'createdAt'>;

const profileColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  pronouns: users.pronouns,
  bio: users.bio,
  avatarKey: users.avatarKey,
  profileImageUrl: users.profileImageUrl,
  createdAt: users.createdAt,
};

/** The photo's address: the member's own upload, else one an identity provider gave (none do yet). */
export const photoUrl = (u: Pick<UserRow, 'avatarKey' | 'profileImageUrl'>) => (u.avatarKey ? mediaUrl(u.avatarKey) : u.profileImageUrl);

const toProfile = (u: ProfileColumns): MemberProfile => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  pronouns: u.pronouns || null,
  bio: u.bio || null,
  profileImageUrl: photoUrl(u),
  joinedAt: u.createdAt,
});

const MEMBER_NOT_FOUND = 'Member not found';

async function findProfile(db: Db, id: number): Promise<ProfileColumns> {
  const row = await db.select(profileColumns).from(users).where(eq(users.id, id)).get();
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  return row;
}

/**
 * The member page: who they are and their newest visible posts (hidden ones are left out for
 * everyone). A member who blocked the viewer is not found for them (the viewer is not told why),
 * and a viewer who blocked the member sees none of their posts.
 */
export async function getMemberPage(db: Db, id: number, viewerId: number): Promise<MemberPage> {
  const [rows, posts] = await db.batch([
    db
      .select(profileColumns)
      .from(users)
      .where(and(eq(users.id, id), sql`not ${hasBlocked(id, viewerId)}`)),
    db
      .select({
        id: communityPosts.id,
        title: communityPosts.title,
        category: communityPosts.category,
        createdAt: communityPosts.createdAt,
      })
      .from(communityPosts)
      .where(and(eq(communityPosts.userId, id), eq(communityPosts.visibility, 'visible'), notBlockedBy(viewerId, communityPosts.userId)))
      .orderBy(desc(communityPosts.createdAt), desc(communityPosts.id))
      .limit(MEMBER_PAGE_POSTS),
  ]);
  const row = rows[0];
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  return { ...toProfile(row), posts };
}

export const getOwnProfile = async (db: Db, userId: number): Promise<MemberProfile> => toProfile(await findProfile(db, userId));

export async function updateProfile(db: Db, userId: number, input: v.InferOutput<typeof profileSchema>): Promise<MemberProfile> {
  const [row] = await db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      pronouns: input.pronouns || null,
      bio: input.bio || null,
      updatedAt: new Date().toISOString(),
    })
    .where(eq(users.id, userId))
    .returning(profileColumns);
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  return toProfile(row);
}

const PHOTO_LIMIT: Limit = {
  limit: 20,
  windowSeconds: 60 * 60,
  message: 'You have changed your photo a lot this hour. Please try again later.',
};

/** `avatars/3f9c….png`: made here, never from the file's name, and never reused. */
const avatarKey = (type: keyof typeof AVATAR_TYPES) =>
  `${MEMBER_PHOTO_PREFIX}${crypto.randomUUID().replaceAll('-', '')}.${AVATAR_TYPES[type]}`;

/**
 * Stores a new photo and forgets the old one. The bytes decide the type: a text file named
 * photo.png is refused, and a PNG named photo.jpg is stored as the PNG it is. Returns the old
 * key (deleted from R2) so the route can drop it from the edge cache too.
 */
export async function setAvatar(
  db: Db,
  bucket: R2Bucket,
  userId: number,
  file: Blob,
): Promise<{ profile: MemberProfile; replacedKey: string | null }> {
  const before = await findProfile(db, userId);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffMediaType(bytes.subarray(0, SNIFF_BYTES));
  if (!isAvatarType(type)) throw new ApiError('bad_request', AVATAR_TYPE_MESSAGE, { file: [AVATAR_TYPE_MESSAGE] });
  const size = imageSize(bytes, type);
  if (!size) throw new ApiError('bad_request', AVATAR_UNREADABLE_MESSAGE, { file: [AVATAR_UNREADABLE_MESSAGE] });
  if (size.width > AVATAR_MAX_SIDE || size.height > AVATAR_MAX_SIDE)
    throw new ApiError('bad_request', AVATAR_TOO_WIDE_MESSAGE, { file: [AVATAR_TOO_WIDE_MESSAGE] });
  // Counted only once the photo is one: a refusal changes nothing.
  await hitRateLimit(db, `avatar:${userId}`, PHOTO_LIMIT);
  const key = avatarKey(type);
  await bucket.put(key, bytes, { httpMetadata: { contentType: type }, customMetadata: { filename: key.split('/').pop()! } });
  let row: ProfileColumns | undefined;
  try {
    [row] = await db.update(users).set({ avatarKey: key }).where(eq(users.id, userId)).returning(profileColumns);
  } catch (error) {
    // The row still names the old photo: the new object would be stored for nothing.
    await bucket.delete(key).catch(() => {});
    throw error;
  }
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  if (before.avatarKey) await bucket.delete(before.avatarKey);
  return { profile: toProfile(row), replacedKey: before.avatarKey };
}

/** "Remove photo": back to initials; the object leaves R2. */
export async function removeAvatar(
  db: Db,
  bucket: R2Bucket,
  userId: number,
): Promise<{ profile: MemberProfile; removedKey: string | null }> {
  const before = await findProfile(db, userId);
  const [row] = await db.update(users).set({ avatarKey: null }).where(eq(users.id, userId)).returning(profileColumns);
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  if (before.avatarKey) await bucket.delete(before.avatarKey);
  return { profile: toProfile(row), removedKey: before.avatarKey };
}
