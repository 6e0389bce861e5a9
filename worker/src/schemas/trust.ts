import * as v from 'valibot';

// Trust levels (docs/decisions/0034-trust-levels-and-flags.md). The numbers live here, beside
// the words that explain them, so the worker, /account and the member's guide say the same thing.

export const TRUST_LEVELS = [0, 1, 2, 3] as const;
export type TrustLevel = (typeof TRUST_LEVELS)[number];

export const TRUST_LEVEL_NAMES: Record<TrustLevel, string> = {
  0: 'New member',
  1: 'Member',
  2: 'Regular',
  3: 'Leader',
};

/** What a member has done, as levels count it. */
export type TrustActivity = {
  postsRead: number;
  daysRead: number;
  minutesRead: number;
  /** Visible posts and comments written. */
  contributions: number;
  daysSinceJoined: number;
};

/** What each level above 0 needs; a level also needs everything the level below it needs. */
export const TRUST_REQUIREMENTS: Record<Exclude<TrustLevel, 0>, TrustActivity> = {
  1: { postsRead: 5, daysRead: 3, minutesRead: 30, contributions: 0, daysSinceJoined: 0 },
  2: { postsRead: 30, daysRead: 10, minutesRead: 120, contributions: 5, daysSinceJoined: 14 },
  3: { postsRead: 100, daysRead: 30, minutesRead: 600, contributions: 30, daysSinceJoined: 60 },
};

/** How each measure is named in progress text ("2 of 5 posts read"). */
export const TRUST_MEASURES: Record<keyof TrustActivity, string> = {
  postsRead: 'posts read',
  daysRead: 'days with reading',
  minutesRead: 'minutes reading',
  contributions: 'posts and comments written',
  daysSinceJoined: 'days since joining',
};

/** Level 0's limits; level 1 and above lift them all. */
export const NEW_MEMBER_LIMITS = { linksPerPost: 2, postsPerDay: 3 } as const;

/** Members of this level or above count towards hiding a post pending review. */
export const FLAG_HIDE_LEVEL = 2;
/** How many such members' flags hide a post or comment until an editor reviews it. */
export const FLAGS_TO_HIDE = 3;

/** Seconds of reading one report may add, and one post may count in all (so a tab left open counts little). */
export const READING_REPORT_MAX_SECONDS = 120;
export const READING_PER_POST_MAX_SECONDS = 600;

export type TrustStatus = {
  level: TrustLevel;
  name: string;
  /** Staff (editors, admins) are never limited by level. */
  staff: boolean;
  /** The level set by an editor, when one is set; it wins over the computed level. */
  setByEditor: boolean;
  computedLevel: TrustLevel;
  activity: TrustActivity;
  /** The next level and what it still needs; null at the top or for staff. */
  next: { level: TrustLevel; name: string; needs: Array<{ measure: keyof TrustActivity; have: number; need: number }> } | null;
};

export const readingSchema = v.object({
  seconds: v.pipe(
    v.number('seconds must be a whole number from 0 to 120'),
    v.integer('seconds must be a whole number from 0 to 120'),
    v.minValue(0, 'seconds must be a whole number from 0 to 120'),
    v.maxValue(READING_REPORT_MAX_SECONDS, 'seconds must be a whole number from 0 to 120'),
  ),
});

const LEVEL_MESSAGE = 'Choose a trust level from 0 to 3';

/** An editor's hand-set level (the CMS members screen). */
export const trustLevelChoiceSchema = v.object({
  level: v.pipe(
    v.union([v.number(LEVEL_MESSAGE), v.string(LEVEL_MESSAGE)], LEVEL_MESSAGE),
    v.transform((input) => Number(input)),
    v.picklist(TRUST_LEVELS, LEVEL_MESSAGE),
  ),
});

/** The CMS form's choice: a level, or back to the computed one (which the worker's DELETE does). */
export const TRUST_FROM_ACTIVITY = 'computed';
export const trustLevelFormSchema = v.object({
  level: v.union([v.literal(TRUST_FROM_ACTIVITY), trustLevelChoiceSchema.entries.level], LEVEL_MESSAGE),
});

export const SLOW_MODE_MINUTES = [1, 5, 10, 15, 30, 60] as const;
const SLOW_MODE_MESSAGE = `Choose slow mode of ${SLOW_MODE_MINUTES.join(', ')} minutes`;

export const slowModeSchema = v.object({
  minutes: v.pipe(
    v.union([v.number(SLOW_MODE_MESSAGE), v.string(SLOW_MODE_MESSAGE)], SLOW_MODE_MESSAGE),
    v.transform((input) => Number(input)),
    v.picklist(SLOW_MODE_MINUTES, SLOW_MODE_MESSAGE),
  ),
});

export type SlowMode = { minutes: number | null; waitSeconds: number };

/** What became of a member's own flagged post or comment, told to them with the reasons. */
export type FlaggedItem = {
  kind: 'post' | 'comment';
  id: number;
  postId: number;
  text: string;
  outcome: 'hidden-pending-review' | 'under-review' | 'hidden-by-moderator' | 'left-visible';
  reasons: string[];
};
